import type { Kysely, Transaction } from "kysely";
import type { DB, TicketCheckinsTable, TicketScansTable } from "#server/db/schema";
import { lockBooking, scannedTicket } from "#server/features/orders";

/** Approved events from `sinceIso` on that are not cancelled, soonest first; only `createdBy`'s when given. */
export function findCheckInEvents(db: Kysely<DB>, input: { sinceIso: string; createdBy?: string }) {
  let query = db
    .selectFrom("events")
    .select(["id", "title", "title_es", "event_date", "venue", "created_by", "id_checks"])
    .where("approval_status", "=", "approved")
    .where("cancelled_at", "is", null)
    .where("event_date", ">=", input.sinceIso)
    .orderBy("event_date", "asc")
    .orderBy("id", "asc");
  if (input.createdBy !== undefined) query = query.where("created_by", "=", input.createdBy);
  return query.execute();
}

/** The event's admissions, earliest first. */
export function findAdmissions(db: Kysely<DB>, eventId: string) {
  return db
    .selectFrom("ticket_checkins")
    .select(["booking_id", "gate", "scanned_at"])
    .where("event_id", "=", eventId)
    .orderBy("scanned_at")
    .execute();
}

/** Admissions per gate of the event, gates in name order. */
export async function countAdmissionsPerGate(db: Kysely<DB>, eventId: string) {
  const rows = await db
    .selectFrom("ticket_checkins")
    .select(["gate", (eb) => eb.fn.countAll<number | string>().as("n")])
    .where("event_id", "=", eventId)
    .groupBy("gate")
    .orderBy("gate")
    .execute();
  return rows.map((row) => ({ gate: row.gate, admitted: Number(row.n) }));
}

/** The scan recorded under this nonce for the event, if any. */
export function findScan(db: Kysely<DB>, eventId: string, nonce: string) {
  return db
    .selectFrom("ticket_scans")
    .select("result")
    .where("event_id", "=", eventId)
    .where("nonce", "=", nonce)
    .executeTakeFirst();
}

/**
 * Records a scan unless one with its nonce is recorded for the event already: true when this one
 * was recorded. The unique `(event_id, nonce)` decides between two uploads racing.
 */
export async function insertScan(db: Kysely<DB>, scan: Omit<TicketScansTable, "id">): Promise<boolean> {
  const inserted = await db
    .insertInto("ticket_scans")
    .values(scan)
    .onConflict((oc) => oc.columns(["event_id", "nonce"]).doNothing())
    .returning("id")
    .executeTakeFirst();
  return inserted !== undefined;
}

/**
 * The booking a ticket code names, with its seat and whether its event is cancelled, the booking
 * row locked until the transaction ends (lockBooking). Only the booking is locked: a refund locks
 * its order first and then this row, so it waits for the scan (or the scan for it) and never the
 * other way round.
 */
export async function lockScannedTicket(trx: Transaction<DB>, bookingId: string) {
  if (!(await lockBooking(trx, bookingId))) return undefined;
  return scannedTicket(trx, bookingId);
}

/**
 * Admits a ticket unless it was admitted already: true when this admission was recorded. The
 * booking is the key of `ticket_checkins`, so the first admission recorded wins on every device
 * and instance.
 */
export async function insertAdmission(trx: Transaction<DB>, admission: TicketCheckinsTable): Promise<boolean> {
  const inserted = await trx
    .insertInto("ticket_checkins")
    .values(admission)
    .onConflict((oc) => oc.column("booking_id").doNothing())
    .returning("booking_id")
    .executeTakeFirst();
  return inserted !== undefined;
}

/** A ticket's admission: when and at which gate. */
export function findAdmission(db: Kysely<DB>, bookingId: string) {
  return db
    .selectFrom("ticket_checkins")
    .select(["gate", "scanned_at"])
    .where("booking_id", "=", bookingId)
    .executeTakeFirst();
}

/** Sets whether the event's door checks photo ID; false when there is no such event. */
export async function updateEventIdChecks(
  db: Kysely<DB>,
  eventId: string,
  idChecks: boolean,
  updatedAt: string,
): Promise<boolean> {
  const result = await db
    .updateTable("events")
    .set({ id_checks: idChecks ? 1 : 0, updated_at: updatedAt })
    .where("id", "=", eventId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
