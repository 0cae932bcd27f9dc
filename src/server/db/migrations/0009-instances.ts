import type { Kysely, Migration } from "kysely";

/**
 * `instances`: the server instances sharing this database, each announcing itself at start and
 * every few seconds after (`seen_at`, epoch ms). A new instance compares itself with the live
 * ones: they must keep uploads in one shared store and sign sessions with one secret
 * (`platform/instances.ts`). `media_store` names the store; `auth_check` is a digest of the
 * secret, never the secret.
 */
export const instances: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable("instances")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("host", "text", (c) => c.notNull())
      .addColumn("pid", "integer", (c) => c.notNull())
      .addColumn("started_at", "text", (c) => c.notNull())
      .addColumn("seen_at", "bigint", (c) => c.notNull())
      .addColumn("media_store", "text", (c) => c.notNull())
      .addColumn("auth_check", "text", (c) => c.notNull())
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable("instances").execute();
  },
};
