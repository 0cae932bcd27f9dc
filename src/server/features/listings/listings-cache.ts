import { createMiddleware } from "hono/factory";
import { fewLeftFrom } from "#domain/seating/prices";
import type { AppContext, AppEnv } from "#server/context";
import { CachedBody, type CachePolicy } from "#server/http/cached-body";

/**
 * How long a computed answer is served without reading the database again. Whatever the change —
 * seats held, sold or released (each moves `seatsLeft`, `availability` and, once a section's
 * seats exist, the price range), an event starting (it leaves the list), or a write nothing
 * announces (a script, another process writing the database) — a list or an event page is at
 * most this stale: each is recomputed at most once a second, however many read it. Changes made
 * through the API's event management are announced and show at once (below), and so does every
 * seat change of an event near a change of its availability (few left, sold out; see `watch`).
 */
export const LISTINGS_FRESH_MS = 1_000;
/** Event pages kept at most; the least recently computed go first. */
const MAX_DETAILS = 1_000;

/**
 * The relay channel of announced listing changes: every instance forgets every cached list and
 * event page when one arrives (changes are rare; the next read of each recomputes it).
 */
export const LISTINGS_CHANNEL = "listings";

/**
 * Browsers revalidate every time (a 304 when nothing changed), so an editor sees an edit at once;
 * a CDN may keep the list a couple of seconds and serve it while fetching the next.
 */
export const LIST_CACHE_POLICY: CachePolicy = {
  cacheControl: "public, no-cache",
  cdnCacheControl: "public, max-age=2, stale-while-revalidate=30",
};

interface Entry {
  body: CachedBody;
  /** Epoch ms after which the answer is computed again. */
  until: number;
}

/**
 * Answers computed once and kept per key, each recomputed once it is older than
 * LISTINGS_FRESH_MS or after an announced change. Readers that arrive while it is being computed
 * share that computation. An answer whose JSON did not change keeps its body, so its entity tag
 * and its compressed bytes are reused.
 */
export class AnswerCache<K> {
  private readonly entries = new Map<K, Entry>();
  private readonly pending = new Map<K, Promise<CachedBody>>();
  /** Bumped by every announced change, so a computation that began before is not kept after. */
  private generation = 0;

  constructor(private readonly maxEntries: number) {}

  async get(key: K, compute: () => Promise<unknown>): Promise<CachedBody> {
    const entry = this.entries.get(key);
    if (entry && entry.until > Date.now()) return entry.body;
    let computing = this.pending.get(key);
    if (!computing) {
      computing = this.compute(key, compute, entry?.body);
      this.pending.set(key, computing);
    }
    return computing;
  }

  /** Forgets every answer: the next reader of each computes it again. */
  clear() {
    this.generation += 1;
    this.entries.clear();
    this.pending.clear();
  }

  private async compute(key: K, compute: () => Promise<unknown>, previous?: CachedBody): Promise<CachedBody> {
    const startedIn = this.generation;
    const startedAt = Date.now();
    try {
      const json = JSON.stringify(await compute());
      const body = previous && previous.json === json ? previous : new CachedBody(json);
      if (startedIn === this.generation) {
        this.entries.delete(key);
        this.entries.set(key, { body, until: startedAt + LISTINGS_FRESH_MS });
        for (const oldest of this.entries.keys()) {
          if (this.entries.size <= this.maxEntries) break;
          this.entries.delete(oldest);
        }
      }
      return body;
    } finally {
      if (startedIn === this.generation) this.pending.delete(key);
    }
  }
}

/**
 * Seats above the "few left" line within which an event's seat changes are watched: one change
 * (a buyer's seats, at most the per-account limit) cannot cross the line unseen from farther away;
 * larger changes (an admin's) are announced.
 */
const WATCH_MARGIN_SEATS = 50;

/** Listeners of this instance's own listing changes (seat changes reach every instance anyway). */
const localListeners = new WeakMap<Pick<AppContext, "relay">, Set<() => void>>();

