/**
 * How long the site keeps each kind of personal record, in days, before the retention job deletes
 * it: the defaults of the `RETAIN_*_DAYS` settings. The privacy page shows the configured values.
 */
export interface RetentionDays {
  contactMessages: number;
  inquiries: number;
  feedback: number;
  /** Mail sent or logged (the outbox keeps bodies with names and links). */
  deliveredMail: number;
  /** Sessions past their expiry. */
  expiredSessions: number;
  /** Newsletter sign-ups never confirmed, and addresses that unsubscribed. */
  newsletterLapsed: number;
}

export const DEFAULT_RETENTION_DAYS: RetentionDays = {
  contactMessages: 365,
  inquiries: 730,
  feedback: 365,
  deliveredMail: 90,
  expiredSessions: 7,
  newsletterLapsed: 30,
};
