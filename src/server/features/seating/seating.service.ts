import type { Kysely } from "kysely";
import { can, canChangeEvent, type Actor } from "../../../domain/permissions";
import { claimBlocksSeat } from "../../../domain/seating/availability";
import {
  DEFAULT_LAYOUT,
  generateSeats,
  isLayoutId,
  type LayoutId,
  SECTION_TIERS,
  sectionNameOf,
} from "../../../domain/seating/layouts";
import type { SeatClaimState, SeatMap, SeatMapSection } from "../../../domain/schemas/tickets";
import type { DB, EventRow } from "../../db/schema";
import { AppError } from "../../http/errors";
import { nowIso } from "../../platform/clock";
import { findEvent } from "../events/events.repository";
import {
  countSeatsOfEvent,
  deleteSeatsOfEvent,
  findLiveClaims,
  findSeatsOfEvent,
  insertSeats,
  setEventLayout,
} from "./seating.repository";

/** Spec §7: 100 a batch when generating automatically, 50 on a layout change. */
const AUTO_BATCH = 100;
const LAYOUT_CHANGE_BATCH = 50;

/** The event, if this caller may see it: approved events for everyone, others for who manages them. */
export async function visibleEvent(db: Kysely<DB>, actor: Actor, eventId: string): Promise<EventRow> {
  const event = await findEvent(db, eventId);
  if (!event) throw new AppError("not_found");
  if (event.approval_status !== "approved" && !canChangeEvent(actor, { createdBy: event.created_by }) && !can(actor, "events.readAll")) {
    throw new AppError("not_found");
  }
  return event;
}

/** Spec §4: an event with no seats gets its layout (traditional by default) generated. */
export async function ensureSeats(db: Kysely<DB>, event: EventRow): Promise<void> {
  if ((await countSeatsOfEvent(db, event.id)) > 0) return;
  const layout: LayoutId = isLayoutId(event.layout) ? event.layout : DEFAULT_LAYOUT;
  await insertSeats(db, event.id, generateSeats(event.id, layout), AUTO_BATCH);
}

export async function seatMapFor(db: Kysely<DB>, event: EventRow, viewerId: string | null, now: Date): Promise<SeatMap> {
  await ensureSeats(db, event);
  const [seats, claims] = await Promise.all([findSeatsOfEvent(db, event.id), findLiveClaims(db, event.id)]);

  const sections = new Map<string, SeatMapSection>();
  for (const seat of seats) {
    let section = sections.get(seat.section);
    if (!section) {
      const name = sectionNameOf(seat.section);
      section = { key: seat.section, name: name ?? seat.section, tier: name ? SECTION_TIERS[name] : "general", rows: [] };
      sections.set(seat.section, section);
    }
    const last = section.rows.at(-1);
    if (last && last.row === seat.row_number) last.seats = Math.max(last.seats, seat.seat_number);
    else section.rows.push({ row: seat.row_number, seats: seat.seat_number, priceCents: seat.price_cents });
  }

  const claimMap: Record<string, SeatClaimState> = {};
  let occupied = 0;
  for (const claim of claims) {
    const live = { status: claim.payment_status, userId: claim.user_id, expiresAt: claim.expires_at };
    if (!claimBlocksSeat(live, now)) continue;
    occupied += 1;
    claimMap[claim.seat_id] =
      claim.payment_status !== "held" ? "occupied" : claim.user_id === viewerId ? "mine" : "held";
  }

  return {
    eventId: event.id,
    layout: event.layout,
    sections: [...sections.values()],
    claims: claimMap,
    totals: { seats: seats.length, occupied, available: seats.length - occupied },
  };
}

async function refuseIfClaimed(db: Kysely<DB>, eventId: string, section: string | undefined, now: Date) {
  const claims = await findLiveClaims(db, eventId);
  const blocking = claims.filter(
    (c) =>
      (!section || c.seat_id.startsWith(`${eventId}:${section}:`)) &&
      claimBlocksSeat({ status: c.payment_status, userId: c.user_id, expiresAt: c.expires_at }, now),
  );
  if (blocking.length > 0) throw new AppError("conflict", { reason: "seats_sold", count: blocking.length });
}

/**
 * Spec §4: a layout change deletes the event's seats and inserts the new ones — refused while
 * any seat is held or sold, so no buyer loses a ticket to a seating change.
 */
export async function changeLayout(db: Kysely<DB>, eventId: string, layout: string, now: Date) {
  if (!isLayoutId(layout)) throw new AppError("validation_failed", {}, { layout: "seating.unknownLayout" });
  const event = await findEvent(db, eventId);
  if (!event) throw new AppError("not_found");
  const seats = generateSeats(eventId, layout);
  await db.transaction().execute(async (trx) => {
    await refuseIfClaimed(trx, eventId, undefined, now);
    await deleteSeatsOfEvent(trx, eventId);
    await insertSeats(trx, eventId, seats, LAYOUT_CHANGE_BATCH);
    await setEventLayout(trx, eventId, layout, nowIso(now));
  });
  return { layout, seats: seats.length };
}

export async function deleteSection(db: Kysely<DB>, eventId: string, section: string, now: Date) {
  const event = await findEvent(db, eventId);
  if (!event) throw new AppError("not_found");
  return db.transaction().execute(async (trx) => {
    await refuseIfClaimed(trx, eventId, section, now);
    const result = await deleteSeatsOfEvent(trx, eventId, section);
    const deleted = Number(result.numDeletedRows);
    if (deleted === 0) throw new AppError("not_found");
    return { deleted };
  });
}
