import type { Kysely } from "kysely";
import type { NetworkPrefixes } from "#domain/network";
import {
  ADMISSION_MINUTES,
  admissionBurst,
  admissionStep,
  DEFAULT_ADMIT_PER_MINUTE,
  DEFAULT_MAX_ACTIVE,
  drawPlaces,
  isQueueActive,
} from "#domain/onsale/queue";
import type { QueueSettings } from "#domain/schemas/onsale";
import type { DB } from "#server/db/schema";
import { nowIso } from "#server/platform/clock";
import type { Logger } from "#server/platform/logger";
import type { Metrics } from "#server/platform/metrics";
import type { QueueKeys } from "./onsale.keys";
import {
  admitRange,
  countActiveShoppers,
  countUndrawn,
  findQueueEvent,
  lockQueue,
  type QueueEventRow,
  saveProgress,
  seatCounts,
  setLines,
  undrawnPreQueue,
} from "./onsale.repository";

/**
 * Each instance keeps, per event, a view of the queue (settings, the place admitted up to, the
 * active shoppers, whether it sold out) for half a second: a status poll costs the visitor's own
 * row and nothing else. What every instance must agree on — places, admissions, used proofs —
 * is only ever decided in the database.
 */

/** How long a view of an event's queue answers polls before the next admission step. */
export const VIEW_FRESH_MS = 500;
/** A view older than this is not answered while a fresh one is being made. */
const VIEW_STALE_MAX_MS = 5_000;
export const MAX_CACHED_EVENTS = 2_000;
export const MINUTE_MS = 60_000;

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
export interface QueueView {
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

function settingsOf(event: QueueEventRow): QueueSettings {
  return {
    onSaleAt: event.on_sale_at ?? null,
    admitPerMinute: event.queue_admit_per_minute ?? DEFAULT_ADMIT_PER_MINUTE,
    maxActive: event.queue_max_active ?? DEFAULT_MAX_ACTIVE,
    paused: event.queue_paused === 1,
  };
}

/** Approved, not cancelled and not started: the event can still be sold. */
export function isOpen(event: { approved: boolean; cancelled: boolean; eventDate: string }, now: Date): boolean {
  return event.approved && !event.cancelled && event.eventDate > nowIso(now);
}

export function eventOpenOf(event: QueueEventRow, now: Date): boolean {
  return isOpen(
    {
      approved: event.approval_status === "approved",
      cancelled: event.cancelled_at !== null,
      eventDate: event.event_date,
    },
    now,
  );
}

/**
 * Draws the pre-queue once the on-sale time has come, under the queue's lock: a cryptographic
 * random permutation of everyone who joined before, numbered after any place already given.
 * The draw is stored (places and the time it was made), so it happens once whoever runs first.
 */
export async function drawIfDue(
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

/** The cached views of one app instance, per event, and the admission steps that make them. */
export class QueueViews {
  private readonly views = new Map<string, QueueView | null>();
  /** When each cached view was made; the admissions job leaves a queue stepped just now alone. */
  readonly viewAt = new Map<string, number>();
  private readonly pending = new Map<string, Promise<QueueView | null>>();
  /** Bumped by each change made here, so a view read before it is not kept after it. */
  private readonly generations = new Map<string, number>();

  constructor(private readonly deps: QueueDeps) {}

  /** Forgets this instance's view of an event's queue, after a change made here. */
  invalidate(eventId: string): void {
    this.views.delete(eventId);
    this.viewAt.delete(eventId);
    this.pending.delete(eventId);
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
  step(eventId: string, now: Date): Promise<QueueView | null> {
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
}
