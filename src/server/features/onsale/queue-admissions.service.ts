import { isQueueActive } from "#domain/onsale/queue";
import { AppError } from "#server/http/errors";
import { nowIso } from "#server/platform/clock";
import { findQueuesToStep } from "./active-queues.repository";
import { readAdmission } from "./onsale.keys";
import { endAdmission, findEntryBySeq, findQueueEvent } from "./onsale.repository";
import { isOpen, MAX_CACHED_EVENTS, type QueueDeps, type QueueViews, VIEW_FRESH_MS } from "./queue-views";

/** How long the hold API's check reuses an event's queue settings. */
const GATE_FRESH_MS = 1_000;

/** What the hold API's check reads. */
interface Gate {
  onSaleAt: string | null;
  approved: boolean;
  cancelled: boolean;
  eventDate: string;
  at: number;
}

/**
 * Admissions on one app instance: the hold API's check of an admission, the end of one, and the
 * admissions job's steps.
 */
export class QueueAdmissions {
  private readonly gates = new Map<string, Gate | null>();

  constructor(
    private readonly deps: QueueDeps,
    private readonly views: QueueViews,
  ) {}

  /** Forgets the hold API's settings of an event's queue, after a change made here. */
  forget(eventId: string): void {
    this.gates.delete(eventId);
  }

  private async gate(eventId: string, now: Date): Promise<Gate | null> {
    const cached = this.gates.get(eventId);
    if (cached !== undefined && (cached === null || now.getTime() - cached.at < GATE_FRESH_MS)) {
      if (cached !== null || this.gates.size < MAX_CACHED_EVENTS) return cached;
    }
    const event = await findQueueEvent(this.deps.db, eventId);
    const gate: Gate | null = event
      ? {
          onSaleAt: event.on_sale_at ?? null,
          approved: event.approval_status === "approved",
          cancelled: event.cancelled_at !== null,
          eventDate: event.event_date,
          at: now.getTime(),
        }
      : null;
    if (this.gates.size > MAX_CACHED_EVENTS) this.gates.clear();
    // An unknown event is not remembered: the hold API refuses it on its own.
    if (gate) this.gates.set(eventId, gate);
    return gate;
  }

  /**
   * While the event's queue is active, a hold needs the admission the queue gave this account
   * for this event: signed by us, not expired, and still current in the database (not ended by
   * a completed order, not replaced by a later admission). Answers whether the queue was active
   * (and so admitted this hold).
   */
  async requireAdmission(input: {
    eventId: string;
    userId: string;
    token: string | undefined;
    now: Date;
  }): Promise<boolean> {
    const gate = await this.gate(input.eventId, input.now);
    if (!gate) return false;
    if (!isQueueActive({ onSaleAt: gate.onSaleAt, eventOpen: isOpen(gate, input.now), now: input.now.getTime() })) {
      return false;
    }
    if (!input.token) throw new AppError("forbidden", { reason: "admission_required" });
    const claim = readAdmission(this.deps.keys.admission, input.token, input);
    if (!claim || claim.expiresAt <= input.now.getTime()) {
      throw new AppError("forbidden", { reason: "admission_invalid" });
    }
    const entry = await findEntryBySeq(this.deps.db, claim.seq);
    const current =
      entry?.event_id === input.eventId &&
      entry.user_id === input.userId &&
      entry.ended_at === null &&
      entry.admission_expires_at !== null &&
      Date.parse(entry.admission_expires_at) === claim.expiresAt;
    if (!current) throw new AppError("forbidden", { reason: "admission_invalid" });
    return true;
  }

  /**
   * The account's order for the event completed: its admission is used up, and its place among
   * the active shoppers goes to the next in line at the next admission step.
   */
  async endAdmission(input: { eventId: string; userId: string; now: Date }): Promise<void> {
    await endAdmission(this.deps.db, { ...input, at: nowIso(input.now) });
  }

  /**
   * Runs the admission step of every queue that has one to run, so admissions advance while
   * nobody polls. A queue a poll stepped less than half a second ago is left to that step. The
   * step is the polls' own, under the queue's lock: instances running this at once share one
   * pace. Resolves to the number of queues stepped.
   */
  async admitWaiting(now: Date): Promise<number> {
    let stepped = 0;
    for (const eventId of await findQueuesToStep(this.deps.db, nowIso(now))) {
      const at = this.views.viewAt.get(eventId);
      if (at !== undefined && now.getTime() - at < VIEW_FRESH_MS) continue;
      try {
        await this.views.step(eventId, now);
        stepped += 1;
      } catch {
        // Logged with its event by `step`; the other queues still get their step.
      }
    }
    return stepped;
  }
}
