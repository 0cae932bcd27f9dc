import { useQuery } from "@tanstack/react-query";
import type { QueueChallenge, QueueStatus } from "#domain/schemas/onsale";
import { useSession } from "#web/features/auth";
import { api } from "#web/lib/api";

/** When the server gave no pace: ask again after this long. */
const DEFAULT_POLL_MS = 5_000;
/** Never ask more often than this, whatever the answer says. */
const MIN_POLL_MS = 1_000;

/** Every queue query sits under ["queue"]; a status is per event and per visitor. */
export const queueKeys = {
  all: ["queue"] as const,
  /** Every visitor's status in one event's queue (a prefix of `status`). */
  eventStatuses: (eventId: string) => ["queue", "status", eventId] as const,
  status: (eventId: string, userId: string | null) => ["queue", "status", eventId, userId ?? "anonymous"] as const,
  stats: (eventId: string) => ["queue", "stats", eventId] as const,
};

const statusPath = (eventId: string) => `/api/events/${encodeURIComponent(eventId)}/queue`;

/** GET /api/events/:id/queue: the queue's phase and, for a signed-in caller, their place. */
export function fetchQueueStatus(eventId: string): Promise<QueueStatus> {
  return api<QueueStatus>(statusPath(eventId));
}

/**
 * The visitor's status in an event's queue. With `poll`, asked again as often as the last answer
 * says (`pollAfterMs`), also in a background tab: the place is kept by the server, the page only
 * follows it.
 */
export function useQueueStatus(eventId: string, { poll = false }: { poll?: boolean } = {}) {
  const session = useSession();
  const userId = session.user?.id ?? null;
  return useQuery({
    queryKey: queueKeys.status(eventId, userId),
    queryFn: () => fetchQueueStatus(eventId),
    enabled: !session.loading,
    staleTime: poll ? 0 : 5_000,
    refetchInterval: poll ? (query) => Math.max(MIN_POLL_MS, query.state.data?.pollAfterMs ?? DEFAULT_POLL_MS) : false,
    refetchIntervalInBackground: poll,
  });
}

/** The admission token the hold request carries while this visitor's turn lasts; null otherwise. */
export function useAdmissionToken(eventId: string): string | null {
  const status = useQueueStatus(eventId).data;
  return status?.phase === "admitted" ? (status.admission?.token ?? null) : null;
}

/** GET /api/queue/challenge: a fresh proof-of-work challenge for joining. */
export function fetchChallenge(): Promise<QueueChallenge> {
  return api<QueueChallenge>("/api/queue/challenge", { cache: "no-store" });
}

/** POST /api/events/:id/queue with the solved challenge: the visitor's new (or kept) place. */
export function joinQueue(eventId: string, proof: string): Promise<QueueStatus> {
  return api<QueueStatus>(statusPath(eventId), { method: "POST", json: { proof } });
}
