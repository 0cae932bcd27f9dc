import { type Kysely, type Selectable, sql, type Transaction } from "kysely";
import { forUpdate } from "#server/db/locks";
import type { DB, SaleCodesTable } from "#server/db/schema";

type Db = Kysely<DB> | Transaction<DB>;
export type SaleCodeRow = Selectable<SaleCodesTable>;

export function findCodesOfEvent(db: Db, eventId: string) {
  return db.selectFrom("sale_codes").selectAll().where("event_id", "=", eventId).orderBy("created_at").execute();
}

export function findCode(db: Db, eventId: string, code: string) {
  return db
    .selectFrom("sale_codes")
    .selectAll()
    .where("event_id", "=", eventId)
    .where("code", "=", code)
    .executeTakeFirst();
}

/**
 * The code's row, locked until the transaction ends (PostgreSQL): holds using the code count its
 * uses and add theirs one after another, so its limits are never overrun. Taken after the claim's
 * event and account locks and before its seats (see `holds.service.ts`).
 */
export function lockCode(trx: Transaction<DB>, codeId: string) {
  return forUpdate(trx, trx.selectFrom("sale_codes").selectAll().where("id", "=", codeId)).executeTakeFirst();
}

/**
 * A use counts while its order holds seats that have not lapsed, or bought them (paid, given,
 * refunded afterwards): a lapsed or cancelled hold gives its use back.
 */
function liveUse(nowIso: string) {
  return sql<boolean>`("orders"."status" in ('paid', 'complimentary', 'refunded') or ("orders"."status" = 'held' and "orders"."expires_at" > ${nowIso}))`;
}

/** The code's live uses, in all and by one account. */
export async function countUses(
  db: Db,
  input: { codeId: string; userId: string; nowIso: string },
): Promise<{ total: number; own: number }> {
  const row = await db
    .selectFrom("sale_code_uses")
    .innerJoin("orders", "orders.id", "sale_code_uses.order_id")
    .select((eb) => [
      eb.fn.countAll<number | string>().as("total"),
      eb.fn
        .sum<number | string | null>(sql`case when "sale_code_uses"."user_id" = ${input.userId} then 1 else 0 end`)
        .as("own"),
    ])
    .where("sale_code_uses.code_id", "=", input.codeId)
    .where(liveUse(input.nowIso))
    .executeTakeFirstOrThrow();
  return { total: Number(row.total), own: Number(row.own ?? 0) };
}

/** Live uses per code of an event. */
export async function countUsesOfEvent(db: Db, eventId: string, nowIso: string): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom("sale_code_uses")
    .innerJoin("sale_codes", "sale_codes.id", "sale_code_uses.code_id")
    .innerJoin("orders", "orders.id", "sale_code_uses.order_id")
    .select((eb) => ["sale_code_uses.code_id", eb.fn.countAll<number | string>().as("n")])
    .where("sale_codes.event_id", "=", eventId)
    .where(liveUse(nowIso))
    .groupBy("sale_code_uses.code_id")
    .execute();
  return new Map(rows.map((r) => [r.code_id, Number(r.n)]));
}

export async function insertUse(
  trx: Transaction<DB>,
  row: { order_id: string; code_id: string; user_id: string; created_at: string },
) {
  await trx.insertInto("sale_code_uses").values(row).execute();
}

export async function insertCode(db: Db, row: SaleCodeRow) {
  await db.insertInto("sale_codes").values(row).execute();
}

export async function disableCode(db: Db, input: { eventId: string; codeId: string; at: string }) {
  const result = await db
    .updateTable("sale_codes")
    .set({ disabled_at: input.at })
    .where("id", "=", input.codeId)
    .where("event_id", "=", input.eventId)
    .where("disabled_at", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/**
 * Codes used by the paid (or given, or later refunded) orders of some events, per code: what a
 * sales report counts as "codes used". Holds in progress are not counted.
 */
export function findCodesUsed(db: Db, eventIds: readonly string[]) {
  if (eventIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom("sale_code_uses")
    .innerJoin("sale_codes", "sale_codes.id", "sale_code_uses.code_id")
    .innerJoin("orders", "orders.id", "sale_code_uses.order_id")
    .innerJoin("bookings", "bookings.order_id", "orders.id")
    .select((eb) => [
      "sale_codes.event_id",
      "sale_codes.id",
      "sale_codes.code",
      "sale_codes.kind",
      eb.fn.count<number | string>("orders.id").distinct().as("orders"),
      eb.fn.countAll<number | string>().as("tickets"),
      eb.fn.sum<number | string | null>("bookings.discount_cents").as("discount_cents"),
    ])
    .where("sale_codes.event_id", "in", eventIds)
    .where("orders.status", "in", ["paid", "complimentary", "refunded"])
    .groupBy(["sale_codes.event_id", "sale_codes.id", "sale_codes.code", "sale_codes.kind"])
    .orderBy("sale_codes.code")
    .execute();
}
