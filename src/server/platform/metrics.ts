import { monitorEventLoopDelay } from "node:perf_hooks";
import client, { type Counter, type Histogram, Registry } from "prom-client";
import type { OrderEvents } from "./order-events";

/**
 * What this instance measures, for Prometheus (`GET /metrics`) and the admin Status page. Counters
 * are this instance's own since it started (Prometheus sums the instances); gauges that need the
 * database are read when scraped, each query at most once a second however many scrapers ask.
 *
 * On the request path a request costs one histogram observation on a child looked up by
 * method, route pattern and status (never the raw path, so the label values stay a bounded set).
 */

/** The label values of one gauge sample, and its value. */
export type Sample = { labels?: Record<string, string>; value: number };

/** Latency buckets (seconds): a seat hold answers in milliseconds; a page render in tens of them. */
const HTTP_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const RENDER_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 1.5, 3];
/** Distinct (method, route, status) children kept: far more than the site's routes answer. */
const MAX_HTTP_SERIES = 2_000;
/** How long a query-backed reading is reused: scrapes and Status polls within it share one query. */
export const READING_TTL_MS = 1_000;
/** A reading that takes longer than this is answered without (the scrape must not hang on a stuck database). */
const READING_TIMEOUT_MS = 2_000;

/** Process-wide figures (event-loop lag, heap, RSS, ...): one set per process, however many apps it runs. */
let processRegistry: Registry | null = null;
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    client.collectDefaultMetrics({ register: processRegistry, eventLoopMonitoringPrecision: 20 });
  }
  return processRegistry;
}

/** The event loop's delay, for the Status page: its 99th percentile and maximum since the last reading. */
let loopDelay: ReturnType<typeof monitorEventLoopDelay> | null = null;
export function eventLoopLagReading(): { p99Ms: number; maxMs: number } {
  if (!loopDelay) {
    loopDelay = monitorEventLoopDelay({ resolution: 20 });
    loopDelay.enable();
  }
  const reading = { p99Ms: loopDelay.percentile(99) / 1e6, maxMs: loopDelay.max / 1e6 };
  loopDelay.reset();
  return reading;
}

/**
 * A query-backed reading shared by every gauge (and the Status page) that shows it: read at most
 * once per `READING_TTL_MS`, callers during a read wait for it, and a read that fails or times
 * out answers the last good value (or nothing) and is counted.
 */
export type Reading<T> = () => Promise<T | null>;

export class Metrics {
  readonly registry = new Registry();
  private readonly http: Histogram<"method" | "route" | "status">;
  private readonly httpSeries = new Map<string, Histogram.Internal<"method" | "route" | "status">>();
  readonly holds: Counter<"outcome">;
  readonly payments: Counter<"provider" | "outcome">;
  readonly refunds: Counter<"provider" | "outcome">;
  readonly mailDeliveries: Counter<"outcome">;
  readonly admissions: Counter<"event">;
  readonly pageCache: Counter<"result">;
  readonly renderSeconds: Histogram;
  readonly databaseErrors: Counter<"kind">;
  readonly jobRuns: Counter<"job" | "outcome">;
  private readonly readingFailures: Counter<"reading">;
  private readonly readings = new Set<() => void>();
  /** Checkout requests (holds and payments) and those answered with a fault (5xx), for the Status page. */
  readonly checkout = { requests: 0, errors: 0 };

  constructor() {
    const registers = [this.registry];
    this.http = new client.Histogram({
      name: "http_request_duration_seconds",
      help: "HTTP requests by method, route pattern and status, and how long they took",
      labelNames: ["method", "route", "status"],
      buckets: HTTP_BUCKETS,
      registers,
    });
    this.holds = new client.Counter({
      name: "arena_holds_total",
      help: "Seat hold requests by outcome (held, or the error code that refused them)",
      labelNames: ["outcome"],
      registers,
    });
    this.payments = new client.Counter({
      name: "arena_payments_total",
      help: "Payments by provider and outcome (paid, unapplied, declined, error)",
      labelNames: ["provider", "outcome"],
      registers,
    });
    this.refunds = new client.Counter({
      name: "arena_refunds_total",
      help: "Refunds by provider and outcome (refunded, owed, failed, returned by the provider)",
      labelNames: ["provider", "outcome"],
      registers,
    });
    this.mailDeliveries = new client.Counter({
      name: "arena_mail_deliveries_total",
      help: "Mail delivery attempts by outcome (sent, logged, retry, failed)",
      labelNames: ["outcome"],
      registers,
    });
    this.admissions = new client.Counter({
      name: "arena_queue_admissions_total",
      help: "Visitors admitted from an event's waiting room by this instance",
      labelNames: ["event"],
      registers,
    });
    this.pageCache = new client.Counter({
      name: "arena_page_cache_requests_total",
      help: "Page requests by how the page cache answered (hit, miss, none: rendered or shell unkept, private: signed in)",
      labelNames: ["result"],
      registers,
    });
    this.renderSeconds = new client.Histogram({
      name: "arena_page_render_seconds",
      help: "Time to render a page on a render thread",
      buckets: RENDER_BUCKETS,
      registers,
    });
    this.databaseErrors = new client.Counter({
      name: "arena_db_errors_total",
      help: "Database faults: connections lost (pool) and requests answered 503 because the database was unreachable",
      labelNames: ["kind"],
      registers,
    });
    this.jobRuns = new client.Counter({
      name: "arena_job_runs_total",
      help: "Background job runs by job and outcome (ok, failed)",
      labelNames: ["job", "outcome"],
      registers,
    });
    this.readingFailures = new client.Counter({
      name: "arena_metrics_reading_failures_total",
      help: "Scrape-time readings (database queries) that failed or timed out",
      labelNames: ["reading"],
      registers,
    });
  }

