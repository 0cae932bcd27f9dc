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
  it("frees, books and holds seats; the viewer's own holds read mine", () => {
    const next = applySeatMapChange(
      map,
      { eventId: "e1", byUserId: "me", seats: { "e1:vip:1:2": "available", "e1:vip:1:3": "held" } },
      "me",
    );
    expect(next.claims).toEqual({ "e1:vip:1:1": "occupied", "e1:vip:1:3": "mine" });
    expect(map.claims["e1:vip:1:2"]).toBe("held");
  });

  it.each([
    ["someone else", "me"],
    ["anyone, for an anonymous viewer", null],
  ])("a hold by %s reads held", (_label, viewer) => {
    const next = applySeatMapChange(map, { eventId: "e1", byUserId: "u2", seats: { "e1:vip:1:4": "held" } }, viewer);
    expect(next.claims["e1:vip:1:4"]).toBe("held");
  });

  it("turns a hold into a booking", () => {
    const next = applySeatMapChange(map, { eventId: "e1", byUserId: "u2", seats: { "e1:vip:1:2": "occupied" } }, "me");
    expect(next.claims["e1:vip:1:2"]).toBe("occupied");
  });

  it("ignores another event's changes", () => {
    expect(applySeatMapChange(map, { eventId: "e2", byUserId: "u", seats: { x: "occupied" } }, "me")).toBe(map);
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
