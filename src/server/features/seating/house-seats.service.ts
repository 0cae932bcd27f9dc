import type { HouseSeatsResponse } from "#domain/schemas/sale-codes";
import { isHoldExpired } from "#domain/seating/availability";
import { findEvent, lockEventForSeatChanges } from "#server/features/events";
import { AppError } from "#server/http/errors";
import { nowIso } from "#server/platform/clock";
import {
  deleteHouseSeats,
  findHouseSeatsOfEvent,
  findSeatIdsOfEventAmong,
  insertHouseSeats,
} from "./house-seats.repository";
import { ensureSeats, type SeatingDeps } from "./seating.service";

/**
 * House seats: seats the venue holds back from sale (the production's desk, sponsors, camera
 * positions), each with a reason. Buyers cannot hold them (the hold refuses them in its
 * transaction) and charts show them taken; staff may still give them away (a complimentary
 * booking). Marking and releasing lock the event as a seating change does, so a hold in flight
 * either commits before the mark (and the seat is refused as claimed) or sees it.
 */

export async function houseSeats(
  deps: Pick<SeatingDeps, "db">,
  input: { eventId: string },
): Promise<HouseSeatsResponse> {
  const event = await findEvent(deps.db, input.eventId);
  if (!event) throw new AppError("not_found");
  const rows = await findHouseSeatsOfEvent(deps.db, event.id);
  return {
    eventId: event.id,
    seats: rows.map((r) => ({
      seatId: r.seat_id,
      section: r.section,
      row: Number(r.row_number),
      seat: Number(r.seat_number),
      reason: r.reason,
      createdAt: r.created_at,
    })),
  };
}

/** Marks seats as house seats (a seat marked again takes the new reason). Seats held or sold are refused. */
export async function markHouseSeats(
  deps: SeatingDeps,
  input: { eventId: string; seatIds: readonly string[]; reason: string; adminId: string },
): Promise<HouseSeatsResponse> {
  const event = await findEvent(deps.db, input.eventId);
  if (!event) throw new AppError("not_found");
  await ensureSeats(deps.db, event);
  const at = nowIso(deps.now);
  await deps.db.transaction().execute(async (trx) => {
    await lockEventForSeatChanges(trx, event.id);
    const known = new Set(await findSeatIdsOfEventAmong(trx, event.id, input.seatIds));
    const unknown = input.seatIds.filter((id) => !known.has(id));
    if (unknown.length > 0) throw new AppError("bad_request", { reason: "unknown_seats", seatIds: unknown });
    const claims = await deps.claims.live(trx, event.id);
    const taken = new Set([
      ...claims.soldSeatIds,
      ...claims.holds.filter((h) => !isHoldExpired(h.expires_at, deps.now)).map((h) => h.seat_id),
    ]);
    const claimed = input.seatIds.filter((id) => taken.has(id));
    if (claimed.length > 0) throw new AppError("conflict", { reason: "seats_taken", seatIds: claimed });
    await insertHouseSeats(
      trx,
      input.seatIds.map((id) => ({
        seat_id: id,
        event_id: event.id,
        reason: input.reason,
        created_by: input.adminId,
        created_at: at,
      })),
    );
  });
  return houseSeats(deps, input);
}

/** Puts house seats on sale again: those named, or every one of the event's in one action. */
export async function releaseHouseSeats(
  deps: SeatingDeps,
  input: { eventId: string; seatIds?: readonly string[] | undefined },
): Promise<HouseSeatsResponse & { released: string[] }> {
  const event = await findEvent(deps.db, input.eventId);
  if (!event) throw new AppError("not_found");
  const released = await deps.db.transaction().execute(async (trx) => {
    await lockEventForSeatChanges(trx, event.id);
    return deleteHouseSeats(trx, event.id, input.seatIds ?? null);
  });
  return { ...(await houseSeats(deps, input)), released };
}
