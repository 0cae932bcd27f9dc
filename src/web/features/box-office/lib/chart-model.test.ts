import { describe, expect, it } from "vitest";
import type { SeatLayoutResponse } from "#domain/schemas/tickets";
import { layoutSections, seatId } from "#domain/seating/layouts";
import {
  accessAt,
  accessibleCart,
  accessRefusal,
  buildChartModel,
  type ChartRow,
  claimStatuses,
  countClaims,
  moveSeat,
  restrictionAt,
  seatRefOf,
  spaceIdOf,
  statusAt,
  withHouse,
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

  it("gives each of the five prices its own level, front to back, for the legend", () => {
    expect(model.sections.map((s) => s.level)).toEqual([0, 1, 2, 3, 4]);
    expect(model.rows.at(-1)).toMatchObject({ sectionKey: "balcony", level: 4 });
    expect(model.levels.map((g) => [g.level, g.priceCents, g.sections.map((s) => s.name)])).toEqual([
      [0, 15_000, ["VIP"]],
      [1, 10_000, ["Premium"]],
      [2, 2_500, ["General"]],
      [3, 3_000, ["Upper Deck"]],
      [4, 3_500, ["Balcony"]],
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
      listPriceCents: 10_000,
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

  it("reads the house seats staff see apart as house, only where the server shows them taken", () => {
    // vip 1: seat 1 taken, seat 3 held; a house seat that is free or held stays as it is.
    const house = withHouse(model, claimed, [id("vip", 1, 1), id("vip", 1, 2), id("vip", 1, 3), "elsewhere:vip:1:1"]);
    expect(house.statuses.get("vip:1")).toBe(`r.h${".".repeat(17)}`);
    expect(house.count).toBe(1);
    expect(statusAt(house.statuses.get("vip:1") ?? "", 1)).toBe("house");
    expect(claimed.get("vip:1")).toBe(`x.h${".".repeat(17)}`);
  });

  it("counts occupied and held seats", () => {
    expect(countClaims(["x.h", "hx.x"])).toEqual({ occupied: 3, held: 2 });
  });
});

describe("moveSeat", () => {
  const plain = { access: "", spaceOf: new Map<number, number>(), released: false, listPriceCents: 1, level: 0 };
  const rows: ChartRow[] = [
    { key: "a:1", sectionKey: "a", sectionName: "A", tier: "vip", row: 1, seats: 10, priceCents: 1, ...plain },
    { key: "a:2", sectionKey: "a", sectionName: "A", tier: "vip", row: 2, seats: 14, priceCents: 1, ...plain },
    { key: "b:3", sectionKey: "b", sectionName: "B", tier: "general", row: 3, seats: 4, priceCents: 1, ...plain },
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

describe("accessible seating", () => {
  /** One section, rows of 10: row 1 has a space at seat 1 (companions 2-4), row 2 one at seat 10 (9-7). */
  function accessibleModel(released = false) {
    return buildChartModel({
      eventId: "evt:2",
      sections: [
        {
          key: "floor",
          name: "Floor",
          tier: "vip",
          accessibleReleased: released,
          rows: [
            { row: 1, seats: 10, priceCents: 100, accessible: [{ space: 1, companions: [2, 3, 4] }] },
            { row: 2, seats: 10, priceCents: 100, accessible: [{ space: 10, companions: [9, 8, 7] }] },
            { row: 3, seats: 10, priceCents: 100 },
          ],
        },
      ],
    });
  }
  const m = accessibleModel();
  const a = (row: number, seat: number) => seatId("evt:2", "floor", row, seat);
  const none = { declared: false, selected: new Set<string>(), mine: new Set<string>() };

  it("marks wheelchair spaces and companion seats per row, and nothing on rows without them", () => {
    const [r1, r2, r3] = m.rows as [ChartRow, ChartRow, ChartRow];
    expect(r1.access).toBe("wccc------");
    expect(r2.access).toBe("------cccw");
    expect(r3.access).toBe("");
    expect([accessAt(r1, 1), accessAt(r1, 3), accessAt(r1, 5), accessAt(r3, 1)]).toEqual([
      "wheelchair",
      "companion",
      null,
      null,
    ]);
    expect(spaceIdOf(m, a(2, 8))).toBe(a(2, 10));
    expect(spaceIdOf(m, a(2, 5))).toBeNull();
    expect(m.sections[0]).toMatchObject({ accessible: true, released: false });
    expect(seatRefOf(m, { rowKey: "floor:1", seat: 1 })).toMatchObject({ access: "wheelchair" });
  });

  it("opens a space only to a buyer who declared the need", () => {
    expect(accessRefusal(m, a(1, 1), none)).toBe("accessible_only");
    expect(accessRefusal(m, a(1, 1), { ...none, declared: true })).toBeNull();
    expect(accessRefusal(m, a(1, 5), none)).toBeNull();
  });

  it("sells a companion seat only with its space in the cart or held", () => {
    const declared = { ...none, declared: true };
    expect(accessRefusal(m, a(1, 2), declared)).toBe("companion_alone");
    expect(accessRefusal(m, a(1, 2), { ...declared, selected: new Set([a(1, 1)]) })).toBeNull();
    expect(accessRefusal(m, a(1, 2), { ...declared, mine: new Set([a(1, 1)]) })).toBeNull();
    // Another group's space does not open it.
    expect(accessRefusal(m, a(1, 2), { ...declared, selected: new Set([a(2, 10)]) })).toBe("companion_alone");
  });

  it("sells a companion seat beside a space the buyer already bought, as the server does", () => {
    const bought = { ...none, owned: new Set([a(1, 1)]) };
    // Bought, the space opens its companion seats, with or without the declaration (the server
    // asks for it only with a space in the hold).
    expect(accessRefusal(m, a(1, 2), bought)).toBeNull();
    expect(accessRefusal(m, a(1, 4), { ...bought, declared: true })).toBeNull();
    // Another group's companion seats stay closed.
    expect(accessRefusal(m, a(2, 9), bought)).toBe("companion_alone");
    // A companion seat chosen beside a bought space stays in the cart when the cart changes.
    const cart = [a(1, 2), a(3, 5)].map((id) => ({ id }));
    expect(accessibleCart(m, cart, { declared: false, mine: new Set<string>(), owned: new Set([a(1, 1)]) })).toBe(cart);
    expect(accessibleCart(m, cart, { declared: false, mine: new Set<string>() }).map((s) => s.id)).toEqual([a(3, 5)]);
  });

  it("treats a released section's marked seats as ordinary seats", () => {
    const released = accessibleModel(true);
    const row = released.rows[0] as ChartRow;
    expect(accessAt(row, 1)).toBe("wheelchair");
    expect(restrictionAt(row, 1)).toBeNull();
    expect(accessRefusal(released, a(1, 1), none)).toBeNull();
    expect(accessRefusal(released, a(1, 2), none)).toBeNull();
  });

  it("drops a space's companion seats when the space leaves the cart, and spaces without the declaration", () => {
    const cart = [a(1, 1), a(1, 2), a(1, 3), a(3, 5)].map((id) => ({ id }));
    const ctx = { declared: true, mine: new Set<string>() };
    expect(accessibleCart(m, cart, ctx)).toBe(cart);
    expect(accessibleCart(m, cart.slice(1), ctx).map((s) => s.id)).toEqual([a(3, 5)]);
    expect(accessibleCart(m, cart, { ...ctx, declared: false }).map((s) => s.id)).toEqual([a(3, 5)]);
    // A held space keeps its companion seats in the cart.
    expect(accessibleCart(m, cart.slice(1), { ...ctx, mine: new Set([a(1, 1)]) })).toHaveLength(3);
  });
});
