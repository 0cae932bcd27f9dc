import { beforeAll, expect, it } from "vitest";
import { EVENT_FORM_ERRORS } from "#domain/schemas/event-form";
import { addDays, venueDateOf } from "#domain/time";
import { describeDialects } from "#server/testing/postgres";
import type { TestApp } from "#server/testing/test-app";

interface ErrorBody {
  error: { code: string; params?: Record<string, unknown>; fields?: Record<string, string> };
}

describeDialects("numbers and strings are bounded before use", (open) => {
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    t = await open();
    admin = (await t.signedIn(["admin"])).cookie;
  });

  const eventForm = (overrides: Record<string, unknown>) => ({
    title: "Bounded Night",
    date: addDays(venueDateOf(new Date()), 30),
    hour: 19,
    venue: "Bridgeland Arena",
    description: "",
    imageUrl: null,
    rentalHours: 2,
    ...overrides,
  });

  async function eventCount(): Promise<number> {
    const row = await t.ctx.db
      .selectFrom("events")
      .select((eb) => eb.fn.countAll<number | string>().as("n"))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  it.each([
    ["1e308", 1e308],
    ["-1e308", -1e308],
    ["1e20", 1e20],
    ["a fraction", 19.5],
    ["a string", "19"],
  ])("answers an event hour of %s with 400 validation_failed naming the hour", async (_label, hour) => {
    const before = await eventCount();
    const response = await t.request("/api/manage/events", {
      method: "POST",
      cookie: admin,
      json: eventForm({ hour }),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: { code: "validation_failed", fields: { hour: EVENT_FORM_ERRORS.time } },
    });
    expect(await eventCount()).toBe(before);
  });

  it("still creates the event with a whole hour", async () => {
    const response = await t.request("/api/manage/events", { method: "POST", cookie: admin, json: eventForm({}) });
    expect(response.status).toBe(201);
  });

  it.each([
    ["a 10,000-character date", { date: "2".repeat(10_000) }, { date: EVENT_FORM_ERRORS.date }],
    ["a description that is a number", { description: 1e308 }, { description: "validation.invalid" }],
    [
      "an image address that is not ours",
      { imageUrl: `/media/${"a".repeat(400)}.webp` },
      { imageUrl: EVENT_FORM_ERRORS.image },
    ],
  ])("refuses %s with a field message", async (_label, change, fields) => {
    const response = await t.request("/api/manage/events", {
      method: "POST",
      cookie: admin,
      json: eventForm(change),
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as ErrorBody).error).toEqual({ code: "validation_failed", fields });
  });

  it.each(["1e308", "0", "201", "2.5", "NaN", "-1"])("answers an event listing limit of %s with 400", async (limit) => {
    const response = await t.request(`/api/events?limit=${limit}`);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: { code: "validation_failed", fields: { limit: "validation.outOfRange" } },
    });
  });

  it("answers an inquiry's attendee count of 1e308 with 400", async () => {
    const response = await t.request("/api/inquiries", {
      method: "POST",
      json: {
        name: "Ana",
        email: "ana@example.com",
        phone: "281 555 0100",
        eventType: "concert",
        expectedAttendees: 1e308,
      },
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as ErrorBody).error.fields).toEqual({
      expectedAttendees: "services.validation.attendees",
    });
  });
});
