import { describe, expect, it } from "vitest";
import {
  accessGroupsOf,
  type BestAvailableRow,
  bestAccessible,
  bestAvailable,
  bestAvailableRows,
} from "./best-available";
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

  it("carries a row's accessible groups as marks, and a section's release", () => {
    const sections = [
      {
        key: "a",
        accessibleReleased: false,
        rows: [{ row: 1, seats: 10, priceCents: 100, accessible: [{ space: 10, companions: [9, 8, 7] }] }],
      },
      {
        key: "b",
        accessibleReleased: true,
        rows: [{ row: 2, seats: 5, priceCents: 50, accessible: [{ space: 1, companions: [2, 3, 4] }] }],
      },
    ];
    expect(bestAvailableRows(sections, [".".repeat(10), "....."])).toEqual([
      { section: "a", row: 1, priceCents: 100, states: "..........", access: "......cccw" },
      { section: "b", row: 2, priceCents: 50, states: ".....", access: "wccc.", released: true },
    ]);
  });

  it("offers nothing from a row whose states do not fit it", () => {
    const sections = [{ key: "a", rows: [{ row: 1, seats: 3, priceCents: 100 }] }];
    expect(bestAvailableRows(sections, ["...."])[0]?.states).toBe("");
    expect(bestAvailable(bestAvailableRows(sections, []), { count: 1 })).toBeNull();
  });
});

/** A row with marks: `access` is "w" space, "c" companion, "." ordinary, one per seat. */
const marked = (
  section: string,
  number: number,
  states: string,
  access: string,
  extra: Partial<BestAvailableRow> = {},
) => ({
  ...row(section, number, states),
  access,
  ...extra,
});

describe("accessGroupsOf", () => {
  it("gives each companion seat to the space of its run, nearest first", () => {
    expect(accessGroupsOf("wccc....cccw")).toEqual([
      { space: 1, companions: [2, 3, 4] },
      { space: 12, companions: [11, 10, 9] },
    ]);
    expect(accessGroupsOf("wccccccw")).toEqual([
      { space: 1, companions: [2, 3, 4] },
      { space: 8, companions: [7, 6, 5] },
    ]);
    expect(accessGroupsOf("..c.wc")).toEqual([{ space: 5, companions: [6] }]);
  });
});

describe("bestAvailable: wheelchair spaces and companion seats", () => {
  it("never proposes a restricted seat to a request without spaces; they count as taken", () => {
    // Seats 1-4 are a space and its companions: the free run is 5-10.
    expect(pick([marked("a", 1, "..........", "wccc......")], 6)).toBe("a 1: 5-10");
    expect(pick([marked("a", 1, "..........", "wccc......")], 7)).toBeNull();
    // The front row has room only over its marks: the next row is proposed.
    const rows = [marked("a", 1, "xxxx....", "....cccw"), row("a", 2, "........")];
    expect(pick(rows, 3)).toBe("a 2: 3-5");
  });

  it("treats a released section's marks as ordinary seats", () => {
    expect(pick([marked("a", 1, "..........", "wccc......", { released: true })], 10)).toBe("a 1: 1-10");
  });
});

describe("bestAccessible", () => {
  const seatsOf = (proposal: ReturnType<typeof bestAccessible>) =>
    proposal?.map((s) => `${s.section} ${s.row}:${s.seat}`) ?? null;

  it("proposes a space with companions beside it, nearest first", () => {
    const rows = [marked("a", 1, "............", "wccc....cccw")];
    expect(seatsOf(bestAccessible(rows, { count: 1, accessible: 1 }))).toEqual(["a 1:1"]);
    expect(seatsOf(bestAccessible(rows, { count: 2, accessible: 1 }))).toEqual(["a 1:1", "a 1:2"]);
    expect(seatsOf(bestAccessible(rows, { count: 4, accessible: 1 }))).toEqual(["a 1:1", "a 1:2", "a 1:3", "a 1:4"]);
  });

  it("takes companions only next to the space, without a gap; else another space", () => {
    const rows = [marked("a", 1, ".x..........", "wccc....cccw")];
    // Space 1's first companion is taken: it offers no companion, so space 12 serves two.
    expect(seatsOf(bestAccessible(rows, { count: 3, accessible: 1 }))).toEqual(["a 1:10", "a 1:11", "a 1:12"]);
    expect(seatsOf(bestAccessible(rows, { count: 1, accessible: 1 }))).toEqual(["a 1:1"]);
  });

  it("asks no more than three companions of a space", () => {
    const rows = [marked("a", 1, "......", "wccccc")];
    expect(bestAccessible(rows, { count: 5, accessible: 1 })).toBeNull();
  });

  it("prefers spaces in one row, nearest the stage, and shares companions out", () => {
    const rows = [
      marked("a", 1, "............", "wccc........"),
      marked("a", 2, "............", "........cccw"),
      marked("b", 3, "............", "wccc....cccw"),
    ];
    // Two spaces: row 3 holds both, so it beats rows 1 and 2.
    expect(seatsOf(bestAccessible(rows, { count: 4, accessible: 2 }))).toEqual(["b 3:1", "b 3:2", "b 3:11", "b 3:12"]);
    // One space: the front row's.
    expect(seatsOf(bestAccessible(rows, { count: 2, accessible: 1 }))).toEqual(["a 1:1", "a 1:2"]);
    // Three spaces: no row has three, so the front ones.
    expect(seatsOf(bestAccessible(rows, { count: 3, accessible: 3 }))).toEqual(["a 1:1", "a 2:12", "b 3:1"]);
  });

  it("skips taken spaces, rows over the price ceiling and other sections", () => {
    const rows = [
      marked("a", 1, "x...", "wccc"),
      marked("a", 2, "....", "wccc", { priceCents: 9_000 }),
      marked("b", 3, "....", "wccc"),
    ];
    expect(seatsOf(bestAccessible(rows, { count: 1, accessible: 1 }))).toEqual(["a 2:1"]);
    expect(seatsOf(bestAccessible(rows, { count: 1, accessible: 1, maxPriceCents: 5_000 }))).toEqual(["b 3:1"]);
    expect(seatsOf(bestAccessible(rows, { count: 1, accessible: 1, section: "a" }))).toEqual(["a 2:1"]);
    expect(bestAccessible(rows, { count: 1, accessible: 3 })).toBeNull();
  });

  it("finds the full house's spaces, four with a companion each", () => {
    const sections = layoutSections("full-arena").map((s) => ({
      key: s.key,
      accessibleReleased: false,
      rows: s.rows.map((r) => ({
        ...r,
        priceCents: s.priceCents,
        accessible: s.accessible.filter((g) => g.row === r.row),
      })),
    }));
    const states = sections.flatMap((s) => s.rows.map((r) => ".".repeat(r.seats)));
    const proposal = bestAccessible(bestAvailableRows(sections, states), { count: 8, accessible: 4 });
    expect(proposal).toHaveLength(8);
    // VIP's one space (row 6), then Premium's front spaces.
    expect(seatsOf(proposal)).toEqual([
      "vip 6:1",
      "vip 6:2",
      "premium 13:1",
      "premium 13:2",
      "premium 18:24",
      "premium 18:25",
      "premium 23:1",
      "premium 23:2",
    ]);
  });
});
