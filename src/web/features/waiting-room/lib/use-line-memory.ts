import { useEffect, useRef, useState } from "react";
import type { QueueStatus } from "#domain/schemas/onsale";
import type { TFunction } from "#web/lib/translation";
import { useTranslation } from "#web/lib/translation";
import { type Announced, type Announcement, announcementFor, waitWords } from "./queue-view";
import { waitText } from "./wait-text";

const storageKey = (eventId: string) => `waiting-room:first-ahead:${eventId}`;

function readStored(eventId: string): number | null {
  try {
    const value = Number(sessionStorage.getItem(storageKey(eventId)));
    return Number.isInteger(value) && value > 0 ? value : null;
  } catch {
    return null;
  }
}

function writeStored(eventId: string, value: number | null) {
  try {
    if (value === null) sessionStorage.removeItem(storageKey(eventId));
    else sessionStorage.setItem(storageKey(eventId), String(value));
  } catch {
    // Not kept: after a reload the bar starts again from the current place.
  }
}

/**
 * How many were ahead when the visitor first had a place in line: the start of the progress
 * bar. Kept for the tab's session, so a reload shows the same progress; forgotten once the
 * visitor is out of the line.
 */
export function useFirstAhead(eventId: string, status: QueueStatus | undefined): number | null {
  const [first, setFirst] = useState<number | null>(() => readStored(eventId));
  const phase = status?.phase;
  const ahead = status?.ahead ?? null;
  useEffect(() => {
    if (phase === undefined || phase === "pre_queue") return;
    if (phase !== "waiting") {
      writeStored(eventId, null);
      setFirst(null);
      return;
    }
    if (ahead === null) return;
    const stored = readStored(eventId);
    if (stored === null || ahead > stored) {
      writeStored(eventId, ahead);
      setFirst(ahead);
    } else {
      setFirst(stored);
    }
  }, [eventId, phase, ahead]);
  return first;
}

/**
 * The sentence the page's polite live region holds: set on meaningful changes only (a new phase,
 * a pause, a real move in line), so a screen reader is told without being flooded.
 */
export function useAnnouncement(status: QueueStatus | undefined): string {
  const { t } = useTranslation();
  const last = useRef<Announced | null>(null);
  const [message, setMessage] = useState("");

  useEffect(() => {
    if (!status) return;
    const now = Date.now();
    if (last.current === null) {
      last.current = { phase: status.phase, paused: status.paused, position: status.position, at: now };
      return;
    }
    const next = announcementFor(last.current, status, now);
    if (!next) return;
    last.current = next.record;
    setMessage(sentence(t, next.say, status));
  }, [status, t]);

  return message;
}

function sentence(t: TFunction, say: Announcement, status: QueueStatus): string {
  if (say !== "position") return t(`waitingRoom.announce.${say}`);
  const wait = waitText(t, waitWords(status.estimatedWaitSeconds));
  return t("waitingRoom.announce.position", { position: status.position ?? "", wait });
}
