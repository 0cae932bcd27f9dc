import type { Kysely, Transaction } from "kysely";
import { hasReason } from "#domain/errors";
import { titleIn } from "#domain/event-text";
import type { Language } from "#domain/i18n/translate";
import { allInCents, NO_FEES, type PricingRules } from "#domain/pricing";
import type { MyWaitlistResponse, WaitlistAdminResponse, WaitlistEntryView } from "#domain/schemas/waitlist";
import { isHoldExpired } from "#domain/seating/availability";
import { type FreeSeat, nextOffer, offerExpiresAt, type WaitingEntry } from "#domain/waitlist/offers";
import type { SignedInUser } from "#server/context";
import { isUniqueViolation } from "#server/db/errors";
import { withSavepoint } from "#server/db/savepoint";
import type { DB, EventRow } from "#server/db/schema";
import { findEvent } from "#server/features/events";
import {
  AccountBusy,
  holdOfferedSeats,
  holdOfferedSeatsWithin,
  lockEventForClaims,
  seatAllowance,
} from "#server/features/orders";
import { ensureSeats } from "#server/features/seating";
import { AppError } from "#server/http/errors";
import { nowIso } from "#server/platform/clock";
import type { Logger } from "#server/platform/logger";
import type { Mailer } from "#server/platform/mail";
import type { SeatChanges } from "#server/platform/realtime";
import { offerMail } from "./waitlist.mail";
import {
  countWaitingBefore,
  findEntriesOfEvent,
  findEventsWithLiveEntries,
  findFreeSeats,
  findOfferedEntries,
  findOwnEntry,
  findWaitingLine,
  insertEntry,
  leaveEntry,
  markOffered,
  settleOffers,
  type WaitlistRow,
} from "./waitlist.repository";

/** What the waitlist works with: the database, seat changes, the outbox and the time. */
export interface WaitlistDeps {
  db: Kysely<DB>;
  seatChanges: SeatChanges;
  mailer: Mailer;
  publicUrl: string;
  now: Date;
  /** The venue's service fee and sales tax: an offer is held at the all-in price. */
  pricing?: PricingRules;
}

/** An event one may wait for: approved, not cancelled, not started. */
function requireWaitableEvent(event: EventRow | undefined, now: Date): EventRow {
  if (event?.approval_status !== "approved") throw new AppError("not_found");
  if (event.cancelled_at !== null) throw new AppError("conflict", { reason: "event_cancelled" });
  if (event.event_date <= nowIso(now)) throw new AppError("conflict", { reason: "event_started" });
  return event;
}

function entryView(row: WaitlistRow & { offer_expires_at: string | null }, ahead: number | null): WaitlistEntryView {
  const waiting = row.status === "waiting";
  return {
    status: row.status,
    count: row.count,
    maxPriceCents: row.max_price_cents,
    place: waiting && ahead !== null ? ahead + 1 : null,
    ahead: waiting ? ahead : null,
    offer:
      row.status === "offered" && row.offer_order_id && row.offer_expires_at
        ? { orderId: row.offer_order_id, expiresAt: row.offer_expires_at }
        : null,
    joinedAt: row.created_at,
  };
}

/** The account's entry on the event: its live one (waiting or offered), else its latest, with its place. */
export async function myEntry(
  deps: Pick<WaitlistDeps, "db">,
  input: { user: SignedInUser; eventId: string },
): Promise<MyWaitlistResponse> {
  const row = await findOwnEntry(deps.db, input.eventId, input.user.id);
  if (!row) return { eventId: input.eventId, entry: null };
  const ahead = row.status === "waiting" ? await countWaitingBefore(deps.db, input.eventId, row.id) : null;
  return { eventId: input.eventId, entry: entryView(row, ahead) };
}

/**
 * Joins the event's waitlist: only while it has no free seat (seats on hold are not free: they
 * may come back), for no more seats than the account may still take on the event. Joining again
 * while in line answers the place one has. `created` says whether this call joined.
 */
