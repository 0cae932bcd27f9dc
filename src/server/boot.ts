import type { Config } from "#server/config";
import type { AppContext } from "#server/context";
import { type Database, openDatabase, sqliteFileOf } from "#server/db/database";
import { migrateToLatest } from "#server/db/migrate";
import { waitForDatabase } from "#server/db/wait";
import { createAuth } from "#server/platform/auth";
import { databaseCounters, memoryCounters } from "#server/platform/counters";
import { createLogger, type Logger } from "#server/platform/logger";
import { createMailer } from "#server/platform/mail";
import { createMailWorker, type MailWorker, smtpTransport } from "#server/platform/mail-worker";
import { createPaymentProviders } from "#server/platform/payments/providers";
import { createSeatChanges } from "#server/platform/realtime";
import { memoryRelay, postgresRelay, type Relay } from "#server/platform/relay";

/**
 * The configured database, brought to the latest migration. A database that cannot be reached
 * yet is waited for (`DATABASE_WAIT_MS`), so the server may start before its database does.
 */
export async function openMigratedDatabase(config: Config, logger?: Logger): Promise<Database> {
  const log = logger ?? createLogger({ level: config.logLevel, json: config.isProduction });
  const database = openDatabase({
    databaseUrl: config.databaseUrl,
    sqliteFile: sqliteFileOf(config.dataDir),
    logger: log,
  });
  try {
    await waitForDatabase(database, { waitMs: config.databaseWaitMs, logger: log });
    await migrateToLatest(database.db);
  } catch (error) {
    await database.close().catch(() => undefined);
    throw error;
  }
  return database;
}

/**
 * Opens the database and builds the platform services. The mail worker is built, not started:
 * the server starts it (tests deliver with `deliverDue()` when they need to).
 */
export async function bootContext(
  config: Config,
  logger?: Logger,
): Promise<{ ctx: AppContext; database: Database; mailWorker: MailWorker }> {
  const log = logger ?? createLogger({ level: config.logLevel, json: config.isProduction });
  const database = await openMigratedDatabase(config, log);
  const mailWorker = createMailWorker({
    db: database.db,
    transport: config.smtpUrl ? smtpTransport(config.smtpUrl) : null,
    from: config.mailFrom,
    logger: log,
    logBodies: !config.isProduction,
  });
  const mailer = createMailer({ db: database.db, nudge: mailWorker.nudge });
  const counters = database.dialect === "postgres" ? databaseCounters(database.db) : memoryCounters();
  const auth = createAuth({ db: database.db, dialect: database.dialect, config, mailer, logger: log, counters });
  const relay = await openRelay(config, database, log);
  return {
    // Closing the database stops the relay first: what it still had to send goes out.
    database: { ...database, close: () => relay.close().then(() => database.close()) },
    mailWorker,
    ctx: {
      config,
      db: database.db,
      dialect: database.dialect,
      auth,
      mailer,
      logger: log,
      seatChanges: createSeatChanges(relay),
      relay,
      payments: createPaymentProviders({ ...config.payments, paypal: config.paypal }),
      counters,
    },
  };
}

/**
 * On PostgreSQL the instances sharing the database relay through LISTEN/NOTIFY; listening starts
 * before the instance serves anything. Otherwise (SQLite: one instance) the relay stays in memory.
 */
async function openRelay(config: Config, database: Database, logger: Logger): Promise<Relay> {
  if (database.dialect !== "postgres" || !config.databaseUrl) return memoryRelay(logger);
  const relay = postgresRelay({ connectionString: config.databaseUrl, logger });
  await relay.start();
  return relay;
}
