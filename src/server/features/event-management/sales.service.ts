import type { Kysely } from "kysely";
import { slug } from "#domain/calendar-file";
import { type KeyUnder, type Language, translate } from "#domain/i18n/translate";
import type { Actor } from "#domain/permissions";
import type { EventSales, SalesFigures, SalesOrder, SectionSales } from "#domain/schemas/money";
import { SECTION_KEYS, sectionNameOf } from "#domain/seating/layouts";
import { venueDateOf } from "#domain/time";
import type { DB, EventRow } from "#server/db/schema";
import { type SoldSeatRow, soldSeatsOfEvent } from "#server/features/orders";
import { csvAmount, toCsv } from "#server/http/csv";
import { changeableEvent } from "./event-management.service";
import { findTransfersOfEvent, type TransferRow } from "./sales.repository";

type SeatStatus = SalesOrder["seats"][number]["status"];

const SEAT_STATUS: Record<SoldSeatRow["payment_status"], SeatStatus> = {
  completed: "sold",
  complimentary: "complimentary",
  refunded: "refunded",
  void: "void",
  // Not read (the query keeps settled seats only); here so every status has its name.
  held: "void",
  released: "void",
};

function emptyFigures(): SalesFigures {
  return { seatsSold: 0, comps: 0, refunds: 0, refundedCents: 0, grossCents: 0, revenueCents: 0 };
}

/**
 * Counts one seat. A paid seat counts once in gross sales whatever happened to it after; a seat
 * given back (refunded, or voided when the provider took the money back) counts as a refund of
 * its price. Revenue is what was paid minus what was given back. Complimentary seats cost nothing.
 */
function count(figures: SalesFigures, status: SeatStatus, cents: number): void {
  if (status === "sold") figures.seatsSold += 1;
  if (status === "complimentary") figures.comps += 1;
  if (status === "refunded" || status === "void") {
    figures.refunds += 1;
    figures.refundedCents += cents;
  }
  figures.grossCents += cents;
  figures.revenueCents = figures.grossCents - figures.refundedCents;
}

/**
 * The figures of an event's seats, in total and by section, its orders with their seats, and the
 * history of its tickets' transfers.
 */
export function salesOf(
  event: EventRow,
  rows: readonly SoldSeatRow[],
  transfers: readonly TransferRow[] = [],
): EventSales {
  const totals = emptyFigures();
  const sections = new Map<string, SectionSales>();
  const orders = new Map<string, SalesOrder>();
  for (const row of rows) {
    const status = SEAT_STATUS[row.payment_status];
    count(totals, status, row.total_amount_cents);
    const section = sections.get(row.section) ?? { section: row.section, ...emptyFigures() };
    count(section, status, row.total_amount_cents);
    sections.set(row.section, section);
    const order = orders.get(row.order_id) ?? {
      id: row.order_id,
      buyerEmail: row.email,
      buyerName: row.full_name.trim() || row.email,
      status: row.order_status as SalesOrder["status"],
      provider: row.provider,
      totalCents: row.total_cents,
      refundedCents: row.refunded_cents,
      paidAt: row.paid_at,
      seats: [],
    };
    order.seats.push({
      id: row.seat_id,
      section: row.section,
      row: row.row_number,
      seat: row.seat_number,
      priceCents: row.total_amount_cents,
      status,
    });
    orders.set(row.order_id, order);
  }
  return {
    eventId: event.id,
    title: event.title,
    eventDate: event.event_date,
    cancelledAt: event.cancelled_at,
    cancelReason: event.cancel_reason,
    currency: rows[0]?.currency ?? "USD",
    totals,
    sections: [...sections.values()].sort((a, b) => (a.section < b.section ? -1 : a.section > b.section ? 1 : 0)),
    orders: [...orders.values()],
    transfers: transfers.map((transfer) => ({
      seatId: transfer.seat_id,
      section: transfer.section,
      row: transfer.row_number,
      seat: transfer.seat_number,
      fromEmail: transfer.from_email,
      toEmail: transfer.to_email,
      at: transfer.created_at,
      claimedAt: transfer.claimed_at,
    })),
  };
}

/** An event's sales for its manager or an admin. */
export async function eventSales(deps: { db: Kysely<DB> }, input: { actor: Actor; id: string }): Promise<EventSales> {
  const event = await changeableEvent(deps.db, input.actor, input.id);
  const [seats, transfers] = await Promise.all([
    soldSeatsOfEvent(deps.db, event.id),
    findTransfersOfEvent(deps.db, event.id),
  ]);
  return salesOf(event, seats, transfers);
}

function sectionLabel(language: Language, section: string): string {
  const name = sectionNameOf(section);
  return name ? translate(language, `tickets.sections.${SECTION_KEYS[name]}`) : section;
}

/**
 * A file name from the event's English title and venue date: letters, digits and dashes only, the
 * accents dropped ("Canción" is "cancion"), the same whatever the reader's language.
 */
function fileName(event: EventRow, what: string): string {
  return `${slug(event.title) || "event"}-${venueDateOf(new Date(event.event_date))}-${what}.csv`;
}

export interface CsvFile {
  fileName: string;
  body: string;
}

/** One line per order: buyer, status, how paid, seats, total, refunded and net. */
export async function ordersCsv(
  deps: { db: Kysely<DB> },
  input: { actor: Actor; id: string; language: Language },
): Promise<CsvFile> {
  const event = await changeableEvent(deps.db, input.actor, input.id);
  const sales = salesOf(event, await soldSeatsOfEvent(deps.db, event.id));
  const h = (key: KeyUnder<"manage.money.csv">) => translate(input.language, `manage.money.csv.${key}`);
  const rows = sales.orders.map((order) => [
    order.id,
    translate(input.language, `manage.money.orderStatus.${order.status}`),
    order.buyerName,
    order.buyerEmail,
    order.provider ?? "",
    order.paidAt ?? "",
    order.seats.length,
    csvAmount(order.totalCents),
    csvAmount(order.refundedCents),
    csvAmount(order.totalCents - order.refundedCents),
  ]);
  return {
    fileName: fileName(event, "orders"),
    body: toCsv([
      [
        h("order"),
        h("status"),
        h("buyerName"),
        h("buyerEmail"),
        h("provider"),
        h("paidAt"),
        h("seats"),
        h("total"),
        h("refunded"),
        h("net"),
      ],
      ...rows,
    ]),
  };
}

/** One line per seat that admits someone (sold or complimentary): who, where, which order. */
export async function attendeesCsv(
  deps: { db: Kysely<DB> },
  input: { actor: Actor; id: string; language: Language },
): Promise<CsvFile> {
  const event = await changeableEvent(deps.db, input.actor, input.id);
  const h = (key: KeyUnder<"manage.money.csv">) => translate(input.language, `manage.money.csv.${key}`);
  const rows = (await soldSeatsOfEvent(deps.db, event.id))
    .filter((row) => row.payment_status === "completed" || row.payment_status === "complimentary")
    .map((row) => [
      row.user_name,
      row.user_email,
      sectionLabel(input.language, row.section),
      row.row_number,
      row.seat_number,
      translate(input.language, `manage.money.seatStatus.${SEAT_STATUS[row.payment_status]}`),
      row.order_id,
    ]);
  return {
    fileName: fileName(event, "attendees"),
    body: toCsv([[h("name"), h("email"), h("section"), h("row"), h("seat"), h("ticket"), h("order")], ...rows]),
  };
}
