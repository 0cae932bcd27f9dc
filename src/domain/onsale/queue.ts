import type { QueuePhase } from "#domain/schemas/onsale";

/**
 * The waiting room of an on-sale, as pure rules: when it opens, how the pre-queue is drawn, how
 * many visitors are let in at each step, what phase a visitor is in and how often their page asks.
 * The server keeps the queue in the database and applies these; nothing here does I/O.
 */

/** Visitors may join this long before the on-sale time; they form the pre-queue. */
export const PRE_QUEUE_MINUTES = 30;

/**
 * Defaults for an event's pace. The hold API sustains about 2,000 seats held a second with a p99
 * under 250 ms; a shopper makes a hold every several seconds at most and buys 1–10 seats. 500
 * shoppers at once therefore ask well under a tenth of that, so seat picking stays fast while the
 * line drains. 600 admissions a minute (10 a second) fills those 500 places in under a minute and
 * sells a 3,500-seat house (2–3 seats an order) in two to three minutes of steady demand; admins
 * raise or lower both per event.
 */
export const DEFAULT_ADMIT_PER_MINUTE = 600;
export const DEFAULT_MAX_ACTIVE = 500;

/** How long an admission lasts: the visitor holds and pays within it (a hold itself lasts 10). */
export const ADMISSION_MINUTES = 15;

/**
 * Admissions build up at the event's rate and are granted in steps; at most this many seconds'
 * worth wait to be granted, so a queue that was idle (or blocked by the cap) does not let a crowd
 * in at once when it moves again.
 */
export const ADMISSION_BURST_SECONDS = 2;

/** A proof-of-work challenge may be solved and used within this many minutes, once. */
export const CHALLENGE_MINUTES = 5;

const MINUTE_MS = 60_000;

/** When the pre-queue opens for an on-sale time. */
export function queueOpensAt(onSaleAt: string): string {
  return new Date(Date.parse(onSaleAt) - PRE_QUEUE_MINUTES * MINUTE_MS).toISOString();
}

/**
 * Whether the queue gates the hold API: from the pre-queue's opening while an on-sale time is set
 * and the event can still be sold (approved, not cancelled, not started).
 */
export function isQueueActive(input: { onSaleAt: string | null; eventOpen: boolean; now: number }): boolean {
  if (!input.onSaleAt || !input.eventOpen) return false;
  return input.now >= Date.parse(input.onSaleAt) - PRE_QUEUE_MINUTES * MINUTE_MS;
}

// --- The draw ---------------------------------------------------------------------------------

/** A uniform random integer in [0, maxExclusive), from the platform's cryptographic generator. */
export function secureRandomIndex(maxExclusive: number): number {
  if (!Number.isInteger(maxExclusive) || maxExclusive < 1 || maxExclusive > 2 ** 32) {
    throw new RangeError(`secureRandomIndex: bad bound ${maxExclusive}`);
  }
  // Rejection sampling: values at or above the largest multiple of the bound are drawn again, so
  // every index is equally likely (a plain modulo would favour the low ones).
  const limit = 2 ** 32 - (2 ** 32 % maxExclusive);
  const word = new Uint32Array(1);
  for (;;) {
    crypto.getRandomValues(word);
    const value = word[0] as number;
    if (value < limit) return value % maxExclusive;
  }
}

/**
 * A uniformly random permutation of the items (Fisher–Yates): every order equally likely when
 * `randomIndex` is uniform. The pre-queue is drawn with this at the on-sale time.
 */
export function shuffled<T>(
  items: readonly T[],
  randomIndex: (maxExclusive: number) => number = secureRandomIndex,
): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = randomIndex(i + 1);
    const swap = out[i] as T;
    out[i] = out[j] as T;
    out[j] = swap;
  }
  return out;
}

/**
 * Places in line for the pre-queue (given in arrival order) after its draw: a random permutation
 * numbered from 1. Arrivals after the on-sale time then take the next numbers, first come first
 * served.
 */
export function drawPlaces<T>(preQueue: readonly T[], randomIndex?: (maxExclusive: number) => number) {
  return shuffled(preQueue, randomIndex).map((item, i) => ({ item, line: i + 1 }));
}

// --- Admission ----------------------------------------------------------------------------------

export interface AdmissionStep {
  /** Admissions built up and not granted yet (fractional). */
  credit: number;
  /** When the last step ran (ms), or null before the first. */
  lastStepAt: number | null;
  now: number;
  admitPerMinute: number;
  maxActive: number;
  paused: boolean;
  /** Visitors in line, drawn and not yet admitted. */
  waiting: number;
  /** Admitted visitors whose admission has not ended or expired. */
  activeShoppers: number;
  /** Seats neither sold nor held: nobody is let in while there is nothing to pick. */
  seatsFree: number;
}

/** The most admissions that may build up at a rate (at least one, so a slow queue still moves). */
export function admissionBurst(admitPerMinute: number): number {
  return Math.max(1, (admitPerMinute * ADMISSION_BURST_SECONDS) / 60);
}

/**
 * One admission step: how many of the next in line to let in now, and the credit left. Credit
 * builds up at the event's rate (a full burst at the first step), capped at the burst; a paused
 * queue builds none and lets nobody in. The step never exceeds the free places under the cap on
 * active shoppers, the visitors waiting, or the free seats.
 */
export function admissionStep(step: AdmissionStep): { admit: number; credit: number } {
  const burst = admissionBurst(step.admitPerMinute);
  if (step.paused) return { admit: 0, credit: 0 };
  const elapsed = step.lastStepAt === null ? Number.POSITIVE_INFINITY : Math.max(0, step.now - step.lastStepAt);
  const credit = Math.min(burst, step.credit + (elapsed * step.admitPerMinute) / MINUTE_MS);
  const admit = Math.max(
    0,
    Math.min(Math.floor(credit), step.maxActive - step.activeShoppers, step.waiting, step.seatsFree),
  );
  return { admit, credit: credit - admit };
}

