import type { Kysely, Selectable } from "kysely";
import nodemailer from "nodemailer";
import type { DB, MailOutboxTable } from "#server/db/schema";
import { nowIso } from "./clock";
import { createJobRegistry, defineJob, type Job, type JobRegistry } from "./jobs";
import type { Logger } from "./logger";
import { type MailMessage, outboxRow, type StoredAttachment } from "./mail";
import type { Metrics } from "./metrics";

/** A message as a transport is given it (nodemailer's shape). */
export interface OutgoingMail {
  from: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: OutgoingAttachment[];
  /** Extra header lines: the row's own (`List-Unsubscribe`, ...) and `X-Request-Id`, the request or job the mail was written for. */
  headers?: Record<string, string>;
}

/** An attachment as nodemailer takes it; one with a `cid` is shown inline by the HTML that names it. */
export interface OutgoingAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
  cid?: string;
  contentDisposition?: "inline" | "attachment";
}

/** Anything that sends a message, such as a nodemailer transport; it throws when delivery failed. */
export interface MailTransport {
  sendMail(mail: OutgoingMail): Promise<unknown>;
}

/** How often the worker looks for due mail when nobody nudges it. */
export const MAIL_POLL_MS = 1_000;
/**
 * How long a claimed row belongs to the worker that claimed it. A worker that dies while
 * delivering leaves the row claimed; once the lease ends any worker takes it again, so a crash
 * delays a mail by at most the lease plus one poll.
 */
export const MAIL_LEASE_MS = 20_000;
/** Attempts before a mail is given up as `failed` (listed in the outbox for admins). */
export const MAIL_MAX_ATTEMPTS = 8;
/** The wait after the first failed attempt; it doubles with each further failure, up to the cap. */
export const MAIL_RETRY_BASE_MS = 30_000;
export const MAIL_RETRY_CAP_MS = 60 * 60_000;

/** Rows claimed per query, and delivered at the same time at most. */
const BATCH = 50;
const PARALLEL = 4;
/**
 * A delivery that has not finished this long before the lease ends counts as failed, so the
 * outcome is recorded while the row is still this worker's.
 */
const DELIVERY_DEADLINE_MS = MAIL_LEASE_MS - 5_000;

/** The wait before the next attempt after `attempts` failed ones: 30 s, 1 min, 2 min, ... at most 1 h. */
export function retryDelayMs(attempts: number): number {
  return Math.min(MAIL_RETRY_BASE_MS * 2 ** Math.max(0, attempts - 1), MAIL_RETRY_CAP_MS);
}

/**
 * The SMTP transport of `SMTP_URL`, with timeouts well inside the lease: a delivery stuck on a
 * silent server fails and is retried instead of outliving its claim.
 */
export function smtpTransport(url: string): MailTransport {
  return nodemailer.createTransport({ url, connectionTimeout: 5_000, greetingTimeout: 5_000, socketTimeout: 10_000 });
}

export interface MailWorker {
  /**
   * Delivery as a background job: every `pollMs`, at start, and on each nudge. The server runs it
   * in its job registry with the other jobs.
   */
  job: Job;
  /**
   * Runs `job` in a registry of its own, for whoever delivers mail without the server's jobs;
   * never beside a registry that runs `job` already.
   */
  start(): void;
  /** Stops what `start` began and resolves once a delivery run in progress has ended. */
  stop(): Promise<void>;
  /**
   * Delivers due mail now wherever `job` runs (nothing where it runs nowhere); calls made during a
   * run lead to one more run.
   */
  nudge(): void;
  /** One pass over the due mail, whether or not the worker is started; resolves to the number of rows attempted. */
  deliverDue(): Promise<number>;
}

type OutboxRow = Selectable<MailOutboxTable>;

/**
 * Delivers the outbox. Every instance of the site runs one; they share the table safely: a row
 * is delivered only by the worker whose conditional update claimed it (status still queued and
 * not claimed by anyone, or the claim's lease over), and a claim is one statement, so two
 * workers never hold the same row at once. With a transport (SMTP) a delivered row turns `sent`;
 * without one the mail is written to the log instead and the row turns `logged` — the body only
 * when `logBodies` (never in production: verification and reset links sign in or take over an
 * account, and logs are read by more people than a mailbox is).
 *
 * Delivery is at least once, not exactly once: a worker that dies after the transport accepted a
 * mail but before the row is marked leaves it claimed, and the next claim after the lease sends it
 * again. A duplicate confirmation is the price of never losing one.
 */
