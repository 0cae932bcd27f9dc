import type { Kysely } from "kysely";
import type { Language } from "#domain/i18n/translate";
import type { DB } from "#server/db/schema";
import { nowIso } from "#server/platform/clock";
import type { OrderEventMap, OrderEvents, Payment, PaymentProblem, SettledSeat } from "#server/platform/order-events";
import type { SeatChanges } from "#server/platform/realtime";
import {
  applyPaidOrder,
  findOrderDetails,
  findOrderSeats,
  lockOrderForPayment,
  type OrderRow,
  setOrderDetails,
} from "./orders.repository";
import { orderDetails, publishSeatChanges } from "./orders.service";

/** What settling a payment needs: the database, the order events and the time of the request. */
export interface SettlementDeps {
  db: Kysely<DB>;
  orderEvents: OrderEvents;
  now: Date;
}

export type SettlementOutcome =
  | { kind: "applied"; order: OrderRow; seats: SettledSeat[]; fulfilled: boolean }
  | { kind: "duplicate" }
  | { kind: "flagged"; problem: PaymentProblem; order: OrderRow | undefined };

/**
 * A subscriber in the payment's transaction throws this when the payment was already recorded
 * (a provider sent it again): nothing of this settlement commits, and it answers `duplicate`.
 */
export class AlreadySettled extends Error {
  constructor() {
    super("payment already recorded");
  }
}

function problemOf(
  order: OrderRow | undefined,
  payment: Payment,
  at: string,
  eventCancelled: boolean,
): PaymentProblem | null {
  if (!order) return "unknown_order";
  if (order.status === "paid" || order.status === "complimentary" || order.status === "refunded") {
    return "already_paid";
  }
  // A hold that slipped in as its event was being cancelled is never paid: the money goes back.
  if (eventCancelled) return "event_cancelled";
  if (order.status !== "held" || !order.expires_at || order.expires_at <= at) return "hold_lapsed";
  if (order.total_cents !== payment.amountCents || order.currency.toUpperCase() !== payment.currency.toUpperCase()) {
    return "amount_mismatch";
  }
  return null;
}

/**
 * Applies money a provider took to its order, once. In one transaction that locks the order row
 * first (then its bookings, as cancel and expiry do, so none deadlocks another): the order is
 * judged; a live hold of that amount turns paid and its seats are read once; `order.paid` is
 * announced to the subscribers that commit with it (the ledger's charge, the mail owed).
 * Anything else is `payment.unapplied` (the ledger flags it and owes the refund). After the
 * commit the after-commit subscribers run (seat states, the waiting room, a rental's event).
 *
 * `language` is the buyer's, when the payment came with their request: it is kept on the order
 * for the mails that follow (refunds, a cancellation), which no request of theirs may carry.
 */
export async function settlePayment(
  deps: SettlementDeps,
  payment: Payment,
  options: { language?: Language } = {},
): Promise<SettlementOutcome> {
  const at = nowIso(deps.now);
  type Decided =
    | { kind: "paid"; event: OrderEventMap["order.paid"] }
    | { kind: "flagged"; event: OrderEventMap["payment.unapplied"] };
  let decided: Decided;
  try {
    decided = await deps.db.transaction().execute(async (trx): Promise<Decided> => {
      const locked = await lockOrderForPayment(trx, payment.orderId);
      const order = locked?.order;
      const problem = problemOf(order, payment, at, locked?.eventCancelled ?? false);
      if (problem || !order) {
        const unapplied = { order, payment, problem: problem ?? "unknown_order", at };
        await deps.orderEvents.announce(trx, "payment.unapplied", unapplied);
        return { kind: "flagged", event: unapplied };
      }
      const paid = await applyPaidOrder(trx, order, {
        provider: payment.provider,
        providerRef: payment.providerRef,
        at,
        ...(options.language
          ? { details: JSON.stringify({ ...orderDetails(order.details), language: options.language }) }
          : {}),
      });
      const seats = await findOrderSeats(trx, paid.id);
      const announced = { order: paid, seats, payment, language: options.language ?? null };
      await deps.orderEvents.announce(trx, "order.paid", announced);
      return { kind: "paid", event: announced };
    });
  } catch (error) {
    if (error instanceof AlreadySettled) return { kind: "duplicate" };
    throw error;
  }
  // The same event the transaction's subscribers saw goes to the after-commit ones.
  if (decided.kind === "flagged") {
    await deps.orderEvents.committed("payment.unapplied", decided.event);
    return { kind: "flagged", problem: decided.event.problem, order: decided.event.order };
  }
  const { order, seats } = decided.event;
  const fulfilled = await deps.orderEvents.committed("order.paid", decided.event);
  return { kind: "applied", order, seats, fulfilled };
}

/**
 * Keeps the buyer's language on the order (in `orders.details`, beside whatever else is there)
 * for a payment confirmed without the buyer's request, such as a provider's notification.
 */
export async function rememberBuyerLanguage(
  db: Kysely<DB>,
  input: { orderId: string; language: Language },
): Promise<void> {
  const row = await findOrderDetails(db, input.orderId);
  if (!row) return;
  await setOrderDetails(db, input.orderId, JSON.stringify({ ...orderDetails(row.details), language: input.language }));
}

/** A paid ticket order's seats turn occupied on every open chart, once the payment committed. */
export function subscribeSeatChanges(events: OrderEvents, seatChanges: SeatChanges): void {
  events.afterCommit("order.paid", async ({ order, seats }) => {
    if (order.kind !== "tickets") return;
    publishSeatChanges(
      { seatChanges },
      { eventId: order.event_id, byUserId: order.user_id, seats: seats.map((s) => [s.id, "occupied"] as const) },
    );
  });
}
