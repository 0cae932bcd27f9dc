import type { Kysely } from "kysely";
import nodemailer from "nodemailer";
import type { DB } from "#server/db/schema";
import { nowIso } from "./clock";
import type { Logger } from "./logger";

export interface MailAttachment {
  filename: string;
  contentType: string;
  content: string;
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: MailAttachment[];
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/**
 * Every message is written to the outbox table (admins and tests read it there). With SMTP it is
 * delivered and marked sent or failed. Without SMTP it is also logged so a developer can follow a
 * verification or reset link, but only outside production (`logBodies`): those links sign in or
 * take over an account, and logs are read by more people than a mailbox is. In production the
 * line says only that a mail was queued.
 */
export function createMailer(options: {
  db: Kysely<DB>;
  smtpUrl?: string;
  from: string;
  logger: Logger;
  /** Whether the outbox-only log line carries the mail's text, links included; never in production. */
  logBodies: boolean;
}): Mailer {
  const transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null;
  return {
    async send(message) {
      const row = await options.db
        .insertInto("mail_outbox")
        .values({
          to_address: message.to,
          subject: message.subject,
          text_body: message.text,
          html_body: message.html ?? null,
          attachments: message.attachments
            ? JSON.stringify(
                message.attachments.map((a) => ({ ...a, content: Buffer.from(a.content).toString("base64") })),
              )
            : null,
          status: transport ? "queued" : "logged",
          created_at: nowIso(),
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      if (!transport) {
        if (options.logBodies) {
          options.logger.info("mail (outbox only)", { to: message.to, subject: message.subject, body: message.text });
        } else {
          options.logger.info("mail queued (outbox only)", { id: row.id, subject: message.subject });
        }
        return;
      }
      try {
        await transport.sendMail({
          from: options.from,
          to: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html,
          attachments: message.attachments,
        });
        await options.db
          .updateTable("mail_outbox")
          .set({ status: "sent", sent_at: nowIso() })
          .where("id", "=", row.id)
          .execute();
      } catch (error) {
        options.logger.error("mail delivery failed", { to: message.to, error: String(error) });
        await options.db.updateTable("mail_outbox").set({ status: "failed" }).where("id", "=", row.id).execute();
      }
    },
  };
}
