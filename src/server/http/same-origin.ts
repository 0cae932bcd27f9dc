import { createMiddleware } from "hono/factory";
import type { Config } from "#server/config";
import { allowedOrigins } from "#server/platform/origins";
import { AppError } from "./errors";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * CSRF protection for every state change: a browser request must come from our own pages.
 * Browsers send Origin (and Sec-Fetch-Site) on every unsafe request; a request carrying
 * neither is not a browser's, so it cannot ride on a visitor's cookies.
 *
 * Our pages are the configured origin (and, outside production, its loopback aliases: see
 * `allowedOrigins`). Outside production a page served from the host the request was sent to also
 * counts, so a development proxy (Vite's) that forwards its own Host keeps working; in production
 * only the configured origin does, whatever Host a client claims.
 */
export function sameOriginOnly(
  config: Pick<Config, "publicUrl" | "isProduction">,
  exemptPaths: readonly string[] = [],
) {
  const origins = new Set(allowedOrigins(config));
  return createMiddleware(async (c, next) => {
    if (SAFE_METHODS.has(c.req.method) || exemptPaths.includes(c.req.path)) return next();
    const origin = c.req.header("origin");
    const fetchSite = c.req.header("sec-fetch-site");
    if (origin) {
      if (!origins.has(origin) && (config.isProduction || hostOf(origin) !== c.req.header("host"))) {
        throw new AppError("forbidden", { reason: "cross_origin" });
      }
    } else if (fetchSite && fetchSite !== "same-origin" && fetchSite !== "none") {
      throw new AppError("forbidden", { reason: "cross_origin" });
    }
    await next();
  });
}

function hostOf(origin: string): string | null {
  try {
    return new URL(origin).host;
  } catch {
    // "null" or garbage: not our page.
    return null;
  }
}
