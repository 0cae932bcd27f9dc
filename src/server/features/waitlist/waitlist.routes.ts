import { Hono } from "hono";
import { joinWaitlistSchema, type MyWaitlistResponse, type WaitlistAdminResponse } from "#domain/schemas/waitlist";
import type { AppContext, AppEnv } from "#server/context";
import { allow } from "#server/http/access";
import { rateLimit } from "#server/http/rate-limit";
import { requestLanguage } from "#server/http/request-language";
import { signedInUser } from "#server/http/session-user";
import { jsonBody } from "#server/http/validate";
import { eventWaitlist, joinWaitlist, leaveWaitlist, myEntry, type WaitlistDeps } from "./waitlist.service";

/** Joins and leaves a minute per account: far more than a person needs, too few to churn the line. */
const WAITLIST_RATE_LIMIT = { name: "waitlist", max: 20, windowMs: 60_000, per: "account" } as const;

/** A sold-out event's waitlist: joining, one's place, leaving; and the list for admins. */
export function waitlistRoutes(ctx: AppContext) {
  const deps = (): WaitlistDeps => ({
    db: ctx.db,
    seatChanges: ctx.seatChanges,
    mailer: ctx.mailer,
    publicUrl: ctx.config.publicUrl,
    now: new Date(),
  });
  const limited = rateLimit(ctx, WAITLIST_RATE_LIMIT);
  return new Hono<AppEnv>()
    .post("/events/:id/waitlist", allow("seats.checkout"), limited, async (c) => {
      const { count, maxPriceCents } = await jsonBody(c, joinWaitlistSchema);
      const { created, answer } = await joinWaitlist(deps(), {
        user: signedInUser(c),
        eventId: c.req.param("id"),
        count,
        maxPriceCents: maxPriceCents ?? null,
        language: requestLanguage(c),
      });
      return c.json<MyWaitlistResponse>(answer, created ? 201 : 200);
    })
    .get("/events/:id/waitlist/me", allow("seats.checkout"), async (c) => {
      c.header("Cache-Control", "no-store");
      return c.json<MyWaitlistResponse>(await myEntry(ctx, { user: signedInUser(c), eventId: c.req.param("id") }));
    })
    .delete("/events/:id/waitlist/me", allow("seats.checkout"), limited, async (c) => {
      const answer = await leaveWaitlist(deps(), { user: signedInUser(c), eventId: c.req.param("id") });
      return c.json<MyWaitlistResponse>(answer);
    })
    .get("/events/:id/waitlist", allow("seating.manage"), async (c) => {
      c.header("Cache-Control", "no-store");
      return c.json<WaitlistAdminResponse>(await eventWaitlist(ctx, { eventId: c.req.param("id") }));
    });
}
