import type { Kysely, Transaction } from "kysely";
import { type Actor, can, canCancelEvent, canChangeEvent } from "#domain/permissions";
import type { EventForm, ManagedEvent } from "#domain/schemas/event-form";
import { eventStart } from "#domain/schemas/event-form";
import { DEFAULT_LAYOUT } from "#domain/seating/layouts";
import type { DB, EventRow, NewEvent } from "#server/db/schema";
import { findEvent, lockEventForSeatChanges } from "#server/features/events";
import { insertDefaultSeats } from "#server/features/seating";
import { AppError } from "#server/http/errors";
import { nowIso } from "#server/platform/clock";
import { eventChangeView } from "./event-change.view";
import { type EventChangeRow, findPendingChanges } from "./event-changes.repository";
import {
  deleteEventWithoutOrders,
  eventHasOrders,
  eventsWithOrders,
  findManagedEvents,
  insertEvent,
  setApproval,
} from "./event-management.repository";

/** What the event-management services work with: the database and the time of the request. */
export interface EventManagementDeps {
  db: Kysely<DB>;
  now: Date;
}

/** Reading needs only the database. */
type ReadDeps = Pick<EventManagementDeps, "db">;

export function toManagedEvent(
  row: EventRow,
  actor: Actor,
  hasOrders: boolean,
  pendingChange: EventChangeRow | null = null,
): ManagedEvent {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    titleEs: row.title_es,
    descriptionEs: row.description_es,
    eventDate: row.event_date,
    venue: row.venue,
    imageUrl: row.image_url,
    layout: row.layout,
    rentalHours: row.rental_hours,
    approvalStatus: row.approval_status,
    createdBy: row.created_by,
    approvedBy: row.approved_by,
    approvedAt: row.approved_at,
    canChange: canChangeEvent(actor, { createdBy: row.created_by }) && row.cancelled_at === null,
    cancelledAt: row.cancelled_at,
    cancelReason: row.cancel_reason,
    canCancel:
      row.cancelled_at === null &&
      canCancelEvent(actor, { createdBy: row.created_by, approvalStatus: row.approval_status }),
    canSeeSales: can(actor, "events.sales") && canChangeEvent(actor, { createdBy: row.created_by }),
    hasOrders,
    pendingChange: pendingChange ? eventChangeView(pendingChange) : null,
  };
}

/** The columns an event form sets, when the event is created and whenever it is edited. */
export function eventDetails(form: EventForm) {
  return {
    title: form.title,
    description: form.description,
    title_es: form.titleEs ?? null,
    description_es: form.descriptionEs ?? null,
    event_date: eventStart(form.date, form.hour).toISOString(),
    venue: form.venue,
    image_url: form.imageUrl,
    rental_hours: form.rentalHours,
  };
}

/** The row a form describes. Admins' events are approved at once; others start pending. */
export function newEventRow(
  form: EventForm,
  { id, createdBy, approved, now }: { id: string; createdBy: string; approved: boolean; now: Date },
): NewEvent {
  const at = nowIso(now);
  return {
    id,
    ...eventDetails(form),
    layout: DEFAULT_LAYOUT,
    created_by: createdBy,
    approval_status: approved ? "approved" : "pending",
    approved_by: approved ? createdBy : null,
    approved_at: approved ? at : null,
    created_at: at,
    updated_at: at,
  };
}

/** A new event gets the default layout's seats in the same transaction. */
export async function insertEventWithSeats(trx: Transaction<DB>, row: NewEvent): Promise<void> {
  await insertEvent(trx, row);
  await insertDefaultSeats(trx, row.id);
}

export async function listManagedEvents(deps: ReadDeps, input: { actor: Actor }): Promise<ManagedEvent[]> {
  const { actor } = input;
  const rows = await findManagedEvents(deps.db, can(actor, "events.readAll") ? undefined : (actor.userId ?? ""));
  const ordered = await eventsWithOrders(
    deps.db,
    rows.map((row) => row.id),
  );
  const pending = await findPendingChanges(
    deps.db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toManagedEvent(row, actor, ordered.has(row.id), pending.get(row.id) ?? null));
}

/** Admins: 'Complimentary' — no rental fee, approved at once. */
export async function createComplimentaryEvent(
  deps: EventManagementDeps,
  input: { actor: Actor; form: EventForm },
): Promise<ManagedEvent> {
  const { db, now } = deps;
  const { actor, form } = input;
  const row = newEventRow(form, { id: crypto.randomUUID(), createdBy: actor.userId ?? "", approved: true, now });
  await db.transaction().execute((trx) => insertEventWithSeats(trx, row));
  return toManagedEvent(await changeableEvent(db, actor, row.id), actor, false);
}

/** The event, if the actor may change it (its creator, or an admin). */
export async function changeableEvent(db: Kysely<DB>, actor: Actor, id: string): Promise<EventRow> {
  const event = await findEvent(db, id);
  if (!event) throw new AppError("not_found");
  if (!canChangeEvent(actor, { createdBy: event.created_by })) throw new AppError("forbidden");
  return event;
}

/** A cancelled event is kept as it was: no edit, approval or rejection changes it any more. */
export function refuseIfCancelled(event: EventRow): void {
  if (event.cancelled_at !== null) throw new AppError("conflict", { reason: "event_cancelled" });
}

export async function decideApproval(
  deps: EventManagementDeps,
  input: { actor: Actor; id: string; decision: "approve" | "reject" },
): Promise<ManagedEvent> {
  const { db, now } = deps;
  const { actor, id, decision } = input;
  const event = await findEvent(db, id);
  if (!event) throw new AppError("not_found");
  refuseIfCancelled(event);
  const moved =
    decision === "approve"
      ? await setApproval(db, id, ["pending", "rejected"], "approved", actor.userId, nowIso(now))
      : await setApproval(db, id, ["pending"], "rejected", null, nowIso(now));
  if (!moved) {
    const current = await findEvent(db, id);
    if (current?.cancelled_at) throw new AppError("conflict", { reason: "event_cancelled" });
    throw new AppError("conflict", {
      reason: "approval_status",
      status: current?.approval_status ?? event.approval_status,
    });
  }
  return toManagedEvent((await findEvent(db, id)) as EventRow, actor, await eventHasOrders(db, id));
}

/**
 * Deletes an event that never had an order, with its seats. An event with orders is never
 * deleted (paid records stay): it answers `has_orders`, and is cancelled instead.
 */
export async function deleteManagedEvent(deps: ReadDeps, input: { actor: Actor; id: string }): Promise<void> {
  const { db } = deps;
  const { actor, id } = input;
  await changeableEvent(db, actor, id);
  const outcome = await db.transaction().execute(async (trx) => {
    // Waits for holds in flight on this event, as a seating change does; a hold that starts
    // after this lock finds no event.
    await lockEventForSeatChanges(trx, id);
    if (await eventHasOrders(trx, id)) return "has_orders" as const;
    return (await deleteEventWithoutOrders(trx, id)) ? ("deleted" as const) : ("missing" as const);
  });
  if (outcome === "has_orders") throw new AppError("conflict", { reason: "has_orders" });
  if (outcome === "missing") throw new AppError("not_found");
}
