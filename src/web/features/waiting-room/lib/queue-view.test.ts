import { beforeAll, describe, expect, it } from "vitest";
import { en } from "#domain/i18n/en";
import { es } from "#domain/i18n/es";
import type { QueuePhase, QueueStatus } from "#domain/schemas/onsale";
import { ApiError } from "#web/lib/api";
import { explainError } from "#web/lib/explain-error";
import { addTexts, fixedT, type TFunction } from "#web/lib/translation";
import { admissionRefusal, waitingRoomPath } from "../use-return-to-queue";
import {
  type Announced,
  announcementFor,
  boxOfficeRoute,
  clock,
  lineProgress,
  MIN_ANNOUNCE_GAP_MS,
  minutesLeft,
  viewOf,
  waitWords,
} from "./queue-view";
import { waitText } from "./wait-text";

const NOW = Date.parse("2026-12-01T18:00:00Z");

function status(phase: QueuePhase, extra: Partial<QueueStatus> = {}): QueueStatus {
  return {
    eventId: "e1",
    phase,
    active: phase !== "off" && phase !== "not_open",
    paused: false,
    onSaleAt: "2026-12-01T18:30:00Z",
    opensAt: "2026-12-01T18:00:00Z",
    position: null,
    ahead: null,
    estimatedWaitSeconds: null,
    admission: null,
    pollAfterMs: 2000,
    ...extra,
  };
}

describe("the waiting page's view of a status", () => {
  it("gives each phase its own view", () => {
    expect(viewOf(status("off"), true, NOW)).toEqual({ kind: "off" });
    expect(viewOf(status("sold_out"), true, NOW)).toEqual({ kind: "sold_out" });
    expect(viewOf(status("not_open"), false, NOW)).toMatchObject({ kind: "not_open", opensAt: "2026-12-01T18:00:00Z" });
    expect(viewOf(status("pre_queue"), true, NOW)).toMatchObject({ kind: "pre_queue", paused: false });
    expect(viewOf(status("done"), true, NOW)).toEqual({ kind: "done", signedIn: true });
  });

  it("offers joining, saying whether places are drawn or go by arrival", () => {
    expect(viewOf(status("open"), false, NOW)).toMatchObject({ kind: "join", signedIn: false, saleStarted: false });
    const started = Date.parse("2026-12-01T18:30:00Z");
    expect(viewOf(status("open"), true, started)).toMatchObject({ kind: "join", signedIn: true, saleStarted: true });
  });

  it("carries the place, the people ahead, the wait and a pause while in line", () => {
    const view = viewOf(
      status("waiting", { position: 12, ahead: 11, estimatedWaitSeconds: 300, paused: true }),
      true,
      NOW,
    );
    expect(view).toEqual({ kind: "waiting", position: 12, ahead: 11, estimatedWaitSeconds: 300, paused: true });
  });

  it("takes the turn's end from the admission", () => {
    const admitted = status("admitted", { admission: { token: "tok", expiresAt: "2026-12-01T18:40:00Z" } });
    expect(viewOf(admitted, true, NOW)).toEqual({ kind: "admitted", expiresAt: "2026-12-01T18:40:00Z" });
  });
});

describe("the box office's door", () => {
  it("opens the seats without a queue, before it governs the sale, or on the visitor's turn", () => {
    expect(boxOfficeRoute(status("off", { active: false }), false)).toBe("seats");
    expect(boxOfficeRoute(status("not_open", { active: false }), false)).toBe("seats");
    expect(boxOfficeRoute(status("open", { active: false }), false)).toBe("seats");
    expect(boxOfficeRoute(status("admitted", { active: true }), false)).toBe("seats");
  });

  it("sends to the line while the queue governs the sale, or while the visitor is in line", () => {
    expect(boxOfficeRoute(status("open", { active: true }), false)).toBe("queue");
    expect(boxOfficeRoute(status("done", { active: true }), false)).toBe("queue");
    expect(boxOfficeRoute(status("sold_out", { active: true }), false)).toBe("queue");
    expect(boxOfficeRoute(status("pre_queue", { active: false }), false)).toBe("queue");
    expect(boxOfficeRoute(status("waiting", { active: true }), false)).toBe("queue");
  });

  it("never holds staff back", () => {
    expect(boxOfficeRoute(status("waiting", { active: true }), true)).toBe("seats");
  });
});

describe("waits, clocks and progress", () => {
  it("words a wait: unknown, under a minute, minutes rounded up, hours and minutes", () => {
    expect(waitWords(null)).toEqual({ key: "unknown" });
    expect(waitWords(-1)).toEqual({ key: "unknown" });
    expect(waitWords(0)).toEqual({ key: "lessThanMinute" });
    expect(waitWords(59)).toEqual({ key: "lessThanMinute" });
    expect(waitWords(60)).toEqual({ key: "minutes", count: 1 });
    expect(waitWords(61)).toEqual({ key: "minutes", count: 2 });
    expect(waitWords(59 * 60)).toEqual({ key: "minutes", count: 59 });
    expect(waitWords(3600)).toEqual({ key: "hours", hours: 1, minutes: 0 });
    expect(waitWords(2 * 3600 + 15 * 60 + 1)).toEqual({ key: "hours", hours: 2, minutes: 16 });
  });

  it("shows a clock with hours and days only when needed, never below zero", () => {
    expect(clock(0)).toBe("0:00");
    expect(clock(-5000)).toBe("0:00");
    expect(clock(59_001)).toBe("1:00");
    expect(clock(9 * 60_000 + 5_000)).toBe("9:05");
    expect(clock(3_600_000 + 62_000)).toBe("1:01:02");
    expect(clock(2 * 86_400_000 + 3 * 3_600_000)).toBe("2d 03:00:00");
    expect(minutesLeft(61_000)).toBe(2);
    expect(minutesLeft(-1)).toBe(0);
  });

  it("measures progress from the first place the visitor had", () => {
    expect(lineProgress(100, null)).toBeNull();
    expect(lineProgress(100, 100)).toBe(0);
    expect(lineProgress(100, 25)).toBe(0.75);
    expect(lineProgress(100, 0)).toBe(1);
    expect(lineProgress(null, 40)).toBe(0);
    // More ahead than at first (the line was redrawn): no negative progress.
    expect(lineProgress(10, 20)).toBe(0);
  });
});

