import type { Kysely } from "kysely";
import { type Actor, can } from "#domain/permissions";
import { rentalQuote } from "#domain/rental";
import type { EventForm, FailedRental } from "#domain/schemas/event-form";
import { eventStart } from "#domain/schemas/event-form";
import type { OrderView } from "#domain/schemas/tickets";
import { holdExpiresAt } from "#domain/seating/availability";
import type { SignedInUser } from "#server/context";
import type { DB } from "#server/db/schema";
import { findOrder, getOwnOrder, insertOrder, newOrderRow } from "#server/features/orders";
import { AppError } from "#server/http/errors";
import { nowIso } from "#server/platform/clock";
import type { Logger } from "#server/platform/logger";
import type { OrderEvents } from "#server/platform/order-events";
import { type EventChangeDeps, repricing, submitPaidEdit } from "./event-changes.service";
import { findFailedRentals, linkRentalToEvent, recordRentalFailure } from "./event-management.repository";
import { changeableEvent, insertEventWithSeats, newEventRow, refuseIfCancelled } from "./event-management.service";

/**
 * An event manager pays the venue rental before the event exists. The form is kept on
 * a held `venue_rental` order; only the confirmed payment creates the event (pending) and its
 * seats. The event's id is fixed when the order is made, so however often creation is tried
 * (a retried notification, an admin's retry) there is at most one event per rental.
 *
 * A manager's edit that makes the rental dearer is paid the same way: a held `venue_rental` order
 * for the difference, whose details name the event it changes (`changeOf`) and the edit. Its
 * payment submits the edit as the manager's, and links the order to the event with it, once.
 */
interface RentalDraft {
  eventId: string;
  form: EventForm;
}

/** A difference order's details: the event it changes and the edit it pays for. */
interface ChangeDraft {
  changeOf: string;
  form: EventForm;
}

function draftOf(details: string | null): RentalDraft | ChangeDraft {
  const draft = JSON.parse(details ?? "null") as Partial<RentalDraft & ChangeDraft> | null;
  if (draft?.changeOf && draft.form) return { changeOf: draft.changeOf, form: draft.form };
  if (!draft?.eventId || !draft.form) throw new Error("venue rental order without an event draft");
  return { eventId: draft.eventId, form: draft.form };
}

export interface RentalDeps {
  db: Kysely<DB>;
  now: Date;
  logger?: Logger;
}

/** Fulfilling a rental may submit a paid edit, which moves money and writes mail. */
type RentalFulfilDeps = EventChangeDeps;

/**
 * A held order for the rental of this form, answered as the buyer's order; the price comes from
 * rental.ts, never the browser.
 */
export async function startRental(
  deps: Pick<RentalDeps, "db" | "now">,
  input: { user: SignedInUser; form: EventForm },
): Promise<OrderView> {
  const { now } = deps;
  const { user, form } = input;
  const quote = rentalQuote({ date: form.date, hours: form.rentalHours });
  const draft: RentalDraft = { eventId: crypto.randomUUID(), form: { ...form, rentalHours: quote.hours } };
  const order = newOrderRow({
    userId: user.id,
    eventId: null,
    kind: "venue_rental",
    status: "held",
    totalCents: quote.totalCents,
    details: JSON.stringify(draft),
    expiresAt: holdExpiresAt(now).toISOString(),
    now,
  });
  await insertOrder(deps.db, order);
  return getOwnOrder(deps, { user, orderId: order.id });
}

/**
 * A held order for the difference a manager's edit adds to the rental's price (the form's price
 * minus what is left of everything paid for the rental), answered as the buyer's order. Only the
 * event's manager pays one: admins' edits are free, and an edit within what was paid is just
 * saved (409 `rental_no_difference`).
 */