export async function joinWaitlist(
  deps: WaitlistDeps,
  input: {
    user: SignedInUser;
    eventId: string;
    count: number;
    maxPriceCents: number | null;
    language: Language;
  },
): Promise<{ created: boolean; answer: MyWaitlistResponse }> {
  const event = requireWaitableEvent(await findEvent(deps.db, input.eventId), deps.now);
  const mine = await myEntry(deps, input);
  if (mine.entry && (mine.entry.status === "waiting" || mine.entry.status === "offered")) {
    return { created: false, answer: mine };
  }
  // Seats are generated on an event's first view; an event nobody opened has every seat free.
  await ensureSeats(deps.db, event);
  const free = await findFreeSeats(deps.db, event.id, nowIso(deps.now));
  if (free.length > 0) throw new AppError("conflict", { reason: "seats_available", count: free.length });
  const allowance = await seatAllowance(deps, { user: input.user, eventId: event.id });
  if (input.count > allowance.remaining) {
    throw new AppError("conflict", { reason: "seat_limit", limit: allowance.limit, remaining: allowance.remaining });
  }
  try {
    await insertEntry(deps.db, {
      event_id: event.id,
      user_id: input.user.id,
      count: input.count,
      max_price_cents: input.maxPriceCents,
      language: input.language,
      created_at: nowIso(deps.now),
    });
  } catch (error) {
    // Joined from another tab or instance a moment ago: one live entry per account and event.
    if (!isUniqueViolation(error)) throw error;
    return { created: false, answer: await myEntry(deps, input) };
  }
  return { created: true, answer: await myEntry(deps, input) };
}

/**
 * Leaves the event's waitlist. Seats already offered stay held in the person's name until paid,
 * cancelled at checkout or lapsed, like any hold; the place in line is given up at once.
 */
export async function leaveWaitlist(
  deps: Pick<WaitlistDeps, "db" | "now">,
  input: { user: SignedInUser; eventId: string },
): Promise<MyWaitlistResponse> {
  await leaveEntry(deps.db, input.eventId, input.user.id, nowIso(deps.now));
  return myEntry(deps, input);
}

/** The event's waitlist for admins: every entry in arrival order, places for those waiting. */
export async function eventWaitlist(
  deps: Pick<WaitlistDeps, "db">,
  input: { eventId: string },
): Promise<WaitlistAdminResponse> {
  const event = await findEvent(deps.db, input.eventId);
  if (!event) throw new AppError("not_found");
  const rows = await findEntriesOfEvent(deps.db, event.id);
  let waiting = 0;
  const entries = rows.map((row) => {
    const ahead = row.status === "waiting" ? waiting++ : null;
    return { id: row.id, name: row.full_name, email: row.email, ...entryView(row, ahead) };
  });
  return { eventId: event.id, waiting, entries };
}

// --- The matcher ---------------------------------------------------------------------------------

/** The offer's entry was offered seats or left the line since it was read: nothing is held. */
class EntryMovedOn extends Error {}

/** Order statuses that end an offer: paid (bought), or released unpaid (lapsed). */
const BOUGHT: readonly string[] = ["paid", "complimentary", "refunded"];
const RELEASED: readonly string[] = ["expired", "cancelled"];

/**
 * One pass over every event with a live waitlist (run by each instance every few seconds):
 * offers whose order was paid are `bought`, offers that lapsed unpaid `expired` (their seats are
 * free again), then free seats go to the line. Answers how many offers were made.
 */
export async function sweepWaitlists(deps: WaitlistDeps & { logger: Logger }): Promise<number> {
  let made = 0;
  for (const eventId of await findEventsWithLiveEntries(deps.db)) {
    try {
      made += await sweepEvent(deps, eventId);
    } catch (error) {
      deps.logger.error("waitlist sweep failed", { eventId, error: String(error) });
    }
  }
  return made;
}

