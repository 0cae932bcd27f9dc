import { describe, expect, it } from "vitest";
import { editDistance, findKeyword, normalize, tokenize, wordMatches } from "./text";

describe("normalize folds what visitors type", () => {
  it.each([
    ["¿Dónde ESTACIONO?", "donde estaciono"],
    ["What's on?", "whats on"],
    ["  Boletos—VIP  ", "boletos vip"],
    ["Mañana", "manana"],
    ["", ""],
  ])("%j -> %j", (input, folded) => {
    expect(normalize(input)).toBe(folded);
  });

  it("tokenizes into words, nothing for blank text", () => {
    expect(tokenize("Is parking free??")).toEqual(["is", "parking", "free"]);
    expect(tokenize("  ?! ")).toEqual([]);
  });
});

describe("editDistance counts typos, swaps as one", () => {
  it.each([
    ["parking", "parking", 0],
    ["parkng", "parking", 1],
    ["tikets", "tickets", 1],
    ["ticktes", "tickets", 1],
    ["estacionamento", "estacionamiento", 1],
    ["concert", "dessert", 4],
  ])("%s / %s = %i", (a, b, distance) => {
    expect(editDistance(a, b, 5)).toBe(distance);
  });

  it("stops early past the allowance", () => {
    expect(editDistance("abcdef", "uvwxyz", 1)).toBe(2);
  });
});

describe("wordMatches", () => {
  it.each([
    ["parking", "park*", true],
    ["parkng", "parking", true],
    ["estasionamiento", "estacion*", true],
    ["tikets", "ticket*", true],
    ["even", "event*", false],
    ["part", "park", false],
    ["bag", "bags", false],
    ["there", "where", false],
    ["were", "where", false],
    ["reembolzo", "reembols*", true],
  ])("%s ~ %s is %s", (token, keyword, expected) => {
    expect(wordMatches(token, keyword)).toBe(expected);
  });

  it("finds phrases only as consecutive words", () => {
    expect(findKeyword(tokenize("what are the box office hours"), "box office")).toBe(3);
    expect(findKeyword(tokenize("box the office"), "box office")).toBe(-1);
    expect(findKeyword(tokenize("que hay este fin de semana"), "fin de semana")).toBe(3);
  });
});