/** Seconds until a visitor with `ahead` people before them is let in at the rate; null when unknown. */
export function estimatedWaitSeconds(ahead: number, admitPerMinute: number, paused: boolean): number | null {
  if (paused || admitPerMinute <= 0) return null;
  return Math.ceil(((ahead + 1) * 60) / admitPerMinute);
}

// --- A visitor's phase --------------------------------------------------------------------------

/** A visitor's own place, as the server keeps it. */
export interface OwnEntry {
  /** Drawn (pre-queue) or given (later arrivals) place; null while the pre-queue waits for its draw. */
  line: number | null;
  admittedAt: string | null;
  admissionExpiresAt: string | null;
  /** Set when the visitor's order for the event completed. */
  endedAt: string | null;
}

export interface PhaseInput {
  onSaleAt: string | null;
  /** Approved, not cancelled, not started. */
  eventOpen: boolean;
  soldOut: boolean;
  entry: OwnEntry | null;
  now: number;
}

/** Whether an admission is current: granted, not ended by a completed order, not expired. */
export function admissionLive(entry: OwnEntry | null, now: number): boolean {
  return Boolean(
    entry?.admittedAt &&
      entry.endedAt === null &&
      entry.admissionExpiresAt &&
      Date.parse(entry.admissionExpiresAt) > now,
  );
}

/**
 * Where a visitor stands. A completed order is `done` even once the event sold out; otherwise a
 * sold-out event says so to everyone, the current admission comes next, and an admission that
 * lapsed unused is `done` too (the visitor may join again, at the back).
 */
export function queuePhase(input: PhaseInput): QueuePhase {
  const { entry, now } = input;
  if (!isQueueActive(input)) return input.onSaleAt && input.eventOpen ? "not_open" : "off";
  if (entry?.endedAt) return "done";
  if (input.soldOut) return "sold_out";
  if (!entry) return "open";
  if (admissionLive(entry, now)) return "admitted";
  if (entry.admittedAt) return "done";
  return entry.line === null ? "pre_queue" : "waiting";
}

/** Whether a visitor holding this entry joins again at the back instead of keeping it. */
export function mayRejoin(entry: OwnEntry, now: number): boolean {
  return entry.endedAt !== null || (entry.admittedAt !== null && !admissionLive(entry, now));
}

// --- How often a page asks ----------------------------------------------------------------------

export interface PollInput {
  phase: QueuePhase;
  now: number;
  onSaleAt: string | null;
  estimatedWaitSeconds: number | null;
  /** Visitors in the pre-queue (not yet drawn); spreads their return after the draw. */
  preQueue?: number;
}

const POLL_MIN_MS = 2_000;
const POLL_OPEN_MS = 15_000;
const POLL_MAX_MS = 30_000;
const POLL_OFF_MS = 60_000;
/**
 * Pre-queue pages come back after the on-sale time spread at random over as many seconds as it
 * takes for this many a second to arrive, between 5 and 60 seconds: the whole pre-queue asking in
 * the same instant would be the busiest moment of the sale.
 */
const DRAW_POLLS_PER_SECOND = 200;
const DRAW_SPREAD_MIN_MS = 5_000;
const DRAW_SPREAD_MAX_MS = 60_000;

/** Over how long the pre-queue's pages come back after the draw. */
export function drawSpreadMs(preQueue: number): number {
  return Math.min(DRAW_SPREAD_MAX_MS, Math.max(DRAW_SPREAD_MIN_MS, (preQueue / DRAW_POLLS_PER_SECOND) * 1000));
}

/**
 * When a page should ask again. A waiting page asks when half its estimated wait has passed,
 * between every 2 and every 30 seconds: pages near the front ask often, the many far back
 * rarely, so the polls of the whole line add up to a small multiple of the admission rate.
 * Everyone's answer is spread at random by a fifth either way, so pages that loaded together do
 * not keep asking together, and pre-queue pages ask once just after the on-sale time, spread
 * with the pre-queue's size (`drawSpreadMs`), when the draw has placed them.
 */
export function pollAfterMs(input: PollInput, random: () => number = Math.random): number {
  const jitter = (ms: number) => Math.round(ms * (0.8 + 0.4 * random()));
  const untilSale = input.onSaleAt ? Date.parse(input.onSaleAt) - input.now : Number.POSITIVE_INFINITY;
  switch (input.phase) {
    case "off":
      return jitter(POLL_OFF_MS);
    case "not_open": {
      const untilOpen = untilSale - PRE_QUEUE_MINUTES * MINUTE_MS;
      return Math.max(POLL_MIN_MS, Math.min(jitter(POLL_OFF_MS), untilOpen + random() * DRAW_SPREAD_MIN_MS));
    }
    case "open":
      return jitter(POLL_OPEN_MS);
    case "pre_queue":
      if (untilSale > 0) {
        const spread = drawSpreadMs(input.preQueue ?? 0);
        return Math.round(Math.min(jitter(POLL_MAX_MS), untilSale + 250 + random() * spread));
      }
      return jitter(POLL_MIN_MS);
    case "waiting": {
      const wait = (input.estimatedWaitSeconds ?? 60) * 1000;
      return jitter(Math.max(POLL_MIN_MS, Math.min(POLL_MAX_MS, wait / 2)));
    }
    case "sold_out":
    case "admitted":
    case "done":
      return jitter(POLL_MAX_MS);
  }
}
