import { EventEmitter } from "node:events";
import type { SeatMapChange } from "../../domain/schemas/tickets";

/**
 * Seat changes fanned out to every open chart of an event (through Server-Sent Events). One
 * process keeps its listeners in memory; several instances on PostgreSQL would relay through
 * LISTEN/NOTIFY behind this same interface.
 */
export interface SeatChanges {
  publish(change: SeatMapChange): void;
  subscribe(eventId: string, listener: (change: SeatMapChange) => void): () => void;
}

export function createSeatChanges(): SeatChanges {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    publish(change) {
      if (Object.keys(change.seats).length > 0) emitter.emit(change.eventId, change);
    },
    subscribe(eventId, listener) {
      emitter.on(eventId, listener);
      return () => emitter.off(eventId, listener);
    },
  };
}
