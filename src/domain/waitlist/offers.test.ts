import { describe, expect, it } from "vitest";
import { type FreeSeat, nextOffer, offerExpiresAt, pickSeats, WAITLIST_OFFER_MINUTES } from "./offers";

/** Free seats written as "section:row:seat@price". */
function seats(...specs: string[]): FreeSeat[] {
  return specs.map((spec) => {
    const [place = "", price = "5000"] = spec.split("@");
    const [section = "", row = "0", seat = "0"] = place.split(":");
    return { id: place, section, row: Number(row), seat: Number(seat), priceCents: Number(price) };
  });
}

const ids = (picked: FreeSeat[] | null) => picked?.map((s) => s.id) ?? null;

describe("pickSeats", () => {
  it("takes neighbours in one row, the row closest to the stage first", () => {
    const free = seats("general:12:4", "general:12:5", "premium:5:1", "premium:5:3", "general:9:7", "general:9:8");
    expect(ids(pickSeats(free, 2, null))).toEqual(["general:9:7", "general:9:8"]);
  });

  it("skips a row whose free seats are not next to each other", () => {
    const free = seats("vip:1:1", "vip:1:3", "vip:2:5", "vip:2:6", "vip:2:7");
    expect(ids(pickSeats(free, 2, null))).toEqual(["vip:2:5", "vip:2:6"]);
    expect(ids(pickSeats(free, 3, null))).toEqual(["vip:2:5", "vip:2:6", "vip:2:7"]);
  });

  it("keeps to the price ceiling", () => {
    const free = seats("vip:1:1@15000", "vip:1:2@15000", "general:9:1@5000", "general:9:2@5000");
    expect(ids(pickSeats(free, 2, 10_000))).toEqual(["general:9:1", "general:9:2"]);
    expect(ids(pickSeats(free, 2, 15_000))).toEqual(["vip:1:1", "vip:1:2"]);
    expect(pickSeats(free, 3, 5_000)).toBeNull();
  });

  it("falls back to seats of one section, then to any seats, rather than none", () => {
    const apart = seats("premium:4:1", "premium:6:9", "general:9:1");
    expect(ids(pickSeats(apart, 2, null))).toEqual(["premium:4:1", "premium:6:9"]);
    const scattered = seats("vip:1:1", "premium:4:1", "general:9:1");
    expect(ids(pickSeats(scattered, 3, null))).toEqual(["vip:1:1", "premium:4:1", "general:9:1"]);
  });

  it("answers null when there are fewer free seats than wanted", () => {
    expect(pickSeats(seats("vip:1:1"), 2, null)).toBeNull();
    expect(pickSeats([], 1, null)).toBeNull();
  });
});

describe("nextOffer", () => {
  it("goes to the first in line, whatever the others want", () => {
    const free = seats("vip:1:1", "vip:1:2", "vip:1:3");
    const line = [
      { id: 7, count: 2, maxPriceCents: null },
      { id: 8, count: 1, maxPriceCents: null },
    ];
    expect(nextOffer(line, free)).toEqual({ entryId: 7, seatIds: ["vip:1:1", "vip:1:2"] });
  });

  it("passes over entries the seats do not suit (too many wanted, too dear) and serves the next they suit", () => {
    const free = seats("general:9:1@5000", "general:9:2@5000");
    const line = [
      { id: 1, count: 4, maxPriceCents: null },
      { id: 2, count: 2, maxPriceCents: 3000 },
      { id: 3, count: 2, maxPriceCents: 5000 },
      { id: 4, count: 1, maxPriceCents: null },
    ];
    expect(nextOffer(line, free)).toEqual({ entryId: 3, seatIds: ["general:9:1", "general:9:2"] });
  });

  it("offers nothing without free seats, without anyone waiting or when the seats suit nobody", () => {
    expect(nextOffer([{ id: 1, count: 1, maxPriceCents: null }], [])).toBeNull();
    expect(nextOffer([], seats("vip:1:1"))).toBeNull();
    expect(nextOffer([{ id: 1, count: 2, maxPriceCents: null }], seats("vip:1:1"))).toBeNull();
  });
});

it("holds an offer for 30 minutes", () => {
  expect(WAITLIST_OFFER_MINUTES).toBe(30);
  expect(offerExpiresAt(new Date("2026-05-01T12:00:00.000Z")).toISOString()).toBe("2026-05-01T12:30:00.000Z");
});
