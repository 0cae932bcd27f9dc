import { describe, expect, it } from "vitest";
import type { SeatLayoutResponse } from "#domain/schemas/tickets";
import { layoutSections, seatId } from "#domain/seating/layouts";
import {
  buildChartModel,
  type ChartRow,
  claimStatuses,
  countClaims,
  moveSeat,
  seatRefOf,
  statusAt,
  withSelection,
} from "./chart-model";

function layoutOf(eventId: string): SeatLayoutResponse {
  const sections = layoutSections("traditional").map((s) => ({
    key: s.key,
    name: s.name,
    tier: s.tier,
    rows: s.rows.map((r) => ({ row: r.row, seats: r.seats, priceCents: s.priceCents })),
    accessibleReleased: false,
  }));
  return { eventId, layout: "traditional", layoutVersion: "v1", seats: 916, sections };
}

const model = buildChartModel(layoutOf("evt:1"));
const id = (section: string, row: number, seat: number) => seatId("evt:1", section, row, seat);

describe("buildChartModel", () => {
  it("flattens the layout into rows in drawing order", () => {
    expect(model.totalSeats).toBe(916);
    expect(model.rows).toHaveLength(35);
    expect(model.rows[0]).toMatchObject({ key: "vip:1", seats: 20, priceCents: 15_000, tier: "vip" });
    expect(model.sections.map((s) => [s.name, s.seats, s.minPriceCents])).toEqual([
      ["VIP", 60, 15_000],
      ["Premium", 120, 10_000],
      ["General", 336, 2_500],
      ["Upper Deck", 300, 3_000],
      ["Balcony", 100, 3_500],
    ]);
  });

  it("describes a seat for the cart", () => {
    expect(seatRefOf(model, { rowKey: "premium:4", seat: 7 })).toEqual({
      id: id("premium", 4, 7),
      sectionKey: "premium",
      sectionName: "Premium",
      row: 4,
      seat: 7,
      priceCents: 10_000,
    });
    expect(seatRefOf(model, { rowKey: "premium:4", seat: 25 })).toBeNull();
    expect(seatRefOf(model, { rowKey: "nowhere:1", seat: 1 })).toBeNull();
  });
});

describe("row statuses", () => {
  // The server's rows: vip 1 has seat 1 sold and seat 3 held; vip 2 has seat 20 held (the viewer's).
  const rows = model.rows.map((row) => ".".repeat(row.seats));
  rows[0] = `x.h${".".repeat(17)}`;
  rows[1] = `${".".repeat(19)}h`;
  const mine = new Set([
    id("vip", 2, 20),
    // Not held on the server (any more): no "mine" there.
    id("vip", 1, 2),
    seatId("other-event", "vip", 1, 3),
    "garbage",
  ]);
  const claimed = claimStatuses(model, rows, mine);

  it("takes the server's row strings as they are, with the viewer's own holds read as mine", () => {
    expect(claimed.size).toBe(35);
    expect(claimed.get("vip:1")).toBe(rows[0]);
    expect(claimed.get("vip:2")).toBe(`${".".repeat(19)}m`);
    expect(claimed.get("vip:3")).toBe(".".repeat(20));
  });

  it("reads a row the server sent in another shape as all available", () => {
    const other = claimStatuses(model, ["x".repeat(5)]);
    expect(other.get("vip:1")).toBeUndefined();
    expect(statusAt(other.get("vip:1") ?? "", 1)).toBe("available");
  });

  it("lays the cart over the claims, without letting it hide a taken seat", () => {
    const statuses = withSelection(model, claimed, [id("vip", 1, 2), id("vip", 1, 1), id("general", 9, 28)]);
    expect(statuses.get("vip:1")).toBe(`xsh${".".repeat(17)}`);
    expect(statuses.get("general:9")).toBe(`${".".repeat(27)}s`);
    expect(claimed.get("vip:1")).toBe(`x.h${".".repeat(17)}`);
  });

  it.each([
    ["", 1, "available"],
    [".sx", 2, "selected"],
    [".sx", 3, "occupied"],
    [".hm", 2, "held"],
    [".hm", 3, "mine"],
    [".hm", 9, "available"],
  ] as const)("statusAt(%j, %i) is %s", (statuses, seat, status) => {
    expect(statusAt(statuses, seat)).toBe(status);
  });

  it("counts occupied and held seats", () => {
    expect(countClaims(["x.h", "hx.x"])).toEqual({ occupied: 3, held: 2 });
  });
});

describe("moveSeat", () => {
  const rows: ChartRow[] = [
    { key: "a:1", sectionKey: "a", sectionName: "A", tier: "vip", row: 1, seats: 10, priceCents: 1 },
    { key: "a:2", sectionKey: "a", sectionName: "A", tier: "vip", row: 2, seats: 14, priceCents: 1 },
    { key: "b:3", sectionKey: "b", sectionName: "B", tier: "general", row: 3, seats: 4, priceCents: 1 },
  ];
  it.each([
    ["ArrowRight", { rowKey: "a:2", seat: 5 }, false, { rowKey: "a:2", seat: 6 }],
    ["ArrowRight", { rowKey: "a:2", seat: 14 }, false, { rowKey: "a:2", seat: 14 }],
    ["ArrowLeft", { rowKey: "a:2", seat: 1 }, false, { rowKey: "a:2", seat: 1 }],
    ["ArrowLeft", { rowKey: "a:2", seat: 5 }, false, { rowKey: "a:2", seat: 4 }],
    // Centred rows: seat 5 of 10 sits above seat 7 of 14.
    ["ArrowDown", { rowKey: "a:1", seat: 5 }, false, { rowKey: "a:2", seat: 7 }],
    ["ArrowUp", { rowKey: "a:2", seat: 7 }, false, { rowKey: "a:1", seat: 5 }],
    ["ArrowUp", { rowKey: "a:2", seat: 1 }, false, { rowKey: "a:1", seat: 1 }],
    ["ArrowDown", { rowKey: "a:2", seat: 14 }, false, { rowKey: "b:3", seat: 4 }],
    ["ArrowDown", { rowKey: "b:3", seat: 2 }, false, { rowKey: "b:3", seat: 2 }],
    ["ArrowUp", { rowKey: "a:1", seat: 3 }, false, { rowKey: "a:1", seat: 3 }],
    ["PageDown", { rowKey: "a:1", seat: 5 }, false, { rowKey: "b:3", seat: 2 }],
    ["Home", { rowKey: "a:2", seat: 9 }, false, { rowKey: "a:2", seat: 1 }],
    ["End", { rowKey: "a:2", seat: 9 }, false, { rowKey: "a:2", seat: 14 }],
    ["Home", { rowKey: "b:3", seat: 2 }, true, { rowKey: "a:1", seat: 1 }],
    ["End", { rowKey: "a:1", seat: 2 }, true, { rowKey: "b:3", seat: 4 }],
  ] as const)("%s from %j (ctrl %s) -> %j", (key, from, ctrl, to) => {
    expect(moveSeat(rows, from, key, ctrl)).toEqual(to);
  });

  it("ignores other keys and unknown rows", () => {
    expect(moveSeat(rows, { rowKey: "a:1", seat: 1 }, "Enter")).toBeNull();
    expect(moveSeat(rows, { rowKey: "z:9", seat: 1 }, "ArrowLeft")).toBeNull();
  });
});
