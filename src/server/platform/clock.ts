/** The current instant as stored in our tables: ISO-8601 UTC. */
export function nowIso(now: Date = new Date()): string {
  return now.toISOString();
}
