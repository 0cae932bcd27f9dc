import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { ContactMessageView, InquiryView, SubmissionList, SubscriberList } from "#domain/schemas/submissions";
import { csvCell, toCsv } from "#server/http/csv";
import { describeDialects } from "#server/testing/postgres";
import type { TestApp } from "#server/testing/test-app";
import { ADMIN_LIST_LIMIT } from "./submissions.service";
import { buildContact, buildInquiry, buildSignUp, errorOf } from "./submissions.test-kit";

afterEach(() => {
  vi.useRealTimers();
});

describe("CSV cells", () => {
  it.each([
    ["plain", "Sam", "Sam"],
    ["a comma", "Doe, Jane", '"Doe, Jane"'],
    ["quotes", 'The "Boss"', '"The ""Boss"""'],
    ["a line break", "a\nb", '"a\nb"'],
    ["a leading space", " padded", '" padded"'],
    ["a formula", '=HYPERLINK("http://x")', '"\'=HYPERLINK(""http://x"")"'],
    ["a plus", "+1 555", "'+1 555"],
    ["a minus", "-2+3", "'-2+3"],
    ["an at sign", "@SUM(A1)", "'@SUM(A1)"],
    ["a leading tab", "\t=1", "'\t=1"],
    ["accents", "José Núñez", "José Núñez"],
    ["nothing", null, ""],
  ])("writes %s safely", (_case, value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });

  it("joins rows with CRLF after a byte-order mark", () => {
    expect(
      toCsv([
        ["a", "b"],
        ["c", null],
      ]),
    ).toBe("\uFEFFa,b\r\nc,\r\n");
  });
});

