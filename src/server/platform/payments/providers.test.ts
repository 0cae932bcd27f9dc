import { describe, expect, it } from "vitest";
import { loadConfig } from "#server/config";
import { createPaymentProviders, livePaymentProviders } from "./providers";

const production = {
  NODE_ENV: "production",
  AUTH_SECRET: "production-secret-production-secret-0123",
  TICKET_SIGNING_KEY: "k".repeat(43),
  PUBLIC_URL: "https://arena.example",
};

function providersFor(env: Record<string, string>) {
  const config = loadConfig(env);
  return createPaymentProviders({ ...config.payments, paypal: config.paypal });
}

describe("which payment providers are live", () => {
  it("takes no simulated payments in production", () => {
    const providers = providersFor(production);
    expect(providers.simulated).toBeNull();
    expect(livePaymentProviders(providers)).toEqual([]);
  });

  it("runs the simulated provider in production only as an explicit demo", () => {
    const providers = providersFor({ ...production, PAYMENTS_DEMO: "true" });
    expect(providers.simulated).not.toBeNull();
    expect(livePaymentProviders(providers)).toEqual(["simulated (test mode)"]);
  });

  it("runs the simulated provider in development by default", () => {
    expect(providersFor({ NODE_ENV: "development" }).simulated).not.toBeNull();
  });

  it("offers Stripe and PayPal, and no simulated card, when they are configured", () => {
    const providers = providersFor({
      ...production,
      CARD_PROVIDER: "stripe",
      STRIPE_SECRET_KEY: "sk_test_abc123",
      STRIPE_WEBHOOK_SECRET: "whsec_abc123",
      PAYPAL_BUSINESS: "payments@arena.example",
      PAYPAL_ENV: "live",
    });
    expect(providers.simulated).toBeNull();
    expect(livePaymentProviders(providers)).toEqual(["stripe", "paypal"]);
  });

  it("refuses to start with Stripe chosen but its keys missing or malformed", () => {
    expect(() => loadConfig({ ...production, CARD_PROVIDER: "stripe" })).toThrow(/STRIPE_SECRET_KEY/);
    expect(() =>
      loadConfig({
        ...production,
        CARD_PROVIDER: "stripe",
        STRIPE_SECRET_KEY: "pk_live_x",
        STRIPE_WEBHOOK_SECRET: "whsec_x",
      }),
    ).toThrow(/STRIPE_SECRET_KEY/);
  });
});
