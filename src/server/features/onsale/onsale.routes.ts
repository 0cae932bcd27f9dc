import { Hono } from "hono";
import {
  joinQueueSchema,
  type QueueChallenge,
  type QueueStats,
  type QueueStatus,
  queueSettingsSchema,
} from "#domain/schemas/onsale";
import type { AppContext, AppEnv } from "#server/context";
import { allow } from "#server/http/access";
import { clientAddress, type RateLimitOptions, rateLimit } from "#server/http/rate-limit";
import { signedInUser } from "#server/http/session-user";
import { jsonBody } from "#server/http/validate";

/**
 * Joins a minute from one address: a few reloads and retries, never a script cycling accounts
 * through one network (which holds one place at a time anyway).
 */
export const QUEUE_JOIN_RATE_LIMIT = { name: "queue-join", max: 20, windowMs: 60_000 } as const;
/** Challenges a minute from one address: each costs a signature; a browser needs one a join. */
export const QUEUE_CHALLENGE_RATE_LIMIT = { name: "queue-challenge", max: 60, windowMs: 60_000 } as const;

/** The waiting room: visitors' status, the proof-of-work challenge, joining; admins' settings. */
export function onsaleRoutes(ctx: AppContext) {
  const { queue } = ctx;
  const limit = (options: RateLimitOptions) => rateLimit(ctx, { ...options, per: "address" });
  return new Hono<AppEnv>()
    .get("/queue/challenge", allow("site.browse"), limit(QUEUE_CHALLENGE_RATE_LIMIT), async (c) => {
      c.header("Cache-Control", "no-store");
      return c.json<QueueChallenge>(await queue.challenge(new Date()));
    })
    .get("/events/:id/queue", allow("site.browse"), async (c) => {
      const status = await queue.status({
        eventId: c.req.param("id"),
        userId: c.get("user")?.id ?? null,
        now: new Date(),
      });
      c.header("Cache-Control", "no-store");
      return c.json<QueueStatus>(status);
    })
    .post("/events/:id/queue", allow("seats.checkout"), limit(QUEUE_JOIN_RATE_LIMIT), async (c) => {
      const { proof } = await jsonBody(c, joinQueueSchema);
      const { status, created } = await queue.join({
        eventId: c.req.param("id"),
        userId: signedInUser(c).id,
        proof,
        address: clientAddress(c, ctx.config.trustProxy),
        now: new Date(),
      });
      return c.json<QueueStatus>(status, created ? 201 : 200);
    })
    .get("/admin/events/:id/queue", allow("queue.manage"), async (c) => {
      c.header("Cache-Control", "no-store");
      return c.json<QueueStats>(await queue.stats({ eventId: c.req.param("id"), now: new Date() }));
    })
    .put("/admin/events/:id/queue", allow("queue.manage"), async (c) => {
      const settings = await jsonBody(c, queueSettingsSchema);
      return c.json<QueueStats>(await queue.updateSettings({ eventId: c.req.param("id"), settings, now: new Date() }));
    });
}
