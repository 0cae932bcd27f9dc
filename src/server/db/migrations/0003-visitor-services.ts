import { type Kysely, type Migration, sql } from "kysely";

/**
 * Newsletter subscribers remember the language they signed up in, so later mails (and the
 * unsubscribe confirmation) reach them in it; admins list subscribers by sign-up time.
 */
export const visitorServices: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable("newsletter_subscribers")
      .addColumn("language", "text", (c) => c.notNull().defaultTo("en").check(sql`language in ('en', 'es')`))
      .execute();
    await db.schema
      .createIndex("newsletter_subscribers_subscribed")
      .on("newsletter_subscribers")
      .column("subscribed_at")
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex("newsletter_subscribers_subscribed").execute();
    await db.schema.alterTable("newsletter_subscribers").dropColumn("language").execute();
  },
};
