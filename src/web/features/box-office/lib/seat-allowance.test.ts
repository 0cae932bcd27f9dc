import { beforeAll, describe, expect, it } from "vitest";
import { en } from "#domain/i18n/en";
import { es } from "#domain/i18n/es";
import type { SeatAllowance } from "#domain/schemas/seat-limits";
import { ApiError } from "#web/lib/api";
import { explainError } from "#web/lib/explain-error";
import { addTexts, fixedT, type TFunction } from "#web/lib/translation";
import { cartRefusal, seatsLeftToAdd } from "./seat-allowance";

const allowance = (limit: number, taken: number): SeatAllowance => ({
  eventId: "e1",
  limit,
  taken,
  remaining: Math.max(0, limit - taken),
});

describe("the cart under the per-account limit", () => {
  it("takes seats up to what the account may still hold or buy", () => {
    expect(cartRefusal(0, allowance(10, 7))).toBeNull();
    expect(cartRefusal(2, allowance(10, 7))).toBeNull();
    expect(cartRefusal(3, allowance(10, 7))).toBe("account_full");
    expect(cartRefusal(0, allowance(10, 10))).toBe("account_full");
    expect(cartRefusal(0, allowance(2, 5))).toBe("account_full");
    expect(seatsLeftToAdd(2, allowance(10, 7))).toBe(1);
    expect(seatsLeftToAdd(3, allowance(10, 7))).toBe(0);
  });

  it("keeps ten seats an order, whatever the event's limit", () => {
    expect(cartRefusal(10, allowance(50, 0))).toBe("order_full");
    expect(cartRefusal(10, allowance(10, 0))).toBe("order_full");
    expect(cartRefusal(9, allowance(50, 0))).toBeNull();
  });

  it("takes up to ten seats before the allowance is known (or for an admin)", () => {
    expect(cartRefusal(9, undefined)).toBeNull();
    expect(cartRefusal(10, null)).toBe("order_full");
  });
});

describe("the box office's refusals, explained", () => {
  let tEn: TFunction;
  let tEs: TFunction;

  beforeAll(async () => {
    addTexts("en", en);
    addTexts("es", es);
    tEn = fixedT("en");
    tEs = fixedT("es");
  });

  it("says the limit and what is left", () => {
    const error = new ApiError("conflict", 409, { reason: "seat_limit", limit: 10, remaining: 3 });
    expect(explainError(tEn, error).description).toBe("You can hold or buy at most 10 seats for this event; 3 left.");
    expect(explainError(tEs, error).description).toBe(
      "Puede reservar o comprar como máximo 10 asientos para este evento; le quedan 3.",
    );
  });

  it("says how long to wait before re-holding released seats", () => {
    const error = new ApiError("conflict", 409, { reason: "rehold_cooldown", retryAfterSeconds: 95 });
    expect(explainError(tEn, error).description).toContain("in 95 seconds");
    expect(explainError(tEs, error).description).toContain("en 95 segundos");
  });

  it("tells the buyer how many more seats the cart may take", () => {
    expect(tEn("seatLimits.box.allowance", { limit: 10, count: 1 })).toBe(
      "Up to 10 seats per account for this event: you can add 1 more.",
    );
    expect(tEs("seatLimits.box.reached", { limit: 4 })).toBe(
      "Ya tiene los 4 asientos que una cuenta puede reservar o comprar para este evento.",
    );
  });
});
