import { type Kysely, SqliteAdapter, type Transaction } from "kysely";
import type { DB } from "#server/db/schema";

/**
 * People's data across every table. Privacy is the one feature that reads and rewrites one
 * person's rows wherever they are (decision 020): keeping that SQL in one file is what lets a
 * reader, and the test that walks the schema, see that nothing is missed.
 */

type Db = Kysely<DB> | Transaction<DB>;

/** The account row, its roles and how it signs in (never the password hash). */
export async function findAccount(db: Db, userId: string) {
  const profile = await db
    .selectFrom("profiles")
    .select(["id", "email", "full_name", "email_verified", "two_factor_enabled", "created_at"])
    .where("id", "=", userId)
    .executeTakeFirst();
  if (!profile) return undefined;
  const roles = await db.selectFrom("user_roles").select("role").where("user_id", "=", userId).execute();
  const methods = await db
    .selectFrom("accounts")
    .select(["provider_id", "created_at"])
    .where("user_id", "=", userId)
    .execute();
  // Passkeys by their name and date (never the public key or counter).
  const passkeys = await db
    .selectFrom("passkeys")
    .select(["name", "device_type", "created_at"])
    .where("user_id", "=", userId)
    .execute();
  return { profile, roles: roles.map((r) => r.role), methods, passkeys };
}

/** The credential (password) account's hash, when the person has a password. */
export async function findPasswordHash(db: Db, userId: string): Promise<string | null> {
  const row = await db
    .selectFrom("accounts")
    .select("password")
    .where("user_id", "=", userId)
    .where("provider_id", "=", "credential")
    .executeTakeFirst();
  return row?.password ?? null;
}

export function findSessions(db: Db, userId: string) {
  return db
    .selectFrom("sessions")
    .select(["created_at", "expires_at", "ip_address", "user_agent"])
    .where("user_id", "=", userId)
    .orderBy("created_at")
    .execute();
}

export function findOrders(db: Db, userId: string) {
  return db.selectFrom("orders").selectAll().where("user_id", "=", userId).orderBy("created_at").execute();
}

export function findTickets(db: Db, userId: string) {
  return db
    .selectFrom("bookings")
    .innerJoin("seats", "seats.id", "bookings.seat_id")
    .innerJoin("events", "events.id", "bookings.event_id")
    .select([
      "bookings.id",
      "bookings.order_id",
      "bookings.event_id",
      "events.title as event_title",
      "events.event_date",
      "seats.section",
      "seats.row_number",
      "seats.seat_number",
      "bookings.total_amount_cents",
      "bookings.payment_status",
      "bookings.user_email",
      "bookings.user_name",
      "bookings.booking_date",
      "bookings.ticket_version",
      "bookings.transfer_to",
    ])
    .where("bookings.user_id", "=", userId)
    .orderBy("bookings.booking_date")
    .execute();
}

/** Transfers the person made or received (by account or by address). */
export function findTransfers(db: Db, userId: string, email: string) {
  return db
    .selectFrom("ticket_transfers")
    .selectAll()
    .where((eb) => eb.or([eb("from_user_id", "=", userId), eb("to_user_id", "=", userId), eb("to_email", "=", email)]))
    .orderBy("created_at")
    .execute();
}

/** Door admissions of the person's tickets. */
export function findCheckIns(db: Db, userId: string) {
  return db
    .selectFrom("ticket_checkins")
    .innerJoin("bookings", "bookings.id", "ticket_checkins.booking_id")
    .select([
      "ticket_checkins.booking_id",
      "ticket_checkins.event_id",
      "ticket_checkins.gate",
      "ticket_checkins.scanned_at",
    ])
    .where("bookings.user_id", "=", userId)
    .execute();
}

export function findTours(db: Db, userId: string) {
  return db.selectFrom("tour_bookings").selectAll().where("user_id", "=", userId).orderBy("created_at").execute();
}

export function findWaitlistEntries(db: Db, userId: string) {
  return db.selectFrom("waitlist_entries").selectAll().where("user_id", "=", userId).orderBy("created_at").execute();
}

