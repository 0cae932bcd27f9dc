import { randomBytes } from "node:crypto";
import type { Transaction } from "kysely";
import type { Language } from "#domain/i18n/translate";
import type {
  ContactInput,
  ContactMessageView,
  InquiryInput,
  InquiryView,
  NewsletterInput,
  SubmissionList,
  SubscriberList,
  SubscriberView,
} from "#domain/schemas/submissions";
import type { AppContext } from "#server/context";
import type { DB } from "#server/db/schema";
import { toCsv } from "#server/http/csv";
import { AppError } from "#server/http/errors";
import { nowIso } from "#server/platform/clock";
import type { MailMessage } from "#server/platform/mail";
import {
  confirmUrlOf,
  contactReceivedMail,
  inquiryReceivedMail,
  newsletterConfirmMail,
  newsletterMail,
  newsletterWelcomeMail,
} from "./submissions.mail";
import {
  type ContactMessageRow,
  confirmSubscriber,
  countActiveSubscribers,
  countRows,
  findSubscriberByConfirmToken,
  findSubscriberByEmail,
  findSubscriberByToken,
  type InquiryRow,
  insertContactMessage,
  insertInquiry,
  insertSubscriberIfNew,
  listContactMessagesNewestFirst,
  listInquiriesNewestFirst,
  listSubscribers,
  resubscribe,
  type SubscriberRow,
  unsubscribeByToken,
} from "./submissions.repository";

/** Admin lists show the newest rows up to this many, and say how many there are in all. */
export const ADMIN_LIST_LIMIT = 200;

type Ctx = Pick<AppContext, "db" | "mailer" | "logger" | "config">;

/**
 * Stores a submission and queues its acknowledgement in one transaction: the visitor is mailed
 * exactly when the submission is kept. `write` answers the mail, or nothing when there is none
 * to send.
 */
async function storeAndAcknowledge(
  ctx: Ctx,
  write: (trx: Transaction<DB>) => Promise<MailMessage | undefined>,
): Promise<void> {
  const queued = await ctx.db.transaction().execute(async (trx) => {
    const message = await write(trx);
    if (message) await ctx.mailer.enqueue(trx, message);
    return message !== undefined;
  });
  if (queued) ctx.mailer.nudge();
}

export async function submitInquiry(ctx: Ctx, input: InquiryInput, language: Language): Promise<void> {
  await storeAndAcknowledge(ctx, async (trx) => {
    await insertInquiry(trx, {
      id: crypto.randomUUID(),
      name: input.name,
      email: input.email,
      phone: input.phone,
      organization: input.organization,
      event_type: input.eventType,
      event_date: input.eventDate,
      expected_attendees: input.expectedAttendees,
      event_description: input.eventDescription,
      additional_services: JSON.stringify(input.additionalServices),
      created_at: nowIso(),
    });
    return inquiryReceivedMail(language, input, input.eventType);
  });
}

export async function submitContactMessage(ctx: Ctx, input: ContactInput, language: Language): Promise<void> {
  await storeAndAcknowledge(ctx, async (trx) => {
    await insertContactMessage(trx, {
      id: crypto.randomUUID(),
      name: input.name,
      email: input.email,
      phone: input.phone,
      subject: input.subject,
      message: input.message,
      created_at: nowIso(),
    });
    return contactReceivedMail(language, input);
  });
}

/**
 * Double opt-in: a new address is added waiting for confirmation and mailed the link that
 * confirms it; an unsubscribed one is put back waiting, and mailed again; an address already on
 * the list (confirmed or waiting) stays as it is (no second row, no second mail, and nobody who
 * merely knows the address can rename its owner or have us mail it again and again). The caller
 * answers all alike, so the form tells nobody whether an address is on the list.
 */
export async function subscribe(ctx: Ctx, input: NewsletterInput, language: Language): Promise<void> {
  const email = input.email.toLowerCase();
  const subscribedAt = nowIso();
  const confirmToken = randomBytes(24).toString("base64url");
  await storeAndAcknowledge(ctx, async (trx) => {
    const added = await insertSubscriberIfNew(trx, {
      id: crypto.randomUUID(),
      name: input.name,
      email,
      interests: input.interests,
      language,
      unsubscribe_token: randomBytes(24).toString("base64url"),
      subscribed_at: subscribedAt,
      unsubscribed_at: null,
      confirmed_at: null,
      confirm_token: confirmToken,
    });
    const welcomedBack =
      !added &&
      (await resubscribe(trx, email, {
        name: input.name,
        interests: input.interests,
        language,
        subscribedAt,
        confirmToken,
      }));
    if (!added && !welcomedBack) return undefined;
    const row = await findSubscriberByEmail(trx, email);
    if (!row || row.confirm_token === null) return undefined;
    const url = confirmUrlOf(ctx.config.publicUrl, row.confirm_token);
    return newsletterConfirmMail(row.language, { name: row.name, email }, url);
  });
}

