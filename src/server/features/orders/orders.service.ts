import type { Kysely } from "kysely";
import type { OrderView, SeatMapChange } from "#domain/schemas/tickets";
import { holdExpiresAt, isHoldExpired } from "#domain/seating/availability";
import type { SignedInUser } from "#server/context";
import { isForeignKeyViolation, isUniqueViolation } from "#server/db/errors";
import type { DB, OrdersTable } from "#server/db/schema";
import { findEvent } from "#server/features/events/events.repository";
import { ensureSeats } from "#server/features/seating/seating.service";
import { AppError } from "#server/http/errors";
import { nowIso } from "#server/platform/clock";
import type { Logger } from "#server/platform/logger";
import type { SeatChangeDetail, SeatChanges } from "#server/platform/realtime";
import {
  closeOrders,
  findExpiredHoldOrderIds,
  findLiveClaimsOn,
  findOrder,
  findOrderSeats,
  findSeatsWithClaims,
  insertBookings,
  insertOrder,
  lockEventForClaims,
} from "./orders.repository";

export interface OrdersDeps {
  db: Kysely<DB>;
  seatChanges: SeatChanges;
  /** Where a paid order that could not be fulfilled is reported. */
  logger?: Logger;
}

/** The name on a booking is the full name, else the e-mail, else 'Unknown User'. */
function bookingName(user: SignedInUser): string {
  return user.name.trim() || user.email || "Unknown User";
}

/** Some requested seats do not exist (yet: seats are generated on an event's first view). */
class SeatsMissing extends Error {
  constructor(readonly seatIds: string[]) {
    super("seats missing");
  }
}

/** Another transaction claimed a seat between this one's read and its insert (PostgreSQL). */
class SeatsTaken extends Error {}

/**
 * Claims the seats for one order: all of them or none. The unique index on live claims is the
 * guard (a check-then-insert would oversell under concurrency); the read before the insert only
 * spares a doomed insert, and releases holds that have lapsed so their seats can be taken.
 */
export async function claimSeats(
  deps: OrdersDeps,
  user: SignedInUser,
  input: { eventId: string; seatIds: string[] },
  mode: "hold" | "complimentary",
  now: Date,
): Promise<OrderView> {
  const { db } = deps;
  const event = await findEvent(db, input.eventId);
  if (event?.approval_status !== "approved") throw new AppError("not_found");
  if (event.event_date <= nowIso(now)) throw new AppError("conflict", { reason: "event_started" });

  let claimed: Claimed;
  try {
    try {
      claimed = await claimInTransaction(db, user, event.id, input.seatIds, mode, now);
    } catch (error) {
      if (!(error instanceof SeatsMissing)) throw error;
      await ensureSeats(db, event);
      claimed = await claimInTransaction(db, user, event.id, input.seatIds, mode, now);
    }
  } catch (error) {
    if (error instanceof SeatsMissing) {
      throw new AppError("bad_request", { reason: "unknown_seats", seatIds: error.seatIds });
    }
    // An admin replaced the event's seats while this hold was in flight.
    if (isForeignKeyViolation(error)) throw new AppError("conflict", { reason: "seats_changed" });
    if (!(error instanceof SeatsTaken)) throw error;
    const taken = await findLiveClaimsOn(db, event.id, input.seatIds);
    throw new AppError("conflict", { reason: "seats_taken", seatIds: taken.map((c) => c.seat_id) });
  }

  const { order, seats, freed } = claimed;
  publish(
    deps,
    event.id,
    user.id,
    [
      ...freed.filter((f) => !input.seatIds.includes(f.seat_id)).map((f) => [f.seat_id, "available"] as const),
      ...input.seatIds.map((id) => [id, mode === "hold" ? "held" : "occupied"] as const),
    ],
    { holdExpiresAt: order.expires_at },
  );
  // What the database now holds, without reading it back.
  return toOrderView(
    order,
    seats
      .map((s) => ({ ...s, total_amount_cents: mode === "hold" ? s.price_cents : 0 }))
      .sort(
        (a, b) => a.row_number - b.row_number || a.seat_number - b.seat_number || compareText(a.section, b.section),
      ),
  );
}

interface Claimed {
  order: OrdersTable;
  seats: { id: string; section: string; row_number: number; seat_number: number; price_cents: number }[];
  freed: { seat_id: string; event_id: string }[];
}

