import { type ColumnDataType, type Kysely, type Migration, SqliteAdapter, sql } from "kysely";

/**
 * Every table of the product. Written once for both dialects; the only differences are the
 * native date and boolean types of the better-auth tables and the auto-increment key.
 */
export const initial: Migration = {
  async up(db: Kysely<unknown>) {
    const sqlite = db.getExecutor().adapter instanceof SqliteAdapter;
    const authDate: ColumnDataType = sqlite ? "text" : "timestamptz";
    const authBool: ColumnDataType = sqlite ? "integer" : "boolean";

    // --- Accounts (better-auth's models, mapped to our names) -------------------------------
    await db.schema
      .createTable("profiles")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("email", "text", (c) => c.notNull().unique())
      .addColumn("full_name", "text", (c) => c.notNull().defaultTo(""))
      .addColumn("email_verified", authBool, (c) => c.notNull().defaultTo(sqlite ? 0 : false))
      .addColumn("image", "text")
      .addColumn("created_at", authDate, (c) => c.notNull())
      .addColumn("updated_at", authDate, (c) => c.notNull())
      .execute();

    await db.schema
      .createTable("sessions")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("user_id", "text", (c) => c.notNull().references("profiles.id").onDelete("cascade"))
      .addColumn("token", "text", (c) => c.notNull().unique())
      .addColumn("expires_at", authDate, (c) => c.notNull())
      .addColumn("ip_address", "text")
      .addColumn("user_agent", "text")
      .addColumn("created_at", authDate, (c) => c.notNull())
      .addColumn("updated_at", authDate, (c) => c.notNull())
      .execute();
    await db.schema.createIndex("sessions_user_id").on("sessions").column("user_id").execute();

    await db.schema
      .createTable("accounts")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("user_id", "text", (c) => c.notNull().references("profiles.id").onDelete("cascade"))
      .addColumn("account_id", "text", (c) => c.notNull())
      .addColumn("provider_id", "text", (c) => c.notNull())
      .addColumn("access_token", "text")
      .addColumn("refresh_token", "text")
      .addColumn("id_token", "text")
      .addColumn("access_token_expires_at", authDate)
      .addColumn("refresh_token_expires_at", authDate)
      .addColumn("scope", "text")
      .addColumn("password", "text")
      .addColumn("created_at", authDate, (c) => c.notNull())
      .addColumn("updated_at", authDate, (c) => c.notNull())
      .execute();
    await db.schema.createIndex("accounts_user_id").on("accounts").column("user_id").execute();

    await db.schema
      .createTable("verifications")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("identifier", "text", (c) => c.notNull())
      .addColumn("value", "text", (c) => c.notNull())
      .addColumn("expires_at", authDate, (c) => c.notNull())
      .addColumn("created_at", authDate, (c) => c.notNull())
      .addColumn("updated_at", authDate, (c) => c.notNull())
      .execute();
    await db.schema.createIndex("verifications_identifier").on("verifications").column("identifier").execute();

    await db.schema
      .createTable("user_roles")
      .addColumn("user_id", "text", (c) => c.notNull().references("profiles.id").onDelete("cascade"))
      .addColumn("role", "text", (c) => c.notNull())
      .addColumn("created_at", "text", (c) => c.notNull())
      .addPrimaryKeyConstraint("user_roles_pk", ["user_id", "role"])
      .addCheckConstraint("user_roles_role", sql`role in ('admin', 'event_manager')`)
      .execute();

    // --- Events, seats, orders, bookings --------------------------------------------------
    await db.schema
      .createTable("events")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("title", "text", (c) => c.notNull())
      .addColumn("description", "text", (c) => c.notNull().defaultTo(""))
      .addColumn("event_date", "text", (c) => c.notNull())
      .addColumn("venue", "text", (c) => c.notNull())
      .addColumn("image_url", "text")
      .addColumn("layout", "text", (c) => c.notNull().defaultTo("traditional"))
      .addColumn("rental_hours", "integer")
      .addColumn("created_by", "text", (c) => c.references("profiles.id").onDelete("set null"))
      .addColumn("approval_status", "text", (c) => c.notNull().defaultTo("pending"))
      .addColumn("approved_by", "text", (c) => c.references("profiles.id").onDelete("set null"))
      .addColumn("approved_at", "text")
      .addColumn("created_at", "text", (c) => c.notNull())
      .addColumn("updated_at", "text", (c) => c.notNull())
      .addCheckConstraint("events_approval_status", sql`approval_status in ('pending', 'approved', 'rejected')`)
      .execute();
    await db.schema.createIndex("events_status_date").on("events").columns(["approval_status", "event_date"]).execute();
    await db.schema.createIndex("events_created_by").on("events").column("created_by").execute();

    await db.schema
      .createTable("seats")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("event_id", "text", (c) => c.notNull().references("events.id").onDelete("cascade"))
      .addColumn("section", "text", (c) => c.notNull())
      .addColumn("row_number", "integer", (c) => c.notNull())
      .addColumn("seat_number", "integer", (c) => c.notNull())
      .addColumn("price_cents", "integer", (c) => c.notNull())
      .addUniqueConstraint("seats_position", ["event_id", "section", "row_number", "seat_number"])
      .addCheckConstraint("seats_price", sql`price_cents >= 0`)
      .execute();

    await db.schema
      .createTable("orders")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("user_id", "text", (c) => c.notNull().references("profiles.id"))
      .addColumn("event_id", "text", (c) => c.references("events.id").onDelete("cascade"))
      .addColumn("kind", "text", (c) => c.notNull())
      .addColumn("status", "text", (c) => c.notNull())
      .addColumn("total_cents", "integer", (c) => c.notNull())
      .addColumn("currency", "text", (c) => c.notNull().defaultTo("USD"))
      .addColumn("provider", "text")
      .addColumn("provider_ref", "text")
      .addColumn("details", "text")
      .addColumn("expires_at", "text")
      .addColumn("paid_at", "text")
      .addColumn("created_at", "text", (c) => c.notNull())
      .addColumn("updated_at", "text", (c) => c.notNull())
      .addCheckConstraint("orders_kind", sql`kind in ('tickets', 'venue_rental')`)
      .addCheckConstraint("orders_status", sql`status in ('held', 'paid', 'complimentary', 'expired', 'cancelled')`)
      .addCheckConstraint("orders_total", sql`total_cents >= 0`)
      .execute();
    await db.schema.createIndex("orders_user").on("orders").columns(["user_id", "created_at"]).execute();
    await db.schema.createIndex("orders_held_expiry").on("orders").columns(["status", "expires_at"]).execute();
    // A provider's transaction confirms one order at most (idempotent notifications).
    await sql`create unique index orders_provider_ref on orders (provider, provider_ref) where provider_ref is not null`.execute(
      db,
    );

    await db.schema
      .createTable("bookings")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("order_id", "text", (c) => c.notNull().references("orders.id").onDelete("cascade"))
      .addColumn("user_id", "text", (c) => c.notNull().references("profiles.id"))
      .addColumn("seat_id", "text", (c) => c.notNull().references("seats.id").onDelete("cascade"))
      .addColumn("event_id", "text", (c) => c.notNull().references("events.id").onDelete("cascade"))
      .addColumn("total_amount_cents", "integer", (c) => c.notNull())
      .addColumn("payment_status", "text", (c) => c.notNull())
      .addColumn("user_email", "text", (c) => c.notNull())
      .addColumn("user_name", "text", (c) => c.notNull())
      .addColumn("booking_date", "text", (c) => c.notNull())
      .addCheckConstraint(
        "bookings_payment_status",
        sql`payment_status in ('held', 'completed', 'complimentary', 'released')`,
      )
      .execute();
    // The invariant: one live claim per seat. Held, paid and complimentary claims all count.
    await sql`create unique index bookings_one_live_claim_per_seat on bookings (event_id, seat_id)
      where payment_status in ('held', 'completed', 'complimentary')`.execute(db);
    await db.schema.createIndex("bookings_order").on("bookings").column("order_id").execute();
    await db.schema.createIndex("bookings_user").on("bookings").columns(["user_id", "booking_date"]).execute();
    await db.schema
      .createIndex("bookings_event_status")
      .on("bookings")
      .columns(["event_id", "payment_status"])
      .execute();

    // --- Visitor services --------------------------------------------------------------
    await db.schema
      .createTable("tour_bookings")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("user_id", "text", (c) => c.notNull().references("profiles.id").onDelete("cascade"))
      .addColumn("user_email", "text", (c) => c.notNull())
      .addColumn("user_name", "text", (c) => c.notNull())
      .addColumn("tour_date", "text", (c) => c.notNull())
      .addColumn("status", "text", (c) => c.notNull().defaultTo("confirmed"))
      .addColumn("created_at", "text", (c) => c.notNull())
      .addCheckConstraint("tour_bookings_status", sql`status in ('confirmed', 'cancelled')`)
      .execute();
    await db.schema.createIndex("tour_bookings_date").on("tour_bookings").columns(["tour_date", "status"]).execute();
    await db.schema.createIndex("tour_bookings_user").on("tour_bookings").column("user_id").execute();

    await db.schema
      .createTable("feedback")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("email", "text", (c) => c.notNull())
      .addColumn("feedback", "text", (c) => c.notNull())
      .addColumn("created_at", "text", (c) => c.notNull())
      .execute();
    await db.schema.createIndex("feedback_created").on("feedback").column("created_at").execute();

    await db.schema
      .createTable("inquiries")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("name", "text", (c) => c.notNull())
      .addColumn("email", "text", (c) => c.notNull())
      .addColumn("phone", "text", (c) => c.notNull())
      .addColumn("organization", "text")
      .addColumn("event_type", "text", (c) => c.notNull())
      .addColumn("event_date", "text")
      .addColumn("expected_attendees", "integer")
      .addColumn("event_description", "text")
      .addColumn("additional_services", "text", (c) => c.notNull().defaultTo("[]"))
      .addColumn("created_at", "text", (c) => c.notNull())
      .execute();
    await db.schema.createIndex("inquiries_created").on("inquiries").column("created_at").execute();

    await db.schema
      .createTable("contact_messages")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("name", "text", (c) => c.notNull())
      .addColumn("email", "text", (c) => c.notNull())
      .addColumn("phone", "text")
      .addColumn("subject", "text", (c) => c.notNull())
      .addColumn("message", "text", (c) => c.notNull())
      .addColumn("created_at", "text", (c) => c.notNull())
      .execute();
    await db.schema.createIndex("contact_messages_created").on("contact_messages").column("created_at").execute();

    await db.schema
      .createTable("newsletter_subscribers")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("name", "text", (c) => c.notNull())
      .addColumn("email", "text", (c) => c.notNull().unique())
      .addColumn("interests", "text")
      .addColumn("unsubscribe_token", "text", (c) => c.notNull().unique())
      .addColumn("subscribed_at", "text", (c) => c.notNull())
      .addColumn("unsubscribed_at", "text")
      .execute();

    // --- Platform --------------------------------------------------------------------------
    await db.schema
      .createTable("mail_outbox")
      .addColumn("id", "integer", (c) =>
        sqlite ? c.primaryKey().autoIncrement() : c.primaryKey().generatedAlwaysAsIdentity(),
      )
      .addColumn("to_address", "text", (c) => c.notNull())
      .addColumn("subject", "text", (c) => c.notNull())
      .addColumn("text_body", "text", (c) => c.notNull())
      .addColumn("html_body", "text")
      .addColumn("attachments", "text")
      .addColumn("status", "text", (c) => c.notNull())
      .addColumn("created_at", "text", (c) => c.notNull())
      .addColumn("sent_at", "text")
      .addCheckConstraint("mail_outbox_status", sql`status in ('queued', 'sent', 'failed', 'logged')`)
      .execute();
    await db.schema.createIndex("mail_outbox_to").on("mail_outbox").columns(["to_address", "created_at"]).execute();

    await db.schema
      .createTable("media")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("owner_id", "text", (c) => c.notNull().references("profiles.id"))
      .addColumn("storage_key", "text", (c) => c.notNull().unique())
      .addColumn("content_type", "text", (c) => c.notNull())
      .addColumn("width", "integer", (c) => c.notNull())
      .addColumn("bytes", "integer", (c) => c.notNull())
      .addColumn("created_at", "text", (c) => c.notNull())
      .execute();
  },

  async down(db: Kysely<unknown>) {
    const tables = [
      "media",
      "mail_outbox",
      "newsletter_subscribers",
      "contact_messages",
      "inquiries",
      "feedback",
      "tour_bookings",
      "bookings",
      "orders",
      "seats",
      "events",
      "user_roles",
      "verifications",
      "accounts",
      "sessions",
      "profiles",
    ];
    for (const table of tables) await db.schema.dropTable(table).ifExists().execute();
  },
};
