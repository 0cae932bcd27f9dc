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

/** Asks the address to confirm the sign-up (double opt-in): nothing else is sent until it does. */
export function newsletterConfirmMail(language: Language, to: { name: string; email: string }, confirmUrl: string) {
  return mail(language, "newsletterConfirm", to.email, { name: to.name, confirmUrl });
}

/** The welcome, once the address confirmed; `newsletterMail` adds its unsubscribe link and headers. */
export function newsletterWelcomeMail(language: Language, to: { name: string; email: string }) {
  return mail(language, "newsletter", to.email, { name: to.name });
}

/**
 * Every newsletter mail goes out through here: its text ends with the unsubscribe page's link,
 * and its headers carry one-click unsubscribe (RFC 8058): `List-Unsubscribe` names an https
 * address that unsubscribes on a POST of `List-Unsubscribe=One-Click`, and mail programs show
 * their own "Unsubscribe" button for it.
 */
export function newsletterMail(
  publicUrl: string,
  subscriber: { unsubscribe_token: string; language: Language },
  message: MailMessage,
): MailMessage {
  const page = unsubscribeUrlOf(publicUrl, subscriber.unsubscribe_token);
  const footer = translate(subscriber.language, "services.newsletter.mailFooter", { unsubscribeUrl: page });
  return {
    ...message,
    text: `${message.text}\n\n${footer}`,
    headers: {
      "List-Unsubscribe": `<${oneClickUrlOf(publicUrl, subscriber.unsubscribe_token)}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
  };
}

/** The page a person opens from the mail: it asks before it unsubscribes (mail scanners open links). */
export function unsubscribeUrlOf(publicUrl: string, token: string): string {
  return `${publicUrl}/newsletter?unsubscribe=${encodeURIComponent(token)}`;
}

/** The one-click address: a POST unsubscribes at once; a GET (a person's click) leads to the page. */
export function oneClickUrlOf(publicUrl: string, token: string): string {
  return `${publicUrl}/api/newsletter/unsubscribe/${encodeURIComponent(token)}`;
}

export function confirmUrlOf(publicUrl: string, token: string): string {
  return `${publicUrl}/newsletter?confirm=${encodeURIComponent(token)}`;
}
