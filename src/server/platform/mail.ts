import type { Insertable, Kysely, Transaction } from "kysely";
import type { DB, MailOutboxTable } from "#server/db/schema";
import { nowIso } from "./clock";
import { currentWork } from "./request-context";

export interface MailAttachment {
  filename: string;
  contentType: string;
  /** Text (written as UTF-8) or binary content, such as an image. */
  content: string | Uint8Array;
  /**
   * Set for a part the HTML shows inline (`<img src="cid:…">`) rather than as a file to open: its
   * content id, without the `cid:` prefix.
   */
  cid?: string;
}

/** An attachment as the outbox keeps it: the content base64-encoded, whatever it was. */
export interface StoredAttachment {
  filename: string;
  contentType: string;
  content: string;
  cid?: string;
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: MailAttachment[];
  /** Extra headers (a newsletter's `List-Unsubscribe`), kept on the row and sent as they are. */
  headers?: Record<string, string>;
}

/** Where a mail is written: the database, or the transaction of the change the mail reports. */
export type MailDb = Kysely<DB> | Transaction<DB>;

/**
 * Mail goes through the `mail_outbox` table (a transactional outbox): a message is a row, written
 * queued, and the delivery worker (`mail-worker.ts`) delivers it afterwards, retrying until it
 * succeeds or gives up. A mail written in the same transaction as the state change it reports
 * exists exactly when that change commits, so a crash can delay it but never lose it.
 */
export interface Mailer {
  /**
   * Only writes the queued row, through `db`: given a transaction, the mail commits or rolls back
   * with it. The worker is nudged at once when `db` is no transaction; after a transaction, the
   * caller nudges once it committed (otherwise the worker's poll finds the row within a second or so).
   */
  enqueue(db: MailDb, message: MailMessage): Promise<void>;
  /**
   * Writes, through `db`, that a mail of `kind` is owed, with what it must say (`payload`, JSON):
   * the delivery worker renders it when it delivers it. For mails whose rendering is costly (QR
   * images), so the change that owes them renders nothing.
   */
  owe(db: MailDb, kind: string, payload: unknown): Promise<void>;
  /** A mail that reports no change of ours (sign-up, password reset): enqueued on its own, and the worker nudged. */
  send(message: MailMessage): Promise<void>;
  /** Tells the delivery worker that queued mail is waiting, so it delivers now rather than at its next poll. */
  nudge(): void;
}

/**
 * The outbox row of a message. Attachments are kept base64-encoded in JSON, so binary and text
 * attachments round-trip alike.
 */
export function outboxRow(message: MailMessage, at: string): Insertable<MailOutboxTable> {
  return {
    to_address: message.to,
    subject: message.subject,
    text_body: message.text,
    html_body: message.html ?? null,
    attachments: message.attachments
      ? JSON.stringify(
          message.attachments.map(
            (a): StoredAttachment => ({
              filename: a.filename,
              contentType: a.contentType,
              content: Buffer.from(a.content).toString("base64"),
              ...(a.cid ? { cid: a.cid } : {}),
            }),
          ),
        )
      : null,
    headers: message.headers ? JSON.stringify(message.headers) : null,
    kind: null,
    payload: null,
    status: "queued",
    created_at: at,
    attempts: 0,
    next_attempt_at: null,
    last_error: null,
    request_id: workId(),
  };
}

/** The request or job the current code runs for: the mail carries it, so its delivery can be traced to it. */
function workId(): string | null {
  const work = currentWork();
  return work?.requestId ?? work?.jobId ?? null;
}

/** The mailer over the outbox; `nudge` reaches the delivery worker of this process, if one runs. */
export function createMailer(options: { db: Kysely<DB>; nudge?: () => void }): Mailer {
  const nudge = () => options.nudge?.();
  const enqueue: Mailer["enqueue"] = async (db, message) => {
    await db.insertInto("mail_outbox").values(outboxRow(message, nowIso())).execute();
    if (!db.isTransaction) nudge();
  };
  const owe: Mailer["owe"] = async (db, kind, payload) => {
    // Nothing to deliver yet: the worker renders the row (its address, subject and bodies) first.
    await db
      .insertInto("mail_outbox")
      .values({
        ...outboxRow({ to: "", subject: "", text: "" }, nowIso()),
        kind,
        payload: JSON.stringify(payload),
      })
      .execute();
    if (!db.isTransaction) nudge();
  };
  return {
    enqueue,
    owe,
    send: (message) => enqueue(options.db, message),
    nudge,
  };
}
