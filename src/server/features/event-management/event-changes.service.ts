import type { Transaction } from "kysely";
import { type Actor, can } from "#domain/permissions";
import { rentalQuote } from "#domain/rental";
import {
  changedFields,
  type EventChange,
  FIELDS_BUYERS_ARE_TOLD,
  FIELDS_NEEDING_APPROVAL,
  touches,
} from "#domain/schemas/event-changes";
import type { EventForm, ManagedEvent } from "#domain/schemas/event-form";
import type { DB, EventRow } from "#server/db/schema";
import { findEvent, lockEventForSeatChanges } from "#server/features/events";
import { type RefundDeps, refundOrderAmount } from "#server/features/payments";
import { AppError } from "#server/http/errors";
import { nowIso } from "#server/platform/clock";
import { mailBuyersOfMove } from "./event-change.mail";
import { detailsOfForm, detailsOfRow, eventChangeView, formOfChange } from "./event-change.view";
import {
  decideEventChange,
  type EventChangeRow,
  eventHasSales,
  findEventChange,
  findPaidRentals,
  findPendingChanges,
  insertEventChange,
  withdrawPendingChanges,
} from "./event-changes.repository";
import { eventHasOrders, linkRentalToEvent } from "./event-management.repository";
import { changeableEvent, eventDetails, refuseIfCancelled, toManagedEvent } from "./event-management.service";

/**
 * Changing an event after it was approved. Approval means approval: a manager's change to the
 * title, date, time, venue or description of an approved event is kept as a pending change while
 * the approved version stays public, until an admin approves it — unless nothing was sold for the
 * event yet, when the edit applies and the event waits for approval again. Admins' edits, and
 * edits of events not approved yet, apply at once. The rental is repriced by the same rules as
 * when it was rented: an edit that would cost more than what is left of the rental's payment is
 * refused for managers until they pay the difference (a held `venue_rental` order, see
 * rental.service.ts), whose fulfilment submits the edit with that payment counted; one that costs
 * less is refunded, in the transaction that applies it.
 * Buyers are mailed when their event moves in time or place.
 */
export type EventChangeDeps = RefundDeps;

export interface EditOutcome {
  event: ManagedEvent;
  /** Set when the edit waits for an admin. */
  change: EventChange | null;
}

export interface Repricing {
  /** Whether the event was rented (it has a paid venue-rental order). */
  rented: boolean;
  /** The rental's paid orders, newest first, with what is left of each. */
  orders: { id: string; leftCents: number }[];
  /** What is left of everything paid for the rental, `extraPaidCents` included. */
  paidCents: number;
  quoteCents: number;
  /** The form's price minus what was paid (0 for events not rented). */
  deltaCents: number;
}

/**
 * The rental's price for the form, against what is left of all its payments: the rental and every
 * difference paid since, plus `extraPaidCents` (a difference paid but not linked to the event yet).
 */
export async function repricing(
  deps: Pick<EventChangeDeps, "db">,
  eventId: string,
  form: EventForm,
  extraPaidCents = 0,
): Promise<Repricing> {
  const orders = await findPaidRentals(deps.db, eventId);
  const rented = orders.length > 0;
  const paidCents = orders.reduce((sum, order) => sum + order.leftCents, 0) + extraPaidCents;
  const quoteCents = rentalQuote({ date: form.date, hours: form.rentalHours }).totalCents;
  return { rented, orders, paidCents, quoteCents, deltaCents: rented ? quoteCents - paidCents : 0 };
}

/** A difference paid for a dearer edit: its order is linked to the event with the edit, once. */
interface PaidDifference {
  orderId: string;
  cents: number;
}

/** Links the paid difference to the event in the edit's transaction; a second attempt fails it. */
async function linkPaidDifference(trx: Transaction<DB>, paid: PaidDifference | null, eventId: string, at: string) {
  if (paid && !(await linkRentalToEvent(trx, paid.orderId, eventId, at))) {
    throw new Error("rental difference already applied");
  }
}

/** What to refund from which of the rental's payments, newest first, for `cents` in all. */
function refundsFrom(orders: Repricing["orders"], cents: number) {
  const refunds: { orderId: string; amountCents: number }[] = [];
  let rest = cents;
  for (const order of orders) {
    if (rest <= 0) break;
    const amountCents = Math.min(rest, order.leftCents);
    if (amountCents <= 0) continue;
    refunds.push({ orderId: order.id, amountCents });
    rest -= amountCents;
  }
  return refunds;
}

async function managedView(deps: EventChangeDeps, actor: Actor, id: string): Promise<ManagedEvent> {
  const row = (await findEvent(deps.db, id)) as EventRow;
  const pending = await findPendingChanges(deps.db, [id]);
  return toManagedEvent(row, actor, await eventHasOrders(deps.db, id), pending.get(id) ?? null);
}

