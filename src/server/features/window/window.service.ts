import type { Language } from "#domain/i18n/translate";
import type { Actor } from "#domain/permissions";
import { canReadShift } from "#domain/permissions";
import type { PricingRules } from "#domain/pricing";
import type {
  PrintedTicket,
  ShiftReport,
  WindowOrderView,
  WindowPayment,
  WindowSaleResponse,
} from "#domain/schemas/window";
import { paymentMethodOf } from "#domain/schemas/window";
import { sectionNameOf } from "#domain/seating/layouts";
import { venueDateOf, venueTimeToInstant } from "#domain/time";
import type { SignedInUser } from "#server/context";
import {
  cancelHeldOrder,
  findOrder,
  findOrderSeats,
  holdWindowSeats,
  type OrderRow,
  orderDetails,
  settlePayment,
} from "#server/features/orders";
import { type PaymentsDeps, startStripeCheckout } from "#server/features/payments";
import { guestHolder, type TicketKey, ticketCodeOf } from "#server/features/tickets";
import { AppError } from "#server/http/errors";
import { nowIso } from "#server/platform/clock";
import { findEventTitle, findOperator, shiftLedger, shiftSales } from "./window.repository";

/**
 * The box-office window: staff sell seats at the venue, take cash, the venue's card terminal or
 * Stripe Checkout on the buyer's phone, print the tickets and read their shift. Every sale is a
 * held order in the operator's name paid through settlement (`settlePayment`), like any other:
 * the ledger records its charge, the mail it owes is queued, the seats turn sold on every chart.
 */

export interface WindowDeps extends PaymentsDeps {
  ticketKey: TicketKey;
  /** The venue's service fee and sales tax: the window sells at the all-in prices the chart shows. */
  pricing?: PricingRules;
}

interface WindowDetails {
  buyer?: { name: string; email: string | null };
  guest?: { email: string; name: string };
  cash?: { tenderedCents: number };
}

function windowDetails(details: string | null): WindowDetails {
  return orderDetails(details) as WindowDetails;
}

/**
 * Sells seats at the window. Cash and the card terminal are settled at once (a cash sale must be
 * handed at least its total, or nothing is sold); a Stripe sale answers the held order and the
 * Checkout address for the QR code, and Stripe's webhook pays it.
 */
export async function sellAtWindow(
  deps: WindowDeps,
  input: {
    operator: SignedInUser;
    eventId: string;
    seatIds: string[];
    accessible?: boolean | undefined;
    buyerName?: string | undefined;
    buyerEmail?: string | undefined;
    payment: WindowPayment;
    language: Language;
  },
): Promise<WindowSaleResponse> {
  const { operator, payment } = input;
  const name = input.buyerName?.trim() ?? "";
  const email = input.buyerEmail?.trim().toLowerCase() || null;
  const holder = email ? await guestHolder(deps.db, { issuer: operator, email, name }) : null;
  const details: WindowDetails & { language: Language } = {
    language: input.language,
    ...(name || email ? { buyer: { name, email } } : {}),
    // The confirmation mail goes to the buyer who gave an address (as a named guest's does).
    ...(email ? { guest: { email, name: name || email } } : {}),
    ...(payment.method === "cash" ? { cash: { tenderedCents: payment.tenderedCents } } : {}),
  };
  const held = await holdWindowSeats(deps, {
    user: operator,
    eventId: input.eventId,
    seatIds: input.seatIds,
    accessible: input.accessible ?? false,
    ...(holder ? { holder } : {}),
    paymentReference: payment.method === "card_terminal" ? payment.reference : null,
    details: JSON.stringify(details),
  });

  if (payment.method === "stripe") {
    const { url } = await startStripeCheckout(deps, { user: operator, orderId: held.id, language: input.language });
    return { order: await windowOrder(deps, { orderId: held.id }), checkoutUrl: url };
  }

  if (payment.method === "cash" && payment.tenderedCents < held.totalCents) {
    // Nothing is sold: the seats go back at once.
    await cancelHeldOrder(deps, { user: operator, orderId: held.id });
    // A field error in the window's own texts (the form shows it beside the amount).
    throw new AppError("validation_failed", undefined, { "payment.tenderedCents": "window.errors.tenderedShort" });
  }
  const outcome = await settlePayment(
    deps,
    {
      orderId: held.id,
      provider: payment.method,
      // One payment per order: the window's own reference for the money it took.
      providerRef: `window:${held.id}`,
      amountCents: held.totalCents,
      currency: held.currency,
    },
    { language: input.language },
  );
  if (outcome.kind === "flagged") {
    throw new AppError("conflict", {
      reason: outcome.problem === "event_cancelled" ? "event_cancelled" : "hold_expired",
    });
  }
  return { order: await windowOrder(deps, { orderId: held.id }), checkoutUrl: null };
}

/** Whether the actor may see a window order: the operator who sold it, or an admin. */
function mayRead(actor: Actor, order: OrderRow): boolean {
  return order.channel === "window" && (order.operator_id === actor.userId || actor.roles.includes("admin"));
}

/** A window order as the window shows and prints it; another operator's is not found. */
export async function readWindowOrder(
  deps: Pick<WindowDeps, "db" | "ticketKey">,
  input: { actor: Actor; orderId: string },
): Promise<WindowOrderView> {
  const order = await findOrder(deps.db, input.orderId);
  if (!order || !mayRead(input.actor, order)) throw new AppError("not_found");
  return windowOrder(deps, { orderId: order.id });
}

