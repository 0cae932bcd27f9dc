import { Hono } from "hono";
import type { SiteConfig, SitePayments } from "#domain/schemas/site";
import type { AppContext, AppEnv } from "#server/context";
import { allow } from "#server/http/access";
import type { PaymentProviders } from "#server/platform/payments/providers";

/** The live ways to pay: a real card processor wins over the simulated one (only one is ever live). */
export function sitePayments(providers: PaymentProviders): SitePayments {
  return {
    card: providers.stripe ? "stripe" : providers.simulated ? "simulated" : null,
    paypal: providers.paypal !== null,
  };
}

/** What the web app needs to know about this installation (which optional parts are configured). */
export function siteRoutes(ctx: AppContext) {
  const site: SiteConfig = {
    googleSignIn: Boolean(ctx.config.google),
    payments: sitePayments(ctx.payments),
    heroVideoUrl: ctx.config.heroVideoUrl ?? null,
    retentionDays: ctx.config.retention,
    pricing: ctx.config.pricing,
  };
  return new Hono<AppEnv>().get("/site", allow("site.browse"), (c) => {
    c.header("Cache-Control", "public, max-age=300");
    return c.json<SiteConfig>(site);
  });
}
