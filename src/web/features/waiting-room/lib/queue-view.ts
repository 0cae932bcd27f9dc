import type { QueuePhase, QueueStatus } from "#domain/schemas/onsale";

/** What the waiting page shows for a status: one view per phase, with the figures it needs. */
export type WaitingView =
  | { kind: "off" }
  | { kind: "sold_out" }
  | { kind: "not_open"; opensAt: string | null; onSaleAt: string | null }
  /** The queue takes visitors and this one has not joined; `saleStarted`: places go by arrival now. */
  | { kind: "join"; signedIn: boolean; saleStarted: boolean; onSaleAt: string | null; paused: boolean }
  | { kind: "pre_queue"; onSaleAt: string | null; paused: boolean }
  | {
      kind: "waiting";
      position: number | null;
      ahead: number | null;
      estimatedWaitSeconds: number | null;
      paused: boolean;
    }
  | { kind: "admitted"; expiresAt: string | null }
  | { kind: "done"; signedIn: boolean };

/** The view of a status; `now` decides whether the sale has started (places by arrival). */
export function viewOf(status: QueueStatus, signedIn: boolean, now: number): WaitingView {
  switch (status.phase) {
    case "off":
      return { kind: "off" };
    case "sold_out":
      return { kind: "sold_out" };
    case "not_open":
      return { kind: "not_open", opensAt: status.opensAt, onSaleAt: status.onSaleAt };
    case "open":
      return {
        kind: "join",
        signedIn,
        saleStarted: status.onSaleAt === null || Date.parse(status.onSaleAt) <= now,
        onSaleAt: status.onSaleAt,
        paused: status.paused,
      };
    case "pre_queue":
      return { kind: "pre_queue", onSaleAt: status.onSaleAt, paused: status.paused };
    case "waiting":
      return {
        kind: "waiting",
        position: status.position,
        ahead: status.ahead,
        estimatedWaitSeconds: status.estimatedWaitSeconds,
        paused: status.paused,
      };
    case "admitted":
      return { kind: "admitted", expiresAt: status.admission?.expiresAt ?? null };
    case "done":
      return { kind: "done", signedIn };
  }
}

/**
 * Where the box office sends a visitor: to the seats, or to the waiting page while the queue
 * governs the sale and they have no turn (or are still in line). Staff who book complimentary
 * seats never wait.
 */
export function boxOfficeRoute(status: QueueStatus, staff: boolean): "seats" | "queue" {
  if (staff) return "seats";
  if (status.phase === "pre_queue" || status.phase === "waiting") return "queue";
  if (status.active && status.phase !== "admitted") return "queue";
  return "seats";
}

/** An estimated wait in words: under a minute, whole minutes (rounded up), or hours and minutes. */
export type WaitWords =
  | { key: "unknown" }
  | { key: "lessThanMinute" }
  | { key: "minutes"; count: number }
  | { key: "hours"; hours: number; minutes: number };

export function waitWords(seconds: number | null): WaitWords {
  if (seconds === null || !Number.isFinite(seconds) || seconds < 0) return { key: "unknown" };
  if (seconds < 60) return { key: "lessThanMinute" };
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 60) return { key: "minutes", count: minutes };
  return { key: "hours", hours: Math.floor(minutes / 60), minutes: minutes % 60 };
}

/**
 * How far along the line a visitor is, 0 to 1: the share of the people who were ahead when they
 * got their place that have gone in since. Nobody ahead is all the way.
 */
export function lineProgress(firstAhead: number | null, ahead: number | null): number | null {
  if (ahead === null) return null;
  if (ahead <= 0) return 1;
  if (firstAhead === null || firstAhead <= 0) return 0;
  return Math.min(1, Math.max(0, 1 - ahead / firstAhead));
}

/** A duration as a clock: "m:ss", "h:mm:ss", or with days "2d 03:04:05"; never negative. */
export function clock(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const days = Math.floor(total / 86_400);
  const hours = Math.floor((total % 86_400) / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  const two = (n: number) => String(n).padStart(2, "0");
  if (days > 0) return `${days}d ${two(hours)}:${two(minutes)}:${two(seconds)}`;
  if (hours > 0) return `${hours}:${two(minutes)}:${two(seconds)}`;
  return `${minutes}:${two(seconds)}`;
}

/** Whole minutes left, rounded up, for a live region that speaks at most once a minute. */
export function minutesLeft(ms: number): number {
  return Math.max(0, Math.ceil(ms / 60_000));
}

/** What was last said in the live region, to tell a meaningful change from a chatty one. */
export interface Announced {
  phase: QueuePhase;
  paused: boolean;
  position: number | null;
  at: number;
}

export type Announcement =
  | "opened"
  | "preQueue"
  | "position"
  | "next"
  | "paused"
  | "resumed"
  | "admitted"
  | "done"
  | "soldOut"
  | "off";

/** Announcements in line are at least this far apart, except near the front. */
export const MIN_ANNOUNCE_GAP_MS = 30_000;
/** Places from which every move is worth saying. */
const NEAR_FRONT = 3;

/**
 * Whether a new status is worth saying to a screen reader, and what. The first status is not
 * said (the page itself is read); then a new phase, a pause or resume, and in line a move of at
 * least a tenth of the place last said (every move near the front), no more than every 30 s.
 */
export function announcementFor(
  last: Announced | null,
  status: QueueStatus,
  now: number,
): { say: Announcement; record: Announced } | null {
  const record: Announced = { phase: status.phase, paused: status.paused, position: status.position, at: now };
  if (last === null) return null;
  const inLine = status.phase === "pre_queue" || status.phase === "waiting";
  if (status.phase !== last.phase) {
    const say = phaseAnnouncement(status);
    return say ? { say, record } : null;
  }
  if (inLine && status.paused !== last.paused) return { say: status.paused ? "paused" : "resumed", record };
  if (status.phase !== "waiting" || status.position === null) return null;
  if (last.position === null) return { say: positionAnnouncement(status), record };
  const moved = last.position - status.position;
  if (moved <= 0) return null;
  if (status.position <= NEAR_FRONT) return { say: positionAnnouncement(status), record };
  if (now - last.at < MIN_ANNOUNCE_GAP_MS) return null;
  if (moved < Math.max(1, Math.ceil(last.position / 10))) return null;
  return { say: positionAnnouncement(status), record };
}

function positionAnnouncement(status: QueueStatus): Announcement {
  return status.ahead === 0 ? "next" : "position";
}

function phaseAnnouncement(status: QueueStatus): Announcement | null {
  switch (status.phase) {
    case "open":
      return "opened";
    case "pre_queue":
      return "preQueue";
    case "waiting":
      return status.position === null ? null : positionAnnouncement(status);
    case "admitted":
      return "admitted";
    case "done":
      return "done";
    case "sold_out":
      return "soldOut";
    case "off":
      return "off";
    case "not_open":
      return null;
  }
}
