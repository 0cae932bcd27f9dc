import type { Kysely } from "kysely";
import type { DB } from "#server/db/schema";
import {
  clearCheckoutRef,
  findAbandonedCheckouts,
  lockOrder,
  publishSeatChanges,
  voidOrderSeats,
} from "#server/features/orders";
import { nowIso } from "#server/platform/clock";
import type { Logger } from "#server/platform/logger";
import type { Metrics } from "#server/platform/metrics";
import type { OrderEvents } from "#server/platform/order-events";
import type { PaymentProviders } from "#server/platform/payments/providers";
import type { SeatChanges } from "#server/platform/realtime";
import { recordMovement } from "./ledger.repository";

/**
 * Money the providers move on their own, and what payments need for it. A charge is settled by
 * the orders feature (`settlePayment`), whose events the ledger records (`ledger.subscribers.ts`);
 * here: money a provider took back (refunds in its dashboard, reversals, disputes), in one
 * transaction that locks the order row first (then its bookings), and Stripe sessions left open.
 */
export interface SettlementDeps {
  db: Kysely<DB>;
  seatChanges: SeatChanges;
  orderEvents: OrderEvents;
  providers: PaymentProviders;
  logger: Logger;
  now: Date;
  /** Counts refunds made and failed (absent in code run outside an app). */
  metrics?: Pick<Metrics, "refunds">;
}

/**
 * The provider took money back on its own — a dispute, a PayPal reversal, a refund made in the
 * provider's dashboard: the movement is recorded once, the order's tickets turn void and their
 * seats return to sale. A dispute stays flagged for an admin to answer.
 */
export async function settleReturnedMoney(
  deps: SettlementDeps,
  input: {
    provider: string;
    kind: "refund" | "reversal" | "dispute";
    providerRef: string;
    /** The payment the money came from (the order's provider reference). */
    chargeRef: string;
    amountCents: number;
    /** All the provider has returned of this payment so far, when it says. */
    totalReturnedCents?: number;
    currency: string;
  },
): Promise<"applied" | "duplicate" | "unknown_payment"> {
  const at = nowIso(deps.now);
  const outcome = await deps.db.transaction().execute(async (trx) => {
    const found = await trx
      .selectFrom("orders")
      .select("id")
      .where("provider", "=", input.provider)
      .where("provider_ref", "=", input.chargeRef)
      .executeTakeFirst();
    if (!found) return { kind: "unknown_payment" as const };
    const order = await lockOrder(trx, found.id);
    if (!order) return { kind: "unknown_payment" as const };
    // A refund this site owed, made by an admin in PayPal, comes back as PayPal's notification: it
    // is that refund (now with PayPal's reference), not a second one.
    if (input.kind === "refund" && input.totalReturnedCents === undefined) {
      const owed = await trx
        .selectFrom("payment_ledger")
        .select(["id", "state"])
        .where("order_id", "=", order.id)
        .where("provider", "=", input.provider)
        .where("kind", "=", "refund")
        .where("provider_ref", "like", "owed:%")
        .where("amount_cents", "=", input.amountCents)
        .where("state", "in", ["pending", "settled"])
        .orderBy("id")
        .executeTakeFirst();
      if (owed) {
        await trx
          .updateTable("payment_ledger")
          .set({
            state: "settled",
            provider_ref: input.providerRef,
            ...(owed.state === "pending" ? { settled_at: at } : {}),
          })
          .where("id", "=", owed.id)
          .execute();
        return { kind: "duplicate" as const };
      }
    }
    // A refund this site made is already counted on the order: the provider's word of it is no news.
    if (
      input.kind === "refund" &&
      input.totalReturnedCents !== undefined &&
      input.totalReturnedCents <= order.refunded_cents
    ) {
      return { kind: "duplicate" as const };
    }
    const movement = await recordMovement(trx, {
      order_id: order.id,
      provider: input.provider,
      kind: input.kind,
      provider_ref: input.providerRef,
      // Of a running total, only what is new since the order last counted.
      amount_cents:
        input.totalReturnedCents !== undefined ? input.totalReturnedCents - order.refunded_cents : input.amountCents,
      currency: input.currency.toUpperCase(),
      state: input.kind === "dispute" ? "flagged" : "applied",
      reason: input.kind === "dispute" ? "dispute" : "outside_site",
      created_at: at,
    });
    if (movement.duplicate) return { kind: "duplicate" as const };
    const returned =
      input.kind === "dispute"
        ? order.refunded_cents
        : (input.totalReturnedCents ?? order.refunded_cents + input.amountCents);
    const seats = await voidOrderSeats(trx, order, { refundedCents: returned, nowIso: at });
    return { kind: "applied" as const, order, seats };
  });
  if (outcome.kind !== "applied") return outcome.kind;
  publishSeatChanges(deps, {
    eventId: outcome.order.event_id,
    byUserId: outcome.order.user_id,
    seats: outcome.seats.map((s) => [s.seat_id, "available"] as const),
  });
  return "applied";
}

/**
 * A Stripe Checkout Session outlives the hold it was opened for (Stripe's minimum is 30 minutes):
 * once the hold has lapsed or been cancelled, the session is expired so it can no longer be paid.
 * A payment that slipped in before still arrives, and is refunded as money for a lapsed hold.
 */
export async function expireAbandonedCheckouts(deps: SettlementDeps): Promise<number> {
  const stripe = deps.providers.stripe;
  if (!stripe) return 0;
  const abandoned = await findAbandonedCheckouts(deps.db, "stripe");
  for (const order of abandoned) {
    try {
      await stripe.expireCheckout(order.checkout_ref);
    } catch (error) {
      // Already completed or expired on Stripe's side: nothing is left open either way.
      deps.logger.info("checkout not expired", { orderId: order.id, error: String(error) });
    }
    await clearCheckoutRef(deps.db, order.id);
  }
  return abandoned.length;
}