/**
 * Edits an event. Answers the event as it now is and, when the edit waits for approval, the
 * pending change (which replaces any earlier one).
 */
export function updateManagedEvent(
  deps: EventChangeDeps,
  input: { actor: Actor; id: string; form: EventForm },
): Promise<EditOutcome> {
  return editEvent(deps, { ...input, paid: null });
}

/**
 * Submits the edit a paid difference order was for, as its manager's edit, with that payment
 * counted as part of what the rental paid. The order is linked to the event in the same
 * transaction as the edit, so a retried fulfilment submits it at most once.
 */
export function submitPaidEdit(
  deps: EventChangeDeps,
  input: { actor: Actor; id: string; form: EventForm; paid: PaidDifference },
): Promise<EditOutcome> {
  return editEvent(deps, input);
}

async function editEvent(
  deps: EventChangeDeps,
  input: { actor: Actor; id: string; form: EventForm; paid: PaidDifference | null },
): Promise<EditOutcome> {
  const { actor, id, form, paid } = input;
  const event = await changeableEvent(deps.db, actor, id);
  refuseIfCancelled(event);
  const admin = can(actor, "events.editAny");
  const price = await repricing(deps, id, form, paid?.cents ?? 0);
  // Editing needs no payment, so it cannot buy a longer or pricier rental for free.
  if (!admin && price.rented && price.deltaCents > 0) {
    throw new AppError("conflict", {
      reason: "rental_price_increase",
      paidCents: price.paidCents,
      quoteCents: price.quoteCents,
    });
  }
  const changed = changedFields(detailsOfRow(event), detailsOfForm(form));
  const approved = event.approval_status === "approved";
  const waits = !admin && approved && touches(changed, FIELDS_NEEDING_APPROVAL);

  if (waits && (await eventHasSales(deps.db, id))) {
    const change = await submitChange(deps, { actor, event, form, deltaCents: price.deltaCents, paid });
    return { event: await managedView(deps, actor, id), change: eventChangeView(change) };
  }
  await applyEdit(deps, {
    actor,
    event,
    form,
    rentalOrders: price.orders,
    refundCents: Math.max(0, -price.deltaCents),
    paid,
    backToPending: waits,
    replacesPending: !admin,
    approvingChange: null,
  });
  return { event: await managedView(deps, actor, id), change: null };
}

/** Stores the edit as the event's pending change, replacing (withdrawing) an earlier one. */
async function submitChange(
  deps: EventChangeDeps,
  input: { actor: Actor; event: EventRow; form: EventForm; deltaCents: number; paid: PaidDifference | null },
): Promise<EventChangeRow> {
  const at = nowIso(deps.now);
  const row: EventChangeRow = {
    id: crypto.randomUUID(),
    event_id: input.event.id,
    requested_by: input.actor.userId,
    changes: JSON.stringify(input.form),
    status: "pending",
    price_delta_cents: input.deltaCents,
    created_at: at,
    decided_at: null,
    decided_by: null,
  };
  await deps.db.transaction().execute(async (trx) => {
    await linkPaidDifference(trx, input.paid, input.event.id, at);
    await withdrawPendingChanges(trx, input.event.id, input.actor.userId, at);
    await insertEventChange(trx, row);
  });
  return row;
}

interface ApplyInput {
  actor: Actor;
  event: EventRow;
  form: EventForm;
  /** The rental's paid orders, newest first: a refund is taken from them in that order. */
  rentalOrders: Repricing["orders"];
  /** What the edit costs less than what is left of the rental's payments: given back with it. */
  refundCents: number;
  /** The difference paid for this edit, linked to the event in its transaction. */
  paid: PaidDifference | null;
  /** A manager's edit of an approved event with nothing sold: the event waits for approval again. */
  backToPending: boolean;
  /** The manager's new edit replaces their pending change. */
  replacesPending: boolean;
  /** The pending change an admin approves, decided in the same transaction. */
  approvingChange: string | null;
}

/**
 * Applies an edit in one transaction: the event's new details (and approval status), the decision
 * on the change approved, the refund owed for a cheaper rental and the buyers' mails. With a
 * refund, the rental order is locked first, as every money path does; a refund larger than the
 * newest payment takes the rest from the older ones right after the edit commits.
 */