/** Queue places, without the keyed hash of the network address (a secret of the site's). */
export function findQueuePlaces(db: Db, userId: string) {
  return db
    .selectFrom("queue_entries")
    .select(["event_id", "pre_queue", "line", "joined_at", "admitted_at", "ended_at"])
    .where("user_id", "=", userId)
    .execute();
}

/** Forms sent with the person's address (the forms need no account, so the address is the key). */
export function findInquiries(db: Db, email: string) {
  return db.selectFrom("inquiries").selectAll().where(lowerEquals("email", email)).orderBy("created_at").execute();
}

export function findContactMessages(db: Db, email: string) {
  return db
    .selectFrom("contact_messages")
    .selectAll()
    .where(lowerEquals("email", email))
    .orderBy("created_at")
    .execute();
}

export function findFeedback(db: Db, email: string) {
  return db.selectFrom("feedback").selectAll().where(lowerEquals("email", email)).orderBy("created_at").execute();
}

export function findSubscriber(db: Db, email: string) {
  return db
    .selectFrom("newsletter_subscribers")
    .select(["email", "name", "interests", "language", "subscribed_at", "confirmed_at", "unsubscribed_at"])
    .where(lowerEquals("email", email))
    .executeTakeFirst();
}

/** Mail sent to the person: what it was and when, as the outbox keeps it. */
export function findMails(db: Db, email: string) {
  return db
    .selectFrom("mail_outbox")
    .select(["subject", "text_body", "status", "created_at", "sent_at"])
    .where(lowerEquals("to_address", email))
    .orderBy("created_at")
    .execute();
}

function lowerEquals<C extends "email" | "to_address">(column: C, email: string) {
  // Addresses are compared without case: forms keep what was typed.
  // biome-ignore lint/suspicious/noExplicitAny: one expression shared by several tables
  return (eb: any) => eb(eb.fn("lower", [eb.ref(column)]), "=", email.toLowerCase());
}

/**
 * Tickets the person still holds for events to come: their own live ones, and tickets passed to
 * their address not yet claimed.
 */
export async function countFutureTickets(db: Db, userId: string, email: string, nowIso: string): Promise<number> {
  const rows = await db
    .selectFrom("bookings")
    .innerJoin("events", "events.id", "bookings.event_id")
    .select("bookings.id")
    .where((eb) =>
      eb.or([
        // Their own, unless passed on to an address that has not claimed it yet.
        eb.and([eb("bookings.user_id", "=", userId), eb("bookings.transfer_to", "is", null)]),
        eb("bookings.transfer_to", "=", email),
      ]),
    )
    .where("bookings.payment_status", "in", ["completed", "complimentary"])
    .where("events.cancelled_at", "is", null)
    .where("events.event_date", ">=", nowIso)
    .execute();
  return rows.length;
}

export interface Erasure {
  userId: string;
  email: string;
  name: string;
  /** What replaces the address on the records that stay (paid orders' tickets, transfers). */
  placeholderEmail: string;
  now: string;
}

/**
 * Erases the person: what exists only for them goes; what money or other people's records need
 * (orders, tickets, transfers, door scans) stays with the name and address replaced. One
 * transaction: all of it or nothing.
 */
