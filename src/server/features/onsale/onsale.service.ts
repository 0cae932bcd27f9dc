import type { Kysely } from "kysely";
import { type NetworkPrefixes, networkOf } from "#domain/network";
import {
  ADMISSION_MINUTES,
  admissionBurst,
  admissionStep,
  CHALLENGE_MINUTES,
  DEFAULT_ADMIT_PER_MINUTE,
  DEFAULT_MAX_ACTIVE,
  drawPlaces,
  estimatedWaitSeconds,
  isQueueActive,
  mayRejoin,
  type OwnEntry,
  pollAfterMs,
  queueOpensAt,
  queuePhase,
} from "#domain/onsale/queue";
import type {
  QueueChallenge,
  QueueSettings,
  QueueSettingsInput,
  QueueStats,
  QueueStatus,
} from "#domain/schemas/onsale";
import type { DB } from "#server/db/schema";
import { AppError } from "#server/http/errors";
import { nowIso } from "#server/platform/clock";
import type { Logger } from "#server/platform/logger";
import type { Metrics } from "#server/platform/metrics";
import { spendProof, sweepSpentProofs } from "#server/platform/proof-of-work";
import { findQueuesToStep } from "./active-queues.repository";
import { hashAddress, issueChallenge, type QueueKeys, readAdmission, signAdmission, verifyProof } from "./onsale.keys";
import {
  admitRange,
  countActiveShoppers,
  countAdmitted,
  countEntries,
  countUndrawn,
  type EntryRow,
  endAdmission,
  findEntry,
  findEntryBySeq,
  findQueueEvent,
  hasOtherPlaceAtAddress,
  insertEntry,
  lockQueue,
  type QueueEventRow,
  rejoinEntry,
  saveProgress,
  saveSettings,
  seatCounts,
  setLines,
  undrawnPreQueue,
} from "./onsale.repository";

/**
 * The waiting room's use cases: a visitor's status, joining, the admission steps (run by whoever
 * asks and by each instance's admissions job, under the queue's lock, so any number of instances
 * share one pace), the hold API's admission check, the end of an admission, and the admins'
 * settings and figures.
 *
 * Each instance keeps, per event, a view of the queue (settings, the place admitted up to, the
 * active shoppers, whether it sold out) for half a second: a status poll costs the visitor's own
 * row and nothing else. What every instance must agree on — places, admissions, used proofs —
 * is only ever decided in the database.
 */

/** How long a view of an event's queue answers polls before the next admission step. */
const VIEW_FRESH_MS = 500;
/** A view older than this is not answered while a fresh one is being made. */
const VIEW_STALE_MAX_MS = 5_000;
/** How long the hold API's check reuses an event's queue settings. */
const GATE_FRESH_MS = 1_000;
const MAX_CACHED_EVENTS = 2_000;
const MAX_WAITING_KNOWN = 100_000;
const MINUTE_MS = 60_000;

export { PROOF_MAX_NUMBER, TEST_PROOF_MAX_NUMBER } from "#server/platform/proof-of-work";

export interface QueueDeps {
  db: Kysely<DB>;
  logger: Logger;
  keys: QueueKeys;
  proofMaxNumber: number;
  /** What counts as one network: one place in line each (`networkOf`). */
  networkPrefixes?: NetworkPrefixes;
  /**
   * Tells the other instances that an event's queue changed here (settings, admissions), so they
   * forget what they cached of it instead of answering from it until it ages out.
   */
  announce?: (eventId: string, change: QueueChange) => void;
  /** Counts the visitors this instance admits. */
  metrics?: Pick<Metrics, "admissions">;
}

/**
 * What changed in an event's queue: its settings (what was cached of it is wrong now), or who is
 * admitted (what was cached is only older: it is read again while still answering).
 */
export type QueueChange = "settings" | "admission";

/** What polls read: an event's queue as of `at`. */
interface QueueView {
  eventId: string;
  eventOpen: boolean;
  settings: QueueSettings;
  admittedLine: number;
  activeShoppers: number;
  soldOut: boolean;
  /** Visitors in the pre-queue while it waits for its draw. */
  preQueue: number;
  at: number;
}

