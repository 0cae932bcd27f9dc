import type { Kysely, Transaction } from "kysely";
import type { DB } from "#server/db/schema";
import {
  findHeldClaimsOn,
  lockOrder,
  type OrderRow,
  publishSeatChanges,
  refundOrderSeats,
} from "#server/features/orders";
import { nowIso } from "#server/platform/clock";
import type { PaymentProviders } from "#server/platform/payments/providers";
import { flagAdmittedRefunds } from "./exceptions-admitted.service";
import { type LedgerRow, pendingProviderRefunds, recordMovement, settleMovement } from "./ledger.repository";
import type { SettlementDeps } from "./settlement.service";

/**
 * Giving money back: a refund is first owed — a `pending` ledger row written in the transaction
 * that decides it (with the order locked first, then its bookings) — then made through the
 * provider that took the money, with the owed row's reference as idempotency key, and retried
 * until made. PayPal's owed refunds wait for an admin.
 */

/**
 * Providers that give money back through their API; PayPal's refunds, and the venue card
 * terminal's, are made by an admin in PayPal or on the terminal and then marked made. Cash taken
 * at the window is given back in cash by whoever makes the refund: made at once, recorded as cash.
 */
function refundsAutomatically(providers: PaymentProviders, provider: string): boolean {
  return (
    provider === "cash" ||
    (provider === "stripe" && providers.stripe !== null) ||
    (provider === "simulated" && providers.simulated !== null)
  );
}

/**
 * A refund owed: a `pending` ledger row written in the caller's transaction, so the decision to
 * give money back is never lost. Its reference names the charge it returns; the provider's own
 * refund id replaces it once the refund is made.
 */
export async function oweRefund(
  trx: Transaction<DB>,
  input: {
    orderId: string | null;
    provider: string;
    chargeRef: string;
    amountCents: number;
    currency: string;
    reason: string;
    at: string;
  },
): Promise<LedgerRow | null> {
  if (input.amountCents <= 0) return null;
  const { row } = await recordMovement(trx, {
    order_id: input.orderId,
    provider: input.provider,
    kind: "refund",
    provider_ref: `owed:${input.chargeRef}:${crypto.randomUUID()}`,
    amount_cents: input.amountCents,
    currency: input.currency.toUpperCase(),
    state: "pending",
    reason: input.reason,
    created_at: input.at,
  });
  return row;
}

/**
 * Makes an owed refund through the provider that took the money. The owed row's reference is the
 * provider's idempotency key, so a retry (the worker, an admin) never refunds twice. A provider
 * without a refund call (PayPal) leaves the row pending for an admin, who makes the refund in
 * PayPal and marks it done. Answers whether the refund is made.
 */
export async function makeRefund(deps: SettlementDeps, row: LedgerRow): Promise<boolean> {
  if (row.state !== "pending" || row.kind !== "refund") return row.state === "settled";
  if (!refundsAutomatically(deps.providers, row.provider)) return false;
  const chargeRef = chargeOfRefund(row);
  const chargedRef = chargeRef ?? (row.order_id ? await providerRefOfOrder(deps.db, row.order_id) : null);
  if (!chargedRef) return false;
  try {
    const reference = await refundThroughProvider(deps.providers, {
      provider: row.provider,
      chargeRef: chargedRef,
      amountCents: row.amount_cents,
      // The owed row's reference is unique (it carries a random id): the same refund however often it is tried.
      idempotencyKey: row.provider_ref,
    });
    await settleMovement(deps.db, row.id, {
      settledAt: nowIso(new Date()),
      settledBy: null,
      providerRef: reference,
      from: ["pending"],
    });
    deps.metrics?.refunds.inc({ provider: row.provider, outcome: "made" });
    return true;
  } catch (error) {
    deps.metrics?.refunds.inc({ provider: row.provider, outcome: "failed" });
    deps.logger.error("refund failed; kept owed for a retry", { ledgerId: row.id, error: String(error) });
    return false;
  }
}

function chargeOfRefund(row: LedgerRow): string | null {
  const match = /^owed:(.+):[0-9a-f-]{36}$/.exec(row.provider_ref);
  return match?.[1] ?? null;
}

async function providerRefOfOrder(db: Kysely<DB>, orderId: string): Promise<string | null> {
  const order = await db.selectFrom("orders").select("provider_ref").where("id", "=", orderId).executeTakeFirst();
  return order?.provider_ref ?? null;
}

async function refundThroughProvider(
  providers: PaymentProviders,
  input: { provider: string; chargeRef: string; amountCents: number; idempotencyKey: string },
): Promise<string> {
  if (input.provider === "stripe" && providers.stripe) {
    const refund = await providers.stripe.refund({
      paymentIntent: input.chargeRef,
      amountCents: input.amountCents,
      idempotencyKey: input.idempotencyKey,
    });
    return refund.id;
  }
  if (input.provider === "simulated" && providers.simulated) {
    const refund = await providers.simulated.refund({
      reference: input.chargeRef,
      amountCents: input.amountCents,
      idempotencyKey: input.idempotencyKey,
    });
    return refund.reference;
  }
  // The cash goes back across the window: the refund's own reference records it.
  if (input.provider === "cash") return `cash-refund:${input.idempotencyKey}`;
  throw new Error(`provider ${input.provider} cannot refund on its own`);
}

export interface RefundInput {
  orderId: string;
  /** Seats to give back; all of the order's when absent. */
  seatIds?: readonly string[];
  /** Why (`event_cancelled`, `admin`, ...), kept on the ledger row. */
  reason: string;
}

