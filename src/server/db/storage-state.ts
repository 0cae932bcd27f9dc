/**
 * When a write last failed for want of room (the disk is full), in this process. Health reports
 * it for a while after, and the cause is logged once per episode rather than once per request.
 */
let fullAt: number | null = null;

/** How long after the last failed write health still reports a full disk. */
export const STORAGE_FULL_REPORTED_MS = 60_000;

/** Notes a write that failed for want of room; true when this starts a new episode (log it). */
export function noteStorageFull(now = Date.now()): boolean {
  const fresh = fullAt === null || now - fullAt > STORAGE_FULL_REPORTED_MS;
  fullAt = now;
  return fresh;
}

/** Whether a write failed for want of room within the last minute. */
export function storageRecentlyFull(now = Date.now()): boolean {
  return fullAt !== null && now - fullAt <= STORAGE_FULL_REPORTED_MS;
}
