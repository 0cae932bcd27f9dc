import { describe, expect, it } from "vitest";
import { parseAccessibleLimit, parseSeatLimit } from "./seat-limit";

describe("parseSeatLimit", () => {
  it("reads an empty field as the default", () => {
    expect(parseSeatLimit("")).toEqual({ ok: true, limit: null });
    expect(parseSeatLimit("   ")).toEqual({ ok: true, limit: null });
  });

  it("reads whole numbers from 1 to 50", () => {
    expect(parseSeatLimit("1")).toEqual({ ok: true, limit: 1 });
    expect(parseSeatLimit(" 12 ")).toEqual({ ok: true, limit: 12 });
    expect(parseSeatLimit("50")).toEqual({ ok: true, limit: 50 });
  });

  it.each(["0", "51", "2.5", "-3", "1e1", "ten", "0x10"])("refuses %s", (text) => {
    expect(parseSeatLimit(text)).toEqual({ ok: false });
  });
});

describe("parseAccessibleLimit", () => {
  it("reads an empty field as the venue's default", () => {
    expect(parseAccessibleLimit(" ")).toEqual({ ok: true, limit: null });
  });

  it("reads whole numbers from 1 to 26, the wheelchair spaces in the house", () => {
    expect(parseAccessibleLimit("1")).toEqual({ ok: true, limit: 1 });
    expect(parseAccessibleLimit("26")).toEqual({ ok: true, limit: 26 });
  });

  it.each(["0", "27", "1.5", "-1", "two"])("refuses %s", (text) => {
    expect(parseAccessibleLimit(text)).toEqual({ ok: false });
  });
});
