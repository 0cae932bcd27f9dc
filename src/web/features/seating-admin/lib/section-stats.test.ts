import { describe, expect, it } from "vitest";
import type { SeatMap } from "#domain/schemas/tickets";
import { seatingStats } from "./section-stats";

const map: SeatMap = {
  eventId: "ev:1",
  layout: "traditional",
  sections: [
    {
      key: "vip",
      name: "VIP",
      tier: "vip",
      rows: [
        { row: 1, seats: 20, priceCents: 15_000 },
        { row: 2, seats: 20, priceCents: 15_000 },
      ],
    },
    {
      key: "upper-deck",
      name: "Upper Deck",
      tier: "general",
      rows: [
        { row: 21, seats: 30, priceCents: 3_000 },
        { row: 22, seats: 28, priceCents: 3_500 },
      ],
    },
  ],
  claims: {
    "ev:1:vip:1:1": "occupied",
    "ev:1:vip:1:2": "held",
    "ev:1:vip:2:7": "mine",
    "ev:1:upper-deck:21:3": "occupied",
    "not a seat id": "occupied",
  },
  totals: { seats: 98, occupied: 4, available: 94 },
};

describe("seatingStats", () => {
  it("counts seats, sales and holds per section (an event id may contain a colon)", () => {
    const stats = seatingStats(map);
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
    expect(seatingStats({ ...map, sections: [], claims: {} })).toEqual({ sections: [], seats: 0, sold: 0, held: 0 });
  });
});
