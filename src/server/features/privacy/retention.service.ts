import type { Kysely } from "kysely";
import type { RetentionDays } from "#domain/retention";
import type { DB } from "#server/db/schema";
import type { Logger } from "#server/platform/logger";

const DAY_MS = 24 * 60 * 60_000;

/** How many rows of each kind one run removed. */
export type Purged = Record<keyof RetentionDays, number>;

/**
 * Deletes what has been kept for longer than its period: contact messages, inquiries and
 * feedback by when they were sent; mail by when it was delivered (sent or logged: queued and
 * failed mail is still the outbox's business); sessions by when they expired; newsletter
 * sign-ups never confirmed and addresses that unsubscribed, by when that happened. The assistant's
 * conversations are never stored, so there is nothing of them to purge.
 */
export async function purgeExpiredRecords(
  ctx: { db: Kysely<DB>; config: { retention: RetentionDays }; logger: Logger },
  now: Date,
): Promise<Purged> {
  const { db } = ctx;
  const days = ctx.config.retention;
  const before = (period: number) => new Date(now.getTime() - period * DAY_MS).toISOString();
  const count = (result: { numDeletedRows: bigint }[]) => result.reduce((n, r) => n + Number(r.numDeletedRows), 0);

  const purged: Purged = {
    contactMessages: count(
      await db.deleteFrom("contact_messages").where("created_at", "<", before(days.contactMessages)).execute(),
    ),
    inquiries: count(await db.deleteFrom("inquiries").where("created_at", "<", before(days.inquiries)).execute()),
    feedback: count(await db.deleteFrom("feedback").where("created_at", "<", before(days.feedback)).execute()),
    deliveredMail: count(
      await db
        .deleteFrom("mail_outbox")
        .where("status", "in", ["sent", "logged"])
        .where("sent_at", "<", before(days.deliveredMail))
        .execute(),
    ),
    expiredSessions: count(
      await db.deleteFrom("sessions").where("expires_at", "<", before(days.expiredSessions)).execute(),
    ),
    newsletterLapsed: count(
      await db
        .deleteFrom("newsletter_subscribers")
        .where((eb) =>
          eb.or([
            eb.and([eb("confirmed_at", "is", null), eb("subscribed_at", "<", before(days.newsletterLapsed))]),
            eb("unsubscribed_at", "<", before(days.newsletterLapsed)),
          ]),
        )
        .execute(),
    ),
  };
  if (Object.values(purged).some((n) => n > 0)) ctx.logger.info("retention purged", { ...purged });
  return purged;
}
