import type { Kysely, Migration } from "kysely";

/**
 * Bilingual event content: an event's `title` and `description` are its English text (existing
 * events keep theirs as the English one); `title_es` and `description_es` are the Spanish, null
 * until written, and Spanish pages show the English text meanwhile.
 */
export const bilingualEvents: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable("events").addColumn("title_es", "text").execute();
    await db.schema.alterTable("events").addColumn("description_es", "text").execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable("events").dropColumn("description_es").execute();
    await db.schema.alterTable("events").dropColumn("title_es").execute();
  },
};
