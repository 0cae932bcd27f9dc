import type { Kysely, Migration } from "kysely";

/**
 * Owed mails: an outbox row may name a mail's kind and what it must say (`payload`, JSON) instead
 * of its rendered text, which the delivery worker renders when it delivers it (a paid order's
 * confirmation with its QR images is no longer rendered inside the payment).
 */
export const owedMail: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable("mail_outbox").addColumn("kind", "text").execute();
    await db.schema.alterTable("mail_outbox").addColumn("payload", "text").execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable("mail_outbox").dropColumn("payload").execute();
    await db.schema.alterTable("mail_outbox").dropColumn("kind").execute();
  },
};