export async function eraseAccount(trx: Transaction<DB>, who: Erasure): Promise<void> {
  const { userId, email, placeholderEmail } = who;
  const address = email.toLowerCase();

  await trx.deleteFrom("sessions").where("user_id", "=", userId).execute();
  await trx.deleteFrom("accounts").where("user_id", "=", userId).execute();
  // The second factor goes with the account: the app's secret, recovery codes and passkeys.
  await trx.deleteFrom("two_factors").where("user_id", "=", userId).execute();
  await trx.deleteFrom("passkeys").where("user_id", "=", userId).execute();
  await trx.deleteFrom("user_roles").where("user_id", "=", userId).execute();
  await trx
    .deleteFrom("verifications")
    .where((eb) => eb.or([eb("identifier", "=", email), eb("value", "=", userId), eb("value", "like", `%${email}%`)]))
    .execute();
  await trx.deleteFrom("queue_entries").where("user_id", "=", userId).execute();
  await trx.deleteFrom("waitlist_entries").where("user_id", "=", userId).execute();

  // Tickets stay (a paid record is never erased), without the holder's name and address.
  const bookingIds = (await trx.selectFrom("bookings").select("id").where("user_id", "=", userId).execute()).map(
    (b) => b.id,
  );
  await trx
    .updateTable("bookings")
    .set({ user_name: "", user_email: placeholderEmail })
    .where("user_id", "=", userId)
    .execute();
  await trx.updateTable("bookings").set({ transfer_to: placeholderEmail }).where("transfer_to", "=", email).execute();
  if (bookingIds.length > 0) {
    await trx.deleteFrom("wallet_registrations").where("serial_number", "in", bookingIds).execute();
    // A scan's stored answer names the holder when the door checked ID.
    const scans = await trx
      .selectFrom("ticket_scans")
      .select(["id", "result"])
      .where("booking_id", "in", bookingIds)
      .execute();
    for (const scan of scans) {
      const result = JSON.parse(scan.result) as { ticket?: { holderName?: string } | null };
      if (result.ticket?.holderName === undefined) continue;
      delete result.ticket.holderName;
      await trx
        .updateTable("ticket_scans")
        .set({ result: JSON.stringify(result) })
        .where("id", "=", scan.id)
        .execute();
    }
  }
  await trx
    .updateTable("ticket_transfers")
    .set({ from_email: placeholderEmail })
    .where((eb) => eb.or([eb("from_user_id", "=", userId), eb("from_email", "=", email)]))
    .execute();
  await trx
    .updateTable("ticket_transfers")
    .set({ to_email: placeholderEmail })
    .where((eb) => eb.or([eb("to_user_id", "=", userId), eb("to_email", "=", email)]))
    .execute();
  // An admin's complimentary seats for a guest keep the guest's address in the order's details.
  const guestOrders = await trx
    .selectFrom("orders")
    .select(["id", "details"])
    .where("details", "like", `%${email}%`)
    .execute();
  for (const order of guestOrders) {
    await trx
      .updateTable("orders")
      .set({ details: (order.details ?? "").split(email).join(placeholderEmail) })
      .where("id", "=", order.id)
      .execute();
  }

  // Tours stay counted for their dates, without the visitor.
  await trx
    .updateTable("tour_bookings")
    .set({ user_name: "", user_email: placeholderEmail })
    .where("user_id", "=", userId)
    .execute();
  await trx
    .updateTable("tour_bookings")
    .set({ status: "cancelled" })
    .where("user_id", "=", userId)
    .where("status", "=", "confirmed")
    .where("tour_date", ">=", who.now.slice(0, 10))
    .execute();

  // What they sent through the forms, and their newsletter subscription.
  for (const table of ["inquiries", "contact_messages", "feedback", "newsletter_subscribers"] as const) {
    await trx
      .deleteFrom(table)
      .where((eb) => eb(eb.fn("lower", [eb.ref("email")]), "=", address))
      .execute();
  }
  // Mail to them, and mail to others that names them by address (a transfer's notice).
  await trx
    .deleteFrom("mail_outbox")
    .where((eb) =>
      eb.or([
        eb(eb.fn("lower", [eb.ref("to_address")]), "=", address),
        eb("subject", "like", `%${email}%`),
        eb("text_body", "like", `%${email}%`),
        eb("html_body", "like", `%${email}%`),
      ]),
    )
    .execute();

  // The account row stays for the orders that point at it, holding nothing of the person.
  await trx
    .updateTable("profiles")
    .set({
      email: placeholderEmail,
      full_name: "",
      image: null,
      // better-auth's boolean: an integer on SQLite.
      two_factor_enabled: trx.getExecutor().adapter instanceof SqliteAdapter ? 0 : false,
      updated_at: who.now,
    })
    .where("id", "=", userId)
    .execute();
}
