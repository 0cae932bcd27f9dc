import type { BookableEvent } from "#domain/schemas/tickets";

/** The event named by ?event= if it is in the list, otherwise the first. */
export function pickEvent(events: readonly BookableEvent[], requestedId: string | null): BookableEvent | null {
  return events.find((event) => event.id === requestedId) ?? events[0] ?? null;
}
