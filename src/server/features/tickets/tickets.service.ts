import type { Kysely } from "kysely";
import { spanishOf, titleIn } from "#domain/event-text";
import type { Language } from "#domain/i18n/translate";
import type { HeldOrderResponse, TicketView } from "#domain/schemas/tickets";
import type { SignedInUser } from "#server/context";
import type { DB } from "#server/db/schema";
import {
  findOrderSeats,
  getOwnOrder,
  ownTicketOfUser,
  type TicketRow,
  ticketHistoryOfUser,
  ticketsTransferredAwayBy,
} from "#server/features/orders";
import { AppError } from "#server/http/errors";
import { nowIso } from "#server/platform/clock";
import { calendarFileName, ticketCalendar } from "./ticket-calendar";
import { type TicketKey, ticketCodeOf } from "./ticket-codes";
import { findLatestTransfers, findOpenHoldId } from "./tickets.repository";

/**
 * The user's tickets, newest booking first. Only a valid ticket (paid or complimentary, its event
 * not cancelled, not passed on) carries the door's ticket code; a refunded seat or one of a
 * cancelled event shows what became of it and what was given back, and admits nobody. Tickets the
 * user passed on stay listed, as `transferred` to whom they went, without a code: the one still
 * waiting for its recipient's account, and the ones that now belong to someone else (each once;
 * a ticket that came back to the user is listed as theirs).
 */
export async function listTickets(
  deps: { db: Kysely<DB>; ticketKey: TicketKey; now: Date },
  input: { user: SignedInUser },
): Promise<TicketView[]> {
  const [rows, away] = await Promise.all([
    ticketHistoryOfUser(deps.db, input.user.id),
    ticketsTransferredAwayBy(deps.db, input.user.id),
  ]);
  const transfers = new Map(
    (
      await findLatestTransfers(
        deps.db,
        rows.map((row) => row.booking_id),
      )
    ).map((t) => [t.booking_id, t]),
  );
  const held = rows.map((row): TicketView => {
    const givenBack = row.payment_status === "refunded" || row.payment_status === "void";
    const state: TicketView["state"] = row.cancelled_at
      ? "event_cancelled"
      : givenBack
        ? "refunded"
        : row.transfer_to
          ? "transferred"
          : "valid";
    const checkedIn = row.checked_in_at ? { at: row.checked_in_at, gate: row.checked_in_gate ?? "" } : null;
    const transfer = transfers.get(row.booking_id);
    return {
      ...ticketOfRow(row, input.user.id),
      state,
      refundedCents: givenBackToBuyer(row, input.user.id),
      ticketToken:
        state === "valid"
          ? ticketCodeOf(deps.ticketKey, {
              bookingId: row.booking_id,
              eventId: row.event_id,
              section: row.section,
              row: row.row_number,
              seat: row.seat_number,
              version: row.ticket_version,
            })
          : null,
      ticketVersion: row.ticket_version,
      checkedIn,
      transferable: state === "valid" && !checkedIn && new Date(row.event_date) > deps.now,
      transfer: row.transfer_to
        ? { from: null, to: row.transfer_to, at: transfer?.created_at ?? row.booking_date }
        : transfer
          ? { from: transfer.from_email, to: null, at: transfer.created_at }
          : null,
    };
  });
  const passedOn = away.map(
    (row): TicketView => ({
      ...ticketOfRow(row, input.user.id),
      state: "transferred",
      // Passed on, then given back (a refund, the event's cancellation): the money came back to its buyer.
      refundedCents: givenBackToBuyer(row, input.user.id),
      ticketToken: null,
      // The version the user handed over; what its new holder did with it since is theirs.
      ticketVersion: row.to_version,
      checkedIn: null,
      transferable: false,
      transfer: { from: null, to: row.to_email, at: row.transferred_at },
    }),
  );
  return [...held, ...passedOn].sort(newestBookingFirst);
}

/**
 * What was given back for a seat to the viewer: its price once it was refunded or voided, and only
 * to its buyer (whoever holds it now); a complimentary seat cost nothing to give back.
 */
function givenBackToBuyer(row: TicketRow, viewerId: string): number {
  if (row.buyer_id !== viewerId || isComplimentary(row)) return 0;
  return row.payment_status === "refunded" || row.payment_status === "void" ? row.total_amount_cents : 0;
}

function isComplimentary(row: TicketRow): boolean {
  return row.payment_status === "complimentary" || row.provider === "complimentary";
}

/** What every listed ticket says of its seat, event and order, whatever became of it. */
function ticketOfRow(row: TicketRow, viewerId: string) {
  const complimentary = isComplimentary(row);
  return {
    bookingId: row.booking_id,
    orderId: row.order_id,
    seatId: row.seat_id,
    section: row.section,
    row: row.row_number,
    seat: row.seat_number,
    access: row.access,
    priceCents: row.total_amount_cents,
    paymentStatus: complimentary ? ("complimentary" as const) : ("completed" as const),
    origin: row.buyer_id === viewerId ? ("bought" as const) : ("received" as const),
    bookingDate: row.booking_date,
    event: {
      id: row.event_id,
      title: row.title,
      description: row.description,
      ...spanishOf(row),
      eventDate: row.event_date,
      venue: row.venue,
      cancelReason: row.cancelled_at ? (row.cancel_reason ?? "") : null,
    },
    order: { provider: row.provider, paidAt: row.paid_at },
  };
}

/** Newest booking first; within a booking time, by row and seat. */
function newestBookingFirst(a: TicketView, b: TicketView): number {
  if (a.bookingDate !== b.bookingDate) return a.bookingDate < b.bookingDate ? 1 : -1;
  return a.row - b.row || a.seat - b.seat;
}

/** The calendar file of one of the user's own tickets: one entry for its whole order. */
export async function ticketCalendarFile(
  deps: { db: Kysely<DB>; publicUrl: string },
  input: { user: SignedInUser; bookingId: string; language: Language },
): Promise<{ fileName: string; ics: string }> {
  const ticket = await ownTicketOfUser(deps.db, input.user.id, input.bookingId);
  if (!ticket) throw new AppError("not_found");
  const seats = await findOrderSeats(deps.db, ticket.order_id);
  const ics = ticketCalendar(
    {
      orderId: ticket.order_id,
      event: {
        title: titleIn({ title: ticket.title, titleEs: ticket.title_es }, input.language),
        eventDate: ticket.event_date,
        venue: ticket.venue,
        rentalHours: ticket.rental_hours,
      },
      seats: seats.map((s) => ({ section: s.section, row: s.row_number, seat: s.seat_number, access: s.access })),
    },
    input.language,
    deps.publicUrl,
  );
  return {
    fileName: calendarFileName(titleIn({ title: ticket.title, titleEs: ticket.title_es }, input.language)),
    ics,
  };
}

/**
 * The user's hold on an event that has not lapsed, if any. The server's clock comes along: the
 * browser counts the time left from it, not its own.
 */
export async function openHold(
  deps: { db: Kysely<DB>; now: Date },
  input: { user: SignedInUser; eventId: string },
): Promise<HeldOrderResponse> {
  const at = nowIso(deps.now);
  const hold = await findOpenHoldId(deps.db, input.user.id, input.eventId, at);
  return { order: hold ? await getOwnOrder(deps, { user: input.user, orderId: hold.id }) : null, now: at };
}
