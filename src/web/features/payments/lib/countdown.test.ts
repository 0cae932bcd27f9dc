import { describe, expect, it } from "vitest";
import { formatCountdown, holdDeadline, minutesLeft, secondsLeft } from "./countdown";

describe("holdDeadline", () => {
  const order = { createdAt: "2026-11-20T18:00:00.000Z", expiresAt: "2026-11-20T18:10:00.000Z" };
  it("counts the hold's length from when the answer arrived, whatever the server's clock", () => {
    expect(holdDeadline(order, 1_000_000)).toBe(1_000_000 + 600_000);
  });
  it("falls back to the expiry itself, or to now when there is none", () => {
    expect(holdDeadline({ ...order, createdAt: "?" }, 5)).toBe(Date.parse(order.expiresAt));
    expect(holdDeadline({ ...order, expiresAt: null }, 5)).toBe(5);
  });
});

describe("countdown", () => {
  it.each([
    [600_000, 0, 600, "10:00", 10],
    [600_000, 1, 600, "10:00", 10],
    [600_000, 19_001, 581, "09:41", 10],
    [600_000, 540_000, 60, "01:00", 1],
    [600_000, 540_001, 60, "01:00", 1],
    [600_000, 599_500, 1, "00:01", 1],
    [600_000, 600_000, 0, "00:00", 0],
    [600_000, 700_000, 0, "00:00", 0],
  ])("deadline %i at %i: %i s, %s, %i min", (deadline, now, seconds, text, minutes) => {
    expect(secondsLeft(deadline, now)).toBe(seconds);
    expect(formatCountdown(seconds)).toBe(text);
    expect(minutesLeft(seconds)).toBe(minutes);
  });
});
