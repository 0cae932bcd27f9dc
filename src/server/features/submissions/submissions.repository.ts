import type { Insertable, Kysely, Selectable } from "kysely";
import type { DB } from "#server/db/schema";

export type InquiryRow = Selectable<DB["inquiries"]>;
export type ContactMessageRow = Selectable<DB["contact_messages"]>;
export type SubscriberRow = Selectable<DB["newsletter_subscribers"]>;

export async function insertInquiry(db: Kysely<DB>, row: InquiryRow): Promise<void> {
  await db.insertInto("inquiries").values(row).execute();
}

export async function insertContactMessage(db: Kysely<DB>, row: ContactMessageRow): Promise<void> {
  await db.insertInto("contact_messages").values(row).execute();
}

export function listInquiriesNewestFirst(db: Kysely<DB>, limit: number): Promise<InquiryRow[]> {
  return db.selectFrom("inquiries").selectAll().orderBy("created_at", "desc").orderBy("id").limit(limit).execute();
}

export function listContactMessagesNewestFirst(db: Kysely<DB>, limit: number): Promise<ContactMessageRow[]> {
  return db
    .selectFrom("contact_messages")
    .selectAll()
    .orderBy("created_at", "desc")
    .orderBy("id")
    .limit(limit)
    .execute();
}

export async function countRows(
  db: Kysely<DB>,
  table: "inquiries" | "contact_messages" | "newsletter_subscribers",
): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number | string>().as("n"))
    .executeTakeFirstOrThrow();
  // PostgreSQL answers count(*) as a bigint string.
  return Number(row.n);
}

export async function countActiveSubscribers(db: Kysely<DB>): Promise<number> {
  const row = await db
    .selectFrom("newsletter_subscribers")
    .select((eb) => eb.fn.countAll<number | string>().as("n"))
    .where("unsubscribed_at", "is", null)
    .where("confirmed_at", "is not", null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export function findSubscriberByEmail(db: Kysely<DB>, email: string): Promise<SubscriberRow | undefined> {
  return db.selectFrom("newsletter_subscribers").selectAll().where("email", "=", email).executeTakeFirst();
}

export function findSubscriberByToken(db: Kysely<DB>, token: string): Promise<SubscriberRow | undefined> {
  return db.selectFrom("newsletter_subscribers").selectAll().where("unsubscribe_token", "=", token).executeTakeFirst();
}

/**
 * Adds the subscriber unless the address is already on the list; the unique e-mail decides,
 * so two sign-ups racing for one address leave one row. True when this call added it.
 */
export async function insertSubscriberIfNew(
  db: Kysely<DB>,
  row: Insertable<DB["newsletter_subscribers"]>,
): Promise<boolean> {
  const result = await db
    .insertInto("newsletter_subscribers")
    .values(row)
    .onConflict((oc) => oc.column("email").doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

/**
 * Puts an unsubscribed address back on the list, waiting for its confirmation like a new one.
 * True when this call did it.
 */
export async function resubscribe(
  db: Kysely<DB>,
  email: string,
  changes: {
    name: string;
    interests: string | null;
    language: "en" | "es";
    subscribedAt: string;
    confirmToken: string;
  },
): Promise<boolean> {
  const result = await db
    .updateTable("newsletter_subscribers")
    .set({
      name: changes.name,
      interests: changes.interests,
      language: changes.language,
      subscribed_at: changes.subscribedAt,
      unsubscribed_at: null,
      confirmed_at: null,
      confirm_token: changes.confirmToken,
    })
    .where("email", "=", email)
    .where("unsubscribed_at", "is not", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Marks the token's subscriber unsubscribed; an already unsubscribed one keeps its date. */
export async function unsubscribeByToken(db: Kysely<DB>, token: string, at: string): Promise<void> {
  await db
    .updateTable("newsletter_subscribers")
    .set({ unsubscribed_at: at })
    .where("unsubscribe_token", "=", token)
    .where("unsubscribed_at", "is", null)
    .execute();
}

/** Active subscribers first, each group newest first. */
export function listSubscribers(db: Kysely<DB>, limit?: number): Promise<SubscriberRow[]> {
  let query = db
    .selectFrom("newsletter_subscribers")
    .selectAll()
    .orderBy((eb) => eb.case().when("unsubscribed_at", "is", null).then(0).else(1).end())
    .orderBy("subscribed_at", "desc")
    .orderBy("id");
  if (limit !== undefined) query = query.limit(limit);
  return query.execute();
}

export function findSubscriberByConfirmToken(db: Kysely<DB>, token: string): Promise<SubscriberRow | undefined> {
  return db.selectFrom("newsletter_subscribers").selectAll().where("confirm_token", "=", token).executeTakeFirst();
}

/** Confirms a waiting sign-up; true when this call confirmed it (a second click finds it done). */
export async function confirmSubscriber(db: Kysely<DB>, id: string, at: string): Promise<boolean> {
  const result = await db
    .updateTable("newsletter_subscribers")
    .set({ confirmed_at: at, confirm_token: null })
    .where("id", "=", id)
    .where("confirmed_at", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
