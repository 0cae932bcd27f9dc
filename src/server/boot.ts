import type { Config } from "#server/config";
import type { AppContext } from "#server/context";
import { type Database, openDatabase, sqliteFileOf } from "#server/db/database";
import { migrateToLatest } from "#server/db/migrate";
import { waitForDatabase } from "#server/db/wait";
import { accountMail } from "#server/features/auth";
import { subscribeRentals } from "#server/features/event-management";
import { createQueueRuntime, subscribeQueue } from "#server/features/onsale";
import { seatClaims, subscribeSeatChanges } from "#server/features/orders";
import { subscribeLedger } from "#server/features/payments";
import { createSeatStateStore } from "#server/features/seating";
import { registerStatusGauges, StatusSampler } from "#server/features/status";
import { owedMailRenderer, subscribeTicketMails } from "#server/features/tickets";
import { subscribeWaitlist } from "#server/features/waitlist";
import { createAuth } from "#server/platform/auth";
import { databaseCounters, memoryCounters } from "#server/platform/counters";
import { createLogger, type Logger } from "#server/platform/logger";
import { createMailer } from "#server/platform/mail";
import { createMailWorker, type MailWorker, smtpTransport } from "#server/platform/mail-worker";
import { countOrderEvents, Metrics } from "#server/platform/metrics";
import { createOrderEvents, type OrderEvents } from "#server/platform/order-events";
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
 * Opens the database and builds the platform services and the features' runtimes (the seat
 * states, the waiting room), once per app. The mail worker is built, not run: the server runs its
 * job with the other jobs (tests deliver with `deliverDue()` when they need to).
 */
export async function bootContext(
  config: Config,
  logger?: Logger,
): Promise<{ ctx: AppContext; database: Database; mailWorker: MailWorker }> {
  const log = logger ?? createLogger({ level: config.logLevel, json: config.isProduction });
  const database = await openMigratedDatabase(config, log);
  const metrics = new Metrics();
  const mailWorker = createMailWorker({
    metrics,
    db: database.db,
    transport: config.smtpUrl ? smtpTransport(config.smtpUrl) : null,
    from: config.mailFrom,
    logger: log,
    logBodies: !config.isProduction,
    render: owedMailRenderer(database.db, { ticketKey: config.ticketKey, publicUrl: config.publicUrl }),
  });
  const mailer = createMailer({ db: database.db, nudge: mailWorker.nudge });
  const counters = database.dialect === "postgres" ? databaseCounters(database.db) : memoryCounters();
  const auth = createAuth({
    db: database.db,
    dialect: database.dialect,
    config,
    mailer,
    logger: log,
    counters,
    accountMail: (kind, language, input) => accountMail(kind, language, input, config.publicUrl),
  });
  const relay = await openRelay(config, database, log);
  const seatChanges = createSeatChanges(relay);
  const seatStates = createSeatStateStore(database.db, seatChanges, seatClaims, { pricing: config.pricing });
  const readings = registerStatusGauges({ db: database.db, seatStates, metrics }, database.pool);
  const ctx: AppContext = {
    config,
    db: database.db,
    dialect: database.dialect,
    auth,
    mailer,
    logger: log,
    seatChanges,
    relay,
    payments: createPaymentProviders({ ...config.payments, paypal: config.paypal }),
    counters,
    seatStates,
    seatClaims,
    queue: createQueueRuntime({ db: database.db, logger: log, config, relay, metrics }),
    orderEvents: createOrderEvents(log),
    metrics,
    status: new StatusSampler({ db: database.db, dialect: database.dialect, relay, metrics }, readings),
  };
  subscribeToOrders(ctx);
  countOrderEvents(ctx.orderEvents, metrics);
  return {
    // Closing the database stops the relay first: what it still had to send goes out.
    database: { ...database, close: () => relay.close().then(() => database.close()) },
    mailWorker,
    ctx,
  };
}

/**
 * What each feature does when an order changes. In the transaction, in this order: the ledger
 * records the payment, then the ticket mails are owed. After commit: the seat states, the waiting
 * room, the waitlist's sweep (seats came back) and a venue rental's event.
 */
function subscribeToOrders(ctx: AppContext): void {
  const events: OrderEvents = ctx.orderEvents;
  subscribeLedger(events, { ...ctx, providers: ctx.payments });
  subscribeTicketMails(events, ctx.mailer);
  subscribeSeatChanges(events, ctx.seatChanges);
  subscribeQueue(events, ctx);
  subscribeWaitlist(events, { mailer: ctx.mailer, publicUrl: ctx.config.publicUrl, pricing: ctx.config.pricing });
  subscribeRentals(events, {
    db: ctx.db,
    seatChanges: ctx.seatChanges,
    orderEvents: events,
    providers: ctx.payments,
    logger: ctx.logger,
    mailer: ctx.mailer,
    publicUrl: ctx.config.publicUrl,
  });
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
