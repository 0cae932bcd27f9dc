import { type Kysely, type Migration, SqliteAdapter, sql } from "kysely";

/**
 * The on-sale waiting room.
 *
 * - Events carry their queue's settings (the on-sale time, the admission rate, the cap on active
 *   shoppers, the pause) and its progress, changed only under the queue's lock: when the pre-queue
 *   was drawn, the last place given, the place admitted up to, and the admission credit with the
 *   time of the last admission step.
 * - `queue_entries`: one place per account and event. `seq` is the arrival order; `line` the place
 *   (the drawn position for the pre-queue, the next number for later arrivals), unique per event.
 * - `queue_challenges`: proof-of-work challenges already used, kept until they expire, so a proof
 *   is accepted once across every instance.
 */
export const onsale: Migration = {
  async up(db: Kysely<unknown>) {
    const sqlite = db.getExecutor().adapter instanceof SqliteAdapter;

    await db.schema.alterTable("events").addColumn("on_sale_at", "text").execute();
    await db.schema
      .alterTable("events")
      .addColumn("queue_admit_per_minute", "integer", (c) => c.check(sql`queue_admit_per_minute between 1 and 100000`))
      .execute();
    await db.schema
      .alterTable("events")
      .addColumn("queue_max_active", "integer", (c) => c.check(sql`queue_max_active between 1 and 100000`))
      .execute();
    await db.schema
      .alterTable("events")
      .addColumn("queue_paused", "integer", (c) => c.notNull().defaultTo(0).check(sql`queue_paused in (0, 1)`))
      .execute();
    await db.schema.alterTable("events").addColumn("queue_drawn_at", "text").execute();
    await db.schema
      .alterTable("events")
      .addColumn("queue_last_line", "integer", (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema
      .alterTable("events")
      .addColumn("queue_admitted_line", "integer", (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema
      .alterTable("events")
      .addColumn("queue_admit_credit", "double precision", (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema.alterTable("events").addColumn("queue_step_at", "text").execute();

    await db.schema
      .createTable("queue_entries")
      .addColumn("seq", "integer", (c) =>
        sqlite ? c.primaryKey().autoIncrement() : c.primaryKey().generatedAlwaysAsIdentity(),
      )
      .addColumn("event_id", "text", (c) => c.notNull().references("events.id").onDelete("cascade"))
      .addColumn("user_id", "text", (c) => c.notNull().references("profiles.id").onDelete("cascade"))
      .addColumn("address_hash", "text", (c) => c.notNull())
      .addColumn("pre_queue", "integer", (c) => c.notNull().check(sql`pre_queue in (0, 1)`))
      .addColumn("line", "integer")
      .addColumn("joined_at", "text", (c) => c.notNull())
      .addColumn("admitted_at", "text")
      .addColumn("admission_expires_at", "text")
      .addColumn("ended_at", "text")
      .addUniqueConstraint("queue_entries_one_per_account", ["event_id", "user_id"])
      .addUniqueConstraint("queue_entries_one_per_place", ["event_id", "line"])
      .execute();
    await db.schema
      .createIndex("queue_entries_address")
      .on("queue_entries")
      .columns(["event_id", "address_hash"])
      .execute();
    await db.schema
      .createIndex("queue_entries_admission")
      .on("queue_entries")
      .columns(["event_id", "admission_expires_at"])
      .execute();
    await db.schema
      .createIndex("queue_entries_admitted_at")
      .on("queue_entries")
      .columns(["event_id", "admitted_at"])
      .execute();

    await db.schema
      .createTable("queue_challenges")
      .addColumn("signature", "text", (c) => c.primaryKey())
      .addColumn("expires_at", "text", (c) => c.notNull())
      .execute();
    await db.schema.createIndex("queue_challenges_expiry").on("queue_challenges").column("expires_at").execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema.dropTable("queue_challenges").execute();
    await db.schema.dropTable("queue_entries").execute();
    for (const column of [
      "queue_step_at",
      "queue_admit_credit",
      "queue_admitted_line",
      "queue_last_line",
      "queue_drawn_at",
      "queue_paused",
      "queue_max_active",
      "queue_admit_per_minute",
      "on_sale_at",
    ]) {
      await db.schema.alterTable("events").dropColumn(column).execute();
    }
  },
};
