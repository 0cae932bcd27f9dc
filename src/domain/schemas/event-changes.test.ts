import { describe, expect, it } from "vitest";
import {
  changedFields,
  type EventDetails,
  FIELDS_BUYERS_ARE_TOLD,
  FIELDS_NEEDING_APPROVAL,
  touches,
} from "./event-changes";

const event: EventDetails = {
  title: "Gala",
  description: "",
  titleEs: null,
  descriptionEs: null,
  eventDate: "2030-05-04T00:00:00.000Z",
  venue: "Bridgeland Arena",
  imageUrl: null,
  rentalHours: 4,
};

describe("event changes", () => {
  it("compares instants as instants, and lists nothing for the same details", () => {
    expect(changedFields(event, { ...event, eventDate: "2030-05-04T00:00:00Z" })).toEqual([]);
    expect(changedFields(event, { ...event, eventDate: "2030-05-04T01:00:00Z", venue: "Hall B" })).toEqual([
      "eventDate",
      "venue",
    ]);
  });

  it("needs approval for the title, date, time, venue or description, not the image or hours alone", () => {
    expect(
      touches(changedFields(event, { ...event, imageUrl: "/media/u/a.webp", rentalHours: 2 }), FIELDS_NEEDING_APPROVAL),
    ).toBe(false);
    expect(touches(changedFields(event, { ...event, description: "New" }), FIELDS_NEEDING_APPROVAL)).toBe(true);
    expect(touches(changedFields(event, { ...event, titleEs: "Gala en español" }), FIELDS_NEEDING_APPROVAL)).toBe(true);
  });

  it("tells buyers of a new date, time or venue only", () => {
    expect(touches(changedFields(event, { ...event, title: "Gala II" }), FIELDS_BUYERS_ARE_TOLD)).toBe(false);
    expect(touches(changedFields(event, { ...event, venue: "Hall B" }), FIELDS_BUYERS_ARE_TOLD)).toBe(true);
  });
});
