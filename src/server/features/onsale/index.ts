/**
 * The on-sale waiting room. Other features reach it through this surface: the hold API asks for
 * an admission while an event's queue is active, and whoever completes an order ends the buyer's
 * admission. The app is composed with its runtime (built once at boot) and its jobs.
 */
import type { AppContext } from "#server/context";
import type { QueueRuntime } from "./onsale.service";

export { onsaleJobs } from "./onsale.jobs";
export type { QueueRuntime } from "./onsale.service";
export { subscribeQueue } from "./onsale.subscribers";
export { createQueueRuntime } from "./runtime";

declare module "#server/context" {
  interface AppContext {
    /** The waiting room of this instance: its cached views of each queue, and every use case. */
    queue: QueueRuntime;
  }
}

/**
 * Refuses a hold without a current admission while the event's queue is active (403
 * `admission_required` without a token, `admission_invalid` for a forged, expired, foreign or
 * used-up one). Does nothing for an event without an active queue. Answers whether the hold came
 * through an active queue.
 */
export function requireAdmission(
  ctx: AppContext,
  input: { eventId: string; userId: string; token: string | undefined; now?: Date },
): Promise<boolean> {
  return ctx.queue.requireAdmission({ ...input, now: input.now ?? new Date() });
}

/** The account's order for the event completed: its admission ends and its place is freed. */
export function endAdmission(ctx: AppContext, input: { eventId: string; userId: string; now?: Date }): Promise<void> {
  return ctx.queue.endAdmission({ ...input, now: input.now ?? new Date() });
}
