import { networkOf } from "#domain/network";
import {
  CHALLENGE_MINUTES,
  estimatedWaitSeconds,
  isQueueActive,
  mayRejoin,
  type OwnEntry,
  pollAfterMs,
  queueOpensAt,
  queuePhase,
} from "#domain/onsale/queue";
import type { QueueChallenge, QueueStatus } from "#domain/schemas/onsale";
import { AppError } from "#server/http/errors";
import { nowIso } from "#server/platform/clock";
import { spendProof, sweepSpentProofs } from "#server/platform/proof-of-work";
import { hashAddress, issueChallenge, signAdmission, verifyProof } from "./onsale.keys";
import {
  type EntryRow,
  findEntry,
  findQueueEvent,
  hasOtherPlaceAtAddress,
  insertEntry,
  lockQueue,
  rejoinEntry,
  saveProgress,
} from "./onsale.repository";
import { drawIfDue, eventOpenOf, MINUTE_MS, type QueueDeps, type QueueView, type QueueViews } from "./queue-views";

const MAX_WAITING_KNOWN = 100_000;

function ownEntry(entry: EntryRow | undefined): OwnEntry | null {
  if (!entry) return null;
  return {
    line: entry.line,
    admittedAt: entry.admitted_at,
    admissionExpiresAt: entry.admission_expires_at,
    endedAt: entry.ended_at,
  };
}

/** The visitors' side of one app instance's waiting room: challenges, joining and status polls. */
export class QueueVisitors {
  /**
   * Places known to be waiting: placed and not admitted. Such a place changes only when it is
   * admitted, which the view's admitted line shows first, so a poll from far back in line reads
   * nothing from the database.
   */
  private readonly waiting = new Map<string, EntryRow>();
  private lastSweep = 0;

  constructor(
    private readonly deps: QueueDeps,
    private readonly views: QueueViews,
  ) {}

  private statusOf(view: QueueView, entry: EntryRow | undefined, userId: string | null, now: Date): QueueStatus {
    const t = now.getTime();
    const { settings } = view;
    const own = ownEntry(entry);
    const phase = queuePhase({
      onSaleAt: settings.onSaleAt,
      eventOpen: view.eventOpen,
      soldOut: view.soldOut,
      entry: own,
      now: t,
    });
    const position = phase === "waiting" && entry?.line != null ? Math.max(1, entry.line - view.admittedLine) : null;
    const ahead = position === null ? null : position - 1;
    const estimate = ahead === null ? null : estimatedWaitSeconds(ahead, settings.admitPerMinute, settings.paused);
    const admission =
      phase === "admitted" && entry?.admission_expires_at && userId
        ? {
            token: signAdmission(this.deps.keys.admission, {
              eventId: view.eventId,
              userId,
              seq: entry.seq,
              expiresAt: Date.parse(entry.admission_expires_at),
            }),
            expiresAt: entry.admission_expires_at,
          }
        : null;
    return {
      eventId: view.eventId,
      phase,
      active: isQueueActive({ onSaleAt: settings.onSaleAt, eventOpen: view.eventOpen, now: t }),
      paused: settings.paused,
      onSaleAt: settings.onSaleAt,
      opensAt: settings.onSaleAt ? queueOpensAt(settings.onSaleAt) : null,
      position,
      ahead,
      estimatedWaitSeconds: estimate,
      admission,
      pollAfterMs: pollAfterMs({
        phase,
        now: t,
        onSaleAt: settings.onSaleAt,
        estimatedWaitSeconds: estimate,
        preQueue: view.preQueue,
      }),
    };
  }

  /** Where a visitor stands (anyone: a signed-out visitor sees the queue's phase only). */
  async status(input: { eventId: string; userId: string | null; now: Date }): Promise<QueueStatus> {
    const view = await this.views.view(input.eventId, input.now);
    if (!view) throw new AppError("not_found");
    const entry = input.userId ? await this.entryOf(view, input.userId) : undefined;
    return this.statusOf(view, entry, input.userId, input.now);
  }

  private async entryOf(view: QueueView, userId: string): Promise<EntryRow | undefined> {
    const key = `${view.eventId}\n${userId}`;
    const known = this.waiting.get(key);
    if (known?.line != null && known.line > view.admittedLine) return known;
    const entry = await findEntry(this.deps.db, view.eventId, userId);
    if (entry?.line != null && entry.admitted_at === null && entry.line > view.admittedLine) {
      if (this.waiting.size > MAX_WAITING_KNOWN) this.waiting.clear();
      this.waiting.set(key, entry);
    } else this.waiting.delete(key);
    return entry;
  }

