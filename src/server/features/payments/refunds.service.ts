import type { OrderRefund } from "#domain/schemas/money";
import { findOrder, findOrderSeats } from "#server/features/orders";
import { AppError } from "#server/http/errors";
import { nowIso } from "#server/platform/clock";
import type { Mailer } from "#server/platform/mail";
import { type RefundOutcome, refundOrder } from "./owed-refunds.service";
import type { SettlementDeps } from "./settlement.service";

/** What refunding needs: settlement's own, the mailer and the site's address for the mail's links. */
export interface RefundDeps extends SettlementDeps {
  mailer: Mailer;
  publicUrl: string;
}

/**
 * Gives back an order (whole, or the seats named) and announces `order.refunded` in the refund's
 * own transaction, so the buyer's mail owed by it exists exactly when the refund does.
 * `cancellation` carries the reason when the venue cancelled the event. Null when nothing was
 * left to refund.
 */
export async function refundWithMail(
  deps: RefundDeps,
  input: {
    orderId: string;
    seatIds?: readonly string[];
    reason: string;
    cancellation: { reason: string } | null;
  },
): Promise<RefundOutcome | null> {
  const outcome = await refundOrder(
    deps,
    { orderId: input.orderId, ...(input.seatIds ? { seatIds: input.seatIds } : {}), reason: input.reason },
    async (trx, refunded) => {
      await deps.orderEvents.announce(trx, "order.refunded", {
        order: refunded.order,
        seatIds: refunded.seatIds,
        amountCents: refunded.amountCents,
        cancellation: input.cancellation,
      });
      // Seats given back to an event that goes on come back to sale: the waitlist's line first.
      if (!input.cancellation && refunded.order.event_id && refunded.seatIds.length > 0) {
        await deps.orderEvents.announce(trx, "seats.returned", {
          eventId: refunded.order.event_id,
          seatIds: refunded.seatIds,
          at: nowIso(deps.now),
        });
      }
    },
  );
  if (outcome) {
    await deps.orderEvents.committed("order.refunded", {
      order: outcome.order,
      seatIds: outcome.seatIds,
      amountCents: outcome.amountCents,
      cancellation: input.cancellation,
    });
  }
  return outcome;
}

/**
 * An admin gives back one order, whole or the seats chosen: the seats return to sale and the buyer
 * is mailed. Seats that are not the order's are refused; an order with nothing left to refund
 * (already refunded, never paid) answers `nothing_to_refund`.
 */
export async function refundOrderByAdmin(
  deps: RefundDeps,
  input: { orderId: string; seatIds?: readonly string[] },
): Promise<OrderRefund> {
  const order = await findOrder(deps.db, input.orderId);
  if (!order) throw new AppError("not_found");
  if (input.seatIds) {
    const own = new Set((await findOrderSeats(deps.db, order.id)).map((s) => s.id));
    const foreign = input.seatIds.filter((id) => !own.has(id));
    if (foreign.length > 0) throw new AppError("bad_request", { reason: "unknown_seats", seatIds: foreign });
  }
  const outcome = await refundWithMail(deps, {
    orderId: order.id,
    ...(input.seatIds ? { seatIds: input.seatIds } : {}),
    reason: "admin",
    cancellation: null,
  });
  if (!outcome) throw new AppError("conflict", { reason: "nothing_to_refund" });
  const after = await findOrder(deps.db, order.id);
  return {
    orderId: order.id,
    seatIds: outcome.seatIds,
    amountCents: outcome.amountCents,
    orderStatus: after?.status ?? order.status,
    refundMade: outcome.refunded,
  };
}
