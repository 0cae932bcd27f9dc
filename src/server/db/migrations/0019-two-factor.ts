import { type ColumnDataType, type Kysely, type Migration, SqliteAdapter } from "kysely";

/**
 * A second factor at sign-in: better-auth's two-factor plugin (an authenticator app's codes and
 * recovery codes) and its passkey plugin, on tables named like the rest of its models.
 * - `profiles.two_factor_enabled`: the person finished setting up an authenticator app.
 * - `sessions.second_factor`: this session was opened (or confirmed) with a second factor (a code
 *   from the app, a recovery code or a passkey); staff routes answer only such sessions.
 * - `two_factors`: the app's secret and the recovery codes, both encrypted with the auth secret.
 * - `passkeys`: each registered passkey's public key and signature counter.
 */
export const twoFactor: Migration = {
  async up(db: Kysely<unknown>) {
    const sqlite = db.getExecutor().adapter instanceof SqliteAdapter;
    const authDate: ColumnDataType = sqlite ? "text" : "timestamptz";
    const authBool: ColumnDataType = sqlite ? "integer" : "boolean";
    const no = sqlite ? 0 : false;

    await db.schema
      .alterTable("profiles")
      .addColumn("two_factor_enabled", authBool, (c) => c.notNull().defaultTo(no))
      .execute();
    await db.schema
      .alterTable("sessions")
      .addColumn("second_factor", authBool, (c) => c.notNull().defaultTo(no))
      .execute();

    await db.schema
      .createTable("two_factors")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("user_id", "text", (c) => c.notNull().unique().references("profiles.id").onDelete("cascade"))
      .addColumn("secret", "text", (c) => c.notNull())
      .addColumn("backup_codes", "text", (c) => c.notNull())
      .addColumn("verified", authBool, (c) => c.notNull().defaultTo(no))
      .addColumn("failed_verification_count", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("locked_until", authDate)
      .execute();

    await db.schema
      .createTable("passkeys")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("user_id", "text", (c) => c.notNull().references("profiles.id").onDelete("cascade"))
      .addColumn("name", "text")
      .addColumn("public_key", "text", (c) => c.notNull())
      .addColumn("credential_id", "text", (c) => c.notNull().unique())
      .addColumn("counter", "integer", (c) => c.notNull())
      .addColumn("device_type", "text", (c) => c.notNull())
      .addColumn("backed_up", authBool, (c) => c.notNull())
      .addColumn("transports", "text")
      .addColumn("aaguid", "text")
      .addColumn("created_at", authDate)
      .execute();
    await db.schema.createIndex("passkeys_user_id").on("passkeys").column("user_id").execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable("passkeys").execute();
    await db.schema.dropTable("two_factors").execute();
    await db.schema.alterTable("sessions").dropColumn("second_factor").execute();
    await db.schema.alterTable("profiles").dropColumn("two_factor_enabled").execute();
  },
};
