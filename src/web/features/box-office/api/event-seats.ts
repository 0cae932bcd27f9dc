import { useQuery } from "@tanstack/react-query";
import { useEffect, useMemo, useSyncExternalStore } from "react";
import { buildChartModel } from "../lib/chart-model";
import { LiveSeats } from "../lib/live-seats";
import { seatLayoutQuery, seatStatesQuery, useMySeatHolds } from "./seat-states";
import { useSeatStatesStream } from "./seat-states-stream";

const noRows = () => null;
const noSubscription = () => () => {};

/**
 * An event's seats for the box office chart: the layout (by the version the states name), the
 * live states (a read, then the stream's deltas, re-read on a gap, a reconnect or the 10 s poll)
 * and, for a signed-in viewer, their own holds, which the chart shows as "mine".
 */
export function useEventSeats(eventId: string, { signedIn }: { signedIn: boolean }) {
  const states = useQuery(seatStatesQuery(eventId));
  const layoutVersion = states.data?.layoutVersion ?? null;
  const layout = useQuery(seatLayoutQuery(eventId, layoutVersion));
  const layoutData = layout.data;
  // Rebuilt only when the layout changes, never for a seat: rows keep their identity and memo.
  const model = useMemo(() => (layoutData ? buildChartModel(layoutData) : null), [layoutData]);
  const live = useMemo(() => (layoutData ? new LiveSeats(layoutData) : null), [layoutData]);
  const { refetch } = states;

  // Every read of the states (the first, a poll, a re-read) goes to the chart.
  useEffect(() => {
    if (live && states.data && live.snapshot(states.data)) void refetch();
  }, [live, states.data, refetch]);
  useSeatStatesStream(eventId, live, () => void refetch());

  // On the server and while hydrating: the same rows (the seat states arrive after the page).
  const rows = useSyncExternalStore(
    live?.subscribe ?? noSubscription,
    live?.getRows ?? noRows,
    live?.getRows ?? noRows,
  );
  const mine = useMySeatHolds(eventId, signedIn);

  const failed = states.isError || layout.isError;
  return {
    model,
    /** The server's rows of seat codes, one per model row; null until the first read. */
    rows,
    mine,
    live,
    isPending: !failed && (model === null || rows === null),
    isError: failed && (model === null || rows === null),
    refetch: () => {
      void states.refetch();
      if (layout.isError) void layout.refetch();
    },
  };
}
