import { z } from "zod";

/**
 * Money after the sale: cancelling an event (its buyers refunded), refunding one order, the
 * payment exceptions admins resolve, and an event's sales figures.
 */

/** The longest reason a cancellation may give; buyers read it in their mail. */
export const CANCEL_REASON_MAX = 500;

/** More seats than any one order holds; bounds the request before it is read. */
const REFUND_SEATS_MAX = 200;
const SEAT_ID_MAX = 200;

/** POST /api/manage/events/:id/cancel */
export const cancelEventSchema = z.object({
  reason: z
    .string({ error: "manage.money.cancel.reasonRequired" })
    .trim()
    .min(1, "manage.money.cancel.reasonRequired")
    .max(CANCEL_REASON_MAX, "validation.tooLong"),
});
export type CancelEventInput = z.input<typeof cancelEventSchema>;

/** POST /api/manage/orders/:id/refund: the seats to give back, or the whole order without them. */
export const refundOrderSchema = z.object({
  seatIds: z
    .array(
      z.string({ error: "validation.invalid" }).min(1, "validation.invalid").max(SEAT_ID_MAX, "validation.tooLong"),
      {
        error: "validation.invalid",
      },
    )
    .min(1, "manage.money.refund.noSeats")
    .max(REFUND_SEATS_MAX, "validation.outOfRange")
    .refine((ids) => new Set(ids).size === ids.length, "tickets.duplicateSeats")
    .optional(),
});
export type RefundOrderInput = z.input<typeof refundOrderSchema>;

/**
 * How an admin resolves a payment exception, one per kind of exception:
 * - `mark_refunded`: a refund owed through PayPal was made in PayPal (optionally its reference);
 * - `retry_refund`: a refund owed through a provider with a refund call is tried again;
 * - `mark_reviewed`: flagged money (a charge that could not be applied, a dispute) was looked at.
 */
export const EXCEPTION_RESOLUTIONS = ["mark_refunded", "retry_refund", "mark_reviewed"] as const;
export type ExceptionResolution = (typeof EXCEPTION_RESOLUTIONS)[number];

/** POST /api/manage/payments/exceptions/:id/resolve */
export const resolveExceptionSchema = z.object({
  action: z.enum(EXCEPTION_RESOLUTIONS, { error: "validation.invalid" }),
  reference: z.string({ error: "validation.invalid" }).trim().max(100, "validation.tooLong").optional(),
});
export type ResolveExceptionInput = z.input<typeof resolveExceptionSchema>;

// --- Responses ------------------------------------------------------------------------------

/** POST /api/manage/events/:id/cancel: what the cancellation did. */
export interface EventCancellation {
  eventId: string;
  cancelledAt: string;
  reason: string;
  /** Paid and complimentary orders given back. */
  ordersRefunded: number;
  /** Money given back (or owed, for refunds an admin makes in PayPal). */
  refundedCents: number;
  /** Refunds owed that the provider has not made yet: they appear under payment exceptions. */
  refundsPending: number;
  /** Holds that were released. */
  holdsReleased: number;
}

export interface CancelEventResponse {
  cancellation: EventCancellation;
}

/** POST /api/manage/orders/:id/refund */
export interface OrderRefund {
  orderId: string;
  /** Seats returned to sale. */
  seatIds: string[];
  amountCents: number;
  /** The order's status afterwards: `refunded` once nothing of it is left. */
  orderStatus: string;
  /** False when the provider has not made the refund yet (PayPal: an admin makes it). */
  refundMade: boolean;
}

export interface OrderRefundResponse {
  refund: OrderRefund;
}

/** A ledger row an admin has to act on. */
export interface PaymentException {
  id: number;
  orderId: string | null;
  eventId: string | null;
  /** The event's English title, and its Spanish one when written (the list shows its page's language). */
  eventTitle: string | null;
  eventTitleEs: string | null;
  buyerEmail: string | null;
  provider: string;
  /** `admission`: a ticket the door admitted before its refund reached it (it moves no money). */
  kind: "charge" | "refund" | "reversal" | "dispute" | "admission";
  state: "flagged" | "pending";
  amountCents: number;
  currency: string;
  /** Why it needs an admin (`hold_lapsed`, `already_paid`, `event_cancelled`, `dispute`, ...). */
  reason: string | null;
  createdAt: string;
  /** What resolving it does. */
  resolution: ExceptionResolution;
}

/** GET /api/manage/payments/exceptions */
export interface PaymentExceptionsResponse {
  exceptions: PaymentException[];
}

/** POST /api/manage/payments/exceptions/:id/resolve */
export interface ResolveExceptionResponse {
  id: number;
  resolution: ExceptionResolution;
}

/** Sales figures of an event, or of one of its sections. Amounts in cents. */
export interface SalesFigures {
  /** Paid seats still valid. */
  seatsSold: number;
  /** Complimentary seats still valid. */
  comps: number;
  /** Seats given back (refunded or voided). */
  refunds: number;
  refundedCents: number;
  /** What was paid for seats, refunded ones included. */
  grossCents: number;
  /** Paid minus refunded. */
  revenueCents: number;
}

export interface SectionSales extends SalesFigures {
  section: string;
}

/** One order of the event, as its sales view lists it. */
export interface SalesOrder {
  id: string;
  buyerEmail: string;
  buyerName: string;
  status: "paid" | "complimentary" | "refunded";
  provider: string | null;
  totalCents: number;
  refundedCents: number;
  paidAt: string | null;
  seats: {
    id: string;
    section: string;
    row: number;
    seat: number;
    priceCents: number;
    status: "sold" | "complimentary" | "refunded" | "void";
  }[];
}

/** A ticket of the event passed on by its holder, as the sales view lists it (every one is kept). */
export interface SalesTransfer {
  seatId: string;
  section: string;
  row: number;
  seat: number;
  fromEmail: string;
  toEmail: string;
  at: string;
  /** When the recipient's account took it; null while it waits for them to sign in. */
  claimedAt: string | null;
}

/** GET /api/manage/events/:id/sales */
export interface EventSales {
  eventId: string;
  title: string;
  eventDate: string;
  cancelledAt: string | null;
  cancelReason: string | null;
  currency: string;
  totals: SalesFigures;
  sections: SectionSales[];
  orders: SalesOrder[];
  /** Every transfer of the event's tickets, oldest first. */
  transfers: SalesTransfer[];
}

export interface EventSalesResponse {
  sales: EventSales;
}
