import { SqliteAdapter } from "kysely";
import { beforeAll, expect, it } from "vitest";
import type { AppContext } from "#server/context";
import { createJobRegistry } from "#server/platform/jobs";
import { silentLogger } from "#server/platform/logger";
import { describeDialects } from "#server/testing/postgres";
import type { TestApp } from "#server/testing/test-app";
import { retentionJob } from "./privacy.jobs";

const DAY_MS = 24 * 60 * 60_000;

describeDialects("privacy: retention", (open) => {
  let t: TestApp;
  /** The clock the job is run with: a day well after every record below. */
  const now = new Date("2031-06-01T12:00:00.000Z");
  const daysBefore = (days: number) => new Date(now.getTime() - days * DAY_MS).toISOString();

  beforeAll(async () => {
    // Feedback kept 10 days here instead of the default, to show the periods are settings.
    t = await open({ RETAIN_FEEDBACK_DAYS: "10" });
  });

  /** Runs the retention job once, as the registry does, with the registry's clock at `now`. */
  async function runRetention() {
    const registry = createJobRegistry<AppContext>({
      deps: t.ctx,
      jobs: [retentionJob],
      logger: silentLogger,
      clock: () => now,
    });
    registry.start();
    await registry.stop();
  }

  it("purges each kind of record once its period is over, and keeps the rest", async () => {
    const { db } = t.ctx;
    const id = () => crypto.randomUUID();
    const sqlite = db.getExecutor().adapter instanceof SqliteAdapter;
    const authDate = (iso: string) => (sqlite ? iso : new Date(iso));

    // Contact messages: 365 days by default.
    for (const [label, age] of [
      ["old-contact", 366],
      ["new-contact", 364],
    ] as const) {
      await db
        .insertInto("contact_messages")
        .values({
          id: id(),
          name: label,
          email: `${label}@example.com`,
          phone: null,
          subject: "s",
          message: "m",
          created_at: daysBefore(age),
        })
        .execute();
    }
    // Inquiries: 730 days.
    for (const [label, age] of [
      ["old-inquiry", 731],
      ["new-inquiry", 700],
    ] as const) {
      await db
        .insertInto("inquiries")
        .values({
          id: id(),
          name: label,
          email: `${label}@example.com`,
          phone: "1",
          organization: null,
          event_type: "concert",
          event_date: null,
          expected_attendees: null,
          event_description: null,
          additional_services: "[]",
          created_at: daysBefore(age),
        })
        .execute();
    }
    // Feedback: 10 days (set above).
    for (const [label, age] of [
      ["old-feedback", 11],
      ["new-feedback", 9],
    ] as const) {
      await db
        .insertInto("feedback")
        .values({ id: id(), email: `${label}@example.com`, feedback: label, created_at: daysBefore(age) })
        .execute();
    }
    // Mail: delivered 90 days ago goes; queued and failed mail is the outbox's business.
    const mail = (label: string, status: "sent" | "logged" | "queued" | "failed", sentAge: number | null) =>
      db
        .insertInto("mail_outbox")
        .values({
          to_address: `${label}@example.com`,
          subject: label,
          text_body: "body",
          html_body: null,
          attachments: null,
          status,
          created_at: daysBefore(sentAge ?? 200),
          sent_at: sentAge === null ? null : daysBefore(sentAge),
          attempts: 1,
          next_attempt_at: null,
          last_error: null,
        })
        .execute();
    await mail("old-sent", "sent", 91);
    await mail("old-logged", "logged", 91);
    await mail("new-sent", "sent", 89);
    await mail("old-queued", "queued", null);
    await mail("old-failed", "failed", null);
    // Sessions: gone 7 days after they expired.
    const user = await t.signedIn();
    for (const [label, expiredAge] of [
      ["old-session", 8],
      ["new-session", 6],
      ["live-session", -30],
    ] as const) {
      await db
        .insertInto("sessions")
        .values({
          id: label,
          user_id: user.userId,
          token: `${label}-${id()}`,
          expires_at: authDate(daysBefore(expiredAge)),
          ip_address: null,
          user_agent: null,
          created_at: authDate(daysBefore(40)),
          updated_at: authDate(daysBefore(40)),
        })
        .execute();
    }
    // Newsletter: an unconfirmed sign-up and an unsubscribed address go after 30 days.
    const subscriber = (label: string, subscribedAge: number, confirmed: boolean, unsubscribedAge: number | null) =>
      db
        .insertInto("newsletter_subscribers")
        .values({
          id: id(),
          name: label,
          email: `${label}@example.com`,
          interests: null,
          unsubscribe_token: id(),
          subscribed_at: daysBefore(subscribedAge),
          unsubscribed_at: unsubscribedAge === null ? null : daysBefore(unsubscribedAge),
          confirmed_at: confirmed ? daysBefore(subscribedAge) : null,
          confirm_token: confirmed ? null : id(),
        })
        .execute();
    await subscriber("old-pending", 31, false, null);
    await subscriber("new-pending", 29, false, null);
    await subscriber("old-unsubscribed", 400, true, 31);
    await subscriber("new-unsubscribed", 400, true, 29);
    await subscriber("old-confirmed", 900, true, null);

    await runRetention();

    const left = async (table: "contact_messages" | "inquiries" | "newsletter_subscribers") =>
      (await db.selectFrom(table).select("name").execute()).map((r) => r.name).sort();
    expect(await left("contact_messages")).toEqual(["new-contact"]);
    expect(await left("inquiries")).toEqual(["new-inquiry"]);
    expect((await db.selectFrom("feedback").select("feedback").execute()).map((r) => r.feedback)).toEqual([
      "new-feedback",
    ]);
    const mails = (await db.selectFrom("mail_outbox").select("subject").execute()).map((r) => r.subject).sort();
    expect(mails.filter((s) => /^(old|new)-/.test(s))).toEqual(["new-sent", "old-failed", "old-queued"]);
    const sessions = (await db.selectFrom("sessions").select("id").where("user_id", "=", user.userId).execute()).map(
      (r) => r.id,
    );
    // (The sign-in's own session expired long before the clock's day: it goes too.)
    expect(sessions.sort()).toEqual(["live-session", "new-session"]);
    expect(await left("newsletter_subscribers")).toEqual(["new-pending", "new-unsubscribed", "old-confirmed"]);

    // A second run finds nothing more to do.
    await runRetention();
    expect(await left("contact_messages")).toEqual(["new-contact"]);
  });
});
