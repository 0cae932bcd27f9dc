import { EventEmitter } from "node:events";
import type { SeatMapChange } from "#domain/schemas/tickets";
import { memoryRelay, type Relay } from "./relay";

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
 * in-memory seat-map view, on every instance: a change goes through the relay, which gives it to
 * this instance's listeners at once and, on PostgreSQL, to every other instance's through
 * LISTEN/NOTIFY (within milliseconds), so a chart open on one instance shows a hold made on
 * another. Each instance applies each change once.
 */
export interface SeatChanges {
  publish(change: SeatChange, detail?: SeatChangeDetail): void;
  subscribe(eventId: string, listener: SeatChangeListener): () => void;
}

/** The relay channel of seat changes. */
export const SEAT_CHANGES_CHANNEL = "seat-changes";

interface Relayed {
  change: SeatChange;
  detail: SeatChangeDetail;
}

function isRelayed(payload: unknown): payload is Relayed {
  const value = payload as Relayed | null;
  return (
    typeof value === "object" &&
    value !== null &&
    typeof value.change?.eventId === "string" &&
    typeof value.change.seats === "object" &&
    value.change.seats !== null
  );
}

/** Seat changes through the given relay; without one, within this process only. */
export function createSeatChanges(relay: Relay = memoryRelay()): SeatChanges {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  relay.subscribe(SEAT_CHANGES_CHANNEL, (payload) => {
    if (isRelayed(payload)) emitter.emit(payload.change.eventId, payload.change, payload.detail ?? {});
  });
  return {
    publish(change, detail = {}) {
      if (Object.keys(change.seats).length > 0)
        relay.publish(SEAT_CHANGES_CHANNEL, { change, detail } satisfies Relayed);
    },
    subscribe(eventId, listener) {
      emitter.on(eventId, listener);
      return () => emitter.off(eventId, listener);
    },
  };
}