/** What the hold API's check reads. */
interface Gate {
  onSaleAt: string | null;
  approved: boolean;
  cancelled: boolean;
  eventDate: string;
  at: number;
}

function settingsOf(event: QueueEventRow): QueueSettings {
  return {
    onSaleAt: event.on_sale_at ?? null,
    admitPerMinute: event.queue_admit_per_minute ?? DEFAULT_ADMIT_PER_MINUTE,
    maxActive: event.queue_max_active ?? DEFAULT_MAX_ACTIVE,
    paused: event.queue_paused === 1,
  };
}

/** Approved, not cancelled and not started: the event can still be sold. */
function isOpen(event: { approved: boolean; cancelled: boolean; eventDate: string }, now: Date): boolean {
  return event.approved && !event.cancelled && event.eventDate > nowIso(now);
}

function eventOpenOf(event: QueueEventRow, now: Date): boolean {
  return isOpen(
    {
      approved: event.approval_status === "approved",
      cancelled: event.cancelled_at !== null,
      eventDate: event.event_date,
    },
    now,
  );
}

function ownEntry(entry: EntryRow | undefined): OwnEntry | null {
  if (!entry) return null;
  return {
    line: entry.line,
    admittedAt: entry.admitted_at,
    admissionExpiresAt: entry.admission_expires_at,
    endedAt: entry.ended_at,
  };
}

/**
 * Draws the pre-queue once the on-sale time has come, under the queue's lock: a cryptographic
 * random permutation of everyone who joined before, numbered after any place already given.
 * The draw is stored (places and the time it was made), so it happens once whoever runs first.
 */
async function drawIfDue(
  trx: Parameters<typeof lockQueue>[0],
  event: QueueEventRow,
  now: Date,
): Promise<QueueEventRow> {
  if (event.queue_drawn_at || !event.on_sale_at || now.getTime() < Date.parse(event.on_sale_at)) return event;
  const arrivals = await undrawnPreQueue(trx, event.id);
  const first = event.queue_last_line;
  await setLines(
    trx,
    drawPlaces(arrivals).map(({ item, line }) => ({ seq: item, line: first + line })),
  );
  const progress = { queue_drawn_at: nowIso(now), queue_last_line: first + arrivals.length };
  await saveProgress(trx, event.id, progress);
  return { ...event, ...progress };
}

/** The queue runtime of one app instance: its cached views, and every use case. */
export class QueueRuntime {
  private readonly views = new Map<string, QueueView | null>();
  private readonly viewAt = new Map<string, number>();
  private readonly pending = new Map<string, Promise<QueueView | null>>();
  private readonly gates = new Map<string, Gate | null>();
  /**
   * Places known to be waiting: placed and not admitted. Such a place changes only when it is
   * admitted, which the view's admitted line shows first, so a poll from far back in line reads
   * nothing from the database.
   */
  private readonly waiting = new Map<string, EntryRow>();
  /** Bumped by each change made here, so a view read before it is not kept after it. */
  private readonly generations = new Map<string, number>();
  private lastSweep = 0;

  constructor(private readonly deps: QueueDeps) {}

  /** Forgets what this instance knows of an event's queue, after a change made here. */
  invalidate(eventId: string): void {
    this.views.delete(eventId);
    this.viewAt.delete(eventId);
    this.pending.delete(eventId);
    this.gates.delete(eventId);
    this.generations.set(eventId, (this.generations.get(eventId) ?? 0) + 1);
  }

  /**
   * Another instance admitted visitors: the next poll here starts a new view of the queue at once,
   * and is answered from the current one meanwhile (never waiting for the step's commit).
   */
  markStale(eventId: string, now = Date.now()): void {
    const at = this.viewAt.get(eventId);
    if (at !== undefined) this.viewAt.set(eventId, Math.min(at, now - VIEW_FRESH_MS));
  }

