import { describe, expect, it } from "vitest";
import { type BestAvailableRow, bestAvailable, bestAvailableRows } from "./best-available";
import { layoutSections } from "./layouts";

/** A row from a picture of its states: "." free, "h" held, "x" sold. */
const row = (section: string, number: number, states: string, priceCents = 5_000): BestAvailableRow => ({
  section,
  row: number,
  priceCents,
  states,
});

/** The choice as "<section> <row>: <first>-<last>", or null. */
function pick(rows: BestAvailableRow[], count: number, extra: { maxPriceCents?: number; section?: string } = {}) {
  const choice = bestAvailable(rows, { count, ...extra });
  return choice ? `${choice.section} ${choice.row}: ${choice.seats[0]}-${choice.seats.at(-1)}` : null;
}

describe("bestAvailable: adjacency", () => {
  it.each([
    ["an empty row: the middle block", ["........"], 4, "a 1: 3-6"],
    ["an odd leftover: the lower seats of the two middles", [".........."], 3, "a 1: 4-6"],
    ["a taken seat splits the row; the block fits on one side only", ["..x....."], 4, "a 1: 4-7"],
    ["held seats count as taken", ["hh....hh"], 4, "a 1: 3-6"],
    ["sold and held apart: only the run of four fits", [".x.x....h"], 4, "a 1: 5-8"],
    ["no run long enough", ["...x...x..."], 4, null],
    ["a whole row", ["...."], 4, "a 1: 1-4"],
    ["more seats than the row", ["..."], 4, null],
  ])("%s", (_label, states, count, expected) => {
    expect(
      pick(
        states.map((s, i) => row("a", i + 1, s)),
        count,
      ),
    ).toBe(expected);
  });

  it("answers adjacent seat numbers in ascending order, with the row's price", () => {
    const choice = bestAvailable([row("floor", 3, "xx......xx", 20_000)], { count: 4 });
    expect(choice).toEqual({ section: "floor", row: 3, seats: [3, 4, 5, 6], priceCents: 20_000 });
  });

  it.each([0, -1, 1.5, Number.NaN])("asks for a whole number of seats (%s: nothing)", (count) => {
    expect(bestAvailable([row("a", 1, "....")], { count })).toBeNull();
  });
});

describe("bestAvailable: closest to the stage", () => {
  it("takes the front row that fits, whatever the listing order", () => {
    const rows = [row("back", 9, "........"), row("front", 2, "xx....xx"), row("front", 1, "xxx..xxx")];
    expect(pick(rows, 4)).toBe("front 2: 3-6");
    expect(pick(rows, 2)).toBe("front 1: 4-5");
  });

  it("moves back a row when the front rows are full", () => {
    const rows = [row("a", 1, "xxxxxxxx"), row("a", 2, "xxxhhxxx"), row("a", 3, "x......x")];
    expect(pick(rows, 6)).toBe("a 3: 2-7");
  });

  it("prefers a block near the middle of its row to one at the end", () => {
    expect(pick([row("a", 1, "....xxxx....xxx.....")], 2)).toBe("a 1: 9-10");
  });

  it("ranks rows of the full-arena plan by their row number", () => {
    const sections = layoutSections("full-arena").map((s) => ({
      key: s.key,
      rows: s.rows.map((r) => ({ ...r, priceCents: s.priceCents })),
    }));
    const states = sections.flatMap((s) => s.rows.map((r) => ".".repeat(r.seats)));
    // Every VIP row full but the last: the VIP section's row 10 comes before Premium's row 11.
    for (let i = 0; i < 9; i++) states[i] = "x".repeat(20);
    const choice = bestAvailable(bestAvailableRows(sections, states), { count: 4 });
    expect(choice).toMatchObject({ section: "vip", row: 10, seats: [9, 10, 11, 12] });
  });
});

