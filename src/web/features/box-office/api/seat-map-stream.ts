import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import type { SeatMap, SeatMapChange } from "#domain/schemas/tickets";
import { ticketKeys } from "./query-keys";
import { applySeatMapChange } from "./seat-map";

function isSeatMapChange(value: unknown): value is SeatMapChange {
  if (typeof value !== "object" || value === null) return false;
  const change = value as Partial<SeatMapChange>;
  return typeof change.eventId === "string" && typeof change.seats === "object" && change.seats !== null;
}

/**
 * Subscribes to GET /api/events/:id/seat-map/stream and patches the cached map with each change,
 * so a seat someone else takes turns grey within a second. EventSource reconnects by itself; while
 * it is down the 10 s poll keeps the map fresh.
 */
export function useSeatMapStream(eventId: string | null, viewerId: string | null) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (eventId === null || typeof EventSource === "undefined") return;
    const source = new EventSource(`/api/events/${encodeURIComponent(eventId)}/seat-map/stream`);
    const onChange = (message: MessageEvent<string>) => {
      let change: unknown;
      try {
        change = JSON.parse(message.data);
      } catch {
        return;
      }
      if (!isSeatMapChange(change)) return;
      queryClient.setQueryData<SeatMap>(ticketKeys.seatMap(eventId), (map) =>
        map ? applySeatMapChange(map, change, viewerId) : map,
      );
    };
    source.addEventListener("change", onChange);
    return () => {
      source.removeEventListener("change", onChange);
      source.close();
    };
  }, [eventId, viewerId, queryClient]);
}