export type RefundOutcome = {
  order: OrderRow;
  /** Seats returned to sale. */
  seatIds: string[];
  amountCents: number;
  /** The refund owed through the provider, if money was paid; made at once where possible. */
  refund: LedgerRow | null;
  refunded: boolean;
};

/**
 * Gives back a paid (or complimentary) order in whole or in part: in one transaction, the order
 * is locked, the seats' claims become refunded (so the seats return to sale), the order counts
 * the amount, and the refund owed is written to the ledger; then the refund is made through the
 * provider that took the money. Null when there was nothing left to refund.
 */
export async function refundOrder(
  deps: SettlementDeps,
  input: RefundInput,
  inTransaction?: (trx: Transaction<DB>, outcome: Omit<RefundOutcome, "refunded">) => Promise<void>,
): Promise<RefundOutcome | null> {
  const at = nowIso(deps.now);
  const outcome = await deps.db.transaction().execute(async (trx) => {
    const order = await lockOrder(trx, input.orderId);
    if (!order || (order.status !== "paid" && order.status !== "complimentary")) return null;
    const { seats, amountCents } = await refundOrderSeats(trx, order, input.seatIds ?? null, at);
    if (seats.length === 0 && amountCents === 0) return null;
    // Tickets the door admitted before this refund took them: flagged for an admin, once each.
    await flagAdmittedRefunds(trx, { order, seatIds: seats.map((s) => s.seat_id), at });
    const refund =
      order.status === "paid" && order.provider && order.provider_ref
        ? await oweRefund(trx, {
            orderId: order.id,
            provider: order.provider,
            chargeRef: order.provider_ref,
            amountCents,
            currency: order.currency,
            reason: input.reason,
            at,
          })
        : null;
    const result = { order, seatIds: seats.map((s) => s.seat_id), amountCents, refund };
    await inTransaction?.(trx, result);
    // Seats claimed again in this transaction (offered to the waitlist) show held, not free.
    const reheld =
      order.event_id && result.seatIds.length > 0 ? await findHeldClaimsOn(trx, order.event_id, result.seatIds) : [];
    return { ...result, reheld };
  });
  if (!outcome) return null;
  const { reheld, ...refundOutcome } = outcome;
  const taken = new Set(reheld.map((r) => r.seat_id));
  publishSeatChanges(deps, {
    eventId: outcome.order.event_id,
    byUserId: outcome.order.user_id,
    seats: outcome.seatIds.filter((id) => !taken.has(id)).map((id) => [id, "available"] as const),
  });
  for (const hold of reheld) {
    publishSeatChanges(deps, {
      eventId: outcome.order.event_id,
      byUserId: hold.user_id,
      seats: [[hold.seat_id, "held"]],
      holdExpiresAt: hold.expires_at,
    });
  }
  const refunded = outcome.refund ? await makeRefund(deps, outcome.refund) : true;
  return { ...refundOutcome, refunded };
}

export interface AmountRefundOutcome {
  order: OrderRow;
  /** What was given back: the amount asked for, capped at what is left of the payment; 0 if nothing was paid. */
  amountCents: number;
  refund: LedgerRow | null;
}

/**
 * Gives back part of a paid order by amount, its seats (if any) untouched — a rental repriced
 * lower. In one transaction the order is locked first, the order counts the amount and the refund
 * owed is written to the ledger; `inTransaction` runs in it whatever the amount (so what the
 * refund pays for commits with it or not at all); then the refund is made through the provider
 * that took the money. An order that is not paid (or has nothing left) refunds nothing.
 */
export async function refundOrderAmount(
  deps: SettlementDeps,
  input: { orderId: string; amountCents: number; reason: string },
  inTransaction?: (trx: Transaction<DB>, outcome: AmountRefundOutcome | null) => Promise<void>,
): Promise<(AmountRefundOutcome & { refunded: boolean }) | null> {
  const at = nowIso(deps.now);
  const outcome = await deps.db.transaction().execute(async (trx) => {
    const order = await lockOrder(trx, input.orderId);
    if (!order) {
      await inTransaction?.(trx, null);
      return null;
    }
    const left = order.total_cents - order.refunded_cents;
    const refundable = order.status === "paid" && order.provider && order.provider_ref;
    const amountCents = refundable ? Math.max(0, Math.min(Math.trunc(input.amountCents), left)) : 0;
    let refund: LedgerRow | null = null;
    if (amountCents > 0 && order.provider && order.provider_ref) {
      // The order stays paid (what it bought stands); it counts what was given back.
      await trx
        .updateTable("orders")
        .set({ refunded_cents: order.refunded_cents + amountCents, updated_at: at })
        .where("id", "=", order.id)
        .execute();
      refund = await oweRefund(trx, {
        orderId: order.id,
        provider: order.provider,
        chargeRef: order.provider_ref,
        amountCents,
        currency: order.currency,
        reason: input.reason,
        at,
      });
    }
    const result: AmountRefundOutcome = { order, amountCents, refund };
    await inTransaction?.(trx, result);
    return result;
  });
  if (!outcome) return null;
  const refunded = outcome.refund ? await makeRefund(deps, outcome.refund) : true;
  return { ...outcome, refunded };
}

/**
 * Owed refunds that were not made at once (the provider was unreachable, the process stopped):
 * tried again until made. Safe to run on every instance at once: the provider's idempotency key
 * and the conditional settle make each refund happen once.
 */
export async function retryOwedRefunds(deps: SettlementDeps): Promise<number> {
  const providers = (["stripe", "simulated", "cash"] as const).filter((p) => refundsAutomatically(deps.providers, p));
  let made = 0;
  for (const row of await pendingProviderRefunds(deps.db, [...providers])) {
    if (await makeRefund(deps, row)) made += 1;
  }
  return made;
}
