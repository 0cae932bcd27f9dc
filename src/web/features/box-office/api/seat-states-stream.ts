import { useEffect, useRef } from "react";
import { isDelta, isHello, type LiveSeats } from "../lib/live-seats";

function parse(message: MessageEvent<string>): unknown {
  try {
    return JSON.parse(message.data);
  } catch {
    return null;
  }
}

/**
 * Subscribes to GET /api/events/:id/seat-states/stream and applies each delta to the chart's
 * states, so a seat someone else takes turns grey within a second. The stream is the same for
 * every viewer. Each (re)connection starts with a `hello` naming the server's epoch and version:
 * a chart that is behind it, or that sees a gap between deltas, reads the states again
 * (`reread`). EventSource reconnects by itself; while it is down the 10 s poll keeps the chart
 * fresh.
 */
export function useSeatStatesStream(eventId: string | null, live: LiveSeats | null, reread: () => void) {
  const rereadRef = useRef(reread);
  rereadRef.current = reread;
  useEffect(() => {
    if (eventId === null || live === null || typeof EventSource === "undefined") return;
    const source = new EventSource(`/api/events/${encodeURIComponent(eventId)}/seat-states/stream`);
    const onHello = (message: MessageEvent<string>) => {
      const hello = parse(message);
      if (isHello(hello) && live.hello(hello)) rereadRef.current();
    };
    const onDelta = (message: MessageEvent<string>) => {
      const delta = parse(message);
      if (isDelta(delta) && live.delta(delta)) rereadRef.current();
    };
    source.addEventListener("hello", onHello);
    source.addEventListener("delta", onDelta);
    return () => {
      source.removeEventListener("hello", onHello);
      source.removeEventListener("delta", onDelta);
      source.close();
    };
  }, [eventId, live]);
}