describe("bestAvailable: no orphan seats", () => {
  it.each([
    ["not the middle, which strands seat 1 at the row's end", ["........."], 6, "a 1: 1-6"],
    ["not the middle, which strands a seat beside each taken one", ["x.......x"], 5, "a 1: 2-6"],
    ["off the middle rather than strand the seat beside a taken one", ["x........"], 6, "a 1: 2-7"],
    ["fills a run exactly", ["xx...xx"], 3, "a 1: 3-5"],
  ])("%s", (_label, states, count, expected) => {
    expect(
      pick(
        states.map((s, i) => row("a", i + 1, s)),
        count,
      ),
    ).toBe(expected);
  });

  it("goes a row back rather than leave an orphan in front", () => {
    // Row 1 has five free seats: four of them always strand the fifth.
    const rows = [row("a", 1, "x.....x"), row("a", 2, "x......x")];
    expect(pick(rows, 4)).toBe("a 2: 2-5");
  });

  it("leaves an orphan when no choice avoids one, then the front row", () => {
    const rows = [row("a", 1, "x.....x"), row("a", 2, "x.....x")];
    expect(pick(rows, 4)).toBe("a 1: 2-5");
  });

  it("a single seat fills a seat already alone before another row's middle", () => {
    const rows = [row("a", 1, "x.xxxxxx"), row("a", 2, "........")];
    expect(pick(rows, 1)).toBe("a 1: 2-2");
  });

  it("a single seat avoids stranding the seat beside it", () => {
    // Row 1's two free seats: taking either leaves the other alone; row 2's end seat does not.
    const rows = [row("a", 1, "xxx..xxx"), row("a", 2, "xxx...xx")];
    expect(pick(rows, 1)).toBe("a 2: 4-4");
    expect(pick([row("a", 1, "xxx...xx")], 1)).toBe("a 1: 4-4");
  });
});

describe("bestAvailable: filters", () => {
  const rows = [
    row("floor", 1, "........", 20_000),
    row("lower-bowl", 9, "........", 8_500),
    row("upper-bowl", 21, "........", 4_000),
  ];

  it.each([
    [undefined, "floor 1: 3-6"],
    [20_000, "floor 1: 3-6"],
    [19_999, "lower-bowl 9: 3-6"],
    [8_500, "lower-bowl 9: 3-6"],
    [4_000, "upper-bowl 21: 3-6"],
    [3_999, null],
  ])("a price ceiling of %s cents: %s", (maxPriceCents, expected) => {
    expect(pick(rows, 4, maxPriceCents === undefined ? {} : { maxPriceCents })).toBe(expected);
  });

  it.each([
    ["upper-bowl", "upper-bowl 21: 3-6"],
    ["lower-bowl", "lower-bowl 9: 3-6"],
    ["balcony", null],
  ])("section %s: %s", (section, expected) => {
    expect(pick(rows, 4, { section })).toBe(expected);
  });

  it("applies section and price ceiling together", () => {
    expect(pick(rows, 4, { section: "floor", maxPriceCents: 10_000 })).toBeNull();
  });
});

describe("bestAvailable: none found", () => {
  it.each([
    ["a sold-out hall", ["xxxx", "hhhh"]],
    ["only scattered seats", ["x.x.", ".x.x"]],
    ["no rows at all", []],
  ])("%s", (_label, states) => {
    expect(
      pick(
        states.map((s, i) => row("a", i + 1, s)),
        2,
      ),
    ).toBeNull();
  });
});

describe("bestAvailableRows", () => {
  it("pairs the layout's rows with the states, in order", () => {
    const sections = [
      { key: "a", rows: [{ row: 1, seats: 3, priceCents: 100 }] },
      { key: "b", rows: [{ row: 2, seats: 2, priceCents: 50 }] },
    ];
    expect(bestAvailableRows(sections, ["x..", "h."])).toEqual([
      { section: "a", row: 1, priceCents: 100, states: "x.." },
      { section: "b", row: 2, priceCents: 50, states: "h." },
    ]);
  });

  it("offers nothing from a row whose states do not fit it", () => {
    const sections = [{ key: "a", rows: [{ row: 1, seats: 3, priceCents: 100 }] }];
    expect(bestAvailableRows(sections, ["...."])[0]?.states).toBe("");
    expect(bestAvailable(bestAvailableRows(sections, []), { count: 1 })).toBeNull();
  });
});