export function createMailWorker(options: {
  db: Kysely<DB>;
  transport: MailTransport | null;
  from: string;
  logger: Logger;
  logBodies: boolean;
  /**
   * Renders an owed mail (a row with a kind, written by `Mailer.owe`) before its first delivery;
   * undefined when there is nothing to send. The rendered mail is kept on the row.
   */
  render?: (kind: string, payload: unknown) => Promise<MailMessage | undefined>;
  /** The worker's clock (tests move it past leases and back-offs). */
  clock?: () => Date;
  /** Counts deliveries by outcome. */
  metrics?: Pick<Metrics, "mailDeliveries">;
  pollMs?: number;
}): MailWorker {
  const { db, transport, logger } = options;
  const clock = options.clock ?? (() => new Date());
  const pollMs = options.pollMs ?? MAIL_POLL_MS;

  /** Set once the registry running the job stops: a pass in progress ends after its batch. */
  let stopped = false;

  const later = (ms: number) => nowIso(new Date(clock().getTime() + ms));

  /** Takes the row for this worker until the lease ends; null when another worker has it or it is done. */
  async function claim(id: number): Promise<{ row: OutboxRow; lease: string } | null> {
    const at = nowIso(clock());
    const lease = later(MAIL_LEASE_MS);
    const row = await db
      .updateTable("mail_outbox")
      .set((eb) => ({ next_attempt_at: lease, attempts: eb("attempts", "+", 1) }))
      .where("id", "=", id)
      .where("status", "=", "queued")
      .where("attempts", "<", MAIL_MAX_ATTEMPTS)
      .where((eb) => eb.or([eb("next_attempt_at", "is", null), eb("next_attempt_at", "<=", at)]))
      .returningAll()
      .executeTakeFirst();
    return row ? { row, lease } : null;
  }

  async function transmit(row: OutboxRow): Promise<void> {
    const attachments = row.attachments ? (JSON.parse(row.attachments) as StoredAttachment[]) : undefined;
    // The request (or job) that wrote the mail, when known: its log lines and this mail share the id.
    const cause = row.request_id ? { mailRequestId: row.request_id } : {};
    if (!transport) {
      if (options.logBodies) {
        logger.info("mail (outbox only)", { to: row.to_address, subject: row.subject, body: row.text_body, ...cause });
      } else {
        logger.info("mail queued (outbox only)", { id: row.id, subject: row.subject, ...cause });
      }
      return;
    }
    let deadline: ReturnType<typeof setTimeout> | undefined;
    try {
      await Promise.race([
        transport.sendMail({
          from: options.from,
          to: row.to_address,
          subject: row.subject,
          text: row.text_body,
          ...(row.html_body !== null ? { html: row.html_body } : {}),
          ...(row.headers || row.request_id
            ? {
                headers: {
                  ...(row.headers ? (JSON.parse(row.headers) as Record<string, string>) : {}),
                  ...(row.request_id ? { "X-Request-Id": row.request_id } : {}),
                },
              }
            : {}),
          ...(attachments
            ? {
                attachments: attachments.map(
                  (a): OutgoingAttachment => ({
                    filename: a.filename,
                    contentType: a.contentType,
                    content: Buffer.from(a.content, "base64"),
                    ...(a.cid ? { cid: a.cid, contentDisposition: "inline" } : {}),
                  }),
                ),
              }
            : {}),
        }),
        new Promise((_, reject) => {
          deadline = setTimeout(() => reject(new Error("delivery timed out")), DELIVERY_DEADLINE_MS);
        }),
      ]);
    } finally {
      clearTimeout(deadline);
    }
  }

  /**
   * An owed mail, rendered and kept on its row while the claim is this worker's, so a retry sends
   * the same mail; null when there is nothing to send (the row is given up as failed).
   */
  async function rendered(row: OutboxRow, lease: string): Promise<OutboxRow | null> {
    if (row.kind === null || row.to_address !== "") return row;
    if (!options.render) throw new Error(`no renderer for owed mail ${row.kind}`);
    const message = await options.render(row.kind, row.payload ? JSON.parse(row.payload) : null);
    if (!message) {
      await db
        .updateTable("mail_outbox")
        .set({ status: "failed", next_attempt_at: null, last_error: "nothing to send" })
        .where("id", "=", row.id)
        .where("next_attempt_at", "=", lease)
        .execute();
      logger.warn("owed mail has nothing to send", { id: row.id, kind: row.kind });
      return null;
    }
    const { to_address, subject, text_body, html_body, attachments, headers } = outboxRow(message, row.created_at);
    const content = {
      to_address,
      subject,
      text_body,
      html_body: html_body ?? null,
      attachments: attachments ?? null,
      headers: headers ?? null,
    };
    await db
      .updateTable("mail_outbox")
      .set(content)
      .where("id", "=", row.id)
      .where("next_attempt_at", "=", lease)
      .execute();
    return { ...row, ...content };
  }

  async function deliver(id: number): Promise<boolean> {
    const claimed = await claim(id);
    if (!claimed) return false;
    const { lease } = claimed;
    let row = claimed.row;
    try {
      const ready = await rendered(row, lease);
      if (!ready) return true;
      row = ready;
      await transmit(row);
    } catch (error) {
      const message = (error instanceof Error ? error.message : String(error)).slice(0, 500);
      const gaveUp = row.attempts >= MAIL_MAX_ATTEMPTS;
      // Only while the claim is still this worker's: a late failure never undoes another's delivery.
      await db
        .updateTable("mail_outbox")
        .set({
          status: gaveUp ? "failed" : "queued",
          next_attempt_at: gaveUp ? null : later(retryDelayMs(row.attempts)),
          last_error: message,
        })
        .where("id", "=", row.id)
        .where("status", "=", "queued")
        .where("next_attempt_at", "=", lease)
        .execute();
      const fields = { id: row.id, attempts: row.attempts, error: message, mailRequestId: row.request_id };
      options.metrics?.mailDeliveries.inc({ outcome: gaveUp ? "failed" : "retry" });
      if (gaveUp) logger.error("mail delivery failed; given up", fields);
      else logger.warn("mail delivery failed; will retry", fields);
      return true;
    }
    await db
      .updateTable("mail_outbox")
      .set({
        status: transport ? "sent" : "logged",
        sent_at: nowIso(clock()),
        next_attempt_at: null,
        last_error: null,
      })
      .where("id", "=", row.id)
      .where("status", "=", "queued")
      .execute();
    options.metrics?.mailDeliveries.inc({ outcome: transport ? "sent" : "logged" });
    return true;
  }

  /**
   * Rows whose every attempt was cut off (claimed, never marked, the lease over) are given up
   * rather than tried forever: a mail that brings its worker down each time stops doing so.
   */
  async function giveUpInterrupted(at: string): Promise<void> {
    await db
      .updateTable("mail_outbox")
      .set({ status: "failed", next_attempt_at: null, last_error: "delivery interrupted on every attempt" })
      .where("status", "=", "queued")
      .where("attempts", ">=", MAIL_MAX_ATTEMPTS)
      .where("next_attempt_at", "<=", at)
      .execute();
  }

  async function deliverDue(): Promise<number> {
    let attempted = 0;
    await giveUpInterrupted(nowIso(clock()));
    for (;;) {
      const at = nowIso(clock());
      const due = await db
        .selectFrom("mail_outbox")
        .select("id")
        .where("status", "=", "queued")
        .where("attempts", "<", MAIL_MAX_ATTEMPTS)
        .where((eb) => eb.or([eb("next_attempt_at", "is", null), eb("next_attempt_at", "<=", at)]))
        .orderBy("id")
        .limit(BATCH)
        .execute();
      const ids = due.map((d) => d.id);
      await Promise.all(
        Array.from({ length: Math.min(PARALLEL, ids.length) }, async () => {
          for (let id = ids.shift(); id !== undefined; id = ids.shift()) {
            if (await deliver(id)) attempted += 1;
          }
        }),
      );
      // Every row read was claimed (here or elsewhere) or left the queue: a short page was the last.
      if (due.length < BATCH || stopped) return attempted;
    }
  }

  // Overlap, nudges during a run, failures (logged once per outage, not once a second) and
  // shutdown are the job registry's.
  const job = defineJob<unknown>({
    name: "mail delivery",
    intervalMs: pollMs,
    runAtStart: true,
    async run(_deps, { signal }) {
      const stop = () => {
        stopped = true;
      };
      if (signal.aborted) stop();
      signal.addEventListener("abort", stop);
      try {
        await deliverDue();
      } finally {
        signal.removeEventListener("abort", stop);
      }
    },
  });
  let own: JobRegistry | null = null;

  return {
    job,
    start() {
      own ??= createJobRegistry({ deps: undefined, jobs: [job], logger });
      own.start();
    },
    async stop() {
      await own?.stop();
    },
    nudge: job.nudge,
    deliverDue,
  };
}
