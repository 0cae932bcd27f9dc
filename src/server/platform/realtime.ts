import { EventEmitter } from "node:events";
import type { SeatMapChange } from "#domain/schemas/tickets";

/** What the server knows about a change beyond what charts are sent. */
export interface SeatChangeDetail {
  /** The expiry of the hold that made the seats "held" (ISO-8601). */
  holdExpiresAt?: string | null;
}

/**
 * A change as the server publishes it, with the user whose order made it. That id stays on the
 * server: the in-memory seat map and each viewer's own stream use it, the stream never sends it.
 */
export interface SeatChange extends SeatMapChange {
  byUserId: string;
}

export type SeatChangeListener = (change: SeatChange, detail: SeatChangeDetail) => void;

/**
 * Seat changes fanned out to every open chart of an event (through Server-Sent Events) and to the
 * in-memory seat-map view. One process keeps its listeners in memory; several instances on
 * PostgreSQL would relay through LISTEN/NOTIFY behind this same interface.
 */
export interface SeatChanges {
  publish(change: SeatChange, detail?: SeatChangeDetail): void;
  subscribe(eventId: string, listener: SeatChangeListener): () => void;
}

export function createSeatChanges(): SeatChanges {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    publish(change, detail = {}) {
      if (Object.keys(change.seats).length > 0) emitter.emit(change.eventId, change, detail);
    },
    subscribe(eventId, listener) {
      emitter.on(eventId, listener);
      return () => emitter.off(eventId, listener);
    },
  };
}
