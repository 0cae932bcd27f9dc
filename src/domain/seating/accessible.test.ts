import { describe, expect, it } from "vitest";
import { venue } from "../venue";
import {
  accessClaimProblem,
  accessMarkIn,
  COMPANIONS_PER_SPACE,
  sectionGroups,
  spacesPerSection,
  wheelchairSpacesRequired,
} from "./accessible";
import { generateSeats, LAYOUT_IDS, layoutSections, seatCount } from "./layouts";

describe("wheelchairSpacesRequired", () => {
  it.each([
    [0, 0],
    [25, 1],
    [26, 2],
    [50, 2],
    [150, 4],
    [300, 5],
    [500, 6],
    [501, 7],
    [650, 7],
    [651, 8],
    [3500, 26],
    [5000, 36],
    [5001, 37],
  ])("%i seats need %i spaces", (seats, spaces) => {
    expect(wheelchairSpacesRequired(seats)).toBe(spaces);
  });
});

describe("every layout", () => {
  it.each(LAYOUT_IDS)("%s has the spaces its size requires, in every section, within its rows", (id) => {
    const sections = layoutSections(id);
    const total = sections.reduce((sum, s) => sum + s.accessible.length, 0);
    expect(total).toBe(wheelchairSpacesRequired(seatCount(id)));
    for (const section of sections) {
      expect(section.accessible.length).toBeGreaterThanOrEqual(1);
      for (const group of section.accessible) {
        const row = section.rows.find((r) => r.row === group.row);
        expect(row).toBeDefined();
        expect(group.companions).toHaveLength(COMPANIONS_PER_SPACE);
        for (const seat of [group.space, ...group.companions]) {
          expect(seat).toBeGreaterThanOrEqual(1);
          expect(seat).toBeLessThanOrEqual(row?.seats ?? 0);
        }
        // Companions sit beside the space, nearest first.
        group.companions.forEach((seat, i) => {
          expect(Math.abs(seat - group.space)).toBe(i + 1);
        });
      }
      // No seat belongs to two groups.
      const seats = section.accessible.flatMap((g) => [g.space, ...g.companions].map((n) => `${g.row}:${n}`));
      expect(new Set(seats).size).toBe(seats.length);
    }
  });

  it("the full house has the venue's stated number of spaces", () => {
    const spaces = layoutSections("full-arena").reduce((sum, s) => sum + s.accessible.length, 0);
    expect(spaces).toBe(venue.accessibility.wheelchairSpaces);
    expect(spaces).toBeGreaterThanOrEqual(26);
  });

  it("generated seats carry their marks", () => {
    const seats = generateSeats("e1", "full-arena");
    expect(seats.filter((s) => s.access === "wheelchair")).toHaveLength(26);
    expect(seats.filter((s) => s.access === "companion")).toHaveLength(26 * COMPANIONS_PER_SPACE);
    expect(seats.filter((s) => s.access === "wheelchair").map((s) => s.section)).toEqual(
      expect.arrayContaining(["vip", "premium", "general"]),
    );
  });
});

describe("placement", () => {
  it("shares spaces in proportion, at least one per section", () => {
    const rows = (n: number, seats: number) => Array.from({ length: n }, (_, i) => ({ row: i + 1, seats }));
    const spaces = spacesPerSection([
      { key: "a", rows: rows(10, 20) },
      { key: "b", rows: rows(20, 25) },
      { key: "c", rows: rows(40, 70) },
    ]);
    expect([...spaces.values()]).toEqual([1, 4, 21]);
  });

  it("spreads a section's groups from front to back, alternating ends", () => {
    const rows = Array.from({ length: 10 }, (_, i) => ({ row: i + 1, seats: 20 }));
    expect(sectionGroups(rows, 2)).toEqual([
      { row: 3, space: 1, companions: [2, 3, 4] },
      { row: 8, space: 20, companions: [19, 18, 17] },
    ]);
  });

  it("uses both ends of a row once every row has a group, and skips rows too short", () => {
    const rows = [
      { row: 1, seats: 3 },
      { row: 2, seats: 10 },
    ];
    expect(sectionGroups(rows, 3)).toEqual([
      { row: 2, space: 1, companions: [2, 3, 4] },
      { row: 2, space: 10, companions: [9, 8, 7] },
    ]);
  });

  it("marks spaces and companions", () => {
    const groups = [{ row: 2, space: 1, companions: [2, 3, 4] }];
    expect(accessMarkIn(groups, 2, 1)).toBe("wheelchair");
    expect(accessMarkIn(groups, 2, 4)).toBe("companion");
    expect(accessMarkIn(groups, 2, 5)).toBeNull();
    expect(accessMarkIn(groups, 3, 1)).toBeNull();
  });
});

describe("accessClaimProblem", () => {
  const space = { id: "w", section: "vip", access: "wheelchair" as const };
  const companion = { id: "c1", section: "vip", access: "companion" as const, spaceId: "w" };
  const other = { id: "o", section: "vip", access: null };
  const ctx = { accessible: true, released: new Set<string>(), alreadyHeld: new Set<string>() };

  it("lets an accessible buyer take a space with its companions", () => {
    expect(accessClaimProblem([space, companion, other], ctx)).toBeNull();
  });

  it("refuses a space to a buyer who did not ask for accessible seating", () => {
    expect(accessClaimProblem([space, companion], { ...ctx, accessible: false })).toEqual({
      reason: "accessible_only",
      seatIds: ["w"],
    });
  });

  it("refuses a companion seat alone, unless its space is already the buyer's", () => {
    expect(accessClaimProblem([companion, other], ctx)).toEqual({ reason: "companion_alone", seatIds: ["c1"] });
    expect(accessClaimProblem([companion], { ...ctx, alreadyHeld: new Set(["w"]) })).toBeNull();
    expect(accessClaimProblem([companion], { ...ctx, accessible: false, alreadyHeld: new Set(["w"]) })).toBeNull();
  });

  it("lets anyone take any seat of a released section", () => {
    const released = { accessible: false, released: new Set(["vip"]), alreadyHeld: new Set<string>() };
    expect(accessClaimProblem([space], released)).toBeNull();
    expect(accessClaimProblem([companion], released)).toBeNull();
  });

  it("has nothing to say about ordinary seats", () => {
    expect(accessClaimProblem([other], { ...ctx, accessible: false })).toBeNull();
  });
});