async function applyEdit(deps: EventChangeDeps, input: ApplyInput): Promise<void> {
  const { event, form, actor } = input;
  const at = nowIso(deps.now);
  const write = async (trx: Transaction<DB>) => {
    await lockEventForSeatChanges(trx, event.id);
    const current = await trx.selectFrom("events").selectAll().where("id", "=", event.id).executeTakeFirst();
    if (!current || current.cancelled_at !== null) throw new AppError("conflict", { reason: "event_cancelled" });
    if (input.approvingChange) {
      if (!(await decideEventChange(trx, input.approvingChange, "approved", actor.userId, at))) {
        const latest = await findEventChange(trx, input.approvingChange);
        throw new AppError("conflict", { reason: "change_decided", status: latest?.status ?? "withdrawn" });
      }
    } else if (input.replacesPending) {
      await withdrawPendingChanges(trx, event.id, actor.userId, at);
    }
    if (input.backToPending && (await eventHasSales(trx, event.id))) {
      // Sold meanwhile: asking again stores the edit for approval instead.
      throw new AppError("conflict", { reason: "approval_status", status: current.approval_status });
    }
    await linkPaidDifference(trx, input.paid, event.id, at);
    const details = eventDetails(form);
    await trx
      .updateTable("events")
      .set({
        ...details,
        updated_at: at,
        ...(input.backToPending ? { approval_status: "pending" as const, approved_by: null, approved_at: null } : {}),
      })
      .where("id", "=", event.id)
      .execute();
    const changed = changedFields(detailsOfRow(current), detailsOfForm(form));
    if (touches(changed, FIELDS_BUYERS_ARE_TOLD)) {
      await mailBuyersOfMove(trx, deps, event.id, {
        title: details.title,
        titleEs: details.title_es,
        before: { eventDate: current.event_date, venue: current.venue },
        after: { eventDate: details.event_date, venue: details.venue },
      });
    }
  };
  const [first, ...others] = refundsFrom(input.rentalOrders, input.refundCents);
  if (first) {
    await refundOrderAmount(deps, { ...first, reason: "event_change" }, (trx) => write(trx));
    for (const refund of others) await refundOrderAmount(deps, { ...refund, reason: "event_change" });
  } else {
    await deps.db.transaction().execute(write);
  }
  deps.mailer.nudge();
}

/** The pending change `changeId` of event `id`, or why it cannot be decided. */
async function pendingChangeOf(deps: EventChangeDeps, id: string, changeId: string): Promise<EventChangeRow> {
  const change = await findEventChange(deps.db, changeId);
  if (change?.event_id !== id) throw new AppError("not_found");
  if (change.status !== "pending") throw new AppError("conflict", { reason: "change_decided", status: change.status });
  return change;
}

export interface ChangeDecision {
  event: ManagedEvent;
  change: EventChange;
}

/**
 * An admin decides a pending change. Approving applies it (repriced against what is left of the
 * rental's payment: a cheaper rental is refunded, a dearer one is the admin's to allow) and mails
 * the buyers if the event moves; rejecting leaves the event as it is.
 */
export async function decideEventChangeRequest(
  deps: EventChangeDeps,
  input: { actor: Actor; id: string; changeId: string; decision: "approve" | "reject" },
): Promise<ChangeDecision> {
  const { actor, id, changeId, decision } = input;
  const change = await pendingChangeOf(deps, id, changeId);
  const event = await findEvent(deps.db, id);
  if (!event) throw new AppError("not_found");
  refuseIfCancelled(event);
  if (decision === "approve") {
    const form = formOfChange(change);
    const price = await repricing(deps, id, form);
    await applyEdit(deps, {
      actor,
      event,
      form,
      rentalOrders: price.orders,
      refundCents: Math.max(0, -price.deltaCents),
      paid: null,
      backToPending: false,
      replacesPending: false,
      approvingChange: change.id,
    });
  } else if (!(await decideEventChange(deps.db, change.id, "rejected", actor.userId, nowIso(deps.now)))) {
    throw new AppError("conflict", { reason: "change_decided", status: "decided" });
  }
  const decided = (await findEventChange(deps.db, change.id)) as EventChangeRow;
  return { event: await managedView(deps, actor, id), change: eventChangeView(decided) };
}

/** The event's manager (or an admin) takes back a pending change; the event stays as approved. */
export async function withdrawEventChange(
  deps: EventChangeDeps,
  input: { actor: Actor; id: string; changeId: string },
): Promise<ChangeDecision> {
  const { actor, id, changeId } = input;
  await changeableEvent(deps.db, actor, id);
  const change = await pendingChangeOf(deps, id, changeId);
  if (!(await decideEventChange(deps.db, change.id, "withdrawn", actor.userId, nowIso(deps.now)))) {
    throw new AppError("conflict", { reason: "change_decided", status: "decided" });
  }
  const decided = (await findEventChange(deps.db, change.id)) as EventChangeRow;
  return { event: await managedView(deps, actor, id), change: eventChangeView(decided) };
}
