import { describe, expect, it } from "vitest";
import {
  ADMISSION_MINUTES,
  type AdmissionStep,
  admissionBurst,
  admissionStep,
  DEFAULT_ADMIT_PER_MINUTE,
  drawPlaces,
  drawSpreadMs,
  estimatedWaitSeconds,
  isQueueActive,
  mayRejoin,
  type OwnEntry,
  pollAfterMs,
  queueOpensAt,
  queuePhase,
  secureRandomIndex,
  shuffled,
} from "./queue";

const MINUTE = 60_000;
const SALE = Date.parse("2030-05-01T15:00:00.000Z");
const SALE_ISO = new Date(SALE).toISOString();

describe("when the queue opens and gates holds", () => {
  it("opens 30 minutes before the on-sale time", () => {
    expect(queueOpensAt(SALE_ISO)).toBe("2030-05-01T14:30:00.000Z");
  });

  it("is active from the opening, while an on-sale time is set and the event can be sold", () => {
    const at = (now: number, over: Partial<{ onSaleAt: string | null; eventOpen: boolean }> = {}) =>
      isQueueActive({ onSaleAt: SALE_ISO, eventOpen: true, now, ...over });
    expect(at(SALE - 31 * MINUTE)).toBe(false);
    expect(at(SALE - 30 * MINUTE)).toBe(true);
    expect(at(SALE + 600 * MINUTE)).toBe(true);
    expect(at(SALE, { onSaleAt: null })).toBe(false);
    expect(at(SALE, { eventOpen: false })).toBe(false);
  });
});

