import { describe, expect, it } from "vitest";
import {
  claimBlocksSeat,
  HOLD_MINUTES,
  holdExpiresAt,
  isHoldExpired,
  liveClaim,
  type SeatClaim,
  seatState,
} from "./availability";

const now = new Date("2026-11-20T18:00:00.000Z");
const inFiveMinutes = "2026-11-20T18:05:00.000Z";
const fiveMinutesAgo = "2026-11-20T17:55:00.000Z";

describe("holds", () => {
  it("last ten minutes", () => {
    expect(HOLD_MINUTES).toBe(10);
    expect(holdExpiresAt(now).toISOString()).toBe("2026-11-20T18:10:00.000Z");
  });

  it.each([
    ["a minute ahead", "2026-11-20T18:01:00.000Z", false],
    ["a millisecond ahead", "2026-11-20T18:00:00.001Z", false],
    ["exactly now", "2026-11-20T18:00:00.000Z", true],
    ["a millisecond ago", "2026-11-20T17:59:59.999Z", true],
    ["the same instant with an offset", "2026-11-20T12:00:00.000-06:00", true],
    ["a fresh hold's own deadline, read back", holdExpiresAt(now).toISOString(), false],
    ["unreadable", "not a date", true],
    ["empty", "", true],
    ["missing", undefined, true],
  ])("an expiry %s: expired is %s", (_label, expiresAt, expired) => {
    expect(isHoldExpired(expiresAt, now)).toBe(expired);
  });

  it("reads an expiry kept as epoch milliseconds, against a clock in milliseconds too", () => {
    expect(isHoldExpired(now.getTime() + 1, now)).toBe(false);
    expect(isHoldExpired(now.getTime(), now.getTime())).toBe(true);
    expect(isHoldExpired(Number.NaN, now)).toBe(true);
  });
});

describe("claimBlocksSeat", () => {
  it.each<[string, SeatClaim | undefined, boolean]>([
    ["no claim", undefined, false],
    ["completed", { status: "completed", userId: "u1" }, true],
    ["complimentary", { status: "complimentary", userId: "u1" }, true],
    ["a live hold", { status: "held", userId: "u1", expiresAt: inFiveMinutes }, true],
    ["a lapsed hold", { status: "held", userId: "u1", expiresAt: fiveMinutesAgo }, false],
    ["released", { status: "released", userId: "u1", expiresAt: inFiveMinutes }, false],
  ])("%s: %s", (_label, claim, blocks) => {
    expect(claimBlocksSeat(claim, now)).toBe(blocks);
  });
});

describe("seatState", () => {
  const me = "u1";
  const other = "u2";
  const cases: [string, SeatClaim | undefined, string | null, boolean, string][] = [
    ["unclaimed", undefined, me, false, "available"],
    ["unclaimed, in my cart", undefined, me, true, "selected"],
    ["unclaimed, anonymous", undefined, null, false, "available"],
    ["bought by someone else", { status: "completed", userId: other }, me, false, "occupied"],
    ["bought by me", { status: "completed", userId: me }, me, false, "occupied"],
    ["complimentary", { status: "complimentary", userId: other }, me, false, "occupied"],
    ["bought, yet still in a stale cart", { status: "completed", userId: other }, me, true, "occupied"],
    ["held by someone else", { status: "held", userId: other, expiresAt: inFiveMinutes }, me, false, "held"],
    ["held by someone else, in my cart", { status: "held", userId: other, expiresAt: inFiveMinutes }, me, true, "held"],
    [
      "held by someone, anonymous viewer",
      { status: "held", userId: other, expiresAt: inFiveMinutes },
      null,
      false,
      "held",
    ],
    ["held by me", { status: "held", userId: me, expiresAt: inFiveMinutes }, me, false, "mine"],
    ["held by me, in my cart", { status: "held", userId: me, expiresAt: inFiveMinutes }, me, true, "mine"],
    [
      "a lapsed hold of someone else",
      { status: "held", userId: other, expiresAt: fiveMinutesAgo },
      me,
      false,
      "available",
    ],
    [
      "a lapsed hold of mine, in my cart",
      { status: "held", userId: me, expiresAt: fiveMinutesAgo },
      me,
      true,
      "selected",
    ],
    ["a hold with no expiry", { status: "held", userId: other }, me, false, "available"],
    ["released", { status: "released", userId: other }, me, false, "available"],
    ["released, in my cart", { status: "released", userId: me }, me, true, "selected"],
  ];

  it.each(cases)("%s -> %s", (_label, claim, viewerId, selected, state) => {
    expect(seatState({ claim: liveClaim(claim, now), viewerId, selected })).toBe(state);
  });

  it("reads a live claim announced by a seat-map change the same way", () => {
    expect(seatState({ claim: { status: "held", userId: me }, viewerId: me, selected: false })).toBe("mine");
    expect(seatState({ claim: { status: "held", userId: other }, viewerId: null, selected: false })).toBe("held");
    expect(seatState({ claim: { status: "sold" }, viewerId: me, selected: true })).toBe("occupied");
  });

  it("a hold turns available at its deadline", () => {
    const claim: SeatClaim = { status: "held", userId: "u2", expiresAt: holdExpiresAt(now).toISOString() };
    const justBefore = new Date(holdExpiresAt(now).getTime() - 1);
    expect(seatState({ claim: liveClaim(claim, justBefore), viewerId: "u1", selected: false })).toBe("held");
    expect(seatState({ claim: liveClaim(claim, holdExpiresAt(now)), viewerId: "u1", selected: false })).toBe(
      "available",
    );
  });
});
