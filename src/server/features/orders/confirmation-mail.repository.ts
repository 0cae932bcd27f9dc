import type { Kysely } from "kysely";
import type { DB } from "#server/db/schema";

/** What the confirmation mail needs of an order: its event and the buyer's address and name. */
export function findOrderForConfirmation(db: Kysely<DB>, orderId: string) {
  return db
    .selectFrom("orders")
    .innerJoin("events", "events.id", "orders.event_id")
    .innerJoin("profiles", "profiles.id", "orders.user_id")
    .select([
      "orders.id",
      "orders.kind",
      "orders.status",
      "orders.total_cents",
      "orders.currency",
      "orders.provider",
      "orders.details",
      "events.title",
      "events.event_date",
      "events.venue",
      "events.rental_hours",
      "profiles.email",
      "profiles.full_name",
    ])
    .where("orders.id", "=", orderId)
    .executeTakeFirst();
}

export function findOrderDetails(db: Kysely<DB>, orderId: string) {
  return db.selectFrom("orders").select("details").where("id", "=", orderId).executeTakeFirst();
}

export function setOrderDetails(db: Kysely<DB>, orderId: string, details: string) {
  return db.updateTable("orders").set({ details }).where("id", "=", orderId).execute();
}