/**
 * Free seats at the price a buyer pays for them (all-in: fee and tax included), which is the price
 * a person's ceiling speaks of and the offer's mail shows.
 */
function atAllIn(seats: FreeSeat[], pricing: PricingRules | undefined): FreeSeat[] {
  const rules = pricing ?? NO_FEES;
  return seats.map((seat) => ({ ...seat, priceCents: allInCents(seat.priceCents, rules) }));
}

async function sweepEvent(deps: WaitlistDeps, eventId: string): Promise<number> {
  const at = nowIso(deps.now);
  const offered = await findOfferedEntries(deps.db, eventId);
  const ended = (status: string, expiresAt: string | null) =>
    RELEASED.includes(status) || (status === "held" && isHoldExpired(expiresAt, deps.now));
  await settleOffers(
    deps.db,
    offered.filter((o) => BOUGHT.includes(o.order_status)).map((o) => o.id),
    "bought",
    at,
  );
  await settleOffers(
    deps.db,
    offered.filter((o) => ended(o.order_status, o.order_expires_at)).map((o) => o.id),
    "expired",
    at,
  );

  let line = await findWaitingLine(deps.db, eventId);
  if (line.length === 0) return 0;
  const event = await findEvent(deps.db, eventId);
  if (event?.approval_status !== "approved" || event.cancelled_at !== null || event.event_date <= at) return 0;
  let free = atAllIn(await findFreeSeats(deps.db, eventId, at), deps.pricing);

  let made = 0;
  for (;;) {
    const waiting: WaitingEntry[] = line.map((e) => ({ id: e.id, count: e.count, maxPriceCents: e.max_price_cents }));
    const offer = nextOffer(waiting, free);
    if (!offer) return made;
    const entry = line.find((e) => e.id === offer.entryId) as (typeof line)[number];
    const seats = offer.seatIds.map((id) => free.find((s) => s.id === id) as FreeSeat);
    line = line.filter((e) => e.id !== entry.id);
    try {
      await makeOffer(deps, { event, entry, seats });
      made += 1;
      free = free.filter((s) => !offer.seatIds.includes(s.id));
    } catch (error) {
      // Over the account's seat limit, or seats it released a moment ago: this person keeps their
      // place and the seats go on down the line.
      if (
        error instanceof AppError &&
        (hasReason(error.params, "seat_limit") || hasReason(error.params, "rehold_cooldown"))
      ) {
        continue;
      }
      // Someone took the seats first, or another instance served this person: the next pass
      // starts again from what the database says then.
      if (error instanceof EntryMovedOn || (error instanceof AppError && error.code === "conflict")) return made;
      throw error;
    }
  }
}

/** A person in line, as the matcher reads them. */
type LineEntry = Awaited<ReturnType<typeof findWaitingLine>>[number];

function lineUser(entry: LineEntry): SignedInUser {
  return {
    id: entry.user_id,
    email: entry.email,
    name: entry.full_name,
    emailVerified: Boolean(entry.email_verified),
  };
}

/**
 * What commits with an offer's hold: the entry marked offered (only while still waiting, else
 * `EntryMovedOn` and nothing is held) and the offer's mail queued.
 */
function recordOffer(
  deps: Pick<WaitlistDeps, "mailer" | "publicUrl" | "now">,
  input: { event: EventRow; entry: LineEntry; seats: readonly FreeSeat[]; expiresAt: string },
) {
  const { event, entry, seats, expiresAt } = input;
  return async (trx: Transaction<DB>, order: { id: string; total_cents: number }) => {
    if (!(await markOffered(trx, { entryId: entry.id, orderId: order.id, nowIso: nowIso(deps.now) }))) {
      throw new EntryMovedOn();
    }
    const mail = offerMail(
      {
        to: { email: entry.email, name: entry.full_name.trim() || entry.email },
        event: {
          id: event.id,
          title: titleIn({ title: event.title, titleEs: event.title_es }, entry.language),
          eventDate: event.event_date,
          venue: event.venue,
        },
        seats,
        totalCents: order.total_cents,
        expiresAt,
      },
      entry.language,
      deps.publicUrl,
    );
    await deps.mailer.enqueue(trx, mail);
  };
}

