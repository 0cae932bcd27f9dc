import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { SUBMISSION_LIMITS } from "#domain/schemas/submissions";
import { venue } from "#domain/venue";
import { describeDialects } from "#server/testing/postgres";
import { createTestApp, type TestApp } from "#server/testing/test-app";
import { buildContact, buildInquiry, errorOf, outboxFor } from "./submissions.test-kit";

const long = (n: number) => "x".repeat(n + 1);

describeDialects("inquiries and contact messages", (open) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await open();
  });

  const inquiries = () => t.ctx.db.selectFrom("inquiries").selectAll().execute();
  const messages = () => t.ctx.db.selectFrom("contact_messages").selectAll().execute();

  it("stores an inquiry, normalised, and confirms it by mail in English", async () => {
    const body = buildInquiry({
      name: "  Dana Planner ",
      organization: "   ",
      additionalServices: ["security", "audiovisual", "security"],
    });
    const response = await t.request("/api/inquiries", { method: "POST", json: body });
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ ok: true });

    const row = (await inquiries()).find((r) => r.email === body.email);
    expect(row).toMatchObject({
      name: "Dana Planner",
      phone: "(281) 555-0199",
      organization: null,
      event_type: "graduation",
      event_date: "2030-05-20",
      expected_attendees: 1200,
      event_description: "Spring graduation with a stage and family seating.",
      // The six services in catalog order, each once.
      additional_services: JSON.stringify(["audiovisual", "security"]),
    });
    expect(row?.created_at).toMatch(/^\d{4}-\d{2}-\d{2}T.*Z$/);

    const mails = await outboxFor(t, body.email as string);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe("We received your event inquiry");
    expect(mails[0]?.text_body).toContain("Hello Dana Planner,");
    expect(mails[0]?.text_body).toContain("Graduation Ceremony");
    expect(mails[0]?.text_body).toContain(venue.phone);
  });

  it("stores an inquiry with only the required fields", async () => {
    const body = { name: "Min", email: "min@example.com", phone: "2815550100", eventType: "other" };
    const response = await t.request("/api/inquiries", { method: "POST", json: body });
    expect(response.status).toBe(201);
    expect((await inquiries()).find((r) => r.name === "Min")).toMatchObject({
      organization: null,
      event_date: null,
      expected_attendees: null,
      event_description: null,
      additional_services: "[]",
    });
  });

  it("writes the confirmation in Spanish for a Spanish visitor", async () => {
    const body = buildInquiry({ eventType: "wedding" });
    const response = await t.request("/api/inquiries", { method: "POST", json: body, cookie: "lang=es" });
    expect(response.status).toBe(201);
    const [mail] = await outboxFor(t, body.email as string);
    expect(mail?.subject).toBe("Recibimos su consulta de evento");
    expect(mail?.text_body).toContain("Boda / fiesta privada");

    const contact = buildContact();
    await t.request("/api/contact", { method: "POST", json: contact, headers: { "accept-language": "es-MX,es" } });
    expect((await outboxFor(t, contact.email as string))[0]?.subject).toBe("Recibimos su mensaje");
  });

  it.each([
    ["everything missing", {}, ["email", "eventType", "name", "phone"]],
    ["a blank name", { name: "  " }, ["name"]],
    ["a malformed email", { email: "dana@" }, ["email"]],
    ["a missing phone", { phone: undefined }, ["phone"]],
    ["a phone with letters", { phone: "call me maybe" }, ["phone"]],
    ["a phone with too few digits", { phone: "555-12" }, ["phone"]],
    ["an unknown event type", { eventType: "rodeo" }, ["eventType"]],
    ["an impossible date", { eventDate: "2030-02-30" }, ["eventDate"]],
    ["a date in another format", { eventDate: "05/20/2030" }, ["eventDate"]],
    ["zero attendees", { expectedAttendees: "0" }, ["expectedAttendees"]],
    ["more attendees than seats", { expectedAttendees: venue.capacity.total + 1 }, ["expectedAttendees"]],
    ["a fractional attendee count", { expectedAttendees: "12.5" }, ["expectedAttendees"]],
    ["an unknown service", { additionalServices: ["fireworks"] }, ["additionalServices.0"]],
    ["services that are not a list", { additionalServices: "catering" }, ["additionalServices"]],
    ["a name over the limit", { name: long(SUBMISSION_LIMITS.nameMax) }, ["name"]],
    ["a phone over the limit", { phone: "1".repeat(SUBMISSION_LIMITS.phoneMax + 1) }, ["phone"]],
    ["an organization over the limit", { organization: long(SUBMISSION_LIMITS.organizationMax) }, ["organization"]],
    [
      "a description over the limit",
      { eventDescription: long(SUBMISSION_LIMITS.eventDescriptionMax) },
      ["eventDescription"],
    ],
    ["a honeypot over the limit", { website: long(SUBMISSION_LIMITS.honeypotMax) }, ["website"]],
  ])("refuses an inquiry with %s and stores nothing", async (_case, overrides, fields) => {
    const before = (await inquiries()).length;
    const body = Object.keys(overrides).length ? buildInquiry(overrides) : {};
    const response = await t.request("/api/inquiries", { method: "POST", json: body });
    expect(response.status).toBe(400);
    const error = await errorOf(response);
    expect(error.code).toBe("validation_failed");
    expect(Object.keys(error.fields ?? {}).sort()).toEqual(fields);
    expect((await inquiries()).length).toBe(before);
  });

  it("names each problem as a catalog key", async () => {
    const response = await t.request("/api/inquiries", {
      method: "POST",
      json: buildInquiry({ name: "", phone: "abc", eventType: "", email: "x" }),
    });
    expect((await errorOf(response)).fields).toEqual({
      name: "validation.required",
      email: "validation.email",
      phone: "services.validation.phone",
      eventType: "services.validation.eventType",
    });
  });

  it("stores a contact message with an optional phone left out", async () => {
    const body = buildContact({ phone: "  " });
    const response = await t.request("/api/contact", { method: "POST", json: body });
    expect(response.status).toBe(201);
    expect((await messages()).find((r) => r.email === body.email)).toMatchObject({
      name: "Chris Visitor",
      phone: null,
      subject: "Lost and found",
      message: "I left a blue scarf in section 104 on Friday.",
    });
    const mails = await outboxFor(t, body.email as string);
    expect(mails.map((m) => m.subject)).toEqual(["We received your message"]);
    // The visitor's own words are not relayed.
    expect(mails[0]?.text_body).not.toContain("scarf");
  });

  it.each([
    ["everything missing", {}, ["email", "message", "name", "subject"]],
    ["a blank subject", { subject: " " }, ["subject"]],
    ["a blank message", { message: "\n" }, ["message"]],
    ["a malformed email", { email: "chris.example.com" }, ["email"]],
    ["a malformed optional phone", { phone: "ext. twelve" }, ["phone"]],
    ["a subject over the limit", { subject: long(SUBMISSION_LIMITS.subjectMax) }, ["subject"]],
    ["a message over the limit", { message: long(SUBMISSION_LIMITS.messageMax) }, ["message"]],
    ["a message of the wrong type", { message: 42 }, ["message"]],
  ])("refuses a contact message with %s and stores nothing", async (_case, overrides, fields) => {
    const before = (await messages()).length;
    const body = Object.keys(overrides).length ? buildContact(overrides) : {};
    const response = await t.request("/api/contact", { method: "POST", json: body });
    expect(response.status).toBe(400);
    const error = await errorOf(response);
    expect(error.code).toBe("validation_failed");
    expect(Object.keys(error.fields ?? {}).sort()).toEqual(fields);
    expect((await messages()).length).toBe(before);
  });

  it("keeps a submission and its acknowledgement together: no mail written, nothing stored", async () => {
    const inquiry = buildInquiry();
    const contact = buildContact();
    const enqueue = vi.spyOn(t.ctx.mailer, "enqueue").mockRejectedValue(new Error("outbox unavailable"));
    try {
      expect((await t.request("/api/inquiries", { method: "POST", json: inquiry })).status).toBe(500);
      expect((await t.request("/api/contact", { method: "POST", json: contact })).status).toBe(500);
    } finally {
      enqueue.mockRestore();
    }
    expect((await inquiries()).filter((r) => r.email === inquiry.email)).toEqual([]);
    expect((await messages()).filter((r) => r.email === contact.email)).toEqual([]);
    expect(await outboxFor(t, inquiry.email as string)).toEqual([]);
  });

  it("accepts a filled-in honeypot like a real submission, and drops it", async () => {
    const inquiry = buildInquiry({ website: "http://spam.example" });
    const contact = buildContact({ website: "http://spam.example" });
    const [a, b] = await Promise.all([
      t.request("/api/inquiries", { method: "POST", json: inquiry }),
      t.request("/api/contact", { method: "POST", json: contact }),
    ]);
    expect([a.status, b.status]).toEqual([201, 201]);
    expect([await a.json(), await b.json()]).toEqual([{ ok: true }, { ok: true }]);
    expect((await inquiries()).some((r) => r.email === inquiry.email)).toBe(false);
    expect((await messages()).some((r) => r.email === contact.email)).toBe(false);
    expect(await outboxFor(t, inquiry.email as string)).toEqual([]);
    expect(await outboxFor(t, contact.email as string)).toEqual([]);
  });

  it("answers a body that is not JSON with bad_request", async () => {
    const response = await t.request("/api/contact", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{not json",
    });
    expect(response.status).toBe(400);
    expect(await errorOf(response)).toEqual({ code: "bad_request" });
  });
});

describe("the per-client rate limit on the forms", () => {
  let t: TestApp;
  // Test apps switch rate limits off; this one runs as in development, where they apply.
  beforeAll(async () => {
    t = await createTestApp({ env: { NODE_ENV: "development", SEED_DEMO: "false" } });
  });
  afterAll(() => t.close());

  it.each([
    ["/api/inquiries", buildInquiry],
    ["/api/contact", buildContact],
  ] as const)("lets five %s through in ten minutes, then answers rate_limited", async (path, build) => {
    for (let i = 0; i < 5; i++) {
      expect((await t.request(path, { method: "POST", json: build() })).status).toBe(201);
    }
    const refused = await t.request(path, { method: "POST", json: build() });
    expect(refused.status).toBe(429);
    expect(await errorOf(refused)).toMatchObject({ code: "rate_limited" });
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
  });
});
