import { describe, expect, it } from "vitest";
import type { ManagedEvent } from "#domain/schemas/event-form";
import { awaitsDecision, countByFilter, filterEvents } from "./event-filter";

function event(
  id: string,
  approvalStatus: ManagedEvent["approvalStatus"],
  extra: { pendingChange?: boolean; cancelled?: boolean } = {},
): ManagedEvent {
  return {
    id,
    approvalStatus,
    pendingChange: extra.pendingChange ? ({} as NonNullable<ManagedEvent["pendingChange"]>) : null,
    cancelledAt: extra.cancelled ? "2026-11-01T00:00:00.000Z" : null,
  } as ManagedEvent;
}

const events = [
  event("new", "pending"),
  event("live", "approved"),
  event("edited", "approved", { pendingChange: true }),
  event("no", "rejected"),
  event("withdrawn", "pending", { cancelled: true }),
];

describe("event filters", () => {
  it("counts an event as awaiting a decision when it or a change of it is pending, unless it is cancelled", () => {
    expect(events.map((e) => [e.id, awaitsDecision(e)])).toEqual([
      ["new", true],
      ["live", false],
      ["edited", true],
      ["no", false],
      ["withdrawn", false],
    ]);
  });

  it("filters in the list's order and counts each filter", () => {
    expect(filterEvents(events, "pending").map((e) => e.id)).toEqual(["new", "edited"]);
    expect(filterEvents(events, "approved").map((e) => e.id)).toEqual(["live", "edited"]);
    expect(filterEvents(events, "all")).toHaveLength(5);
    expect(countByFilter(events)).toEqual({ all: 5, pending: 2, approved: 2, rejected: 1 });
    expect(countByFilter([])).toEqual({ all: 0, pending: 0, approved: 0, rejected: 0 });
  });
});
