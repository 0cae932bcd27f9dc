import nodemailer from "nodemailer";
import { beforeAll, beforeEach, expect, it, vi } from "vitest";
import { type Database, openDatabase, sqliteFileOf } from "#server/db/database";
import { describeDialects } from "#server/testing/postgres";
import type { TestApp } from "#server/testing/test-app";
import type { Logger } from "./logger";
import { silentLogger } from "./logger";
import type { MailMessage } from "./mail";
import {
  createMailWorker,
  MAIL_LEASE_MS,
  MAIL_MAX_ATTEMPTS,
  type MailTransport,
  type OutgoingMail,
  retryDelayMs,
} from "./mail-worker";

const FROM = "Bridgeland Arena <no-reply@example.com>";

/** A transport that keeps what it was given; `fail` makes it refuse, `hang` never answer. */
function recordingTransport(options: { fail?: string; hang?: boolean; delayMs?: number } = {}) {
  const sent: OutgoingMail[] = [];
  const transport: MailTransport = {
    async sendMail(mail) {
      if (options.hang) return new Promise(() => undefined);
      if (options.delayMs) await new Promise((resolve) => setTimeout(resolve, options.delayMs));
      if (options.fail) throw new Error(options.fail);
      sent.push(mail);
      return { accepted: [mail.to] };
    },
  };
  return { transport, sent };
}

/** A clock the test moves by hand. */
function manualClock(start = new Date()) {
  let now = start.getTime();
  return {
    clock: () => new Date(now),
    advance(ms: number) {
      now += ms;
    },
  };
}

function message(to: string, extra: Partial<MailMessage> = {}): MailMessage {
  return { to, subject: `Hello ${to}`, text: `Body for ${to}`, ...extra };
}

