import { describe, expect, it } from "vitest";
import { distanceOf, midpointOf, nearestBox, PINCH_MIN_PX, PINCH_RATIO, pinchDirection } from "./use-pinch-zoom";

describe("pinchDirection", () => {
  it("reads fingers spread by the ratio as a spread, and closed by it as a close", () => {
    expect(pinchDirection(100, 100 * PINCH_RATIO)).toBe("spread");
    expect(pinchDirection(100, 300)).toBe("spread");
    expect(pinchDirection(200, 200 / PINCH_RATIO)).toBe("close");
    expect(pinchDirection(200, 40)).toBe("close");
  });

  it("ignores changes within the ratio either way", () => {
    expect(pinchDirection(100, 100)).toBeNull();
    expect(pinchDirection(100, 124)).toBeNull();
    expect(pinchDirection(100, 81)).toBeNull();
  });

  it("ignores changes smaller than the minimum distance, however large their ratio", () => {
    // Fingers that touched close together: 10 px to 20 px doubles the distance but is a wobble.
    expect(pinchDirection(10, 10 + PINCH_MIN_PX - 1)).toBeNull();
    expect(pinchDirection(10, 10 + PINCH_MIN_PX)).toBe("spread");
    expect(pinchDirection(30, 30 - PINCH_MIN_PX + 1)).toBeNull();
  });

  it("answers nothing for distances that cannot be", () => {
    expect(pinchDirection(0, 100)).toBeNull();
    expect(pinchDirection(-5, 100)).toBeNull();
    expect(pinchDirection(Number.NaN, 100)).toBeNull();
    expect(pinchDirection(100, Number.NaN)).toBeNull();
    expect(pinchDirection(100, Number.POSITIVE_INFINITY)).toBeNull();
    expect(pinchDirection(100, -1)).toBeNull();
  });

  it("takes a custom ratio and minimum", () => {
    expect(pinchDirection(100, 140, 1.5, 0)).toBeNull();
    expect(pinchDirection(100, 150, 1.5, 0)).toBe("spread");
    expect(pinchDirection(100, 66, 1.5, 0)).toBe("close");
  });
});

describe("the fingers' geometry", () => {
  it("measures the distance and the point between two fingers", () => {
    expect(distanceOf({ x: 0, y: 0 }, { x: 30, y: 40 })).toBe(50);
    expect(midpointOf({ x: 10, y: 20 }, { x: 30, y: 60 })).toEqual({ x: 20, y: 40 });
  });
});

describe("nearestBox", () => {
  const column = [
    { top: 0, bottom: 100 },
    { top: 110, bottom: 200 },
    { top: 210, bottom: 300 },
  ];

  it("picks the box the fingers are in", () => {
    expect(nearestBox(column, 50)).toBe(0);
    expect(nearestBox(column, 110)).toBe(1);
    expect(nearestBox(column, 299)).toBe(2);
  });

  it("picks the nearer box for fingers in a gap, or beyond either end", () => {
    expect(nearestBox(column, 103)).toBe(0);
    expect(nearestBox(column, 108)).toBe(1);
    expect(nearestBox(column, -40)).toBe(0);
    expect(nearestBox(column, 900)).toBe(2);
  });

  it("answers -1 without boxes", () => {
    expect(nearestBox([], 10)).toBe(-1);
  });
});