/**
 * Holds the seats for the person as a normal held order lasting the offer's time, marks the entry
 * offered and queues the mail, all in the hold's one transaction: an offer without its seats, or
 * seats held without the offer's mail, never commits.
 */
async function makeOffer(
  deps: WaitlistDeps,
  input: { event: EventRow; entry: LineEntry; seats: readonly FreeSeat[] },
): Promise<void> {
  const { event, entry, seats } = input;
  const expiresAt = offerExpiresAt(deps.now).toISOString();
  await holdOfferedSeats(
    { db: deps.db, seatChanges: deps.seatChanges, now: deps.now, ...(deps.pricing ? { pricing: deps.pricing } : {}) },
    {
      user: lineUser(entry),
      eventId: event.id,
      seatIds: seats.map((s) => s.id),
      expiresAt,
      alongside: recordOffer(deps, { event, entry, seats, expiresAt }),
    },
  );
  deps.mailer.nudge();
}

/**
 * Seats coming back to an event (a lapsed or released hold, a refund) go to its line inside the
 * transaction that returns them (`seats.returned`), so they are never free on the chart while
 * someone waiting wants them: each offer is the first entry the seats suit (as the sweep's), held
 * within a savepoint, so one that is refused — the person's seat limit or re-hold wait, the person
 * claiming seats of the event that moment, the entry already served — leaves nothing behind and
 * the seats go on down the line. Seats nobody in line wants come back to sale when it commits.
 */
export async function offerReturnedSeats(
  deps: Pick<WaitlistDeps, "mailer" | "publicUrl" | "pricing">,
  trx: Transaction<DB>,
  returned: { eventId: string; seatIds: readonly string[]; at: string },
): Promise<number> {
  let line = await findWaitingLine(trx, returned.eventId);
  if (line.length === 0) return 0;
  const event = await findEvent(trx, returned.eventId);
  if (event?.approval_status !== "approved" || event.cancelled_at !== null || event.event_date <= returned.at) return 0;
  // The claims' lock on the event (taken already where holds are returned; a refund takes it here).
  await lockEventForClaims(trx, event.id);
  const now = new Date(returned.at);
  let free = atAllIn(await findFreeSeats(trx, event.id, returned.at, returned.seatIds), deps.pricing);
  let made = 0;
  for (;;) {
    const waiting: WaitingEntry[] = line.map((e) => ({ id: e.id, count: e.count, maxPriceCents: e.max_price_cents }));
    const offer = nextOffer(waiting, free);
    if (!offer) return made;
    const entry = line.find((e) => e.id === offer.entryId) as LineEntry;
    const seats = offer.seatIds.map((id) => free.find((s) => s.id === id) as FreeSeat);
    line = line.filter((e) => e.id !== entry.id);
    const expiresAt = offerExpiresAt(now).toISOString();
    try {
      await withSavepoint(trx, "waitlist_offer", () =>
        holdOfferedSeatsWithin(
          trx,
          { now, ...(deps.pricing ? { pricing: deps.pricing } : {}) },
          {
            user: lineUser(entry),
            eventId: event.id,
            event,
            seatIds: offer.seatIds,
            expiresAt,
            alongside: recordOffer({ ...deps, now }, { event, entry, seats, expiresAt }),
          },
        ),
      );
      made += 1;
      free = free.filter((s) => !offer.seatIds.includes(s.id));
    } catch (error) {
      if (error instanceof AppError || error instanceof AccountBusy || error instanceof EntryMovedOn) continue;
      throw error;
    }
  }
}
