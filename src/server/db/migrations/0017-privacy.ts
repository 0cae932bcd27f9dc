import { type Kysely, type Migration, sql } from "kysely";

/**
 * People's data:
 * - `events.id_checks`: the venue checks photo ID at this event's door, so the scanner is given the
 *   holders' names (off by default: the door gets seats and versions only);
 * - newsletter double opt-in: a sign-up waits (`confirmed_at` null) until the link mailed with
 *   `confirm_token` is followed; everyone already subscribed stays confirmed;
 * - `mail_outbox.headers`: extra headers of a mail (JSON), such as a newsletter's one-click
 *   unsubscribe.
 */
export const privacy: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable("events")
      .addColumn("id_checks", "integer", (col) => col.notNull().defaultTo(0))
      .execute();
    await db.schema.alterTable("newsletter_subscribers").addColumn("confirmed_at", "text").execute();
    await db.schema.alterTable("newsletter_subscribers").addColumn("confirm_token", "text").execute();
    await sql`update newsletter_subscribers set confirmed_at = subscribed_at`.execute(db);
    await db.schema
      .createIndex("newsletter_subscribers_confirm_token")
      .on("newsletter_subscribers")
      .column("confirm_token")
      .unique()
      .execute();
    await db.schema.alterTable("mail_outbox").addColumn("headers", "text").execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable("mail_outbox").dropColumn("headers").execute();
    await db.schema.dropIndex("newsletter_subscribers_confirm_token").execute();
    await db.schema.alterTable("newsletter_subscribers").dropColumn("confirm_token").execute();
    await db.schema.alterTable("newsletter_subscribers").dropColumn("confirmed_at").execute();
    await db.schema.alterTable("events").dropColumn("id_checks").execute();
  },
};
