import { type Actor, can, canCancelEvent, canChangeEvent } from "#domain/permissions";
import type { EventCancellation } from "#domain/schemas/money";
import type { EventRow } from "#server/db/schema";
import { findEvent, lockEventForSeatChanges } from "#server/features/events";
import { closeOrders, findSettledOrdersOfEvent, lockOrder, publishSeatChanges } from "#server/features/orders";
import { type RefundDeps, refundWithMail } from "#server/features/payments";
import { AppError } from "#server/http/errors";
import { nowIso } from "#server/platform/clock";
import { markEventCancelled } from "./event-management.repository";

/** Cancelling refunds: it needs what refunding needs (database, providers, seat feed, mailer). */
export type CancelDeps = RefundDeps;

/** What settling a cancelled event's orders did. */
type Settled = Pick<EventCancellation, "ordersRefunded" | "refundedCents" | "refundsPending" | "holdsReleased">;

/**
 * Cancels an event: it is marked cancelled (kept, with the reason, who and when), which takes it
 * off every list and off sale; then each of its orders is settled — holds released, paid orders
 * refunded through the provider that took the money, complimentary ones voided — and each buyer
 * is mailed in their language. Admins cancel any event; an event's manager only withdraws it
 * while it is not approved. A second cancellation answers `already_cancelled`, after finishing
 * whatever the first left unsettled, so asking again is how a cut-short cancellation completes.
 */
export async function cancelEvent(
  deps: CancelDeps,
  input: { actor: Actor; id: string; reason: string },
): Promise<EventCancellation> {
  const { actor, id, reason } = input;
  const event = await findEvent(deps.db, id);
  if (!event) throw new AppError("not_found");
  if (!canChangeEvent(actor, { createdBy: event.created_by })) throw new AppError("forbidden");
  if (event.cancelled_at !== null) {
    await settleCancelledEvent(deps, event);
    throw new AppError("conflict", { reason: "already_cancelled" });
  }
  if (!canCancelEvent(actor, { createdBy: event.created_by, approvalStatus: event.approval_status })) {
    throw new AppError("forbidden");
  }

  const at = nowIso(deps.now);
  const onlyUnapproved = !can(actor, "events.editAny");
  const marked = await deps.db.transaction().execute(async (trx) => {
    // Holds in flight on this event finish first; those that start later find it cancelled.
    await lockEventForSeatChanges(trx, id);
    return markEventCancelled(trx, id, { at, reason, by: actor.userId, onlyUnapproved });
  });
  if (!marked) {
    const current = await findEvent(deps.db, id);
    if (current?.cancelled_at) throw new AppError("conflict", { reason: "already_cancelled" });
    // Approved meanwhile: no longer the manager's to withdraw.
    throw new AppError("forbidden");
  }
  const settled = await settleCancelledEvent(deps, {
    ...event,
    cancelled_at: at,
    cancel_reason: reason,
    cancelled_by: actor.userId,
  });
  return { eventId: id, cancelledAt: at, reason, ...settled };
}

/**
 * Settles every live order of a cancelled event, one order at a time (each locked in its own
 * transaction, as a payment locks it). The venue-rental order is refunded when the venue cancels,
 * not when its manager withdraws their own event. Safe to run again: what is settled stays so.
 */
export async function settleCancelledEvent(deps: CancelDeps, event: EventRow): Promise<Settled> {
  const reason = event.cancel_reason ?? "";
  const withdrawnByCreator = event.cancelled_by !== null && event.cancelled_by === event.created_by;
  const settled: Settled = { ordersRefunded: 0, refundedCents: 0, refundsPending: 0, holdsReleased: 0 };
  for (const order of await findSettledOrdersOfEvent(deps.db, event.id)) {
    if (order.kind === "venue_rental" && withdrawnByCreator) continue;
    const outcome = await settleOrder(deps, order.id, reason);
    if (outcome.kind === "refunded") {
      settled.ordersRefunded += 1;
      settled.refundedCents += outcome.amountCents;
      if (!outcome.made) settled.refundsPending += 1;
    } else if (outcome.kind === "released") {
      settled.holdsReleased += 1;
    }
  }
  return settled;
}

type OrderSettled =
  | { kind: "refunded"; amountCents: number; made: boolean }
  | { kind: "released" }
  | { kind: "unchanged" };

/**
 * One order of a cancelled event: refunded if paid or complimentary, else released if held. A
 * payment that lands between the two (the order was held when the refund looked, paid when the
 * release locked it) is refunded on a second round.
 */
async function settleOrder(deps: CancelDeps, orderId: string, reason: string): Promise<OrderSettled> {
  for (let round = 0; round < 2; round++) {
    const refunded = await refundWithMail(deps, {
      orderId,
      reason: "event_cancelled",
      cancellation: { reason },
    });
    if (refunded) return { kind: "refunded", amountCents: refunded.amountCents, made: refunded.refunded };

    const released = await deps.db.transaction().execute(async (trx) => {
      const order = await lockOrder(trx, orderId);
      if (order?.status !== "held") return { order, freed: [] };
      return { order, freed: await closeOrders(trx, [orderId], "held", "cancelled", nowIso(new Date())) };
    });
    const { order, freed } = released;
    if (order?.status === "held") {
      publishSeatChanges(deps, {
        eventId: order.event_id,
        byUserId: order.user_id,
        seats: freed.map((f) => [f.seat_id, "available"] as const),
      });
      return { kind: "released" };
    }
    if (order?.status !== "paid" && order?.status !== "complimentary") break;
  }
  return { kind: "unchanged" };
}