describeDialects("admin lists of submissions", (open) => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await open();
    admin = (await t.signedIn(["admin"])).cookie;
  });

  async function sendAt(at: string, path: string, body: Record<string, unknown>) {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date(at));
    const response = await t.request(path, { method: "POST", json: body });
    vi.useRealTimers();
    expect(response.status).toBe(201);
  }

  async function read<T>(path: string): Promise<T> {
    const response = await t.request(path, { cookie: admin });
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    return (await response.json()) as T;
  }

  it("lists inquiries newest first, with every field", async () => {
    await sendAt("2031-01-01T10:00:00.000Z", "/api/inquiries", buildInquiry({ name: "Older" }));
    await sendAt(
      "2031-01-02T10:00:00.000Z",
      "/api/inquiries",
      buildInquiry({ name: "Newer", email: "newer@example.com", additionalServices: ["catering"] }),
    );
    const list = await read<SubmissionList<InquiryView>>("/api/admin/inquiries");
    expect(list.items.map((i) => i.name)).toEqual(["Newer", "Older"]);
    expect(list).toMatchObject({ total: 2, limit: ADMIN_LIST_LIMIT });
    expect(list.items[0]).toEqual({
      id: expect.any(String),
      name: "Newer",
      email: "newer@example.com",
      phone: "(281) 555-0199",
      organization: "Cypress Robotics Club",
      eventType: "graduation",
      eventDate: "2030-05-20",
      expectedAttendees: 1200,
      eventDescription: "Spring graduation with a stage and family seating.",
      additionalServices: ["catering"],
      createdAt: "2031-01-02T10:00:00.000Z",
    });
  });

  it("lists contact messages newest first", async () => {
    await sendAt("2031-02-01T10:00:00.000Z", "/api/contact", buildContact({ subject: "First" }));
    await sendAt("2031-02-03T10:00:00.000Z", "/api/contact", buildContact({ subject: "Third", phone: "281 555 0101" }));
    await sendAt("2031-02-02T10:00:00.000Z", "/api/contact", buildContact({ subject: "Second" }));
    const list = await read<SubmissionList<ContactMessageView>>("/api/admin/contact-messages");
    expect(list.items.map((m) => m.subject)).toEqual(["Third", "Second", "First"]);
    expect(list.items[0]).toMatchObject({ phone: "281 555 0101", createdAt: "2031-02-03T10:00:00.000Z" });
    expect(list.total).toBe(3);
  });

  it("caps a long list and still counts every row", async () => {
    const rows = Array.from({ length: ADMIN_LIST_LIMIT + 5 }, (_, i) => ({
      id: crypto.randomUUID(),
      name: `Bulk ${i}`,
      email: `bulk${i}@example.com`,
      phone: null,
      subject: "Bulk",
      message: "Bulk",
      created_at: new Date(Date.UTC(2020, 0, 1, 0, i)).toISOString(),
    }));
    await t.ctx.db.insertInto("contact_messages").values(rows).execute();
    const list = await read<SubmissionList<ContactMessageView>>("/api/admin/contact-messages");
    expect(list.items).toHaveLength(ADMIN_LIST_LIMIT);
    expect(list.total).toBe(ADMIN_LIST_LIMIT + 5 + 3);
    expect(list.items[0]?.subject).toBe("Third");
  });

  it("lists subscribers, active first, and exports the active ones as safe CSV", async () => {
    await sendAt(
      "2031-03-01T10:00:00.000Z",
      "/api/newsletter",
      buildSignUp({ name: 'Ana, "La Fan"', email: "ana@example.com" }),
    );
    await sendAt(
      "2031-03-02T10:00:00.000Z",
      "/api/newsletter",
      buildSignUp({ name: "=cmd|' /C calc'!A0", email: "mallory@example.com", interests: "@SUM(1+1)\nline two" }),
    );
    await sendAt(
      "2031-03-03T10:00:00.000Z",
      "/api/newsletter",
      buildSignUp({ name: "Gone", email: "gone@example.com" }),
    );
    const gone = await t.ctx.db
      .selectFrom("newsletter_subscribers")
      .select("unsubscribe_token")
      .where("email", "=", "gone@example.com")
      .executeTakeFirstOrThrow();
    await t.request("/api/newsletter/unsubscribe", { method: "POST", json: { token: gone.unsubscribe_token } });
    // Ana and Mallory follow their confirmation links (double opt-in).
    for (const email of ["ana@example.com", "mallory@example.com"]) {
      const { confirm_token } = await t.ctx.db
        .selectFrom("newsletter_subscribers")
        .select("confirm_token")
        .where("email", "=", email)
        .executeTakeFirstOrThrow();
      const confirmed = await t.request("/api/newsletter/confirm", { method: "POST", json: { token: confirm_token } });
      expect(confirmed.status).toBe(200);
    }

    const list = await read<SubscriberList>("/api/admin/subscribers");
    expect(list.items.map((s) => s.email)).toEqual(["mallory@example.com", "ana@example.com", "gone@example.com"]);
    expect(list).toMatchObject({ total: 3, active: 2 });
    expect(list.items[2]).toMatchObject({ name: "Gone", language: "en", unsubscribedAt: expect.stringMatching(/Z$/) });
    expect(JSON.stringify(list)).not.toContain("unsubscribe_token");

    const response = await t.request("/api/admin/subscribers.csv", { cookie: admin });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toMatch(
      /^attachment; filename="newsletter-subscribers-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(response.headers.get("cache-control")).toBe("no-store");
    const bytes = new Uint8Array(await response.arrayBuffer());
    // The UTF-8 byte-order mark (text() would hide it).
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes);
    expect(text.split("\r\n")).toEqual([
      "name,email,interests,language,subscribed_at",
      `'=cmd|' /C calc'!A0,mallory@example.com,"'@SUM(1+1)\nline two",en,2031-03-02T10:00:00.000Z`,
      `"Ana, ""La Fan""",ana@example.com,Concerts and basketball,en,2031-03-01T10:00:00.000Z`,
      "",
    ]);
  });

  it.each([
    "/api/admin/inquiries",
    "/api/admin/contact-messages",
    "/api/admin/subscribers",
    "/api/admin/subscribers.csv",
  ])("refuses %s to everyone but admins", async (path) => {
    const anonymous = await t.request(path);
    expect(anonymous.status).toBe(401);
    expect(await errorOf(anonymous)).toEqual({ code: "unauthenticated" });
    for (const roles of [[], ["event_manager"]] as const) {
      const { cookie } = await t.signedIn([...roles]);
      const response = await t.request(path, { cookie });
      expect(response.status).toBe(403);
      expect(await errorOf(response)).toEqual({ code: "forbidden" });
    }
  });
});
