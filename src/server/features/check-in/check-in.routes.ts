import { Hono } from "hono";
import {
  type CheckInCountsResponse,
  type CheckInEventsResponse,
  type CheckInTicketsResponse,
  type EventIdChecks,
  idChecksSchema,
  type ScanBatchResponse,
  scanBatchSchema,
  type TicketKeyResponse,
} from "#domain/schemas/check-in";
import type { AppContext, AppEnv } from "#server/context";
import { allow } from "#server/http/access";
import { type RateLimitOptions, rateLimit } from "#server/http/rate-limit";
import { signedInUser } from "#server/http/session-user";
import { jsonBody } from "#server/http/validate";
import {
  type CheckInDeps,
  checkInCounts,
  eventIdChecks,
  listCheckInEvents,
  recordScans,
  scannerTickets,
  setEventIdChecks,
  ticketKey,
} from "./check-in.service";

/**
 * Scan uploads a minute per account: a door scanner sends each scan as it happens (several a
 * second at a busy gate) and its offline queue in batches, so the limit is generous; it stops a
 * script, not a queue of fans.
 */
export const SCAN_RATE_LIMIT = {
  name: "check-in-scans",
  max: 600,
  windowMs: 60_000,
  per: "account",
} as const satisfies RateLimitOptions;

/** The door: the venue's public key, the events to check in for, scanner data, scans and counts. */
export function checkInRoutes(ctx: AppContext) {
  const deps = (): CheckInDeps => ({ db: ctx.db, ticketKey: ctx.config.ticketKey, now: new Date() });
  const scansPerAccount = rateLimit(ctx, SCAN_RATE_LIMIT);
  return (
    new Hono<AppEnv>()
      .get("/check-in/key", allow("site.browse"), (c) => {
        // The venue's public key, the same for everyone: anyone may keep it, asking again before use.
        c.header("Cache-Control", "public, no-cache");
        return c.json<TicketKeyResponse>(ticketKey(deps()));
      })
      .get("/check-in/events", allow("tickets.checkIn"), async (c) => {
        const events = await listCheckInEvents(deps(), { actor: c.get("actor") });
        c.header("Cache-Control", "no-store");
        return c.json<CheckInEventsResponse>({ events });
      })
      .get("/check-in/events/:id/tickets", allow("tickets.checkIn"), async (c) => {
        const tickets = await scannerTickets(deps(), { actor: c.get("actor"), eventId: c.req.param("id") });
        c.header("Cache-Control", "no-store");
        return c.json<CheckInTicketsResponse>(tickets);
      })
      .get("/check-in/events/:id/counts", allow("tickets.checkIn"), async (c) => {
        const counts = await checkInCounts(deps(), { actor: c.get("actor"), eventId: c.req.param("id") });
        c.header("Cache-Control", "no-store");
        return c.json<CheckInCountsResponse>(counts);
      })
      .post("/check-in/scans", allow("tickets.checkIn"), scansPerAccount, async (c) => {
        const batch = await jsonBody(c, scanBatchSchema);
        const results = await recordScans(deps(), { actor: c.get("actor"), staffId: signedInUser(c).id, batch });
        return c.json<ScanBatchResponse>({ results });
      })
      // Whether the event's door checks photo ID (and so is given holders' names): admins decide.
      .get("/manage/events/:id/id-checks", allow("events.editAny"), async (c) => {
        c.header("Cache-Control", "no-store");
        return c.json<EventIdChecks>(await eventIdChecks(ctx.db, c.req.param("id")));
      })
      .put("/manage/events/:id/id-checks", allow("events.editAny"), async (c) => {
        const { idChecks } = await jsonBody(c, idChecksSchema);
        return c.json<EventIdChecks>(
          await setEventIdChecks({ db: ctx.db, now: new Date() }, { eventId: c.req.param("id"), idChecks }),
        );
      })
  );
}