/**
 * Calls `listener` after every listing change: announced on this instance or another, seen here
 * in the seats of an event near few left or sold out, and whenever changes from other instances
 * may have been missed (the relay was down). Answers a function that stops it.
 */
export function onListingsChanged(ctx: Pick<AppContext, "relay">, listener: () => void): () => void {
  let local = localListeners.get(ctx);
  if (!local) {
    local = new Set();
    localListeners.set(ctx, local);
  }
  const listeners = local;
  listeners.add(listener);
  const stops = [
    ctx.relay.subscribe(LISTINGS_CHANNEL, () => listener()),
    ctx.relay.onResync(listener),
    () => listeners.delete(listener),
  ];
  return () => {
    for (const stop of stops) stop();
  };
}

export type ListingsCache = ReturnType<typeof newListingsCache>;

function newListingsCache(ctx: Pick<AppContext, "relay" | "seatChanges">) {
  const lists = new AnswerCache<number>(Number.POSITIVE_INFINITY);
  const details = new AnswerCache<string>(MAX_DETAILS);
  const forget = () => {
    lists.clear();
    details.clear();
  };
  onListingsChanged(ctx, forget);
  /** The events whose seat changes are watched, with the function that stops each. */
  const watched = new Map<string, () => void>();
  return {
    lists,
    details,
    /**
     * Told an event's seats as just counted. Near few left or sold out, every seat change of the
     * event (held, sold, released, on any instance) makes this instance count again on the next
     * read and has its kept pages compared at once, so "only N left" and "sold out" show on the
     * next request rather than within LISTINGS_FRESH_MS; farther away, the event is not watched.
     */
    watch: (eventId: string, seatsLeft: number, totalSeats: number) => {
      const near = seatsLeft <= fewLeftFrom(totalSeats) + WATCH_MARGIN_SEATS;
      const stop = watched.get(eventId);
      if (near && !stop) {
        if (watched.size >= MAX_DETAILS) return;
        watched.set(
          eventId,
          ctx.seatChanges.subscribe(eventId, () => {
            for (const listener of localListeners.get(ctx) ?? []) listener();
          }),
        );
      } else if (!near && stop) {
        stop();
        watched.delete(eventId);
      }
    },
  };
}

const listingsCaches = new WeakMap<Pick<AppContext, "relay">, ListingsCache>();

/**
 * The cached answers of the public listings, emptied by every announced change on any instance:
 * one per app context, shared by the listings' routes and the pages' heads (an event page's head
 * shows what its listing answers).
 */
export function createListingsCache(ctx: Pick<AppContext, "relay" | "seatChanges">): ListingsCache {
  let cache = listingsCaches.get(ctx);
  if (!cache) {
    cache = newListingsCache(ctx);
    listingsCaches.set(ctx, cache);
  }
  return cache;
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
/**
 * The writes that change what the listings show: event management (create, edit, approve,
 * reject, cancel, decide a change, a rental's event), an admin's event settings (the on-sale
 * time), deleting an event, and changing its layout or sections (seat counts and prices).
 */
const CHANGES_LISTINGS =
  /^\/api\/(?:manage\/(?:events|rentals)(?:\/|$)|admin\/events\/|events\/[^/]+(?:\/layout|\/sections\/[^/]+)?$)/;

/**
 * Announces a listing change after every successful write that may make one, once its answer is
 * ready (so after its transaction committed): every instance's next read shows it.
 */
export function announceListingChanges(ctx: Pick<AppContext, "relay">) {
  return createMiddleware<AppEnv>(async (c, next) => {
    await next();
    if (SAFE_METHODS.has(c.req.method) || c.res.status >= 400 || !CHANGES_LISTINGS.test(c.req.path)) return;
    ctx.relay.publish(LISTINGS_CHANNEL, {});
  });
}

/** Tells every instance that the listings changed, for writes the API does not make (scripts, tests). */
export function listingsChanged(ctx: Pick<AppContext, "relay">) {
  ctx.relay.publish(LISTINGS_CHANNEL, {});
}
