import { type Kysely, type Migration, sql } from "kysely";

/**
 * All-in prices, sale codes and house seats.
 *
 * - Each booking keeps its price line as it was charged: the list price, the discount, the service
 *   fee and the tax (`total_amount_cents` stays the line's total, what the buyer paid for the seat),
 *   so a later change of the fee or tax settings changes no past order. Existing bookings were
 *   sold without fee or tax: their list price is their total.
 * - `sale_codes`: an event's presale and promo codes; `sale_code_uses`: one row per order that used
 *   a code (the order id is unique: a use is counted once).
 * - `house_seats`: seats an admin holds back from sale, with the reason.
 */
export const pricing: Migration = {
  async up(db: Kysely<unknown>) {
    for (const column of ["list_cents", "discount_cents", "fee_cents", "tax_cents"]) {
      await db.schema
        .alterTable("bookings")
        .addColumn(column, "integer", (c) => c.notNull().defaultTo(0))
        .execute();
    }
    await sql`update bookings set list_cents = total_amount_cents`.execute(db);

    await db.schema
      .createTable("sale_codes")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("event_id", "text", (c) => c.notNull().references("events.id"))
      .addColumn("code", "text", (c) => c.notNull())
      .addColumn("kind", "text", (c) => c.notNull())
      .addColumn("discount_kind", "text")
      .addColumn("discount_value", "integer", (c) => c.notNull().defaultTo(0))
      /** JSON array of section keys; null: every section. */
      .addColumn("sections", "text")
      .addColumn("max_uses", "integer")
      .addColumn("max_per_account", "integer")
      .addColumn("starts_at", "text")
      .addColumn("ends_at", "text")
      .addColumn("created_by", "text", (c) => c.references("profiles.id").onDelete("set null"))
      .addColumn("created_at", "text", (c) => c.notNull())
      .addColumn("disabled_at", "text")
      .addCheckConstraint("sale_codes_kind", sql`kind in ('presale', 'promo')`)
      .addCheckConstraint(
        "sale_codes_discount_kind",
        sql`discount_kind is null or discount_kind in ('percent', 'amount')`,
      )
      .addCheckConstraint("sale_codes_discount_value", sql`discount_value >= 0`)
      .execute();
    await sql`create unique index sale_codes_event_code on sale_codes (event_id, code)`.execute(db);

    await db.schema
      .createTable("sale_code_uses")
      .addColumn("order_id", "text", (c) => c.primaryKey().references("orders.id"))
      .addColumn("code_id", "text", (c) => c.notNull().references("sale_codes.id"))
      .addColumn("user_id", "text", (c) => c.notNull())
      .addColumn("created_at", "text", (c) => c.notNull())
      .execute();
    await db.schema.createIndex("sale_code_uses_code").on("sale_code_uses").columns(["code_id", "user_id"]).execute();

    await db.schema
      .createTable("house_seats")
      .addColumn("seat_id", "text", (c) => c.primaryKey())
      .addColumn("event_id", "text", (c) => c.notNull().references("events.id").onDelete("cascade"))
      .addColumn("reason", "text", (c) => c.notNull())
      .addColumn("created_by", "text", (c) => c.references("profiles.id").onDelete("set null"))
      .addColumn("created_at", "text", (c) => c.notNull())
      .execute();
    await db.schema.createIndex("house_seats_event").on("house_seats").column("event_id").execute();
  },
  async down() {
    throw new Error("0020-pricing cannot be undone: bookings keep the price lines they were charged");
  },
};
