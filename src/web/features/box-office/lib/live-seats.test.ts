import { describe, expect, it, vi } from "vitest";
import type { SeatStatesResponse } from "#domain/schemas/tickets";
import { layoutSections, seatId } from "#domain/seating/layouts";
import { isDelta, isHello, LiveSeats } from "./live-seats";

const EVENT = "evt:1";
const sections = layoutSections("traditional").map((s) => ({
  key: s.key,
  name: s.name,
  tier: s.tier,
  rows: s.rows.map((r) => ({ row: r.row, seats: r.seats, priceCents: s.priceCents })),
  accessibleReleased: false,
}));
const layout = { eventId: EVENT, sections, layoutVersion: "L1" };
const empty = sections.flatMap((s) => s.rows.map((r) => ".".repeat(r.seats)));

function states(version: number, rows = empty, epoch = "e1"): SeatStatesResponse {
  return {
    eventId: EVENT,
    epoch,
    version,
    layoutVersion: "L1",
    rows,
    totals: { seats: 916, sold: 0, held: 0, available: 916 },
  };
}

describe("the chart's live seats", () => {
  it("shows nothing before the first read, then the read's rows", () => {
    const live = new LiveSeats(layout);
    const listener = vi.fn();
    live.subscribe(listener);
    expect(live.getRows()).toBeNull();
    expect(live.snapshot(states(4))).toBe(false);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(live.getRows()).toEqual(empty);
  });

  it("applies a delta to the rows it touches: the other rows keep their strings and the array its place", () => {
    const live = new LiveSeats(layout);
    live.snapshot(states(4));
    live.hello({ eventId: EVENT, epoch: "e1", v: 4, layoutVersion: "L1" });
    const before = live.getRows();
    expect(live.delta({ v: 5, since: 4, seats: { [seatId(EVENT, "premium", 4, 2)]: "h" } })).toBe(false);
    const after = live.getRows();
    expect(after).not.toBe(before);
    expect(after?.[3]).toBe(`.h${".".repeat(22)}`);
    expect(after?.filter((row, i) => row !== before?.[i])).toHaveLength(1);
    // A delta that changes nothing leaves the same array: nothing renders.
    live.delta({ v: 6, since: 5, seats: { [seatId(EVENT, "premium", 4, 2)]: "h" } });
    expect(live.getRows()).toBe(after);
  });

  it("asks for a read after a gap, on a stream that starts ahead, or on a new layout", () => {
    const live = new LiveSeats(layout);
    live.snapshot(states(4));
    expect(live.hello({ eventId: EVENT, epoch: "e1", v: 4, layoutVersion: "L1" })).toBe(false);
    expect(live.delta({ v: 9, since: 8, seats: {} })).toBe(true);
    expect(live.snapshot(states(9))).toBe(false);
    expect(live.hello({ eventId: EVENT, epoch: "e1", v: 12, layoutVersion: "L1" })).toBe(true);
    expect(live.hello({ eventId: EVENT, epoch: "e1", v: 12, layoutVersion: "L2" })).toBe(true);
    // States of another layout are not this chart's.
    expect(live.snapshot({ ...states(13), layoutVersion: "L2", rows: ["x"] })).toBe(false);
    expect(live.getRows()).toEqual(empty);
  });

  it("shows seats refused to a hold as taken until the next read", () => {
    const live = new LiveSeats(layout);
    live.snapshot(states(4));
    const seat = seatId(EVENT, "vip", 1, 1);
    live.markTaken([seat]);
    expect(live.codeOf(seat)).toBe("h");
    live.snapshot(states(4));
    expect(live.codeOf(seat)).toBe(".");
  });

  it("checks what the stream sends", () => {
    expect(isDelta({ v: 3, since: 2, seats: { a: "x" } })).toBe(true);
    expect(isDelta({ v: 3, seats: { a: "mine" } })).toBe(false);
    expect(isDelta({ v: "3", seats: {} })).toBe(false);
    expect(isHello({ eventId: EVENT, epoch: "e1", v: 1, layoutVersion: "L1" })).toBe(true);
    expect(isHello({ epoch: "e1" })).toBe(false);
  });
});
