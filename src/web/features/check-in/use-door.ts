import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useState, useSyncExternalStore } from "react";
import type { CheckInTicketsResponse, ScanResult } from "#domain/schemas/check-in";
import { TICKET_CODE_MAX } from "#domain/tickets/ticket-code";
import { checkInKeys, fetchEventTickets, uploadScans } from "./api/check-in-api";
import { withAnswers } from "./lib/answers";
import { ScanQueue } from "./lib/scan-queue";
import {
  type DoorSetup,
  deviceId,
  type PendingScan,
  randomId,
  readOwn,
  readQueue,
  readTickets,
  writeOwn,
  writeQueue,
  writeTickets,
} from "./lib/storage";
import { localVerdict } from "./lib/verdict";

/** Queued scans are tried again this often while online (and at once when the network returns). */
const SYNC_EVERY_MS = 15_000;
/** The event's tickets, revocations and admissions are downloaded again this often while online. */
const REFRESH_EVERY_MS = 60_000;

/** The server's answers, kept in the device's picture of each event they concern. */
function keepAnswers(results: ScanResult[], scans: PendingScan[]) {
  for (const eventId of new Set(scans.map((scan) => scan.event))) {
    const ofEvent = scans.filter((scan) => scan.event === eventId);
    const nonces = new Set(ofEvent.map((scan) => scan.nonce));
    const next = withAnswers(
      readTickets(eventId),
      readOwn(eventId),
      results.filter((result) => nonces.has(result.nonce)),
      ofEvent,
    );
    if (next.data) writeTickets(eventId, next.data);
    writeOwn(eventId, next.own);
  }
}

let shared: ScanQueue | null = null;

/** One queue per page load, whatever the event: it uploads every scan this device kept. */
function scanQueue(): ScanQueue {
  if (!shared) {
    shared = new ScanQueue({
      device: deviceId(),
      upload: uploadScans,
      load: readQueue,
      save: writeQueue,
      online: () => navigator.onLine,
    });
    shared.onAnswers(keepAnswers);
  }
  return shared;
}

function subscribeOnline(listener: () => void) {
  window.addEventListener("online", listener);
  window.addEventListener("offline", listener);
  return () => {
    window.removeEventListener("online", listener);
    window.removeEventListener("offline", listener);
  };
}

/** Whether the browser believes it has a network. */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribeOnline,
    () => navigator.onLine,
    () => true,
  );
}

/** The scan on screen: the device's verdict at once, replaced by the server's when it answers. */
export interface ShownScan {
  nonce: string;
  /** Null when the device has no ticket list to check with and the server has not answered. */
  result: ScanResult | null;
  source: "device" | "server";
  /** The scan could not be kept for syncing (storage full). */
  notKept: boolean;
}

/** A download keeps every admission the device already knew of: admissions are never undone. */
function mergedDownload(fresh: CheckInTicketsResponse, previous: CheckInTicketsResponse | null) {
  const known = new Set(fresh.admitted.map((entry) => entry.ticketId));
  const missing = (previous?.admitted ?? []).filter((entry) => !known.has(entry.ticketId));
  return missing.length ? { ...fresh, admitted: [...fresh.admitted, ...missing] } : fresh;
}

/**
 * The door at one event and gate: every scan is checked on the device at once, queued with a nonce
 * and its time, and uploaded while online; the server's answer then replaces the device's. The
 * event's data is downloaded on start, every minute and when the network returns.
 */
export function useDoor(setup: DoorSetup) {
  const { eventId, gate } = setup;
  const queue = scanQueue();
  const queueState = useSyncExternalStore(queue.subscribe, queue.getState);
  const online = useOnline();
  const queryClient = useQueryClient();
  const [data, setData] = useState(() => readTickets(eventId));
  const [refreshError, setRefreshError] = useState<unknown>(null);
  const [shown, setShown] = useState<ShownScan | null>(null);

  useEffect(() => {
    setData(readTickets(eventId));
    setShown(null);
  }, [eventId]);

  const refresh = useCallback(async () => {
    if (!navigator.onLine) return;
    try {
      const fresh = mergedDownload(await fetchEventTickets(eventId), readTickets(eventId));
      writeTickets(eventId, fresh);
      setData(fresh);
      setRefreshError(null);
    } catch (error) {
      setRefreshError(error);
    }
  }, [eventId]);

  useEffect(() => {
    void refresh();
    void queue.flush();
    const onOnline = () => {
      void queue.flush();
      void refresh();
    };
    window.addEventListener("online", onOnline);
    const sync = window.setInterval(() => void queue.flush(), SYNC_EVERY_MS);
    const download = window.setInterval(() => void refresh(), REFRESH_EVERY_MS);
    return () => {
      window.removeEventListener("online", onOnline);
      window.clearInterval(sync);
      window.clearInterval(download);
    };
  }, [queue, refresh]);

  useEffect(
    () =>
      queue.onAnswers((results) => {
        setData(readTickets(eventId));
        setShown((current) => {
          const answer = current && results.find((result) => result.nonce === current.nonce);
          return current && answer ? { ...current, result: answer, source: "server" } : current;
        });
        void queryClient.invalidateQueries({ queryKey: checkInKeys.counts(eventId) });
      }),
    [queue, eventId, queryClient],
  );

  const scan = useCallback(
    (raw: string) => {
      const token = raw.trim();
      if (!token) return;
      const nonce = randomId();
      const at = new Date().toISOString();
      const stored = readTickets(eventId);
      const own = readOwn(eventId);
      const result = stored ? localVerdict(token, nonce, stored, own) : null;
      if (result?.outcome === "admitted")
        writeOwn(eventId, [...own, { ticketId: result.ticket.ticketId, at, gate, nonce }]);
      // Anything longer than twice a ticket code is no ticket: the server would refuse the batch.
      const kept = token.length > TICKET_CODE_MAX * 2 || queue.add({ event: eventId, gate, token, at, nonce });
      setShown({ nonce, result, source: "device", notKept: !kept });
      void queue.flush();
    },
    [eventId, gate, queue],
  );

  return {
    scan,
    shown,
    data,
    refreshError,
    online,
    pending: queueState.pending,
    syncing: queueState.syncing,
    syncError: queueState.error,
    syncNow: () => {
      void queue.flush();
      void refresh();
    },
  };
}
