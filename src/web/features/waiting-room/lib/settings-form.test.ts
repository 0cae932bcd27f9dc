import { describe, expect, it } from "vitest";
import { fromVenueInput, toVenueInput } from "#web/lib/venue-clock-input";
import { fieldsOf, parseSettings } from "./settings-form";

const CHICAGO = "America/Chicago";

describe("the on-sale time as the venue's wall clock", () => {
  it("shows an instant at the venue, in winter and in summer", () => {
    expect(toVenueInput("2026-12-04T16:00:00.000Z", CHICAGO)).toBe("2026-12-04T10:00");
    expect(toVenueInput("2026-07-04T15:00:00.000Z", CHICAGO)).toBe("2026-07-04T10:00");
    expect(toVenueInput(null)).toBe("");
    expect(toVenueInput("not a date")).toBe("");
  });

  it("reads a typed time at the venue, and round-trips", () => {
    expect(fromVenueInput("2026-12-04T10:00", CHICAGO)).toBe("2026-12-04T16:00:00.000Z");
    expect(fromVenueInput("2026-07-04T10:00", CHICAGO)).toBe("2026-07-04T15:00:00.000Z");
    expect(toVenueInput(fromVenueInput("2027-03-01T23:59", CHICAGO), CHICAGO)).toBe("2027-03-01T23:59");
  });

  it("refuses a malformed or impossible time", () => {
    expect(fromVenueInput("04/12/2026 10:00", CHICAGO)).toBeNull();
    expect(fromVenueInput("2026-02-30T10:00", CHICAGO)).toBeNull();
    expect(fromVenueInput("2026-12-04T25:00", CHICAGO)).toBeNull();
    expect(fromVenueInput("", CHICAGO)).toBeNull();
  });
});

describe("the panel's settings", () => {
  const settings = { onSaleAt: "2026-12-04T16:00:00.000Z", admitPerMinute: 120, maxActive: 400, paused: false };

  it("fills the form from the saved settings", () => {
    expect(fieldsOf(settings)).toEqual({ onSaleAt: "2026-12-04T10:00", admitPerMinute: "120", maxActive: "400" });
    expect(fieldsOf({ ...settings, onSaleAt: null }).onSaleAt).toBe("");
  });

  it("turns the form into the request body; an empty time clears the on-sale", () => {
    expect(parseSettings(fieldsOf(settings))).toEqual({
      ok: true,
      input: { onSaleAt: "2026-12-04T16:00:00.000Z", admitPerMinute: 120, maxActive: 400 },
    });
    expect(parseSettings({ onSaleAt: " ", admitPerMinute: " 5 ", maxActive: "1" })).toEqual({
      ok: true,
      input: { onSaleAt: null, admitPerMinute: 5, maxActive: 1 },
    });
  });

  it("names each refused field and sends nothing", () => {
    expect(parseSettings({ onSaleAt: "tomorrow", admitPerMinute: "0", maxActive: "1.5" })).toEqual({
      ok: false,
      errors: { onSaleAt: "invalidDate", admitPerMinute: "invalidNumber", maxActive: "invalidNumber" },
    });
    expect(parseSettings({ onSaleAt: "", admitPerMinute: "100001", maxActive: "-3" })).toEqual({
      ok: false,
      errors: { admitPerMinute: "invalidNumber", maxActive: "invalidNumber" },
    });
    expect(parseSettings({ onSaleAt: "", admitPerMinute: "", maxActive: "10" })).toEqual({
      ok: false,
      errors: { admitPerMinute: "invalidNumber" },
    });
  });
});
