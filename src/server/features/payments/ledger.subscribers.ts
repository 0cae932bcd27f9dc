import type { Transaction } from "kysely";
import type { DB } from "#server/db/schema";
import { AlreadySettled } from "#server/features/orders";
import { nowIso } from "#server/platform/clock";
import type { OrderEventMap, OrderEvents, Payment } from "#server/platform/order-events";
import { findMovement, type LedgerRow, recordMovement } from "./ledger.repository";
import { makeRefund, oweRefund } from "./owed-refunds.service";
import type { SettlementDeps } from "./settlement.service";

/**
 * The ledger's part in settling a payment: every charge a provider confirms is a ledger row
 * written in the transaction that settles its order, once per provider reference. Applied when
 * the order turned paid; otherwise flagged with the reason, with the refund of the whole amount
 * owed in the same transaction and made once it committed, where the provider allows. So money
 * that cannot be applied is never only logged.
 */
export function subscribeLedger(events: OrderEvents, deps: Omit<SettlementDeps, "now">): void {
  /** Refunds owed by unapplied payments, from their transaction to the after-commit step. */
  const owed = new WeakMap<OrderEventMap["payment.unapplied"], LedgerRow>();

  events.inTransaction("order.paid", async (trx, { order, payment }) => {
    await recordCharge(trx, payment, { orderId: order.id, problem: null, at: order.paid_at ?? nowIso() });
  });

  events.inTransaction("payment.unapplied", async (trx, unapplied) => {
    const { order, payment, problem, at } = unapplied;
    await recordCharge(trx, payment, { orderId: order?.id ?? null, problem, at });
    const refund = await oweRefund(trx, {
      orderId: order?.id ?? null,
      provider: payment.provider,
      chargeRef: payment.providerRef,
      amountCents: payment.amountCents,
      currency: payment.currency,
      reason: problem,
      at,
    });
    if (refund) owed.set(unapplied, refund);
  });

  events.afterCommit("payment.unapplied", async (unapplied) => {
    deps.logger.warn("payment flagged for an admin", {
      orderId: unapplied.payment.orderId,
      provider: unapplied.payment.provider,
      reason: unapplied.problem,
    });
    const refund = owed.get(unapplied);
    if (refund) await makeRefund({ ...deps, now: new Date() }, refund);
  });
}

/**
 * The charge's ledger row. A reference already recorded (the provider sent it again) ends the
 * settlement as a duplicate: checked under the order's lock before writing, since a failed insert
 * would end a PostgreSQL transaction.
 */
async function recordCharge(
  trx: Transaction<DB>,
  payment: Payment,
  row: { orderId: string | null; problem: string | null; at: string },
): Promise<void> {
  if (await findMovement(trx, payment.provider, "charge", payment.providerRef)) throw new AlreadySettled();
  const charge = await recordMovement(trx, {
    order_id: row.orderId,
    provider: payment.provider,
    kind: "charge",
    provider_ref: payment.providerRef,
    amount_cents: payment.amountCents,
    currency: payment.currency.toUpperCase(),
    state: row.problem ? "flagged" : "applied",
    reason: row.problem,
    created_at: row.at,
  });
  if (charge.duplicate) throw new AlreadySettled();
}
