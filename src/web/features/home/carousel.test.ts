import { describe, expect, it } from "vitest";
import { nextPosition, positionsFor } from "./carousel";

describe("testimonials carousel positions", () => {
  it.each([
    [6, 1, 6],
    [6, 2, 5],
    [6, 3, 4],
    [2, 3, 1],
    [0, 3, 1],
  ])("%i items, %i in view -> %i positions", (total, perView, positions) => {
    expect(positionsFor(total, perView)).toBe(positions);
  });

  it.each([
    [0, 4, 1, 1],
    [3, 4, 1, 0],
    [0, 4, -1, 3],
    [2, 4, -1, 1],
    [0, 1, 1, 0],
  ] as const)("from %i of %i stepping %i -> %i (looping)", (current, positions, step, next) => {
    expect(nextPosition(current, positions, step)).toBe(next);
  });
});
