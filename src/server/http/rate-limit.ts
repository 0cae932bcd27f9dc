import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import type { Config } from "#server/config";
import type { AppEnv } from "#server/context";
import { type Counters, memoryCounters } from "#server/platform/counters";
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

export interface RateLimitOptions {
  /** Names the limit: in the 429's params and in its counters' keys. */
  name: string;
  /** Requests allowed in one window. */
  max: number;
  windowMs: number;
  /**
   * Whose requests are counted together: the client's address (the default), or the signed-in
   * account's (a caller without one is counted by address).
   */
  per?: "address" | "account";
}

/**
 * Where a limit keeps its counts: the app's shared counters (in the database when instances share
 * one, so the limit holds across them), or — given only the configuration — counters of its own
 * in this instance's memory, where each instance keeps its own window.
 */
export type RateLimitSource = { config: LimitConfig; counters: Counters } | LimitConfig;

type LimitConfig = Pick<Config, "env" | "trustProxy">;

/**
 * A fixed-window limit: at most `max` requests per window from one address (or account); the
 * next is answered 429 `rate_limited` with `Retry-After`. Off in the test environment, whose
 * tests send many requests from one address on purpose; a test of a limit runs its app as in
 * development.
 */
export function rateLimit(source: RateLimitSource, options: RateLimitOptions) {
  const config = "counters" in source ? source.config : source;
  const counters = "counters" in source ? source.counters : memoryCounters();
  const enabled = config.env !== "test";
  return createMiddleware<AppEnv>(async (c, next) => {
    if (!enabled) return next();
    const userId = options.per === "account" ? c.get("actor")?.userId : null;
    const who = userId ? `account:${userId}` : `address:${clientAddress(c, config.trustProxy)}`;
    const now = Date.now();
    const { count, resetAt } = await counters.hit(`${options.name}:${who}`, options.windowMs, now);
    if (count > options.max) {
      c.header("Retry-After", String(Math.max(1, Math.ceil((resetAt - now) / 1000))));
      throw new AppError("rate_limited", { limit: options.name });
    }
    await next();
  });
}
