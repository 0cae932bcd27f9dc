import type { Kysely, Transaction } from "kysely";
import { type Actor, can, canChangeEvent } from "#domain/permissions";
import type { EventSeatLimit } from "#domain/schemas/seat-limits";
import type { LayoutChanged, MySeatHoldsResponse, SectionDeleted } from "#domain/schemas/tickets";
import { claimBlocksSeat } from "#domain/seating/availability";
import { DEFAULT_LAYOUT, generateSeats, isLayoutId, type LayoutId } from "#domain/seating/layouts";
import { seatLimitOf } from "#domain/seating/limits";
import { ACCESSIBLE_SPACES_PER_ACCOUNT } from "#domain/venue";
import type { DB, EventRow } from "#server/db/schema";
import { findEvent, lockEventForSeatChanges } from "#server/features/events";
import { AppError } from "#server/http/errors";
import { nowIso } from "#server/platform/clock";
import type { SeatClaims } from "./seat-claims";
import {
  countSeatsOfEvent,
  deleteSeatsOfEvent,
  insertSeats,
  setEventLayout,
  setEventSeatLimit,
} from "./seating.repository";

/** 100 a batch when generating automatically, 50 on a layout change. */
const AUTO_BATCH = 100;
const LAYOUT_CHANGE_BATCH = 50;

/** What the seating services work with: the database and the time of the request. */
export interface SeatingDeps {
  db: Kysely<DB>;
  /** The claims on seats, read through orders (`ctx.seatClaims`). */
  claims: SeatClaims;
  now: Date;
}

/** Approved events are seen by everyone, others by who manages them. */
export function canSeeEvent(actor: Actor, event: EventRow): boolean {
  return (
    event.approval_status === "approved" ||
    canChangeEvent(actor, { createdBy: event.created_by }) ||
    can(actor, "events.readAll")
  );
}

/** The event, if this caller may see it (`canSeeEvent`); not found otherwise. */
export async function visibleEvent(
  deps: Pick<SeatingDeps, "db">,
  input: { actor: Actor; eventId: string },
): Promise<EventRow> {
  const event = await findEvent(deps.db, input.eventId);
  if (!event || !canSeeEvent(input.actor, event)) throw new AppError("not_found");
  return event;
}

/** GET /api/events/:id/seat-states/mine: the user's own live holds on the event. */
export async function ownHolds(
  deps: SeatingDeps,
  input: { userId: string; eventId: string },
): Promise<MySeatHoldsResponse> {
  const at = nowIso(deps.now);
  const rows = await deps.claims.ownHolds(deps.db, input.userId, input.eventId, at);
  return {
    eventId: input.eventId,
    seats: rows.flatMap((row) => (row.expires_at ? [{ id: row.seat_id, expiresAt: row.expires_at }] : [])),
    now: at,
  };
}

/** An event with no seats gets its layout (traditional by default) generated. */
export async function ensureSeats(db: Kysely<DB>, event: EventRow): Promise<void> {
  if ((await countSeatsOfEvent(db, event.id)) > 0) return;
  const layout: LayoutId = isLayoutId(event.layout) ? event.layout : DEFAULT_LAYOUT;
  // One transaction, so a concurrent request never sees (and answers with) half a layout: it
  // sees no seats and generates them too (a no-op), or all of them.
  await db.transaction().execute((trx) => insertSeats(trx, event.id, generateSeats(event.id, layout), AUTO_BATCH));
}

/** A new event's seats, in the layout new events get, inside the caller's transaction. */
export async function insertDefaultSeats(trx: Transaction<DB>, eventId: string): Promise<void> {
  await insertSeats(trx, eventId, generateSeats(eventId, DEFAULT_LAYOUT), AUTO_BATCH);
}