describe("what a screen reader is told", () => {
  const said = (phase: QueuePhase, position: number | null, at: number, paused = false): Announced => ({
    phase,
    paused,
    position,
    at,
  });

  it("says nothing for the first status (the page itself is read)", () => {
    expect(announcementFor(null, status("waiting", { position: 40, ahead: 39 }), NOW)).toBeNull();
  });

  it("says each new phase", () => {
    expect(
      announcementFor(said("pre_queue", null, NOW), status("waiting", { position: 40, ahead: 39 }), NOW)?.say,
    ).toBe("position");
    expect(announcementFor(said("waiting", 1, NOW), status("admitted"), NOW + 1000)?.say).toBe("admitted");
    expect(announcementFor(said("waiting", 9, NOW), status("sold_out"), NOW + 1000)?.say).toBe("soldOut");
    expect(announcementFor(said("not_open", null, NOW), status("open"), NOW + 1000)?.say).toBe("opened");
  });

  it("says a pause and a resume", () => {
    expect(
      announcementFor(said("waiting", 40, NOW), status("waiting", { position: 40, ahead: 39, paused: true }), NOW)?.say,
    ).toBe("paused");
    expect(
      announcementFor(said("waiting", 40, NOW, true), status("waiting", { position: 40, ahead: 39 }), NOW)?.say,
    ).toBe("resumed");
  });

  it("keeps quiet for small moves and moves too soon after the last one", () => {
    const last = said("waiting", 400, NOW);
    // Less than a tenth of 400.
    expect(
      announcementFor(last, status("waiting", { position: 370, ahead: 369 }), NOW + MIN_ANNOUNCE_GAP_MS),
    ).toBeNull();
    // A tenth, but too soon.
    expect(announcementFor(last, status("waiting", { position: 350, ahead: 349 }), NOW + 5_000)).toBeNull();
    // A tenth, after the gap.
    const next = announcementFor(last, status("waiting", { position: 350, ahead: 349 }), NOW + MIN_ANNOUNCE_GAP_MS);
    expect(next?.say).toBe("position");
    expect(next?.record.position).toBe(350);
    // Not moving, or moving back, is never said.
    expect(
      announcementFor(last, status("waiting", { position: 400, ahead: 399 }), NOW + 10 * MIN_ANNOUNCE_GAP_MS),
    ).toBeNull();
  });

  it("says every move near the front, and when the visitor is next", () => {
    const last = said("waiting", 5, NOW);
    expect(announcementFor(last, status("waiting", { position: 3, ahead: 2 }), NOW + 1000)?.say).toBe("position");
    expect(announcementFor(last, status("waiting", { position: 1, ahead: 0 }), NOW + 1000)?.say).toBe("next");
  });
});

describe("the texts", () => {
  let tEn: TFunction;
  let tEs: TFunction;

  beforeAll(async () => {
    addTexts("en", en);
    addTexts("es", es);
    tEn = fixedT("en");
    tEs = fixedT("es");
  });

  it("words a wait in both languages", () => {
    expect(waitText(tEn, waitWords(30))).toBe("Less than a minute");
    expect(waitText(tEn, waitWords(60))).toBe("About 1 minute");
    expect(waitText(tEn, waitWords(600))).toBe("About 10 minutes");
    expect(waitText(tEs, waitWords(600))).toBe("Aproximadamente 10 minutos");
    expect(waitText(tEs, waitWords(3 * 3600 + 300))).toBe("Aproximadamente 3 h 5 min");
    expect(waitText(tEs, waitWords(null))).toBe("Calculando");
  });

  it("explains a hold refused for want of a turn, and sends back to the line", () => {
    const required = new ApiError("forbidden", 403, { reason: "admission_required" });
    const invalid = new ApiError("forbidden", 403, { reason: "admission_invalid" });
    expect(admissionRefusal(required)).toBe("admission_required");
    expect(admissionRefusal(invalid)).toBe("admission_invalid");
    expect(admissionRefusal(new ApiError("conflict", 409, { reason: "seats_taken", seatIds: [] }))).toBeNull();
    expect(admissionRefusal(new Error("x"))).toBeNull();
    expect(explainError(tEn, invalid).description).toContain("rejoin the waiting room");
    expect(explainError(tEs, required).description).toContain("sala de espera");
    expect(waitingRoomPath("spring gala")).toBe("/box-office/spring%20gala/queue");
  });
});
