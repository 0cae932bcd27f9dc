import { describe, expect, it } from "vitest";
import type { SeatMap } from "#domain/schemas/tickets";
import { applySeatMapChange, markSeatsTaken } from "./seat-map";

const map: SeatMap = {
  eventId: "e1",
  layout: "traditional",
  sections: [],
  claims: { "e1:vip:1:1": "occupied", "e1:vip:1:2": "held" },
  totals: { seats: 916, occupied: 1, available: 914 },
};

describe("applySeatMapChange", () => {
  it("frees, books and holds seats; the viewer's own holds come as mine", () => {
    const next = applySeatMapChange(map, {
      eventId: "e1",
      seats: { "e1:vip:1:2": "available", "e1:vip:1:3": "mine", "e1:vip:1:4": "held" },
    });
    expect(next.claims).toEqual({ "e1:vip:1:1": "occupied", "e1:vip:1:3": "mine", "e1:vip:1:4": "held" });
    expect(map.claims["e1:vip:1:2"]).toBe("held");
  });

  it("turns a hold into a booking", () => {
    const next = applySeatMapChange(map, { eventId: "e1", seats: { "e1:vip:1:2": "occupied" } });
    expect(next.claims["e1:vip:1:2"]).toBe("occupied");
  });

  it("shows a seat of the viewer's lapsed hold as held once someone else holds it", () => {
    const mine: SeatMap = { ...map, claims: { "e1:vip:1:5": "mine" } };
    expect(applySeatMapChange(mine, { eventId: "e1", seats: { "e1:vip:1:5": "held" } }).claims).toEqual({
      "e1:vip:1:5": "held",
    });
  });

  it("ignores another event's changes", () => {
    expect(applySeatMapChange(map, { eventId: "e2", seats: { x: "occupied" } })).toBe(map);
  });
});

describe("markSeatsTaken", () => {
  it("marks free seats occupied and leaves known claims alone", () => {
    expect(markSeatsTaken(map, ["e1:vip:1:2", "e1:vip:1:9"]).claims).toEqual({
      "e1:vip:1:1": "occupied",
      "e1:vip:1:2": "held",
      "e1:vip:1:9": "occupied",
    });
  });
});
