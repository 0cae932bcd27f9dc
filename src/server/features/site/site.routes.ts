import { Hono } from "hono";
import type { SiteConfig } from "#domain/schemas/site";
import type { AppContext, AppEnv } from "#server/context";
import { allow } from "#server/http/access";

/** What the web app needs to know about this installation (which optional parts are configured). */
export function siteRoutes(ctx: AppContext) {
  const site: SiteConfig = {
    googleSignIn: Boolean(ctx.config.google),
    paypal: Boolean(ctx.config.paypal),
    heroVideoUrl: ctx.config.heroVideoUrl ?? null,
  };
  return new Hono<AppEnv>().get("/site", allow("site.browse"), (c) => {
    c.header("Cache-Control", "public, max-age=300");
    return c.json<SiteConfig>(site);
  });
}
