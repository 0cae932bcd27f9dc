import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import type { Config } from "#server/config";
import { AppError } from "./errors";

/**
 * The address a trusted proxy appended to `X-Forwarded-For`: the last entry. Everything to its
 * left arrived from the client, which can write any address there to dodge a per-address limit.
 */
export function forwardedClientAddress(header: string | undefined): string | null {
  const last = header?.split(",").at(-1)?.trim();
  return last ? last : null;
}

/** The caller's address: the socket's, or the one the trusted proxy forwarded. */
export function clientAddress(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = forwardedClientAddress(c.req.header("x-forwarded-for"));
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? "unknown";
  } catch {
    return "unknown";
  }
}

/**
 * A fixed-window limit per client address, kept in memory. Enough for one instance; with
 * several instances each keeps its own window, which only makes the limit looser.
 */
export function rateLimit(
  config: Pick<Config, "env" | "trustProxy">,
  options: { name: string; max: number; windowMs: number },
) {
  // Tests send many requests from one address on purpose.
  const enabled = config.env !== "test";
  const windows = new Map<string, { count: number; resetAt: number }>();
  return createMiddleware(async (c, next) => {
    if (!enabled) return next();
    const now = Date.now();
    const key = clientAddress(c, config.trustProxy);
    let window = windows.get(key);
    if (!window || window.resetAt <= now) {
      if (windows.size > 10_000) for (const [k, w] of windows) if (w.resetAt <= now) windows.delete(k);
      window = { count: 0, resetAt: now + options.windowMs };
      windows.set(key, window);
    }
    window.count += 1;
    if (window.count > options.max) {
      c.header("Retry-After", String(Math.ceil((window.resetAt - now) / 1000)));
      throw new AppError("rate_limited", { limit: options.name });
    }
    await next();
  });
}
