import type { Kysely, Transaction } from "kysely";
import type { DB } from "#server/db/schema";
import { findEvent } from "#server/features/events";
import {
  applyPaidOrder,
  clearCheckoutRef,
  findAbandonedCheckouts,
  lockOrder,
  type OrderRow,
  publishSeatChanges,
  voidOrderSeats,
} from "#server/features/orders";
import { nowIso } from "#server/platform/clock";
import type { Logger } from "#server/platform/logger";
import type { PaymentProviders } from "#server/platform/payments/providers";
import type { SeatChanges } from "#server/platform/realtime";
import { findMovement, type LedgerRow, recordMovement } from "./ledger.repository";
import { makeRefund, oweRefund } from "./owed-refunds.service";

/**
 * Where money meets orders. Every path that moves money — a charge confirmed by a provider, a
 * refund, a reversal, a dispute — runs here in one transaction that locks the order row first
 * (then its bookings), writes the movement to the ledger and changes the order. Money that cannot
 * be applied is never only logged: it is a flagged ledger row, refunded at once where the provider
 * allows and listed for admins.
 */
export interface SettlementDeps {
  db: Kysely<DB>;
  seatChanges: SeatChanges;
  providers: PaymentProviders;
  logger: Logger;
  now: Date;
}

/** Why a charge could not be applied to its order. */
export type ChargeProblem = "unknown_order" | "already_paid" | "event_cancelled" | "hold_lapsed" | "amount_mismatch";

export type ChargeOutcome =
  | { kind: "applied"; order: OrderRow }
  | { kind: "duplicate"; order: OrderRow | undefined }
  | { kind: "flagged"; problem: ChargeProblem; order: OrderRow | undefined; refund: LedgerRow | null };

export interface ChargeInput {
  orderId: string;
  provider: string;
  /** The provider's reference for the money taken (a payment intent, a transaction id). */
  providerRef: string;
  amountCents: number;
  currency: string;
}

function problemOf(
  order: OrderRow | undefined,
  input: ChargeInput,
  at: string,
  eventCancelled: boolean,
): ChargeProblem | null {
  if (!order) return "unknown_order";
  if (order.status === "paid" || order.status === "complimentary" || order.status === "refunded") {
    return "already_paid";
  }
  // A hold that slipped in as its event was being cancelled is never paid: the money goes back.
  if (eventCancelled) return "event_cancelled";
  if (order.status !== "held" || !order.expires_at || order.expires_at <= at) return "hold_lapsed";
  if (order.total_cents !== input.amountCents || order.currency.toUpperCase() !== input.currency.toUpperCase()) {
    return "amount_mismatch";
  }
  return null;
}

/**
 * Applies money a provider took for an order, exactly once. The first time a provider's reference
 * is seen it becomes a ledger charge: applied when the order is a live hold of that amount (the
 * order turns paid, its seats sold), otherwise flagged with the reason and — in the same
 * transaction — a refund of the whole amount is owed. The refund is then made where the provider
 * allows it. A reference already in the ledger changes nothing.
 *
 * `onApplied` runs inside that transaction once the order is paid (the buyer's confirmation mail
 * is written there), so what it writes commits with the payment or not at all.
 */
export async function settleCharge(
  deps: SettlementDeps,
  input: ChargeInput,
  onApplied?: (trx: Transaction<DB>, paid: OrderRow) => Promise<void>,
): Promise<ChargeOutcome> {
  const at = nowIso(deps.now);
  const outcome = await deps.db.transaction().execute(async (trx): Promise<ChargeOutcome> => {
    const order = await lockOrder(trx, input.orderId);
    if (await findMovement(trx, input.provider, "charge", input.providerRef)) return { kind: "duplicate", order };
    const event = order?.event_id ? await findEvent(trx, order.event_id) : undefined;
    const problem = problemOf(order, input, at, Boolean(event?.cancelled_at));
    const charge = await recordMovement(trx, {
      order_id: order?.id ?? null,
      provider: input.provider,
      kind: "charge",
      provider_ref: input.providerRef,
      amount_cents: input.amountCents,
      currency: input.currency.toUpperCase(),
      state: problem ? "flagged" : "applied",
      reason: problem,
      created_at: at,
    });
    if (charge.duplicate) return { kind: "duplicate", order };
    if (!problem && order) {
      const paid = await applyPaidOrder(trx, order, { provider: input.provider, providerRef: input.providerRef, at });
      await onApplied?.(trx, paid);
      return { kind: "applied", order: paid };
    }
    const refund = await oweRefund(trx, {
      orderId: order?.id ?? null,
      provider: input.provider,
      chargeRef: input.providerRef,
      amountCents: input.amountCents,
      currency: input.currency,
      reason: problem ?? "hold_lapsed",
      at,
    });
    return { kind: "flagged", problem: problem ?? "hold_lapsed", order, refund };
  });
  if (outcome.kind === "flagged") {
    deps.logger.warn("payment flagged for an admin", {
      orderId: input.orderId,
      provider: input.provider,
      reason: outcome.problem,
    });
    if (outcome.refund) await makeRefund(deps, outcome.refund);
  }
  return outcome;
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
