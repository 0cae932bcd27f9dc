import type { ReadyStatus } from "#domain/schemas/site";
import type { StatusResponse, StatusSample } from "#domain/schemas/status";
import type { AppContext } from "#server/context";
import { readiness } from "#server/features/health";
import { eventLoopLagReading } from "#server/platform/metrics";
import type { StatusReadings } from "./status.metrics";

/** Seconds between samples, and how many are kept (five minutes). */
export const STATUS_INTERVAL_S = 5;
const KEPT = 60;

/**
 * The admin Status page's figures: sampled every few seconds by a background job (and by a
 * request that finds the latest sample stale), kept for five minutes in memory, per instance.
 */
export class StatusSampler {
  private readonly samples: StatusSample[] = [];
  private lastCheckout = { requests: 0, errors: 0 };
  private sampling: Promise<StatusSample> | null = null;
  private lastReadiness: ReadyStatus | null = null;

  constructor(
    private readonly ctx: Pick<AppContext, "db" | "dialect" | "relay" | "metrics">,
    private readonly readings: StatusReadings,
  ) {}

  /** Takes a sample now (one at a time: callers during one share it). */
  sample(): Promise<StatusSample> {
    this.sampling ??= this.take().finally(() => {
      this.sampling = null;
    });
    return this.sampling;
  }

  private async take(): Promise<StatusSample> {
    const [outbox, queues, ready] = await Promise.all([
      this.readings.outbox(),
      this.readings.queues(),
      readiness(this.ctx),
    ]);
    const now = Date.now();
    const { checkout } = this.ctx.metrics;
    const sample: StatusSample = {
      at: new Date(now).toISOString(),
      checkoutRequests: checkout.requests - this.lastCheckout.requests,
      checkoutErrors: checkout.errors - this.lastCheckout.errors,
      outboxDepth: outbox?.depth ?? 0,
      outboxOldestSeconds: outbox?.oldest ? Math.max(0, Math.round((now - Date.parse(outbox.oldest)) / 1000)) : 0,
      queueWaiting: (queues ?? []).reduce((sum, q) => sum + q.waiting, 0),
      queueAdmittedPerMinute: (queues ?? []).reduce((sum, q) => sum + q.admittedLastMinute, 0),
      eventLoopLagMs: Math.round(eventLoopLagReading().p99Ms * 10) / 10,
      ready: ready.ready,
    };
    this.lastReadiness = ready;
    this.lastCheckout = { ...checkout };
    this.samples.push(sample);
    if (this.samples.length > KEPT) this.samples.shift();
    return sample;
  }

  /** The Status page's answer: a fresh sample when the latest is older than the interval. */
  async status(): Promise<StatusResponse> {
    const latest = this.samples.at(-1);
    const fresh =
      latest && Date.now() - Date.parse(latest.at) < STATUS_INTERVAL_S * 1000 ? latest : await this.sample();
    return {
      instance: this.ctx.relay.instanceId,
      intervalSeconds: STATUS_INTERVAL_S,
      latest: fresh,
      history: [...this.samples],
      readiness: this.lastReadiness ?? (await readiness(this.ctx)),
    };
  }
}