  /**
   * The event's queue as polls see it. A view younger than half a second is answered as it is;
   * an older one starts the next admission step and, unless it is very old, is answered
   * meanwhile. `fresh` waits for a new step (admins' figures).
   */
  async view(eventId: string, now: Date, options: { fresh?: boolean } = {}): Promise<QueueView | null> {
    const t = now.getTime();
    const at = this.viewAt.get(eventId);
    const cached = this.views.get(eventId);
    if (!options.fresh && at !== undefined && cached !== undefined && t - at < VIEW_FRESH_MS) return cached;
    if (options.fresh) return this.store(eventId, t, this.refresh(eventId, now));
    const pending = this.step(eventId, now);
    if (at !== undefined && cached !== undefined && t - at < VIEW_STALE_MAX_MS) return cached;
    return pending;
  }

  /** The event's admission step under way on this instance, or a new one: one at a time per event. */
  private step(eventId: string, now: Date): Promise<QueueView | null> {
    const under = this.pending.get(eventId);
    if (under) return under;
    const started = this.store(eventId, now.getTime(), this.refresh(eventId, now));
    this.pending.set(eventId, started);
    void started.then(
      () => {
        if (this.pending.get(eventId) === started) this.pending.delete(eventId);
      },
      (error: unknown) => {
        if (this.pending.get(eventId) === started) this.pending.delete(eventId);
        this.deps.logger.warn("queue step failed", { eventId, error: String(error) });
      },
    );
    return started;
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
      const at = this.viewAt.get(eventId);
      if (at !== undefined && now.getTime() - at < VIEW_FRESH_MS) continue;
      try {
        await this.step(eventId, now);
        stepped += 1;
      } catch {
        // Logged with its event by `step`; the other queues still get their step.
      }
    }
    return stepped;
  }

  private async store(eventId: string, t: number, made: Promise<QueueView | null>): Promise<QueueView | null> {
    const generation = this.generations.get(eventId) ?? 0;
    const view = await made;
    if (this.views.size > MAX_CACHED_EVENTS) {
      this.views.clear();
      this.viewAt.clear();
      this.generations.clear();
    }
    const previous = this.viewAt.get(eventId);
    if ((this.generations.get(eventId) ?? 0) === generation && (previous === undefined || previous <= t)) {
      this.views.set(eventId, view);
      this.viewAt.set(eventId, t);
    }
    return view;
  }

  /** Reads the event and, once the sale has started, runs an admission step. */
  private async refresh(eventId: string, now: Date): Promise<QueueView | null> {
    const { db } = this.deps;
    const event = await findQueueEvent(db, eventId);
    if (!event) return null;
    const settings = settingsOf(event);
    const eventOpen = eventOpenOf(event, now);
    const view: QueueView = {
      eventId,
      eventOpen,
      settings,
      admittedLine: event.queue_admitted_line,
      activeShoppers: 0,
      soldOut: false,
      preQueue: 0,
      at: now.getTime(),
    };
    if (!isQueueActive({ onSaleAt: settings.onSaleAt, eventOpen, now: now.getTime() })) return view;

    const seats = await seatCounts(db, eventId, nowIso(now));
    // Seats are generated on an event's first view: none yet means none sold either.
    view.soldOut = seats.seats > 0 && seats.sold >= seats.seats;
    const seatsFree = seats.seats === 0 ? Number.POSITIVE_INFINITY : Math.max(0, seats.seats - seats.sold - seats.held);
    if (now.getTime() < Date.parse(settings.onSaleAt as string)) {
      view.preQueue = await countUndrawn(db, eventId);
      return view;
    }

    let admittedHere = 0;
    const stepped = await db.transaction().execute(async (trx) => {
      await lockQueue(trx, eventId);
      let locked = await findQueueEvent(trx, eventId);
      if (!locked) return null;
      locked = await drawIfDue(trx, locked, now);
      const current = settingsOf(locked);
      // Steps run one after another under the lock, but each with the time its request began:
      // never earlier than the last step, so admissions are stamped in the order they were made.
      const lastStepAt = locked.queue_step_at ? Date.parse(locked.queue_step_at) : null;
      const stepAt = Math.max(now.getTime(), lastStepAt ?? 0);
      const at = nowIso(new Date(stepAt));
      const activeShoppers = await countActiveShoppers(trx, eventId, at);
      const step = admissionStep({
        credit: locked.queue_admit_credit,
        lastStepAt,
        now: stepAt,
        admitPerMinute: current.admitPerMinute,
        maxActive: current.maxActive,
        paused: current.paused,
        waiting: locked.queue_last_line - locked.queue_admitted_line,
        activeShoppers,
        seatsFree: view.soldOut ? 0 : seatsFree,
      });
      let admittedLine = locked.queue_admitted_line;
      if (step.admit > 0) {
        admittedHere = step.admit;
        admittedLine += step.admit;
        await admitRange(trx, {
          eventId,
          from: locked.queue_admitted_line,
          through: admittedLine,
          at,
          expiresAt: nowIso(new Date(stepAt + ADMISSION_MINUTES * MINUTE_MS)),
        });
      }
      // A full (or, paused, empty) bucket that did not move needs no write.
      const unchanged =
        step.admit === 0 &&
        step.credit === locked.queue_admit_credit &&
        (step.credit === 0 || step.credit >= admissionBurst(current.admitPerMinute));
      if (!unchanged) {
        await saveProgress(trx, eventId, {
          queue_admitted_line: admittedLine,
          queue_admit_credit: step.credit,
          queue_step_at: at,
        });
      }
      return {
        ...view,
        settings: current,
        admittedLine,
        activeShoppers: activeShoppers + step.admit,
      };
    });
    if (admittedHere > 0) {
      this.deps.metrics?.admissions.inc({ event: eventId }, admittedHere);
      this.deps.announce?.(eventId, "admission");
    }
    return stepped;
  }

  // --- Visitors -------------------------------------------------------------------------------

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
    const view = await this.view(input.eventId, input.now);
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
    const view = await this.view(eventId, now);
    if (!view) throw new AppError("not_found");
    return { status: this.statusOf(view, outcome.entry, userId, now), created: outcome.kind === "joined" };
  }

  // --- The hold API -----------------------------------------------------------------------------

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

  // --- Admins ---------------------------------------------------------------------------------

  async stats(input: { eventId: string; now: Date }): Promise<QueueStats> {
    const { db } = this.deps;
    const view = await this.view(input.eventId, input.now, { fresh: true });
    if (!view) throw new AppError("not_found");
    const at = nowIso(input.now);
    const [entries, admitted, activeShoppers] = await Promise.all([
      countEntries(db, input.eventId, nowIso(new Date(input.now.getTime() - MINUTE_MS))),
      countAdmitted(db, input.eventId),
      countActiveShoppers(db, input.eventId, at),
    ]);
    return {
      eventId: input.eventId,
      settings: view.settings,
      active: isQueueActive({ onSaleAt: view.settings.onSaleAt, eventOpen: view.eventOpen, now: input.now.getTime() }),
      waiting: entries.waiting,
      preQueue: entries.preQueue,
      admitted,
      activeShoppers,
      admittedLastMinute: entries.admittedLastMinute,
      soldOut: view.soldOut,
    };
  }

  /**
   * Changes an event's queue settings, under the queue's lock so an admission step never runs on
   * half of them: a pause takes effect before the next step. The on-sale time must come before
   * the event; null turns the queue off (places are kept).
   */
  async updateSettings(input: { eventId: string; settings: QueueSettingsInput; now: Date }): Promise<QueueStats> {
    const { db } = this.deps;
    const event = await findQueueEvent(db, input.eventId);
    if (!event) throw new AppError("not_found");
    const { onSaleAt, admitPerMinute, maxActive, paused } = input.settings;
    const normalized = onSaleAt ? new Date(onSaleAt).toISOString() : onSaleAt;
    if (normalized && normalized >= event.event_date) {
      throw new AppError("validation_failed", undefined, { onSaleAt: "validation.invalidDate" });
    }
    await db.transaction().execute(async (trx) => {
      await lockQueue(trx, input.eventId);
      await saveSettings(trx, input.eventId, {
        ...(normalized !== undefined ? { on_sale_at: normalized } : {}),
        ...(admitPerMinute !== undefined ? { queue_admit_per_minute: admitPerMinute } : {}),
        ...(maxActive !== undefined ? { queue_max_active: maxActive } : {}),
        ...(paused !== undefined ? { queue_paused: paused ? 1 : 0 } : {}),
      });
    });
    this.invalidate(input.eventId);
    this.deps.announce?.(input.eventId, "settings");
    return this.stats(input);
  }
}
