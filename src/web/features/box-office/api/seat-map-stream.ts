import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import type { SeatMap, SeatStreamChange } from "#domain/schemas/tickets";
import { ticketKeys } from "./query-keys";
import { applySeatMapChange } from "./seat-map";

function isSeatMapChange(value: unknown): value is SeatStreamChange {
  if (typeof value !== "object" || value === null) return false;
  const change = value as Partial<SeatStreamChange>;
  return typeof change.eventId === "string" && typeof change.seats === "object" && change.seats !== null;
}

/**
 * Subscribes to GET /api/events/:id/seat-map/stream and patches the cached map with each change,
 * so a seat someone else takes turns grey within a second. EventSource reconnects by itself; while
 * it is down the 10 s poll keeps the map fresh. The server tells the viewer's own holds from their
 * session cookie, so the stream is opened again when the signed-in viewer changes.
 */
export function useSeatMapStream(eventId: string | null, viewerId: string | null) {
  const queryClient = useQueryClient();
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new viewer needs a new stream, since the server reads whose holds are "mine" from the session when the stream opens.
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
        map ? applySeatMapChange(map, change) : map,
      );
    };
    source.addEventListener("change", onChange);
    return () => {
      source.removeEventListener("change", onChange);
      source.close();
    };
  }, [eventId, viewerId, queryClient]);
}
