import type { Kysely } from "kysely";
import { type PricingRules, sumLines } from "#domain/pricing";
import type { OrderView, ReceiptResponse, SeatMapChange } from "#domain/schemas/tickets";
import type { OrderChannel, PaymentMethod } from "#domain/schemas/window";
import type { SignedInUser } from "#server/context";
import type { DB, OrderKind, OrderStatus } from "#server/db/schema";
import { findEvent } from "#server/features/events";
import { AppError } from "#server/http/errors";
import { nowIso } from "#server/platform/clock";
import type { OrderEvents } from "#server/platform/order-events";
import type { SeatChangeDetail, SeatChanges } from "#server/platform/realtime";
import { findOrder, findOrderSeats, type NewOrder, type OrderRow } from "./orders.repository";

/** What the order services work with: the database, the seat-change feed and the time of the request. */
export interface OrdersDeps {
  db: Kysely<DB>;
  seatChanges: SeatChanges;
  now: Date;
  /** The venue's service fee and sales tax (`config.pricing`); none when absent. */
  pricing?: PricingRules;
  /**
   * Where seats that come back are announced (`seats.returned`) in the transaction that frees them.
   * Without it, a claim releases lapsed holds on its seats itself and nobody else hears of them.
   */
  orderEvents?: OrderEvents;
  /**
   * Outside a waiting room, seats held or bought from one network in this many minutes count
   * against the event's per-account limit together (0 or absent: no window).
   */
  networkSeatWindowMinutes?: number;
}

/** Reading an order needs only the database. */
export type OrderReadDeps = Pick<OrdersDeps, "db">;

/** Who claims which seats of which event. */
export interface ClaimInput {
  user: SignedInUser;
  eventId: string;
  seatIds: string[];
  /** The buyer said they need wheelchair-accessible seating (self-declared; see `accessible.ts`). */
  accessible?: boolean | undefined;
  /** A presale or promo code the buyer entered (a buyer's own hold only). */
  code?: string | undefined;
  /** The keyed hash of the network the request came from (`clientNetwork`), for a buyer's own hold. */
  network?: string | null;
  /** The hold passed an active waiting room's admission (which paces buyers itself). */
  queued?: boolean;
}

/** Names one order of a signed-in user. */
export interface OwnOrderInput {
  user: SignedInUser;
  orderId: string;
}

/**
 * A new order row, the same for every kind: priced in US dollars, not yet paid through a
 * provider, created and updated now. Holds, complimentary bookings and rentals all start here.
 */
export function newOrderRow(fields: {
  userId: string;
  eventId: string | null;
  kind: OrderKind;
  status: OrderStatus;
  totalCents: number;
  now: Date;
  provider?: string | null;
  details?: string | null;
  expiresAt?: string | null;
  paidAt?: string | null;
  channel?: OrderChannel;
  operatorId?: string | null;
  paymentMethod?: PaymentMethod | null;
  paymentReference?: string | null;
  /** The keyed hash of the buyer's network, for a buyer's own hold. */
  network?: string | null;
}): NewOrder {
  const at = nowIso(fields.now);
  return {
    id: crypto.randomUUID(),
    user_id: fields.userId,
    event_id: fields.eventId,
    kind: fields.kind,
    status: fields.status,
    total_cents: fields.totalCents,
    currency: "USD",
    provider: fields.provider ?? null,
    provider_ref: null,
    details: fields.details ?? null,
    expires_at: fields.expiresAt ?? null,
    paid_at: fields.paidAt ?? null,
    checkout_ref: null,
    channel: fields.channel ?? "online",
    operator_id: fields.operatorId ?? null,
    payment_method: fields.paymentMethod ?? null,
    payment_reference: fields.paymentReference ?? null,
    network: fields.network ?? null,
    created_at: at,
    updated_at: at,
  };
}

/**
 * The receipt of one of the user's bought orders (paid, given, or refunded since). A hold, or an
 * order that lapsed or was cancelled unpaid, has none.
 */
export async function getOwnReceipt(deps: OrderReadDeps, input: OwnOrderInput): Promise<ReceiptResponse> {
  const order = await ownOrder(deps, input);
  if (order.kind !== "tickets" || !["paid", "complimentary", "refunded"].includes(order.status)) {
    throw new AppError("not_found");
  }
  const [seats, event] = await Promise.all([
    findOrderSeats(deps.db, order.id),
    order.event_id ? findEvent(deps.db, order.event_id) : undefined,
  ]);
  return {
    order: toOrderView(order, seats),
    refundedCents: order.refunded_cents,
    refundedSeatIds: seats.filter((s) => s.payment_status === "refunded").map((s) => s.id),
    event: event ? { id: event.id, title: event.title, titleEs: event.title_es, date: event.event_date } : null,
    buyer: { name: input.user.name, email: input.user.email },
  };
}

