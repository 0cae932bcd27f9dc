import type { Kysely } from "kysely";
import { rentalQuote } from "#domain/rental";
import type { EventForm, FailedRental } from "#domain/schemas/event-form";
import { eventStart } from "#domain/schemas/event-form";
import type { OrderView } from "#domain/schemas/tickets";
import { holdExpiresAt } from "#domain/seating/availability";
import type { SignedInUser } from "#server/context";
import type { DB } from "#server/db/schema";
import { findOrder, getOwnOrder, insertOrder, newOrderRow } from "#server/features/orders";
import type { Fulfil } from "#server/features/payments";
import { AppError } from "#server/http/errors";
import { nowIso } from "#server/platform/clock";
import type { Logger } from "#server/platform/logger";
import { findFailedRentals, linkRentalToEvent, recordRentalFailure } from "./event-management.repository";
import { insertEventWithSeats, newEventRow } from "./event-management.service";

/**
 * An event manager pays the venue rental before the event exists. The form is kept on
 * a held `venue_rental` order; only the confirmed payment creates the event (pending) and its
 * seats. The event's id is fixed when the order is made, so however often creation is tried
 * (a retried notification, an admin's retry) there is at most one event per rental.
 */
interface RentalDraft {
  eventId: string;
  form: EventForm;
}

function draftOf(details: string | null): RentalDraft {
  const draft = JSON.parse(details ?? "null") as Partial<RentalDraft> | null;
  if (!draft?.eventId || !draft.form) throw new Error("venue rental order without an event draft");
  return draft as RentalDraft;
}

export interface RentalDeps {
  db: Kysely<DB>;
  now: Date;
  logger?: Logger;
}

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
 * Creates the event of a paid rental: the rental's fulfilment once payments confirm it. A failure
 * never undoes the payment: it is recorded on the order (listed for admins) and logged, and the
 * caller learns it from `false`.
 */
export const createRentedEvent: Fulfil = createEventOfRental;

async function createEventOfRental(deps: RentalDeps, input: { orderId: string }): Promise<boolean> {
  const { orderId } = input;
  const { now } = deps;
  const order = await findOrder(deps.db, orderId);
  if (order?.kind !== "venue_rental" || order.status !== "paid") return false;
  if (order.event_id) return true;
  try {
    const draft = draftOf(order.details);
    const row = newEventRow(draft.form, { id: draft.eventId, createdBy: order.user_id, approved: false, now });
    await deps.db.transaction().execute(async (trx) => {
      await insertEventWithSeats(trx, row);
      if (!(await linkRentalToEvent(trx, order.id, row.id, nowIso(now)))) throw new Error("rental already fulfilled");
    });
    return true;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    await recordRentalFailure(deps.db, order.id, message.slice(0, 500), nowIso(now));
    deps.logger?.error("venue rental paid but its event was not created", { orderId: order.id, error: message });
    return false;
  }
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

/** An admin tries again to create the event of a paid rental that failed. */
export async function retryRental(deps: RentalDeps, input: { orderId: string }): Promise<string> {
  const { orderId } = input;
  const order = await findOrder(deps.db, orderId);
  if (order?.kind !== "venue_rental" || order.status !== "paid") throw new AppError("not_found");
  if (!(await createEventOfRental(deps, { orderId }))) throw new AppError("rental_event_failed", { orderId });
  const fulfilled = await findOrder(deps.db, orderId);
  return fulfilled?.event_id ?? "";
}