  /** One answered request. `route` is the matched route pattern. */
  observeRequest(method: string, route: string, status: number, seconds: number): void {
    const key = `${method} ${status} ${route}`;
    let child = this.httpSeries.get(key);
    if (!child) {
      // A bounded set: past the cap (never reached by the site's own routes) the route is lumped.
      const label = this.httpSeries.size < MAX_HTTP_SERIES ? route : "other";
      child = this.http.labels(method, label, String(status));
      if (label === route) this.httpSeries.set(key, child);
    }
    child.observe(seconds);
  }

  /** A gauge whose samples are computed when scraped. */
  gauge(options: { name: string; help: string; labelNames?: string[]; collect: () => Promise<Sample[]> | Sample[] }) {
    const { collect } = options;
    return new client.Gauge({
      name: options.name,
      help: options.help,
      labelNames: options.labelNames ?? [],
      registers: [this.registry],
      async collect() {
        const samples = await collect();
        this.reset();
        for (const sample of samples) {
          if (sample.labels) this.set(sample.labels, sample.value);
          else this.set(sample.value);
        }
      },
    });
  }

  /** A reading of the database (or anything slow) shared by the gauges and the Status page; see `Reading`. */
  reading<T>(name: string, read: () => Promise<T>): Reading<T> {
    let last: T | null = null;
    let at = 0;
    let inFlight: Promise<T | null> | null = null;
    this.readings.add(() => {
      at = 0;
    });
    return () => {
      if (Date.now() - at < READING_TTL_MS) return Promise.resolve(last);
      inFlight ??= (async () => {
        let timer: ReturnType<typeof setTimeout> | undefined;
        try {
          last = await Promise.race([
            read(),
            new Promise<never>((_, reject) => {
              timer = setTimeout(() => reject(new Error("timed out")), READING_TIMEOUT_MS);
            }),
          ]);
        } catch {
          this.readingFailures.inc({ reading: name });
        } finally {
          clearTimeout(timer);
          at = Date.now();
          inFlight = null;
        }
        return last;
      })();
      return inFlight;
    };
  }

  /** Makes the next use of every reading query again (tests that just changed what it reads). */
  forgetReadings(): void {
    for (const forget of this.readings) forget();
  }

  /** The Prometheus text exposition: this app's families and the process's. */
  async scrape(): Promise<{ contentType: string; body: string }> {
    const [own, process] = await Promise.all([this.registry.metrics(), processMetrics().metrics()]);
    return { contentType: this.registry.contentType, body: `${own}\n${process}` };
  }

  /** The current value of a counter family summed over its labels (the Status page's totals). */
  async total(
    counter: Counter<string>,
    filter: (labels: Record<string, string | number | undefined>) => boolean = () => true,
  ) {
    const data = await counter.get();
    return data.values.filter((v) => filter(v.labels)).reduce((sum, v) => sum + v.value, 0);
  }
}

/** Metrics for code built without an app's (tests of a single module): counted, never scraped. */
export function detachedMetrics(): Metrics {
  return new Metrics();
}

/** Payments and refunds counted as the orders feature announces them, once each, after commit. */
export function countOrderEvents(events: OrderEvents, metrics: Metrics): void {
  events.afterCommit("order.paid", async ({ payment }) => {
    metrics.payments.inc({ provider: payment.provider, outcome: "paid" });
  });
  events.afterCommit("payment.unapplied", async ({ payment }) => {
    metrics.payments.inc({ provider: payment.provider, outcome: "unapplied" });
  });
  events.afterCommit("order.refunded", async ({ order }) => {
    metrics.refunds.inc({ provider: order.provider ?? "none", outcome: "issued" });
  });
  events.afterCommit("order.returned", async ({ order }) => {
    metrics.refunds.inc({ provider: order.provider ?? "none", outcome: "returned" });
  });
}