export async function getOwnOrder(deps: OrderReadDeps, input: OwnOrderInput): Promise<OrderView> {
  await ownOrder(deps, input);
  return orderView(deps, { orderId: input.orderId });
}

/** The user's own order row; another person's order is answered like a missing one. */
export async function ownOrder(deps: OrderReadDeps, input: OwnOrderInput): Promise<OrderRow> {
  const order = await findOrder(deps.db, input.orderId);
  // Ids are not secrets to confirm: someone else's order is "not found" too.
  if (!order || order.user_id !== input.user.id) throw new AppError("not_found");
  return order;
}

export async function orderView(deps: OrderReadDeps, input: { orderId: string }): Promise<OrderView> {
  const order = await findOrder(deps.db, input.orderId);
  if (!order) throw new AppError("not_found");
  return toOrderView(order, await findOrderSeats(deps.db, input.orderId));
}

/** A seat of an order as read or as just inserted: its place and its price line as charged. */
export interface OrderSeatRow {
  id: string;
  section: string;
  row_number: number;
  seat_number: number;
  total_amount_cents: number;
  list_cents: number;
  discount_cents: number;
  fee_cents: number;
  tax_cents: number;
}

/** A booking's price line from its columns (`total_amount_cents` is the line's total). */
export function lineOfBooking(s: Omit<OrderSeatRow, "id" | "section" | "row_number" | "seat_number">) {
  const ticketCents = s.total_amount_cents - s.fee_cents - s.tax_cents;
  return {
    listCents: s.list_cents,
    discountCents: s.discount_cents,
    ticketCents,
    feeCents: s.fee_cents,
    taxCents: s.tax_cents,
    totalCents: s.total_amount_cents,
  };
}

/** An order and its seats, in findOrderSeats' order, as the API answers them. */
export function toOrderView(order: NewOrder, seats: readonly OrderSeatRow[]): OrderView {
  const lines = seats.map(lineOfBooking);
  return {
    id: order.id,
    eventId: order.event_id,
    kind: order.kind,
    status: order.status,
    totalCents: order.total_cents,
    currency: order.currency,
    expiresAt: order.expires_at,
    provider: order.provider,
    createdAt: order.created_at,
    paidAt: order.paid_at,
    seats: seats.map((s, i) => {
      const { totalCents, ...parts } = lines[i] as ReturnType<typeof lineOfBooking>;
      return { id: s.id, section: s.section, row: s.row_number, seat: s.seat_number, priceCents: totalCents, ...parts };
    }),
    // A venue rental has no seats: its total is its ticket part.
    breakdown:
      seats.length > 0
        ? sumLines(lines)
        : { discountCents: 0, ticketCents: order.total_cents, feeCents: 0, taxCents: 0, totalCents: order.total_cents },
  };
}

/** Tells every open chart of an event that these seats changed (after the change committed). */
export function publishSeatChanges(
  deps: Pick<OrdersDeps, "seatChanges">,
  input: {
    eventId: string | null;
    byUserId: string;
    seats: (readonly [string, SeatMapChange["seats"][string]])[];
    holdExpiresAt?: string | null;
  },
): void {
  const detail = input.holdExpiresAt !== undefined ? { holdExpiresAt: input.holdExpiresAt } : undefined;
  publish(deps, input.eventId ?? "", input.byUserId, input.seats, detail);
}

export function publish(
  deps: Pick<OrdersDeps, "seatChanges">,
  eventId: string,
  byUserId: string,
  changes: (readonly [string, SeatMapChange["seats"][string]])[],
  detail?: SeatChangeDetail,
) {
  if (!eventId || changes.length === 0) return;
  deps.seatChanges.publish({ eventId, byUserId, seats: Object.fromEntries(changes) }, detail);
}

/** An order's `details` JSON as an object: empty when there is none or it cannot be read. */
export function orderDetails(details: string | null): Record<string, unknown> {
  if (!details) return {};
  try {
    const value: unknown = JSON.parse(details);
    return value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}