describe("the draw", () => {
  it("is a permutation of exactly the items given", () => {
    const items = Array.from({ length: 500 }, (_, i) => i);
    const out = shuffled(items);
    expect(out).toHaveLength(500);
    expect([...out].sort((a, b) => a - b)).toEqual(items);
    expect(items[0]).toBe(0);
  });

  it("gives every order the same chance (Fisher–Yates over a uniform index)", () => {
    const counts = new Map<string, number>();
    const runs = 60_000;
    for (let i = 0; i < runs; i++) {
      const key = shuffled(["a", "b", "c"]).join("");
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    expect(counts.size).toBe(6);
    for (const n of counts.values()) expect(Math.abs(n - runs / 6)).toBeLessThan(runs / 6 / 10);
  });

  it("uses the index function it is given, from the last position down", () => {
    const asked: number[] = [];
    const out = shuffled([1, 2, 3, 4], (max) => {
      asked.push(max);
      return 0;
    });
    expect(asked).toEqual([4, 3, 2]);
    expect(out).toEqual([2, 3, 4, 1]);
  });

  it("numbers the drawn pre-queue from 1", () => {
    const places = drawPlaces(["x", "y", "z"], () => 0);
    expect(places.map((p) => p.line)).toEqual([1, 2, 3]);
    expect(places.map((p) => p.item).sort()).toEqual(["x", "y", "z"]);
  });

  it("draws uniform indexes within the bound", () => {
    const seen = new Set<number>();
    for (let i = 0; i < 2_000; i++) {
      const n = secureRandomIndex(7);
      expect(n).toBeGreaterThanOrEqual(0);
      expect(n).toBeLessThan(7);
      seen.add(n);
    }
    expect(seen.size).toBe(7);
    expect(secureRandomIndex(1)).toBe(0);
    expect(() => secureRandomIndex(0)).toThrow(RangeError);
  });
});

describe("admission steps", () => {
  const base: AdmissionStep = {
    credit: 0,
    lastStepAt: 0,
    now: 0,
    admitPerMinute: 600,
    maxActive: 500,
    paused: false,
    waiting: 10_000,
    activeShoppers: 0,
    seatsFree: 3_500,
  };

  it("starts with a full burst: two seconds' worth", () => {
    expect(admissionBurst(600)).toBe(20);
    expect(admissionStep({ ...base, lastStepAt: null })).toEqual({ admit: 20, credit: 0 });
  });

  it("lets people in at a steady rate, carrying fractions over", () => {
    let state = { credit: 0, lastStepAt: 0 };
    let admitted = 0;
    for (let now = 250; now <= 60_000; now += 250) {
      const step = admissionStep({ ...base, ...state, now });
      admitted += step.admit;
      state = { credit: step.credit, lastStepAt: now };
    }
    expect(admitted).toBe(600);
  });

  it("does not let an idle queue rush in more than the burst", () => {
    expect(admissionStep({ ...base, now: 10 * MINUTE }).admit).toBe(20);
  });

  it("keeps under the cap on active shoppers, the line and the free seats", () => {
    expect(admissionStep({ ...base, now: 2_000, activeShoppers: 495 }).admit).toBe(5);
    expect(admissionStep({ ...base, now: 2_000, activeShoppers: 600 }).admit).toBe(0);
    expect(admissionStep({ ...base, now: 2_000, waiting: 3 }).admit).toBe(3);
    expect(admissionStep({ ...base, now: 2_000, seatsFree: 0 }).admit).toBe(0);
    expect(admissionStep({ ...base, now: 2_000, seatsFree: 2 }).admit).toBe(2);
  });

  it("admits nobody while paused, and builds no credit meanwhile", () => {
    expect(admissionStep({ ...base, now: 5_000, credit: 10, paused: true })).toEqual({ admit: 0, credit: 0 });
  });

  it("lets a slow queue move (at least one admission can build up)", () => {
    const step = admissionStep({ ...base, admitPerMinute: 1, now: MINUTE });
    expect(step.admit).toBe(1);
  });

  it("estimates the wait from the place and the rate", () => {
    expect(estimatedWaitSeconds(0, DEFAULT_ADMIT_PER_MINUTE, false)).toBe(1);
    expect(estimatedWaitSeconds(599, 600, false)).toBe(60);
    expect(estimatedWaitSeconds(10, 600, true)).toBeNull();
  });
});

describe("a visitor's phase", () => {
  const entry = (over: Partial<OwnEntry> = {}): OwnEntry => ({
    line: 5,
    admittedAt: null,
    admissionExpiresAt: null,
    endedAt: null,
    ...over,
  });
  const phase = (now: number, over: Partial<Parameters<typeof queuePhase>[0]> = {}) =>
    queuePhase({ onSaleAt: SALE_ISO, eventOpen: true, soldOut: false, entry: null, now, ...over });
  const admitted = (at: number) =>
    entry({
      admittedAt: new Date(at).toISOString(),
      admissionExpiresAt: new Date(at + ADMISSION_MINUTES * MINUTE).toISOString(),
    });

  it("follows the queue's clock for visitors who have not joined", () => {
    expect(phase(SALE, { onSaleAt: null })).toBe("off");
    expect(phase(SALE, { eventOpen: false })).toBe("off");
    expect(phase(SALE - 40 * MINUTE)).toBe("not_open");
    expect(phase(SALE - 10 * MINUTE)).toBe("open");
    expect(phase(SALE + MINUTE)).toBe("open");
  });

  it("follows the visitor's own place", () => {
    expect(phase(SALE - 10 * MINUTE, { entry: entry({ line: null }) })).toBe("pre_queue");
    expect(phase(SALE + 1, { entry: entry({ line: null }) })).toBe("pre_queue");
    expect(phase(SALE + 1, { entry: entry() })).toBe("waiting");
    expect(phase(SALE + MINUTE, { entry: admitted(SALE) })).toBe("admitted");
    expect(phase(SALE + 16 * MINUTE, { entry: admitted(SALE) })).toBe("done");
    expect(phase(SALE + MINUTE, { entry: { ...admitted(SALE), endedAt: SALE_ISO } })).toBe("done");
  });

  it("says sold out to everyone but those whose order completed", () => {
    expect(phase(SALE + MINUTE, { soldOut: true })).toBe("sold_out");
    expect(phase(SALE + MINUTE, { soldOut: true, entry: entry() })).toBe("sold_out");
    expect(phase(SALE + MINUTE, { soldOut: true, entry: admitted(SALE) })).toBe("sold_out");
    expect(phase(SALE + MINUTE, { soldOut: true, entry: { ...admitted(SALE), endedAt: SALE_ISO } })).toBe("done");
  });

  it("lets a visitor whose admission ended join again", () => {
    expect(mayRejoin(entry(), SALE)).toBe(false);
    expect(mayRejoin(admitted(SALE), SALE + MINUTE)).toBe(false);
    expect(mayRejoin(admitted(SALE), SALE + 16 * MINUTE)).toBe(true);
    expect(mayRejoin({ ...admitted(SALE), endedAt: SALE_ISO }, SALE + MINUTE)).toBe(true);
  });
});

describe("how often a page asks", () => {
  const poll = (over: Partial<Parameters<typeof pollAfterMs>[0]>, random = () => 0.5) =>
    pollAfterMs({ phase: "waiting", now: SALE, onSaleAt: SALE_ISO, estimatedWaitSeconds: null, ...over }, random);

  it("asks often near the front and rarely far back", () => {
    expect(poll({ estimatedWaitSeconds: 1 })).toBe(2_000);
    expect(poll({ estimatedWaitSeconds: 3_600 })).toBe(30_000);
    expect(poll({ estimatedWaitSeconds: 20 })).toBe(10_000);
  });

  it("spreads answers by a fifth either way", () => {
    expect(poll({ estimatedWaitSeconds: 20 }, () => 0)).toBe(8_000);
    expect(poll({ estimatedWaitSeconds: 20 }, () => 1)).toBe(12_000);
  });

  it("sends the pre-queue back just after the on-sale time", () => {
    const ms = poll({ phase: "pre_queue", now: SALE - 10_000 }, () => 0);
    expect(ms).toBe(10_250);
    expect(poll({ phase: "pre_queue", now: SALE - 10 * MINUTE }, () => 0)).toBe(24_000);
    expect(poll({ phase: "pre_queue", now: SALE + 100 })).toBe(2_000);
  });

  it("spreads the pre-queue's return after the draw with its size", () => {
    expect(drawSpreadMs(100)).toBe(5_000);
    expect(drawSpreadMs(4_000)).toBe(20_000);
    expect(drawSpreadMs(100_000)).toBe(60_000);
    const last = poll({ phase: "pre_queue", now: SALE - 1_000, preQueue: 4_000 }, () => 0.9999);
    expect(last).toBeGreaterThan(20_000);
    expect(last).toBeLessThan(21_500);
  });

  it("wakes a page that waits for the opening when it opens", () => {
    const ms = poll({ phase: "not_open", now: SALE - 30 * MINUTE - 5_000 }, () => 0);
    expect(ms).toBe(5_000);
  });
});
