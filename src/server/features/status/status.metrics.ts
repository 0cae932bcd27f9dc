import type { AppContext } from "#server/context";
import type { PoolStats } from "#server/db/database";
import type { Metrics, Reading } from "#server/platform/metrics";
import { ledgerFigures, outboxFigures, type QueueFigures, queueFigures } from "./status.repository";

/** The database readings this instance's gauges and its Status page share (each at most once a second). */
export interface StatusReadings {
  outbox: Reading<{ depth: number; oldest: string | null; failed: number }>;
  ledger: Reading<{ refundsOwed: number; refundsOwedCents: number; flagged: number }>;
  queues: Reading<QueueFigures[]>;
}

const ageSeconds = (oldest: string | null, now = Date.now()) =>
  oldest ? Math.max(0, (now - Date.parse(oldest)) / 1000) : 0;

/**
 * Registers the gauges read when scraped: the mail outbox, refunds owed and flagged payments, the
 * waiting rooms, the seat streams open here and the database's connection pool.
 */
export function registerStatusGauges(
  ctx: Pick<AppContext, "db" | "seatStates" | "metrics">,
  pool: (() => PoolStats) | undefined,
): StatusReadings {
  const { metrics } = ctx;
  const readings: StatusReadings = {
    outbox: metrics.reading("outbox", () => outboxFigures(ctx.db)),
    ledger: metrics.reading("ledger", () => ledgerFigures(ctx.db)),
    queues: metrics.reading("queues", () => queueFigures(ctx.db, new Date())),
  };
  const one = async <T>(reading: Reading<T>, value: (figures: T) => number) => {
    const figures = await reading();
    return figures === null ? [] : [{ value: value(figures) }];
  };
  gauges(metrics, [
    [
      "arena_mail_outbox_depth",
      "Mails queued for delivery (every instance's)",
      () => one(readings.outbox, (o) => o.depth),
    ],
    [
      "arena_mail_outbox_oldest_age_seconds",
      "How long the oldest queued mail has waited (0 when none waits)",
      () => one(readings.outbox, (o) => ageSeconds(o.oldest)),
    ],
    [
      "arena_mail_outbox_failed",
      "Mails given up after every attempt, listed for admins",
      () => one(readings.outbox, (o) => o.failed),
    ],
    [
      "arena_refunds_owed",
      "Refunds owed and not yet made (an admin or a retry makes them)",
      () => one(readings.ledger, (l) => l.refundsOwed),
    ],
    [
      "arena_refunds_owed_cents",
      "The amount of the refunds owed, in cents",
      () => one(readings.ledger, (l) => l.refundsOwedCents),
    ],
    [
      "arena_payment_exceptions_flagged",
      "Money taken that could not be applied, flagged for an admin",
      () => one(readings.ledger, (l) => l.flagged),
    ],
    [
      "arena_seat_streams_open",
      "Seat-state streams open on this instance",
      () => [{ value: ctx.seatStates.openStreams() }],
    ],
  ]);
  const perEvent = (value: (q: QueueFigures) => number) => async () =>
    ((await readings.queues()) ?? []).map((q) => ({ labels: { event: q.eventId }, value: value(q) }));
  for (const [name, help, value] of [
    ["arena_queue_waiting", "Visitors waiting in an event's waiting room", (q: QueueFigures) => q.waiting],
    ["arena_queue_active_shoppers", "Admitted visitors shopping now, per event", (q: QueueFigures) => q.active],
    [
      "arena_queue_admitted_last_minute",
      "Visitors admitted in the last minute, per event",
      (q: QueueFigures) => q.admittedLastMinute,
    ],
  ] as const) {
    metrics.gauge({ name, help, labelNames: ["event"], collect: perEvent(value) });
  }
  if (pool) {
    metrics.gauge({
      name: "arena_db_pool_waiting",
      help: "Queries waiting for a database connection",
      collect: () => [{ value: pool().waiting }],
    });
    metrics.gauge({
      name: "arena_db_pool_connections",
      help: "Database connections by state",
      labelNames: ["state"],
      collect: () => {
        const stats = pool();
        return [
          { labels: { state: "idle" }, value: stats.idle },
          { labels: { state: "busy" }, value: stats.total - stats.idle },
        ];
      },
    });
    metrics.gauge({
      name: "arena_db_pool_errors",
      help: "Database connections lost since the pool opened",
      collect: () => [{ value: pool().errors }],
    });
  }
  return readings;
}

function gauges(metrics: Metrics, list: [string, string, () => Promise<{ value: number }[]> | { value: number }[]][]) {
  for (const [name, help, collect] of list) metrics.gauge({ name, help, collect });
}
