import type { ReadyStatus } from "./site";

/** One reading of the figures that matter on an on-sale day, as one instance saw them. */
export interface StatusSample {
  /** When it was taken (ISO). */
  at: string;
  /** Checkout requests (holds, payments) answered by this instance since the previous sample, and those that failed (5xx). */
  checkoutRequests: number;
  checkoutErrors: number;
  /** Mails queued (every instance's) and how long the oldest has waited, in seconds. */
  outboxDepth: number;
  outboxOldestSeconds: number;
  /** Visitors waiting in the waiting rooms of events on sale, and admitted in the last minute. */
  queueWaiting: number;
  queueAdmittedPerMinute: number;
  /** This instance's event-loop delay since the previous sample: its 99th percentile, in ms. */
  eventLoopLagMs: number;
  ready: boolean;
}

/** GET /api/admin/status: the latest sample, the recent ones (oldest first) and readiness in full. */
export interface StatusResponse {
  instance: string;
  /** Seconds between samples. */
  intervalSeconds: number;
  latest: StatusSample;
  history: StatusSample[];
  readiness: ReadyStatus;
}