/** One attempt: the read, the release of lapsed holds and the inserts, in one transaction. */
function claimInTransaction(
  db: Kysely<DB>,
  user: SignedInUser,
  eventId: string,
  seatIds: string[],
  mode: "hold" | "complimentary",
  now: Date,
): Promise<Claimed> {
  const at = nowIso(now);
  return db.transaction().execute(async (trx) => {
    // A seating change in progress is waited for here, so the seats read next are the ones the
    // inserts below will refer to.
    await lockEventForClaims(trx, eventId);
    // In one fixed order (by id), so two transactions claiming overlapping seats on PostgreSQL
    // wait for each other instead of deadlocking: the order of a query's rows depends on its plan.
    const seats = (await findSeatsWithClaims(trx, eventId, seatIds)).sort((a, b) => compareText(a.id, b.id));
    if (seats.length !== seatIds.length) {
      const known = new Set(seats.map((s) => s.id));
      throw new SeatsMissing(seatIds.filter((id) => !known.has(id)));
    }
    const lapsed = (s: (typeof seats)[number]) => s.claim === "held" && isHoldExpired(s.claim_expires_at, now);
    const taken = new Set(seats.filter((s) => s.claim !== null && !lapsed(s)).map((s) => s.id));
    if (taken.size > 0) {
      throw new AppError("conflict", { reason: "seats_taken", seatIds: seatIds.filter((id) => taken.has(id)) });
    }
    const lapsedOrderIds = [...new Set(seats.filter(lapsed).map((s) => s.claim_order_id as string))];
    const freed = await closeOrders(trx, lapsedOrderIds, "held", "expired", at);

    const order: OrdersTable = {
      id: crypto.randomUUID(),
      user_id: user.id,
      event_id: eventId,
      kind: "tickets",
      status: mode === "hold" ? "held" : "complimentary",
      total_cents: mode === "hold" ? seats.reduce((sum, s) => sum + s.price_cents, 0) : 0,
      currency: "USD",
      provider: mode === "hold" ? null : "complimentary",
      provider_ref: null,
      details: null,
      expires_at: mode === "hold" ? holdExpiresAt(now).toISOString() : null,
      paid_at: mode === "hold" ? null : at,
      created_at: at,
      updated_at: at,
    };
    await insertOrder(trx, order);
    try {
      await insertBookings(
        trx,
        seats.map((seat) => ({
          id: crypto.randomUUID(),
          order_id: order.id,
          user_id: user.id,
          seat_id: seat.id,
          event_id: eventId,
          total_amount_cents: mode === "hold" ? seat.price_cents : 0,
          payment_status: mode === "hold" ? "held" : "complimentary",
          user_email: user.email,
          user_name: bookingName(user),
          booking_date: at,
        })),
      );
    } catch (error) {
      if (isUniqueViolation(error)) throw new SeatsTaken();
      throw error;
    }
    return { order, seats, freed };
  });
}

function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

export async function cancelHeldOrder(deps: OrdersDeps, user: SignedInUser, orderId: string, now: Date) {
  const order = await ownOrder(deps.db, user, orderId);
  if (order.status === "held") {
    const freed = await deps.db
      .transaction()
      .execute((trx) => closeOrders(trx, [orderId], "held", "cancelled", nowIso(now)));
    publish(
      deps,
      order.event_id ?? "",
      user.id,
      freed.map((f) => [f.seat_id, "available"] as const),
    );
  }
  return orderView(deps.db, orderId);
}

/** Releases every lapsed hold (the sweeper; reads also release lazily). Returns how many orders. */
export async function releaseLapsedHolds(deps: OrdersDeps, now: Date): Promise<number> {
  const lapsed = await findExpiredHoldOrderIds(deps.db, nowIso(now));
  if (lapsed.length === 0) return 0;
  const freed = await deps.db.transaction().execute((trx) =>
    closeOrders(
      trx,
      lapsed.map((o) => o.id),
      "held",
      "expired",
      nowIso(now),
    ),
  );
  const byEvent = new Map<string, string[]>();
  for (const f of freed) byEvent.set(f.event_id, [...(byEvent.get(f.event_id) ?? []), f.seat_id]);
  for (const [eventId, seatIds] of byEvent) {
    const owner = lapsed.find((o) => o.event_id === eventId)?.user_id ?? "";
    publish(
      deps,
      eventId,
      owner,
      seatIds.map((id) => [id, "available"] as const),
    );
  }
  return lapsed.length;
}

export async function getOwnOrder(db: Kysely<DB>, user: SignedInUser, orderId: string) {
  await ownOrder(db, user, orderId);
  return orderView(db, orderId);
}

export async function ownOrder(db: Kysely<DB>, user: SignedInUser, orderId: string) {
  const order = await findOrder(db, orderId);
  // Another person's order is answered like a missing one: ids are not secrets to confirm.
  if (!order || order.user_id !== user.id) throw new AppError("not_found");
  return order;
}

export async function orderView(db: Kysely<DB>, orderId: string): Promise<OrderView> {
  const order = await findOrder(db, orderId);
  if (!order) throw new AppError("not_found");
  return toOrderView(order, await findOrderSeats(db, orderId));
}

/** An order and its seats, in findOrderSeats' order, as the API answers them. */
function toOrderView(
  order: OrdersTable,
  seats: { id: string; section: string; row_number: number; seat_number: number; total_amount_cents: number }[],
): OrderView {
  return {
    id: order.id,
    eventId: order.event_id,
    kind: order.kind,
    status: order.status,
    totalCents: order.total_cents,
    currency: order.currency,
    expiresAt: order.expires_at,
    provider: order.provider,
    createdAt: order.created_at,
    paidAt: order.paid_at,
    seats: seats.map((s) => ({
      id: s.id,
      section: s.section,
      row: s.row_number,
      seat: s.seat_number,
      priceCents: s.total_amount_cents,
    })),
  };
}

export function publish(
  deps: OrdersDeps,
  eventId: string,
  byUserId: string,
  changes: (readonly [string, SeatMapChange["seats"][string]])[],
  detail?: SeatChangeDetail,
) {
  if (!eventId || changes.length === 0) return;
  deps.seatChanges.publish({ eventId, byUserId, seats: Object.fromEntries(changes) }, detail);
}