async function refuseIfClaimed(
  deps: Pick<SeatingDeps, "db" | "claims">,
  eventId: string,
  section: string | undefined,
  now: Date,
) {
  const { soldSeatIds, holds } = await deps.claims.live(deps.db, eventId);
  const inScope = (seatId: string) => !section || seatId.startsWith(`${eventId}:${section}:`);
  const blocking = new Set([
    ...soldSeatIds.filter(inScope),
    // Refunded and void tickets are money records that a seat deletion would erase.
    ...(await deps.claims.settledHistory(deps.db, eventId)).filter(inScope),
    ...holds
      .filter((h) => claimBlocksSeat({ status: "held", userId: h.user_id, expiresAt: h.expires_at }, now))
      .map((h) => h.seat_id)
      .filter(inScope),
  ]);
  if (blocking.size > 0) throw new AppError("conflict", { reason: "seats_sold", count: blocking.size });
}

/**
 * A layout change deletes the event's seats and inserts the new ones — refused while
 * any seat is held or sold, so no buyer loses a ticket to a seating change.
 */
export async function changeLayout(
  deps: SeatingDeps,
  input: { eventId: string; layout: LayoutId },
): Promise<LayoutChanged> {
  const { db, now } = deps;
  const { eventId, layout } = input;
  const event = await findEvent(db, eventId);
  if (!event) throw new AppError("not_found");
  const seats = generateSeats(eventId, layout);
  await db.transaction().execute(async (trx) => {
    await lockEventForSeatChanges(trx, eventId);
    await refuseIfClaimed({ db: trx, claims: deps.claims }, eventId, undefined, now);
    await deleteSeatsOfEvent(trx, eventId);
    await insertSeats(trx, eventId, seats, LAYOUT_CHANGE_BATCH);
    await setEventLayout(trx, eventId, layout, nowIso(now));
  });
  return { layout, seats: seats.length };
}

export async function deleteSection(
  deps: SeatingDeps,
  input: { eventId: string; section: string },
): Promise<SectionDeleted> {
  const { db, now } = deps;
  const { eventId, section } = input;
  const event = await findEvent(db, eventId);
  if (!event) throw new AppError("not_found");
  return db.transaction().execute(async (trx) => {
    await lockEventForSeatChanges(trx, eventId);
    await refuseIfClaimed({ db: trx, claims: deps.claims }, eventId, section, now);
    const result = await deleteSeatsOfEvent(trx, eventId, section);
    const deleted = Number(result.numDeletedRows);
    if (deleted === 0) throw new AppError("not_found");
    return { deleted };
  });
}

function seatLimitView(
  eventId: string,
  limit: number | null,
  accessibleLimit: number | null | undefined,
): EventSeatLimit {
  return {
    eventId,
    limit,
    effectiveLimit: seatLimitOf(limit),
    accessibleLimit: accessibleLimit ?? null,
    effectiveAccessibleLimit: accessibleLimit ?? ACCESSIBLE_SPACES_PER_ACCOUNT,
  };
}

/** The event's seats-per-account limit as an admin sets it. */
export async function eventSeatLimit(
  deps: Pick<SeatingDeps, "db">,
  input: { eventId: string },
): Promise<EventSeatLimit> {
  const event = await findEvent(deps.db, input.eventId);
  if (!event) throw new AppError("not_found");
  return seatLimitView(event.id, event.max_seats_per_account, event.max_accessible_spaces_per_account);
}

/**
 * Sets how many seats (and, when given, wheelchair spaces) one account may hold or buy for the
 * event (null: the default). Seats
 * already taken stay: a lower limit only stops an account that is over it from taking more.
 */
export async function setSeatLimit(
  deps: SeatingDeps,
  input: { eventId: string; limit: number | null; accessibleLimit?: number | null | undefined },
): Promise<EventSeatLimit> {
  const updated = await setEventSeatLimit(deps.db, input.eventId, input, nowIso(deps.now));
  if (!updated) throw new AppError("not_found");
  return eventSeatLimit(deps, input);
}