export async function startRentalChange(
  deps: Pick<RentalDeps, "db" | "now">,
  input: { actor: Actor; user: SignedInUser; id: string; form: EventForm },
): Promise<OrderView> {
  const { now } = deps;
  const { actor, user, id, form } = input;
  const event = await changeableEvent(deps.db, actor, id);
  refuseIfCancelled(event);
  const quote = rentalQuote({ date: form.date, hours: form.rentalHours });
  const price = await repricing(deps, id, form);
  if (can(actor, "events.editAny") || !price.rented || price.deltaCents <= 0) {
    throw new AppError("conflict", { reason: "rental_no_difference" });
  }
  const draft: ChangeDraft = { changeOf: id, form: { ...form, rentalHours: quote.hours } };
  const order = newOrderRow({
    userId: user.id,
    eventId: null,
    kind: "venue_rental",
    status: "held",
    totalCents: price.deltaCents,
    details: JSON.stringify(draft),
    expiresAt: holdExpiresAt(now).toISOString(),
    now,
  });
  await insertOrder(deps.db, order);
  return getOwnOrder(deps, { user, orderId: order.id });
}

/**
 * A paid venue rental is fulfilled once its payment committed: its event is created, or the edit a
 * paid difference was for is submitted. A failure never undoes the payment: it is recorded on the
 * order (listed for admins) and logged, and the payment's answer says so (the subscriber answers
 * `false`).
 */
export function subscribeRentals(events: OrderEvents, deps: Omit<RentalFulfilDeps, "now">): void {
  events.afterCommit("order.paid", async ({ order }) => {
    if (order.kind !== "venue_rental") return;
    return fulfilRental({ ...deps, now: new Date() }, { orderId: order.id });
  });
}

async function fulfilRental(deps: RentalFulfilDeps, input: { orderId: string }): Promise<boolean> {
  const { orderId } = input;
  const { now } = deps;
  const order = await findOrder(deps.db, orderId);
  if (order?.kind !== "venue_rental" || order.status !== "paid") return false;
  // A fulfilled rental or difference is linked to its event, in the transaction that fulfilled it.
  if (order.event_id) return true;
  try {
    const draft = draftOf(order.details);
    if ("changeOf" in draft) {
      const actor = await actorOf(deps.db, order.user_id);
      const paid = { orderId: order.id, cents: order.total_cents - order.refunded_cents };
      await submitPaidEdit(deps, { actor, id: draft.changeOf, form: draft.form, paid });
      return true;
    }
    const row = newEventRow(draft.form, { id: draft.eventId, createdBy: order.user_id, approved: false, now });
    await deps.db.transaction().execute(async (trx) => {
      await insertEventWithSeats(trx, row);
      if (!(await linkRentalToEvent(trx, order.id, row.id, nowIso(now)))) throw new Error("rental already fulfilled");
    });
    return true;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    await recordRentalFailure(deps.db, order.id, message.slice(0, 500), nowIso(now));
    deps.logger.error("venue rental paid but its event was not created", { orderId: order.id, error: message });
    return false;
  }
}

/** The payer of a difference order, with their roles now, as the edit's author. */
async function actorOf(db: Kysely<DB>, userId: string): Promise<Actor> {
  const rows = await db.selectFrom("user_roles").select("role").where("user_id", "=", userId).execute();
  return { userId, roles: rows.map((row) => row.role) };
}

export async function listFailedRentals(deps: Pick<RentalDeps, "db">): Promise<FailedRental[]> {
  const rows = await findFailedRentals(deps.db);
  return rows.map((row) => {
    let title = "";
    let eventDate = "";
    try {
      const { form } = draftOf(row.details);
      title = form.title;
      eventDate = eventStart(form.date, form.hour).toISOString();
    } catch {
      // An unreadable draft is listed all the same: the payment is what matters.
    }
    return {
      orderId: row.id,
      userEmail: row.email,
      title,
      eventDate,
      totalCents: row.total_cents,
      currency: row.currency,
      paidAt: row.paid_at,
      error: row.fulfilment_error ?? "",
    };
  });
}

/** An admin tries again to fulfil a paid rental (or difference) that failed. */
export async function retryRental(deps: RentalFulfilDeps, input: { orderId: string }): Promise<string> {
  const { orderId } = input;
  const order = await findOrder(deps.db, orderId);
  if (order?.kind !== "venue_rental" || order.status !== "paid") throw new AppError("not_found");
  if (!(await fulfilRental(deps, { orderId }))) throw new AppError("rental_event_failed", { orderId });
  const fulfilled = await findOrder(deps.db, orderId);
  return fulfilled?.event_id ?? "";
}
