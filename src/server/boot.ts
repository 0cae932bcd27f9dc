import path from "node:path";
import type { Config } from "#server/config";
import type { AppContext } from "#server/context";
import { type Database, openDatabase } from "#server/db/database";
import { migrateToLatest } from "#server/db/migrate";
import { createAuth } from "#server/platform/auth";
import { createLogger, type Logger } from "#server/platform/logger";
import { createMailer } from "#server/platform/mail";
import { simulatedCardProvider } from "#server/platform/payments/simulated";
import { createSeatChanges } from "#server/platform/realtime";

/** The configured database, brought to the latest migration. */
export async function openMigratedDatabase(config: Config): Promise<Database> {
  const database = openDatabase({
    databaseUrl: config.databaseUrl,
    sqliteFile: path.join(config.dataDir, "arena.sqlite"),
  });
  await migrateToLatest(database.db);
  return database;
}

/** Opens the database and builds the platform services. */
export async function bootContext(config: Config, logger?: Logger): Promise<{ ctx: AppContext; database: Database }> {
  const log = logger ?? createLogger({ level: config.logLevel, json: config.isProduction });
  const database = await openMigratedDatabase(config);
  const mailer = createMailer({ db: database.db, smtpUrl: config.smtpUrl, from: config.mailFrom, logger: log });
  const auth = createAuth({ db: database.db, dialect: database.dialect, config, mailer, logger: log });
  return {
    database,
    ctx: {
      config,
      db: database.db,
      dialect: database.dialect,
      auth,
      mailer,
      logger: log,
      seatChanges: createSeatChanges(),
      cardProvider: simulatedCardProvider,
    },
  };
}
