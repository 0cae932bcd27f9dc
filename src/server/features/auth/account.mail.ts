import type { Language } from "#domain/i18n/language";
import { type KeyUnder, translate } from "#domain/i18n/translate";
import { familyMessage } from "#server/features/tickets";
import type { MailMessage } from "#server/platform/mail";

/** The mails about an account: confirming its address, a second sign-up with it, a password reset. */
export type AccountMailKind = "verify" | "existingAccount" | "resetPassword";

export interface AccountMailInput {
  to: string;
  name: string;
  /** Where its button leads: the confirmation or reset link, or the site to sign in. */
  url: string;
}

/** An account mail in the site's HTML family (with its text part), in the visitor's language. */
export function accountMail(
  kind: AccountMailKind,
  language: Language,
  input: AccountMailInput,
  publicUrl: string,
): MailMessage {
  const tr = (key: KeyUnder<"mail.verify">) => translate(language, `mail.${kind}.${key}`);
  return familyMessage(
    {
      language,
      to: input.to,
      subject: tr("subject"),
      preheader: tr("preheader"),
      title: tr("title"),
      greeting: translate(language, "tickets.mail.greeting", { name: input.name }),
      blocks: [
        { kind: "text", text: tr("intro") },
        { kind: "button", label: tr("button"), url: input.url },
        { kind: "text", text: tr("ignore") },
      ],
      signature: translate(language, "ticketMail.signatureShort"),
    },
    publicUrl,
  );
}