async function windowOrder(
  deps: Pick<WindowDeps, "db" | "ticketKey">,
  input: { orderId: string },
): Promise<WindowOrderView> {
  const order = await findOrder(deps.db, input.orderId);
  if (!order?.event_id) throw new AppError("not_found");
  const event = await findEventTitle(deps.db, order.event_id);
  const details = windowDetails(order.details);
  const settled = order.status === "paid" || order.status === "refunded";
  const seats = settled ? await findOrderSeats(deps.db, order.id) : [];
  const tickets: PrintedTicket[] = seats.map((s) => ({
    bookingId: s.booking_id,
    section: s.section,
    sectionName: sectionNameOf(s.section) ?? s.section,
    row: s.row_number,
    seat: s.seat_number,
    priceCents: s.total_amount_cents,
    code: ticketCodeOf(deps.ticketKey, {
      bookingId: s.booking_id,
      eventId: s.event_id,
      section: s.section,
      row: s.row_number,
      seat: s.seat_number,
      version: s.ticket_version,
    }),
  }));
  const tendered = details.cash?.tenderedCents;
  return {
    id: order.id,
    status: order.status,
    channel: order.channel,
    paymentMethod: order.payment_method ?? paymentMethodOf(order.paid_at ? order.provider : null),
    paymentReference: order.payment_reference,
    totalCents: order.total_cents,
    currency: order.currency,
    expiresAt: order.expires_at,
    paidAt: order.paid_at,
    buyer: details.buyer ? { name: details.buyer.name, email: details.buyer.email ?? "" } : null,
    event: {
      id: order.event_id,
      title: event?.title ?? "",
      titleEs: event?.title_es ?? null,
      eventDate: event?.event_date ?? "",
    },
    tickets,
    cash:
      tendered !== undefined && order.payment_method === "cash"
        ? { tenderedCents: tendered, changeCents: tendered - order.total_cents }
        : null,
  };
}

/**
 * One operator's shift: the window orders they sold between `from` (default: the start of the
 * venue's day) and `to` (default: now), and the money of those orders in the ledger in that time —
 * every charge and refund is a ledger row, so what the drawer should hold is read from the rows
 * themselves: cash taken less cash given back.
 */
export async function shiftReport(
  deps: Pick<WindowDeps, "db" | "now">,
  input: { actor: Actor; operatorId?: string | undefined; from?: string | undefined; to?: string | undefined },
): Promise<ShiftReport> {
  const operatorId = input.operatorId ?? input.actor.userId;
  if (!operatorId || !canReadShift(input.actor, operatorId)) throw new AppError("forbidden");
  const operator = await findOperator(deps.db, operatorId);
  if (!operator) throw new AppError("not_found");
  const to = input.to ? new Date(input.to).toISOString() : nowIso(deps.now);
  const from = input.from
    ? new Date(input.from).toISOString()
    : venueTimeToInstant(venueDateOf(deps.now), "00:00").toISOString();
  if (from > to) throw new AppError("bad_request");

  const [sales, ledger] = await Promise.all([
    shiftSales(deps.db, { operatorId, from, to }),
    shiftLedger(deps.db, { operatorId, from, to }),
  ]);
  const byMethod = new Map<string, { orders: Set<string>; takenCents: number; refundedCents: number }>();
  for (const row of ledger) {
    const method = paymentMethodOf(row.provider) ?? "card";
    const entry = byMethod.get(method) ?? { orders: new Set<string>(), takenCents: 0, refundedCents: 0 };
    if (row.kind === "charge") {
      entry.takenCents += row.amount_cents;
      if (row.order_id) entry.orders.add(row.order_id);
    } else {
      entry.refundedCents += row.amount_cents;
    }
    byMethod.set(method, entry);
  }
  const methods = [...byMethod.entries()]
    .map(([method, e]) => ({
      method: method as ShiftReport["byMethod"][number]["method"],
      orders: e.orders.size,
      takenCents: e.takenCents,
      refundedCents: e.refundedCents,
    }))
    .sort((a, b) => a.method.localeCompare(b.method));
  const net = (m: (typeof methods)[number] | undefined) => (m ? m.takenCents - m.refundedCents : 0);
  return {
    operator: { id: operator.id, name: operator.full_name, email: operator.email },
    from,
    to,
    orders: sales.length,
    tickets: sales.reduce((sum, s) => sum + Number(s.tickets), 0),
    ticketsRefunded: sales.reduce((sum, s) => sum + Number(s.tickets_refunded), 0),
    byMethod: methods,
    cashExpectedCents: net(methods.find((m) => m.method === "cash")),
    cardCents: methods
      .filter((m) => m.method === "card" || m.method === "card_terminal")
      .reduce((s, m) => s + net(m), 0),
    refundedCents: methods.reduce((sum, m) => sum + m.refundedCents, 0),
    sales: sales.map((s) => ({
      orderId: s.id,
      paidAt: s.paid_at ?? "",
      eventTitle: s.title,
      eventTitleEs: s.title_es,
      tickets: Number(s.tickets),
      method: s.payment_method ?? "card",
      totalCents: s.total_cents,
      refundedCents: s.refunded_cents,
    })),
  };
}
