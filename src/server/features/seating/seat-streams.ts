import type { SeatChanges } from "#server/platform/realtime";

/**
 * Changes wait this long to be sent together: well inside the one second a chart may lag, and
 * during an on-sale rush it turns dozens of writes to every open chart into one.
 */
const FLUSH_MS = 50;

type Send = (bytes: Uint8Array) => void;

interface EventStreams {
  senders: Set<Send>;
  /** Server-sent `change` events not yet written, each serialised once for all charts. */
  pending: string[];
  timer: ReturnType<typeof setTimeout> | null;
  unsubscribe: () => void;
}

/**
 * The open seat-map streams of every event, fed from SeatChanges: one subscription per event
 * however many charts are open, each change serialised once, and the changes of a flush interval
 * written to each chart in one piece.
 */
export function createSeatStreams(seatChanges: SeatChanges) {
  const events = new Map<string, EventStreams>();
  const encoder = new TextEncoder();

  function flush(streams: EventStreams) {
    streams.timer = null;
    if (streams.pending.length === 0) return;
    const bytes = encoder.encode(streams.pending.join(""));
    streams.pending = [];
    for (const send of streams.senders) send(bytes);
  }

  return {
    /** Starts sending an event's changes to one chart; the returned function stops it. */
    open(eventId: string, send: Send): () => void {
      let streams = events.get(eventId);
      if (!streams) {
        const created: EventStreams = { senders: new Set(), pending: [], timer: null, unsubscribe: () => {} };
        created.unsubscribe = seatChanges.subscribe(eventId, (change) => {
          created.pending.push(`event: change\ndata: ${JSON.stringify(change)}\n\n`);
          created.timer ??= setTimeout(() => flush(created), FLUSH_MS);
        });
        events.set(eventId, created);
        streams = created;
      }
      const own = streams;
      own.senders.add(send);
      return () => {
        if (!own.senders.delete(send) || own.senders.size > 0) return;
        own.unsubscribe();
        if (own.timer) clearTimeout(own.timer);
        if (events.get(eventId) === own) events.delete(eventId);
      };
    },
  };
}
