import type { Kysely } from "kysely";
import type { DB } from "#server/db/schema";

/** The window's reads: an order's event, an operator, and one operator's shift. */

export function findEventTitle(db: Kysely<DB>, eventId: string) {
  return db
    .selectFrom("events")
    .select(["title", "title_es", "event_date"])
    .where("id", "=", eventId)
    .executeTakeFirst();
}

export function findOperator(db: Kysely<DB>, userId: string) {
  return db.selectFrom("profiles").select(["id", "full_name", "email"]).where("id", "=", userId).executeTakeFirst();
}

/** The window orders an operator sold (paid) in [from, to), with their tickets and those refunded. */
export function shiftSales(db: Kysely<DB>, input: { operatorId: string; from: string; to: string }) {
  return db
    .selectFrom("orders")
    .innerJoin("events", "events.id", "orders.event_id")
    .select((eb) => [
      "orders.id",
      "orders.paid_at",
      "orders.payment_method",
      "orders.total_cents",
      "orders.refunded_cents",
      "events.title",
      "events.title_es",
      eb
        .selectFrom("bookings")
        .select((b) => b.fn.countAll<number>().as("n"))
        .whereRef("bookings.order_id", "=", "orders.id")
        .as("tickets"),
      eb
        .selectFrom("bookings")
        .select((b) => b.fn.countAll<number>().as("n"))
        .whereRef("bookings.order_id", "=", "orders.id")
        .where("bookings.payment_status", "in", ["refunded", "void"])
        .as("tickets_refunded"),
    ])
    .where("orders.channel", "=", "window")
    .where("orders.operator_id", "=", input.operatorId)
    .where("orders.paid_at", "is not", null)
    .where("orders.paid_at", ">=", input.from)
    .where("orders.paid_at", "<", input.to)
    .orderBy("orders.paid_at")
    .execute();
}

/**
 * The ledger rows of an operator's window orders made in [from, to): charges applied and refunds
 * owed or made (a refund is counted when it is decided; a pending one is still money owed back).
 */
export function shiftLedger(db: Kysely<DB>, input: { operatorId: string; from: string; to: string }) {
  return db
    .selectFrom("payment_ledger")
    .innerJoin("orders", "orders.id", "payment_ledger.order_id")
    .select([
      "payment_ledger.order_id",
      "payment_ledger.provider",
      "payment_ledger.kind",
      "payment_ledger.amount_cents",
      "payment_ledger.state",
    ])
    .where("orders.channel", "=", "window")
    .where("orders.operator_id", "=", input.operatorId)
    .where("payment_ledger.created_at", ">=", input.from)
    .where("payment_ledger.created_at", "<", input.to)
    .where((eb) =>
      eb.or([
        eb.and([eb("payment_ledger.kind", "=", "charge"), eb("payment_ledger.state", "=", "applied")]),
        eb.and([eb("payment_ledger.kind", "=", "refund"), eb("payment_ledger.state", "in", ["pending", "settled"])]),
      ]),
    )
    .orderBy("payment_ledger.id")
    .execute();
}
