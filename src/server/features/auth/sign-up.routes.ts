import { createHmac } from "node:crypto";
import { Hono } from "hono";
import { createMiddleware } from "hono/factory";
import type { QueueChallenge } from "#domain/schemas/onsale";
import type { AppContext, AppEnv } from "#server/context";
import { allow } from "#server/http/access";
import { clientNetwork } from "#server/http/client-network";
import { type RateLimitOptions, rateLimit } from "#server/http/rate-limit";
import { nowIso } from "#server/platform/clock";
import {
  issueChallenge,
  PROOF_CHALLENGE_MINUTES,
  proofMaxNumber,
  spendProof,
  sweepSpentProofs,
  verifyProof,
} from "#server/platform/proof-of-work";

/**
 * What an account costs: a proof-of-work solved in the background of the sign-up form (sent as
 * the `X-Altcha` header), and a limit on new accounts per network an hour, counted across
 * instances (`ctx.counters`: the database when instances share one). A person signing up does
 * not see either; a script opening hundreds of accounts meets both.
 */

/** The header that carries the solved challenge (ALTCHA's payload, base64). */
export const SIGN_UP_PROOF_HEADER = "x-altcha";

/** Challenges a minute per address: a form opened many times, not a farm. */
export const SIGN_UP_CHALLENGE_RATE_LIMIT = {
  name: "sign-up-challenge",
  max: 30,
  windowMs: 60_000,
} as const satisfies RateLimitOptions;

const HOUR_MS = 3_600_000;

/** Keys of their own, derived from the auth secret: a sign-up proof pays for nothing else. */
function signUpKeys(authSecret: string) {
  const derive = (purpose: string) => createHmac("sha256", authSecret).update(`sign-up:${purpose}`).digest();
  return { challenge: derive("challenge").toString("hex") };
}

/** better-auth's own answer shape (`code`, `message`), which the sign-up form translates. */
function refusal(code: "SIGN_UP_PROOF_INVALID" | "SIGN_UP_NETWORK_LIMIT", status: 403 | 429) {
  const message =
    code === "SIGN_UP_PROOF_INVALID"
      ? "The sign-up check did not pass. Please try again."
      : "Too many new accounts from your network. Please try again later.";
  return Response.json({ code, message }, { status });
}

/** `GET /api/sign-up/challenge`: a fresh challenge for the sign-up form to solve. */
export function signUpRoutes(ctx: AppContext) {
  const keys = signUpKeys(ctx.config.authSecret);
  let lastSweep = 0;
  return new Hono<AppEnv>().get(
    "/sign-up/challenge",
    allow("site.browse"),
    rateLimit(ctx, { ...SIGN_UP_CHALLENGE_RATE_LIMIT, per: "address" }),
    async (c) => {
      const now = new Date();
      if (now.getTime() - lastSweep > 60_000) {
        lastSweep = now.getTime();
        sweepSpentProofs(ctx.db, nowIso(now)).catch((error: unknown) =>
          ctx.logger.warn("used sign-up challenges not swept", { error: String(error) }),
        );
      }
      c.header("Cache-Control", "no-store");
      return c.json<QueueChallenge>(
        await issueChallenge(keys.challenge, {
          maxNumber: proofMaxNumber(ctx.config.env),
          expiresAt: new Date(now.getTime() + PROOF_CHALLENGE_MINUTES * 60_000),
        }),
      );
    },
  );
}

/**
 * Guards better-auth's e-mail sign-up: a missing, forged, expired or spent proof is 403
 * `SIGN_UP_PROOF_INVALID`; past the network's sign-ups for the hour, 429 `SIGN_UP_NETWORK_LIMIT`
 * (not counted in the test environment, whose tests sign up from one address on purpose; a test
 * of the limit runs its app as in development). The proof is spent before the count, so a proof
 * pays for one attempt.
 */
export function signUpGate(ctx: AppContext) {
  const keys = signUpKeys(ctx.config.authSecret);
  const { signupsPerNetworkPerHour } = ctx.config.fairPlay;
  const networkOfRequest = clientNetwork(ctx.config, "sign-ups");
  const counting = ctx.config.env !== "test" && signupsPerNetworkPerHour > 0;
  return createMiddleware<AppEnv>(async (c, next) => {
    const now = new Date();
    const proof = c.req.header(SIGN_UP_PROOF_HEADER) ?? "";
    const verified = proof.length > 0 && proof.length < 2_000 ? await verifyProof(keys.challenge, proof, now) : null;
    if (!verified || !(await spendProof(ctx.db, verified))) return refusal("SIGN_UP_PROOF_INVALID", 403);
    if (counting) {
      const { count } = await ctx.counters.hit(`sign-ups:${networkOfRequest(c)}`, HOUR_MS, now.getTime());
      if (count > signupsPerNetworkPerHour) return refusal("SIGN_UP_NETWORK_LIMIT", 429);
    }
    await next();
  });
}
