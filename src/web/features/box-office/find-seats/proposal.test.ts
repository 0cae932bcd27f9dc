import { describe, expect, it } from "vitest";
import { layoutSections, seatId } from "#domain/seating/layouts";
import { buildChartModel } from "../lib/chart-model";
import { isProposal, maxSeatsToFind, priceChoices, proposalSeats, proposalSummary } from "./proposal";

const sections = layoutSections("arena").map((s) => ({
  key: s.key,
  name: s.name,
  tier: s.tier,
  rows: s.rows.map((r) => ({ row: r.row, seats: r.seats, priceCents: s.priceCents })),
  accessibleReleased: false,
}));
const model = buildChartModel({ eventId: "evt:1", sections });
const id = (section: string, row: number, seat: number) => seatId("evt:1", section, row, seat);

describe("proposalSeats", () => {
  it("turns proposed ids into the cart's seats", () => {
    const seats = proposalSeats(model, [id("floor", 1, 11), id("floor", 1, 12)]);
    expect(seats?.map((s) => [s.id, s.sectionKey, s.row, s.seat, s.priceCents])).toEqual([
      [id("floor", 1, 11), "floor", 1, 11, 20_000],
      [id("floor", 1, 12), "floor", 1, 12, 20_000],
    ]);
  });

  it.each([
    ["a seat beyond its row", [id("floor", 1, 26)]],
    ["a row the section does not have", [id("floor", 9, 1)]],
    ["another event's seat", [seatId("evt:2", "floor", 1, 1)]],
    ["no seat id at all", ["floor-1-1"]],
  ])("refuses %s", (_label, ids) => {
    expect(proposalSeats(model, ids)).toBeNull();
  });
});

describe("proposalSummary", () => {
  it("names the row, the first and last seat, the section and the total", () => {
    const seats =
      proposalSeats(
        model,
        [10, 11, 12, 13].map((n) => id("floor", 5, n)),
      ) ?? [];
    expect(proposalSummary(seats)).toEqual({
      count: 4,
      sectionKey: "floor",
      row: 5,
      first: 10,
      last: 13,
      totalCents: 80_000,
      marked: [],
    });
    expect(proposalSummary([])).toBeNull();
  });

  it("names the wheelchair spaces and companion seats among the proposed seats", () => {
    const withSpace = buildChartModel({
      eventId: "evt:1",
      sections: [
        {
          key: "general",
          name: "General",
          tier: "general",
          rows: [{ row: 2, seats: 10, priceCents: 2_500, accessible: [{ space: 1, companions: [2, 3, 4] }] }],
          accessibleReleased: false,
        },
      ],
    });
    const seats = proposalSeats(withSpace, [id("general", 2, 1), id("general", 2, 2), id("general", 2, 5)]) ?? [];
    expect(proposalSummary(seats)?.marked).toEqual([
      { seat: 1, access: "wheelchair" },
      { seat: 2, access: "companion" },
    ]);
  });
});

describe("maxSeatsToFind", () => {
  const allowance = (remaining: number) => ({ eventId: "evt:1", limit: 10, taken: 10 - remaining, remaining });
  it.each([
    ["unknown (not signed in, or an admin)", null, 10],
    ["a fresh account", allowance(10), 10],
    ["an account with 6 seats already", allowance(4), 4],
    ["an account at its limit", allowance(0), 0],
  ])("%s: %s", (_label, given, max) => {
    expect(maxSeatsToFind(given)).toBe(max);
  });

  it("never more than one request may ask for, even under a higher limit", () => {
    expect(maxSeatsToFind({ eventId: "evt:1", limit: 50, taken: 0, remaining: 50 })).toBe(10);
  });
});

describe("priceChoices", () => {
  it("lists every price of the layout, ascending, or of one section", () => {
    expect(priceChoices(model, null)).toEqual([4_000, 8_500, 20_000]);
    expect(priceChoices(model, "lower-bowl")).toEqual([8_500]);
    expect(priceChoices(model, "balcony")).toEqual([]);
  });
});

describe("isProposal", () => {
  const proposal = [id("floor", 1, 11), id("floor", 1, 12)];
  it.each([
    ["the same seats", proposal, true],
    ["the same seats in another order", [...proposal].reverse(), true],
    ["a seat fewer", proposal.slice(1), false],
    ["a seat more", [...proposal, id("floor", 1, 13)], false],
    ["another seat instead", [proposal[0] ?? "", id("floor", 1, 13)], false],
    ["nothing selected", [], false],
  ])("%s: %s", (_label, selected, expected) => {
    expect(isProposal(selected, proposal)).toBe(expected);
  });

  it("an empty proposal is never the selection", () => {
    expect(isProposal([], [])).toBe(false);
  });
});
