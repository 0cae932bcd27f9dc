import type { QueueChallenge, QueueStats, QueueStatus } from "#domain/schemas/onsale";
import { QueueAdmin } from "./queue-admin.service";
import { QueueAdmissions } from "./queue-admissions.service";
import { type QueueDeps, type QueueView, QueueViews } from "./queue-views";
import { QueueVisitors } from "./queue-visitors.service";

/**
 * The waiting room's use cases: a visitor's status, joining, the admission steps (run by whoever
 * asks and by each instance's admissions job, under the queue's lock, so any number of instances
 * share one pace), the hold API's admission check, the end of an admission, and the admins'
 * settings and figures.
 *
 * Each part keeps its own state: the cached views of each queue (`queue-views.ts`), the places
 * known to be waiting (`queue-visitors.service.ts`), the hold API's settings
 * (`queue-admissions.service.ts`); the admins' side (`queue-admin.service.ts`) keeps none.
 */

export { PROOF_MAX_NUMBER, TEST_PROOF_MAX_NUMBER } from "#server/platform/proof-of-work";
export type { QueueChange, QueueDeps } from "./queue-views";

/** The queue runtime of one app instance: its cached views, and every use case, each answered by its part. */
export class QueueRuntime {
  private readonly views: QueueViews;
  private readonly visitors: QueueVisitors;
  private readonly admissions: QueueAdmissions;
  private readonly admin: QueueAdmin;

  constructor(deps: QueueDeps) {
    this.views = new QueueViews(deps);
    this.visitors = new QueueVisitors(deps, this.views);
    this.admissions = new QueueAdmissions(deps, this.views);
    this.admin = new QueueAdmin(deps, this.views, (eventId) => this.invalidate(eventId));
  }

  /** Forgets what this instance knows of an event's queue, after a change made here. */
  invalidate(eventId: string): void {
    this.views.invalidate(eventId);
    this.admissions.forget(eventId);
  }

  // --- Views (queue-views.ts) -----------------------------------------------------------------

  markStale(eventId: string, now?: number): void {
    this.views.markStale(eventId, now);
  }

  view(eventId: string, now: Date, options?: { fresh?: boolean }): Promise<QueueView | null> {
    return this.views.view(eventId, now, options);
  }

  // --- Visitors (queue-visitors.service.ts) ---------------------------------------------------

  status(input: Parameters<QueueVisitors["status"]>[0]): Promise<QueueStatus> {
    return this.visitors.status(input);
  }

  challenge(now: Date): Promise<QueueChallenge> {
    return this.visitors.challenge(now);
  }

  join(input: Parameters<QueueVisitors["join"]>[0]): ReturnType<QueueVisitors["join"]> {
    return this.visitors.join(input);
  }

  // --- Admissions (queue-admissions.service.ts) -----------------------------------------------

  requireAdmission(input: Parameters<QueueAdmissions["requireAdmission"]>[0]): Promise<boolean> {
    return this.admissions.requireAdmission(input);
  }

  endAdmission(input: Parameters<QueueAdmissions["endAdmission"]>[0]): Promise<void> {
    return this.admissions.endAdmission(input);
  }

  admitWaiting(now: Date): Promise<number> {
    return this.admissions.admitWaiting(now);
  }

  // --- Admins (queue-admin.service.ts) --------------------------------------------------------

  stats(input: Parameters<QueueAdmin["stats"]>[0]): Promise<QueueStats> {
    return this.admin.stats(input);
  }

  updateSettings(input: Parameters<QueueAdmin["updateSettings"]>[0]): Promise<QueueStats> {
    return this.admin.updateSettings(input);
  }
}
