import { createMiddleware } from "hono/factory";
import { AppError } from "./errors";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * CSRF protection for every state change: a browser request must come from our own pages.
 * Browsers send Origin (and Sec-Fetch-Site) on every unsafe request; a request carrying
 * neither is not a browser's, so it cannot ride on a visitor's cookies.
 */
export function sameOriginOnly(publicUrl: string, exemptPaths: readonly string[] = []) {
  const publicOrigin = new URL(publicUrl).origin;
  return createMiddleware(async (c, next) => {
    if (SAFE_METHODS.has(c.req.method) || exemptPaths.includes(c.req.path)) return next();
    const origin = c.req.header("origin");
    const fetchSite = c.req.header("sec-fetch-site");
    if (origin) {
      const host = c.req.header("host");
      let originHost: string | null = null;
      try {
        originHost = new URL(origin).host;
      } catch {
        // "null" or garbage: not our page.
      }
      if (origin !== publicOrigin && originHost !== host) throw new AppError("forbidden", { reason: "cross_origin" });
    } else if (fetchSite && fetchSite !== "same-origin" && fetchSite !== "none") {
      throw new AppError("forbidden", { reason: "cross_origin" });
    }
    await next();
  });
}
