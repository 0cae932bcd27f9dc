import { describe, expect, it } from "vitest";
import { pickEvent } from "./event-selection";

describe("pickEvent", () => {
  const events = [
    {
      id: "a",
      title: "A",
      description: "",
      titleEs: null,
      descriptionEs: null,
      eventDate: "2026-12-01T01:00:00.000Z",
      venue: "Arena",
    },
    {
      id: "b",
      title: "B",
      description: "",
      titleEs: null,
      descriptionEs: null,
      eventDate: "2026-12-02T01:00:00.000Z",
      venue: "Arena",
    },
  ];
  it.each([
    ["b", "b"],
    ["a", "a"],
    ["missing", "a"],
    [null, "a"],
  ])("?event=%s selects %s", (param, selected) => {
    expect(pickEvent(events, param)?.id).toBe(selected);
  });
  it("selects nothing when there are no events", () => {
    expect(pickEvent([], "a")).toBeNull();
  });
});
