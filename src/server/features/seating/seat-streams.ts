import type { SeatStreamChange } from "#domain/schemas/tickets";
import { seatState } from "#domain/seating/availability";
import type { SeatChange, SeatChanges } from "#server/platform/realtime";

/**
 * Changes wait this long to be sent together: well inside the one second a chart may lag, and
 * during an on-sale rush it turns dozens of writes to every open chart into one.
 */
const FLUSH_MS = 50;

/**
 * Open streams one client address may keep: a person with a few tabs on a few events stays far
 * below it, while one machine cannot pin down the server with thousands of idle connections.
 */
export const MAX_STREAMS_PER_ADDRESS = 20;

type Send = (bytes: Uint8Array) => void;

interface Pending {
  /** The `change` event as everyone sees it: states only, no user. */
  shared: string;
  /** Whose order made it: their own streams get `own` instead. */
  byUserId: string;
  /** The same event with the holder's new holds reading "mine"; null when it has none. */
  own: string | null;
}

interface EventStreams {
  /** Each open chart and the signed-in viewer it belongs to (null when anonymous). */
  senders: Map<Send, string | null>;
  /** Server-sent `change` events not yet written, each serialised once. */
  pending: Pending[];
  timer: ReturnType<typeof setTimeout> | null;
  unsubscribe: () => void;
}

function sse(change: SeatStreamChange): string {
  return `event: change\ndata: ${JSON.stringify(change)}\n\n`;
}

function pendingOf(change: SeatChange): Pending {
  const shared: SeatStreamChange = { eventId: change.eventId, seats: change.seats };
  const held = Object.values(change.seats).includes("held");
  // The holder reads their holds by the same seat-state rule as the seat map: "mine".
  const holdFor = (viewerId: string) =>
    seatState({ claim: { status: "held", userId: change.byUserId }, viewerId, selected: false });
  const own: SeatStreamChange | null = held
    ? {
        eventId: change.eventId,
        seats: Object.fromEntries(
          Object.entries(change.seats).map(([seatId, state]) => [
            seatId,
            state === "held" ? holdFor(change.byUserId) : state,
          ]),
        ),
      }
    : null;
  return { shared: sse(shared), byUserId: change.byUserId, own: own && sse(own) };
}

/**
 * The open seat-map streams of every event, fed from SeatChanges: one subscription per event
 * however many charts are open, each change serialised once, and the changes of a flush interval
 * written to each chart in one piece. A stream never names a user: a change is sent as states
 * only, and the holder's own streams read their new holds as "mine" (they know whose they are
 * from their own session, never from someone else's id).
 */
export function createSeatStreams(seatChanges: SeatChanges, options: { maxPerAddress: number }) {
  const events = new Map<string, EventStreams>();
  const openByAddress = new Map<string, number>();
  const encoder = new TextEncoder();

  function flush(streams: EventStreams) {
    streams.timer = null;
    const pending = streams.pending;
    if (pending.length === 0) return;
    streams.pending = [];
    const shared = encoder.encode(pending.map((p) => p.shared).join(""));
    const holders = new Set(pending.filter((p) => p.own !== null).map((p) => p.byUserId));
    const ownBytes = new Map<string, Uint8Array>();
    for (const [send, viewerId] of streams.senders) {
      if (viewerId === null || !holders.has(viewerId)) {
        send(shared);
        continue;
      }
      let bytes = ownBytes.get(viewerId);
      if (!bytes) {
        bytes = encoder.encode(pending.map((p) => (p.byUserId === viewerId && p.own ? p.own : p.shared)).join(""));
        ownBytes.set(viewerId, bytes);
      }
      send(bytes);
    }
  }

  return {
    /**
     * Takes one of the client address's stream places, or answers null when it already holds
     * `maxPerAddress` open streams. The returned function gives the place back (once).
     */
    admit(address: string): (() => void) | null {
      const open = openByAddress.get(address) ?? 0;
      if (open >= options.maxPerAddress) return null;
      openByAddress.set(address, open + 1);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        const left = (openByAddress.get(address) ?? 1) - 1;
        if (left > 0) openByAddress.set(address, left);
        else openByAddress.delete(address);
      };
    },

    /** Starts sending an event's changes to one chart of a viewer; the returned function stops it. */
    open(eventId: string, viewerId: string | null, send: Send): () => void {
      let streams = events.get(eventId);
      if (!streams) {
        const created: EventStreams = { senders: new Map(), pending: [], timer: null, unsubscribe: () => {} };
        created.unsubscribe = seatChanges.subscribe(eventId, (change) => {
          created.pending.push(pendingOf(change));
          created.timer ??= setTimeout(() => flush(created), FLUSH_MS);
        });
        events.set(eventId, created);
        streams = created;
      }
      const own = streams;
      own.senders.set(send, viewerId);
      return () => {
        if (!own.senders.delete(send) || own.senders.size > 0) return;
        own.unsubscribe();
        if (own.timer) clearTimeout(own.timer);
        if (events.get(eventId) === own) events.delete(eventId);
      };
    },
  };
}
