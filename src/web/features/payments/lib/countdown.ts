import type { OrderView } from "#domain/schemas/tickets";

/**
 * When a hold ends on this browser's clock. The server's own clock may differ from the browser's,
 * so the hold's length (expiresAt - createdAt) is counted from when the answer arrived.
 */
export function holdDeadline(order: Pick<OrderView, "createdAt" | "expiresAt">, receivedAt: number): number {
  const expires = order.expiresAt ? Date.parse(order.expiresAt) : Number.NaN;
  const created = Date.parse(order.createdAt);
  if (Number.isNaN(expires)) return receivedAt;
  if (Number.isNaN(created) || expires < created) return expires;
  return receivedAt + (expires - created);
}

/** Whole seconds left, rounded up so "00:00" means the hold is over. */
export function secondsLeft(deadline: number, now: number): number {
  return Math.max(0, Math.ceil((deadline - now) / 1000));
}

/** 581 -> "09:41" */
export function formatCountdown(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  return `${String(minutes).padStart(2, "0")}:${String(seconds % 60).padStart(2, "0")}`;
}

/** Whole minutes left (rounded up): what is announced to screen readers, once a minute. */
export function minutesLeft(seconds: number): number {
  return Math.ceil(seconds / 60);
}
