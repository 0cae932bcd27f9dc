import { z } from "zod";
import { DEFAULT_RETENTION_DAYS, type RetentionDays } from "#domain/retention";

/**
 * The data retention part of the configuration: how many days each kind of personal record is
 * kept before the retention job removes it, each defaulting to `DEFAULT_RETENTION_DAYS`.
 * `config.ts` reads these variables with the rest of the environment and keeps what
 * `retentionConfig` answers as `config.retention`.
 */

/** A number of whole days, from one day to a hundred years. */
function retentionDays(fallback: number) {
  return z.coerce.number().int().min(1).max(36_500).default(fallback);
}

/** The retention variables, spread into the environment's schema. */
export const retentionEnvShape = {
  RETAIN_CONTACT_MESSAGES_DAYS: retentionDays(DEFAULT_RETENTION_DAYS.contactMessages),
  RETAIN_INQUIRIES_DAYS: retentionDays(DEFAULT_RETENTION_DAYS.inquiries),
  RETAIN_FEEDBACK_DAYS: retentionDays(DEFAULT_RETENTION_DAYS.feedback),
  RETAIN_DELIVERED_MAIL_DAYS: retentionDays(DEFAULT_RETENTION_DAYS.deliveredMail),
  RETAIN_EXPIRED_SESSIONS_DAYS: retentionDays(DEFAULT_RETENTION_DAYS.expiredSessions),
  RETAIN_NEWSLETTER_LAPSED_DAYS: retentionDays(DEFAULT_RETENTION_DAYS.newsletterLapsed),
};

type RetentionEnv = z.output<z.ZodObject<typeof retentionEnvShape>>;

export function retentionConfig(env: RetentionEnv): RetentionDays {
  return {
    contactMessages: env.RETAIN_CONTACT_MESSAGES_DAYS,
    inquiries: env.RETAIN_INQUIRIES_DAYS,
    feedback: env.RETAIN_FEEDBACK_DAYS,
    deliveredMail: env.RETAIN_DELIVERED_MAIL_DAYS,
    expiredSessions: env.RETAIN_EXPIRED_SESSIONS_DAYS,
    newsletterLapsed: env.RETAIN_NEWSLETTER_LAPSED_DAYS,
  };
}
