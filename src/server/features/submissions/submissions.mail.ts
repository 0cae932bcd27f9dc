import { type catalogs, type Language, translate } from "#domain/i18n/translate";
import type { EventType } from "#domain/schemas/submissions";
import { venue } from "#domain/venue";
import type { MailMessage } from "#server/platform/mail";

/**
 * The short confirmations a visitor gets for each stored submission, in their language. They
 * repeat none of the visitor's free text but the name, so the forms cannot relay someone
 * else's words to an address they type in.
 */
const contacts = { phone: venue.phone, email: venue.email, venue: venue.name };

/** The submission mails of the catalog: each has a subject and a body. */
type SubmissionMail = keyof (typeof catalogs.en)["services"]["mail"];

function mail(language: Language, key: SubmissionMail, to: string, params: Record<string, unknown>): MailMessage {
  return {
    to,
    subject: translate(language, `services.mail.${key}.subject`, { ...contacts, ...params }),
    text: translate(language, `services.mail.${key}.body`, { ...contacts, ...params }),
  };
}

export function inquiryReceivedMail(language: Language, to: { name: string; email: string }, eventType: EventType) {
  const type = translate(language, `services.planner.eventTypes.${eventType}`);
  return mail(language, "inquiry", to.email, { name: to.name, eventType: type });
}

export function contactReceivedMail(language: Language, to: { name: string; email: string }) {
  return mail(language, "contact", to.email, { name: to.name });
}

/** The welcome mail carries the link that unsubscribes without signing in. */
export function newsletterWelcomeMail(language: Language, to: { name: string; email: string }, unsubscribeUrl: string) {
  return mail(language, "newsletter", to.email, { name: to.name, unsubscribeUrl });
}

export function unsubscribeUrlOf(publicUrl: string, token: string): string {
  return `${publicUrl}/newsletter?unsubscribe=${encodeURIComponent(token)}`;
}
