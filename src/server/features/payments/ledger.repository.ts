import type { Insertable, Kysely, Selectable, Transaction } from "kysely";
import { isUniqueViolation } from "#server/db/errors";
import type { DB, LedgerKind, LedgerState, PaymentLedgerTable } from "#server/db/schema";

export type LedgerRow = Selectable<PaymentLedgerTable>;

/**
 * The payment ledger: every charge, refund, reversal and dispute, one row each, never deleted.
 * A provider's movement is recorded once: `(provider, kind, provider_ref)` is unique, so a
 * replayed notification finds its row instead of adding another.
 */
export async function recordMovement(
  trx: Transaction<DB> | Kysely<DB>,
  row: Omit<Insertable<PaymentLedgerTable>, "id">,
): Promise<{ row: LedgerRow; duplicate: boolean }> {
  try {
    const inserted = await trx.insertInto("payment_ledger").values(row).returningAll().executeTakeFirstOrThrow();
    return { row: inserted, duplicate: false };
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const existing = await findMovement(trx, row.provider, row.kind, row.provider_ref);
    if (!existing) throw error;
    return { row: existing, duplicate: true };
  }
}

export function findMovement(db: Kysely<DB>, provider: string, kind: LedgerKind, providerRef: string) {
  return db
    .selectFrom("payment_ledger")
    .selectAll()
    .where("provider", "=", provider)
    .where("kind", "=", kind)
    .where("provider_ref", "=", providerRef)
    .executeTakeFirst();
}

/** Marks a flagged or pending row dealt with; the amount and the movement never change. */
export async function settleMovement(
  db: Kysely<DB>,
  id: number,
  change: { settledAt: string; settledBy: string | null; providerRef?: string; from: LedgerState[] },
): Promise<boolean> {
  const result = await db
    .updateTable("payment_ledger")
    .set({
      state: "settled",
      settled_at: change.settledAt,
      settled_by: change.settledBy,
      ...(change.providerRef ? { provider_ref: change.providerRef } : {}),
    })
    .where("id", "=", id)
    .where("state", "in", change.from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export function movementsOfOrder(db: Kysely<DB>, orderId: string) {
  return db.selectFrom("payment_ledger").selectAll().where("order_id", "=", orderId).orderBy("id").execute();
}

/** What admins must act on: money that could not be applied, and refunds owed but not yet made. */
export function openExceptions(db: Kysely<DB>, limit = 200) {
  return db
    .selectFrom("payment_ledger")
    .leftJoin("orders", "orders.id", "payment_ledger.order_id")
    .leftJoin("profiles", "profiles.id", "orders.user_id")
    .select([
      "payment_ledger.id",
      "payment_ledger.order_id",
      "payment_ledger.provider",
      "payment_ledger.kind",
      "payment_ledger.provider_ref",
      "payment_ledger.amount_cents",
      "payment_ledger.currency",
      "payment_ledger.state",
      "payment_ledger.reason",
      "payment_ledger.created_at",
      "orders.event_id",
      "profiles.email as buyer_email",
    ])
    .where("payment_ledger.state", "in", ["flagged", "pending"])
    .orderBy("payment_ledger.id", "desc")
    .limit(limit)
    .execute();
}

/** Refunds a worker may (re)try on its own: owed, through a provider that has a refund call. */
export function pendingProviderRefunds(db: Kysely<DB>, providers: string[], limit = 50) {
  if (providers.length === 0) return Promise.resolve([]);
  return db
    .selectFrom("payment_ledger")
    .selectAll()
    .where("kind", "=", "refund")
    .where("state", "=", "pending")
    .where("provider", "in", providers)
    .orderBy("id")
    .limit(limit)
    .execute();
}

/** Reasons of refunds that give back a payment no order took (the payment was flagged instead). */
const UNAPPLIED_PAYMENT_REASONS = ["unknown_order", "already_paid", "hold_lapsed", "amount_mismatch"];

/**
 * Money given back on the bought ticket orders (paid, complimentary, refunded afterwards) of some
 * events, one row per movement, as the sales dashboard counts refunds: refunds the site owed or
 * made and refunds or reversals the provider made on its own. Not counted: disputes (contested,
 * waiting for an admin) and refunds of payments no order took, which were never sales.
 */
export function ticketRefundsOfEvents(db: Kysely<DB>, eventIds: readonly string[]) {
  if (eventIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom("payment_ledger")
    .innerJoin("orders", "orders.id", "payment_ledger.order_id")
    .select(["orders.event_id", "payment_ledger.amount_cents", "payment_ledger.created_at"])
    .where("orders.event_id", "in", eventIds)
    .where("orders.kind", "=", "tickets")
    .where("orders.status", "in", ["paid", "complimentary", "refunded"])
    .where("payment_ledger.kind", "in", ["refund", "reversal"])
    .where("payment_ledger.state", "!=", "flagged")
    .where((eb) =>
      eb.or([
        eb("payment_ledger.reason", "is", null),
        eb("payment_ledger.reason", "not in", UNAPPLIED_PAYMENT_REASONS),
      ]),
    )
    .orderBy("payment_ledger.created_at")
    .execute();
}
