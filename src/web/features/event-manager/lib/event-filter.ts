import type { ManagedEvent } from "#domain/schemas/event-form";

export const EVENT_FILTERS = ["all", "pending", "approved", "rejected"] as const;
export type EventFilter = (typeof EVENT_FILTERS)[number];

/**
 * An event waits for an admin's decision while it is pending approval itself, or while a change
 * of it is pending (an approved event's edit); a cancelled event waits for nothing.
 */
export function awaitsDecision(event: Pick<ManagedEvent, "approvalStatus" | "pendingChange" | "cancelledAt">): boolean {
  if (event.cancelledAt !== null) return false;
  return event.approvalStatus === "pending" || event.pendingChange !== null;
}

function matches(event: ManagedEvent, filter: EventFilter): boolean {
  if (filter === "all") return true;
  if (filter === "pending") return awaitsDecision(event);
  return event.approvalStatus === filter;
}

/** The events a filter shows, in the list's order. */
export function filterEvents(events: readonly ManagedEvent[], filter: EventFilter): ManagedEvent[] {
  return events.filter((event) => matches(event, filter));
}

/** How many events each filter shows. */
export function countByFilter(events: readonly ManagedEvent[]): Record<EventFilter, number> {
  const counts = { all: 0, pending: 0, approved: 0, rejected: 0 };
  for (const filter of EVENT_FILTERS) counts[filter] = events.filter((event) => matches(event, filter)).length;
  return counts;
}