/**
 * Follows the mailed link: the sign-up is confirmed and welcomed (the welcome carries the
 * one-click unsubscribe). A link followed twice answers the same; an unknown one is `not_found`.
 */
export async function confirmSubscription(ctx: Ctx, token: string): Promise<{ email: string }> {
  const row = await findSubscriberByConfirmToken(ctx.db, token);
  if (!row) throw new AppError("not_found");
  await storeAndAcknowledge(ctx, async (trx) => {
    if (!(await confirmSubscriber(trx, row.id, nowIso()))) return undefined;
    return newsletterMail(
      ctx.config.publicUrl,
      row,
      newsletterWelcomeMail(row.language, { name: row.name, email: row.email }),
    );
  });
  return { email: row.email };
}

/** Unsubscribing twice is fine; an unknown token is `not_found`. */
export async function unsubscribe(ctx: Ctx, token: string): Promise<{ email: string }> {
  const row = await findSubscriberByToken(ctx.db, token);
  if (!row) throw new AppError("not_found");
  await unsubscribeByToken(ctx.db, token, nowIso());
  return { email: row.email };
}

function inquiryView(row: InquiryRow): InquiryView {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    organization: row.organization,
    eventType: row.event_type as InquiryView["eventType"],
    eventDate: row.event_date,
    expectedAttendees: row.expected_attendees,
    eventDescription: row.event_description,
    additionalServices: JSON.parse(row.additional_services) as InquiryView["additionalServices"],
    createdAt: row.created_at,
  };
}

function contactMessageView(row: ContactMessageRow): ContactMessageView {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    subject: row.subject,
    message: row.message,
    createdAt: row.created_at,
  };
}

function subscriberView(row: SubscriberRow): SubscriberView {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    interests: row.interests,
    language: row.language,
    subscribedAt: row.subscribed_at,
    confirmedAt: row.confirmed_at,
    unsubscribedAt: row.unsubscribed_at,
  };
}

export async function listInquiries(ctx: Ctx): Promise<SubmissionList<InquiryView>> {
  const [rows, total] = await Promise.all([
    listInquiriesNewestFirst(ctx.db, ADMIN_LIST_LIMIT),
    countRows(ctx.db, "inquiries"),
  ]);
  return { items: rows.map(inquiryView), total, limit: ADMIN_LIST_LIMIT };
}

export async function listContactMessages(ctx: Ctx): Promise<SubmissionList<ContactMessageView>> {
  const [rows, total] = await Promise.all([
    listContactMessagesNewestFirst(ctx.db, ADMIN_LIST_LIMIT),
    countRows(ctx.db, "contact_messages"),
  ]);
  return { items: rows.map(contactMessageView), total, limit: ADMIN_LIST_LIMIT };
}

export async function listNewsletterSubscribers(ctx: Ctx): Promise<SubscriberList> {
  const [rows, total, active] = await Promise.all([
    listSubscribers(ctx.db, ADMIN_LIST_LIMIT),
    countRows(ctx.db, "newsletter_subscribers"),
    countActiveSubscribers(ctx.db),
  ]);
  return { items: rows.map(subscriberView), total, active, limit: ADMIN_LIST_LIMIT };
}

export const SUBSCRIBER_CSV_HEADER = ["name", "email", "interests", "language", "subscribed_at"] as const;

/** The mailing list: every subscriber who confirmed and is still subscribed, uncapped. */
export async function subscribersCsv(ctx: Ctx): Promise<string> {
  const rows = (await listSubscribers(ctx.db)).filter(
    (row) => row.unsubscribed_at === null && row.confirmed_at !== null,
  );
  return toCsv([
    SUBSCRIBER_CSV_HEADER,
    ...rows.map((row) => [row.name, row.email, row.interests, row.language, row.subscribed_at]),
  ]);
}