describeDialects("mail outbox worker", (open) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await open();
  });

  // Each case sees only its own mail: a pass delivers every due row of the table.
  beforeEach(async () => {
    await t.ctx.db.deleteFrom("mail_outbox").execute();
  });

  function worker(transport: MailTransport | null, extra: { clock?: () => Date; logger?: Logger } = {}) {
    return createMailWorker({
      db: t.ctx.db,
      transport,
      from: FROM,
      logger: extra.logger ?? silentLogger,
      logBodies: false,
      ...(extra.clock ? { clock: extra.clock } : {}),
    });
  }

  function rows() {
    return t.ctx.db.selectFrom("mail_outbox").selectAll().orderBy("id").execute();
  }

  it("writes a queued row and nothing else; the worker delivers it over the transport, attachments intact", async () => {
    await t.ctx.mailer.enqueue(
      t.ctx.db,
      message("a@example.com", {
        attachments: [{ filename: "x.ics", contentType: "text/calendar", content: "BEGIN:VCALENDAR" }],
      }),
    );
    const [queued] = await rows();
    expect(queued).toMatchObject({ status: "queued", attempts: 0, next_attempt_at: null, sent_at: null });

    // Through nodemailer, as SMTP would be: the composed message carries the attachment.
    const raw: string[] = [];
    const smtp = nodemailer.createTransport({
      name: "capture",
      version: "1",
      send(mail, done) {
        const chunks: Buffer[] = [];
        const stream = mail.message.createReadStream();
        stream.on("data", (chunk: Buffer) => chunks.push(chunk));
        stream.on("end", () => {
          raw.push(Buffer.concat(chunks).toString("utf8"));
          done(null, { envelope: mail.message.getEnvelope(), messageId: "id" });
        });
      },
    });
    expect(await worker(smtp).deliverDue()).toBe(1);
    expect(raw).toHaveLength(1);
    expect(raw[0]).toContain("To: a@example.com");
    expect(raw[0]).toContain("Subject: Hello a@example.com");
    expect(raw[0]).toContain("Content-Disposition: attachment; filename=x.ics");
    expect(raw[0]).toContain(Buffer.from("BEGIN:VCALENDAR").toString("base64"));
    const [sent] = await rows();
    expect(sent).toMatchObject({ status: "sent", attempts: 1, next_attempt_at: null, last_error: null });
    expect(sent?.sent_at).not.toBeNull();
    // Delivered once: another pass finds nothing.
    expect(await worker(smtp).deliverDue()).toBe(0);
  });

  it("keeps a binary inline image byte for byte and sends it as a related part under its content id", async () => {
    // Every byte value, so no text encoding along the way could pass unnoticed.
    const image = Uint8Array.from({ length: 256 }, (_, i) => i);
    await t.ctx.mailer.enqueue(
      t.ctx.db,
      message("c@example.com", {
        html: '<p><img src="cid:qr-1@example.com" alt="QR"></p>',
        attachments: [
          { filename: "x.ics", contentType: "text/calendar", content: "BEGIN:VCALENDAR" },
          { filename: "qr.png", contentType: "image/png", content: image, cid: "qr-1@example.com" },
        ],
      }),
    );
    // The stored row keeps the shape older rows have, plus the content id.
    const [queued] = await rows();
    expect(JSON.parse(queued?.attachments ?? "[]")).toEqual([
      { filename: "x.ics", contentType: "text/calendar", content: Buffer.from("BEGIN:VCALENDAR").toString("base64") },
      {
        filename: "qr.png",
        contentType: "image/png",
        content: Buffer.from(image).toString("base64"),
        cid: "qr-1@example.com",
      },
    ]);

    const { transport, sent } = recordingTransport();
    expect(await worker(transport).deliverDue()).toBe(1);
    const [ics, png] = sent[0]?.attachments ?? [];
    expect(ics).toEqual({ filename: "x.ics", contentType: "text/calendar", content: Buffer.from("BEGIN:VCALENDAR") });
    expect(png).toMatchObject({ filename: "qr.png", cid: "qr-1@example.com", contentDisposition: "inline" });
    expect(png?.content.equals(Buffer.from(image))).toBe(true);

    // Composed by nodemailer as SMTP would: the image is a related part of the HTML, inline.
    await t.ctx.db.deleteFrom("mail_outbox").execute();
    await t.ctx.mailer.enqueue(
      t.ctx.db,
      message("c@example.com", {
        html: '<p><img src="cid:qr-1@example.com" alt="QR"></p>',
        attachments: [{ filename: "qr.png", contentType: "image/png", content: image, cid: "qr-1@example.com" }],
      }),
    );
    const raw: string[] = [];
    const smtp = nodemailer.createTransport({
      name: "capture",
      version: "1",
      send(mail, done) {
        const chunks: Buffer[] = [];
        const stream = mail.message.createReadStream();
        stream.on("data", (chunk: Buffer) => chunks.push(chunk));
        stream.on("end", () => {
          raw.push(Buffer.concat(chunks).toString("utf8"));
          done(null, { envelope: mail.message.getEnvelope(), messageId: "id" });
        });
      },
    });
    expect(await worker(smtp).deliverDue()).toBe(1);
    expect(raw[0]).toContain("multipart/related");
    expect(raw[0]).toContain("Content-ID: <qr-1@example.com>");
    expect(raw[0]).toContain("Content-Disposition: inline; filename=qr.png");
    expect(raw[0]?.replace(/\r\n/g, "")).toContain(Buffer.from(image).toString("base64"));
  });

  it("without SMTP, logs the mail (no body unless allowed) and marks it logged", async () => {
    await t.ctx.mailer.send(message("b@example.com", { text: "secret link" }));
    const lines: unknown[][] = [];
    const logger = { ...silentLogger, info: (...args: unknown[]) => lines.push(args) } as Logger;
    await worker(null, { logger }).deliverDue();
    const [row] = await rows();
    expect(row?.status).toBe("logged");
    expect(lines).toEqual([["mail queued (outbox only)", { id: row?.id, subject: "Hello b@example.com" }]]);
    expect(JSON.stringify(lines)).not.toContain("secret link");
  });

  it("never delivers a mail whose transaction rolled back; delivers one whose transaction committed", async () => {
    await expect(
      t.ctx.db.transaction().execute(async (trx) => {
        await t.ctx.mailer.enqueue(trx, message("rolled-back@example.com"));
        throw new Error("the change failed");
      }),
    ).rejects.toThrow("the change failed");
    await t.ctx.db.transaction().execute(async (trx) => {
      await t.ctx.mailer.enqueue(trx, message("committed@example.com"));
    });
    const { transport, sent } = recordingTransport();
    await worker(transport).deliverDue();
    expect(sent.map((m) => m.to)).toEqual(["committed@example.com"]);
    expect((await rows()).map((r) => r.to_address)).toEqual(["committed@example.com"]);
  });

  it("delivers a row claimed by a crashed worker once the lease is over, through another worker", async () => {
    await t.ctx.mailer.send(message("c@example.com"));
    const time = manualClock();
    // The first worker claims the row and never comes back (its process died mid-delivery).
    const crashed = worker(recordingTransport({ hang: true }).transport, { clock: time.clock });
    crashed.deliverDue().catch(() => undefined);
    await vi.waitFor(async () => expect((await rows())[0]?.attempts).toBe(1));

    const { transport, sent } = recordingTransport();
    const other = worker(transport, { clock: time.clock });
    time.advance(MAIL_LEASE_MS - 1_000);
    expect(await other.deliverDue()).toBe(0);
    time.advance(1_000);
    expect(await other.deliverDue()).toBe(1);
    expect(sent.map((m) => m.to)).toEqual(["c@example.com"]);
    expect((await rows())[0]).toMatchObject({ status: "sent", attempts: 2 });
  });

  it("retries a refused delivery with a growing wait and gives it up as failed after the last attempt", async () => {
    await t.ctx.mailer.send(message("d@example.com"));
    const time = manualClock();
    const down = worker(recordingTransport({ fail: "421 service not available" }).transport, { clock: time.clock });
    for (let attempt = 1; attempt <= MAIL_MAX_ATTEMPTS; attempt++) {
      expect(await down.deliverDue()).toBe(1);
      const [row] = await rows();
      expect(row).toMatchObject({ attempts: attempt, last_error: "421 service not available" });
      if (attempt === MAIL_MAX_ATTEMPTS) {
        expect(row).toMatchObject({ status: "failed", next_attempt_at: null });
        break;
      }
      const wait = retryDelayMs(attempt);
      expect(row?.status).toBe("queued");
      expect(row?.next_attempt_at).toBe(new Date(time.clock().getTime() + wait).toISOString());
      // Not before its time.
      time.advance(wait - 1);
      expect(await down.deliverDue()).toBe(0);
      time.advance(1);
    }
    expect([1, 2, 3, 7].map(retryDelayMs)).toEqual([30_000, 60_000, 120_000, 1_920_000]);
    expect(retryDelayMs(20)).toBe(3_600_000);
    // A failed mail stays failed.
    time.advance(24 * 3_600_000);
    expect(await down.deliverDue()).toBe(0);
  });

  it("gives up a mail whose every attempt was cut off", async () => {
    await t.ctx.mailer.send(message("e@example.com"));
    await t.ctx.db
      .updateTable("mail_outbox")
      .set({ attempts: MAIL_MAX_ATTEMPTS, next_attempt_at: new Date(Date.now() - 1_000).toISOString() })
      .execute();
    const { transport, sent } = recordingTransport();
    await worker(transport).deliverDue();
    expect(sent).toEqual([]);
    expect((await rows())[0]).toMatchObject({ status: "failed", last_error: "delivery interrupted on every attempt" });
  });

  it("two instances on one database deliver each of many mails exactly once", async () => {
    const count = 120;
    for (let i = 0; i < count; i++) await t.ctx.mailer.send(message(`many-${i}@example.com`));
    // The second instance has connections of its own, as another process would.
    const second: Database = openDatabase({
      databaseUrl: t.ctx.config.databaseUrl,
      sqliteFile: sqliteFileOf(t.ctx.config.dataDir),
      logger: silentLogger,
    });
    try {
      const one = recordingTransport({ delayMs: 2 });
      const two = recordingTransport({ delayMs: 2 });
      const a = worker(one.transport);
      const b = createMailWorker({
        db: second.db,
        transport: two.transport,
        from: FROM,
        logger: silentLogger,
        logBodies: false,
      });
      const [byA, byB] = await Promise.all([a.deliverDue(), b.deliverDue()]);
      const delivered = [...one.sent, ...two.sent].map((m) => m.to).sort();
      expect(delivered).toEqual(Array.from({ length: count }, (_, i) => `many-${i}@example.com`).sort());
      expect(byA + byB).toBe(count);
      // Both took part (on PostgreSQL at the same time; SQLite runs one statement at a time).
      expect(one.sent.length > 0 && two.sent.length > 0).toBe(true);
      const states = await rows();
      expect(states.every((r) => r.status === "sent" && r.attempts === 1)).toBe(true);
    } finally {
      await second.close();
    }
  });

  it("once started, delivers on a nudge without waiting for its poll, and stops", async () => {
    const { transport, sent } = recordingTransport();
    const running = createMailWorker({
      db: t.ctx.db,
      transport,
      from: FROM,
      logger: silentLogger,
      logBodies: false,
      pollMs: 60_000,
    });
    running.start();
    try {
      await t.ctx.db.transaction().execute((trx) => t.ctx.mailer.enqueue(trx, message("f@example.com")));
      running.nudge();
      await vi.waitFor(() => expect(sent.map((m) => m.to)).toEqual(["f@example.com"]), { timeout: 5_000 });
    } finally {
      await running.stop();
    }
    // Stopped: a nudge does nothing.
    await t.ctx.mailer.send(message("g@example.com"));
    running.nudge();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(sent).toHaveLength(1);
  });
});