  /** A proof-of-work challenge to join with; used ones are forgotten once they expire. */
  async challenge(now: Date): Promise<QueueChallenge> {
    if (now.getTime() - this.lastSweep > MINUTE_MS) {
      this.lastSweep = now.getTime();
      sweepSpentProofs(this.deps.db, nowIso(now)).catch((error: unknown) =>
        this.deps.logger.warn("used queue challenges not swept", { error: String(error) }),
      );
    }
    return issueChallenge(this.deps.keys.challenge, {
      maxNumber: this.deps.proofMaxNumber,
      expiresAt: new Date(now.getTime() + CHALLENGE_MINUTES * MINUTE_MS),
    });
  }

  /**
   * Joins the visitor to the queue with a solved challenge, used once. One place per account
   * (joining again answers the same place) and per network address; before the on-sale time
   * the place is in the pre-queue, after it the next one in line. A visitor whose admission
   * ended joins again at the back.
   */
  async join(input: {
    eventId: string;
    userId: string;
    proof: string;
    address: string;
    now: Date;
  }): Promise<{ status: QueueStatus; created: boolean }> {
    const { db, keys } = this.deps;
    const { eventId, userId, now } = input;
    const verified = await verifyProof(keys.challenge, input.proof, now);
    if (!verified) throw new AppError("forbidden", { reason: "queue_proof_invalid" });
    const event = await findQueueEvent(db, eventId);
    if (event?.approval_status !== "approved") throw new AppError("not_found");
    const onSaleAt = event.on_sale_at ?? null;
    if (!isQueueActive({ onSaleAt, eventOpen: eventOpenOf(event, now), now: now.getTime() })) {
      throw new AppError("conflict", { reason: "queue_not_open" });
    }
    const at = nowIso(now);
    const addressHash = hashAddress(keys.address, networkOf(input.address, this.deps.networkPrefixes));
    type Outcome =
      | { kind: "joined"; entry: EntryRow }
      | { kind: "kept"; entry: EntryRow }
      | { kind: "spent" }
      | { kind: "address_taken" };
    // One transaction: the proof is spent with the join it pays for (and stays spent when the
    // join is refused for the address).
    const outcome = await db.transaction().execute(async (trx): Promise<Outcome> => {
      await lockQueue(trx, eventId);
      if (!(await spendProof(trx, verified))) {
        return { kind: "spent" };
      }
      let locked = await findQueueEvent(trx, eventId);
      if (!locked) throw new AppError("not_found");
      locked = await drawIfDue(trx, locked, now);
      const entry = await findEntry(trx, eventId, userId);
      const own = ownEntry(entry);
      if (entry && own && !mayRejoin(own, now.getTime())) return { kind: "kept", entry };
      if (await hasOtherPlaceAtAddress(trx, { eventId, addressHash, userId, nowIso: at })) {
        return { kind: "address_taken" };
      }
      // Until the draw, a place is in the pre-queue; after it, the next number in line.
      const drawn = locked.queue_drawn_at !== null;
      const line = drawn ? locked.queue_last_line + 1 : null;
      if (drawn) await saveProgress(trx, eventId, { queue_last_line: line as number });
      const placed = entry
        ? await rejoinEntry(trx, entry.seq, { address_hash: addressHash, line, joined_at: at })
        : await insertEntry(trx, {
            event_id: eventId,
            user_id: userId,
            address_hash: addressHash,
            pre_queue: drawn ? 0 : 1,
            line,
            joined_at: at,
          });
      return { kind: "joined", entry: placed };
    });
    if (outcome.kind === "spent") throw new AppError("forbidden", { reason: "queue_proof_invalid" });
    if (outcome.kind === "address_taken") throw new AppError("conflict", { reason: "queue_address_taken" });
    // The new place changes nothing the queue's view holds: the status is answered from it and
    // the place as written.
    this.waiting.delete(`${eventId}\n${userId}`);
    const view = await this.views.view(eventId, now);
    if (!view) throw new AppError("not_found");
    return { status: this.statusOf(view, outcome.entry, userId, now), created: outcome.kind === "joined" };
  }
}
