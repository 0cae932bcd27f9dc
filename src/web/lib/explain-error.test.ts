import { beforeAll, describe, expect, it } from "vitest";
import { en } from "#domain/i18n/en";
import { es } from "#domain/i18n/es";
import { addTexts, fixedT, type TFunction } from "#web/lib/translation";
import { ApiError } from "./api";
import { explainError } from "./explain-error";

let tEn: TFunction;
let tEs: TFunction;

beforeAll(async () => {
  addTexts("en", en);
  addTexts("es", es);
  tEn = fixedT("en");
  tEs = fixedT("es");
});

describe("explainError", () => {
  it("explains anything that is not an API error as an internal one", () => {
    expect(explainError(tEn, new Error("boom"))).toEqual(en.errors.internal);
  });

  it("uses the code's own sentence when the server gave no reason", () => {
    expect(explainError(tEn, new ApiError("network", 0))).toEqual(en.errors.network);
    expect(explainError(tEn, new ApiError("conflict", 409))).toEqual(en.errors.conflict);
  });

  it("says the server's reason, with its fields, under the code's title", () => {
    const soldOne = new ApiError("conflict", 409, { reason: "seats_sold", count: 1 });
    expect(explainError(tEn, soldOne)).toEqual({
      title: en.errors.conflict.title,
      description: "1 seat is held or sold. Seats can only change while none are held or sold.",
    });
    const soldMany = new ApiError("conflict", 409, { reason: "seats_sold", count: 3 });
    expect(explainError(tEn, soldMany).description).toMatch(/^3 seats are held or sold\./);
    const status = new ApiError("upstream_failed", 502, { reason: "status", status: 503 });
    expect(explainError(tEn, status).description).toContain("(503)");
  });

  it("speaks the visitor's language", () => {
    const taken = new ApiError("conflict", 409, { reason: "seats_taken", seatIds: ["e1:vip:1:1"] });
    expect(explainError(tEs, taken)).toEqual({
      title: es.errors.conflict.title,
      description: es.errors.reasons.seats_taken,
    });
  });

  it("names the first refused field of a validation failure", () => {
    const error = new ApiError("validation_failed", 400, undefined, { email: "validation.email" });
    expect(explainError(tEn, error)).toEqual({
      title: en.errors.validation_failed.title,
      description: en.validation.email,
    });
    expect(explainError(tEn, new ApiError("validation_failed", 400))).toEqual(en.errors.validation_failed);
  });
});
