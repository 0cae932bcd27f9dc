import type { Kysely, Migration } from "kysely";

/**
 * The request (or background job) a mail was written for, so an operator can follow a mail from
 * the request that caused it through its delivery: sent as the mail's `X-Request-Id` header.
 */
export const ops: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable("mail_outbox").addColumn("request_id", "text").execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable("mail_outbox").dropColumn("request_id").execute();
  },
};
