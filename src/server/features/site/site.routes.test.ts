import { describe, expect, it } from "vitest";
import type { SiteConfig } from "#domain/schemas/site";
import { createPaymentProviders } from "#server/platform/payments/providers";
import { createTestApp } from "#server/testing/test-app";
import { sitePayments } from "./site.routes";

async function siteConfig(env: Record<string, string> = {}): Promise<SiteConfig> {
  const t = await createTestApp({ env });
  try {
    const response = await t.request("/api/site");
    expect(response.status).toBe(200);
    return (await response.json()) as SiteConfig;
  } finally {
    await t.close();
  }
}

describe("GET /api/site: the live ways to pay", () => {
  it("offers the simulated card (test mode) outside production by default", async () => {
    expect((await siteConfig()).payments).toEqual({ card: "simulated", paypal: false });
  });

  it("offers Stripe Checkout, and PayPal when it is configured", async () => {
    const site = await siteConfig({
      CARD_PROVIDER: "stripe",
      STRIPE_SECRET_KEY: "sk_test_site0config",
      STRIPE_WEBHOOK_SECRET: "whsec_siteconfig",
      PAYPAL_BUSINESS: "payments@example.com",
    });
    expect(site.payments).toEqual({ card: "stripe", paypal: true });
  });

  it("offers no card when the simulated provider is not allowed (production without a demo)", () => {
    const providers = createPaymentProviders({
      cardProvider: "simulated",
      simulatedAllowed: false,
      stripe: undefined,
      paypal: undefined,
    });
    expect(sitePayments(providers)).toEqual({ card: null, paypal: false });
  });
});
