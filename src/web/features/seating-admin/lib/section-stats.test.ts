import { describe, expect, it } from "vitest";
import type { SeatLayoutResponse } from "#domain/schemas/tickets";
import { seatingStats } from "./section-stats";

const layout: Pick<SeatLayoutResponse, "sections"> = {
  sections: [
    {
      key: "vip",
      name: "VIP",
      tier: "vip",
      rows: [
        { row: 1, seats: 20, priceCents: 15_000 },
        { row: 2, seats: 20, priceCents: 15_000 },
      ],
      accessibleReleased: false,
    },
    {
      key: "upper-deck",
      name: "Upper Deck",
      tier: "general",
      rows: [
        { row: 21, seats: 30, priceCents: 3_000 },
        { row: 22, seats: 28, priceCents: 3_500 },
      ],
      accessibleReleased: false,
    },
  ],
};

// One string per row, in the layout's order: `x` sold, `h` on hold (anyone's, the admin's too).
const rows = [`xh${".".repeat(18)}`, `${".".repeat(6)}h${".".repeat(13)}`, `..x${".".repeat(27)}`, ".".repeat(28)];

describe("seatingStats", () => {
  it("counts seats, sales and holds per section from the rows of seat states", () => {
    const stats = seatingStats(layout, { rows });
    expect(stats.sections).toEqual([
      {
        key: "vip",
        firstRow: 1,
        lastRow: 2,
        seats: 40,
        sold: 1,
        held: 2,
        minPriceCents: 15_000,
        maxPriceCents: 15_000,
      },
      {
        key: "upper-deck",
        firstRow: 21,
        lastRow: 22,
        seats: 58,
        sold: 1,
        held: 0,
        minPriceCents: 3_000,
        maxPriceCents: 3_500,
      },
    ]);
    expect([stats.seats, stats.sold, stats.held]).toEqual([98, 2, 2]);
  });

  it("is empty for an event without sections", () => {
    expect(seatingStats({ sections: [] }, { rows: [] })).toEqual({ sections: [], seats: 0, sold: 0, held: 0 });
  });
});
