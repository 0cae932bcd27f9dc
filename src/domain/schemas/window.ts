import { z } from "zod";
import { emailSchema } from "./auth";
import { holdSeatsSchema } from "./tickets";

/** Where an order was made. */
export const ORDER_CHANNELS = ["online", "window", "complimentary"] as const;
export type OrderChannel = (typeof ORDER_CHANNELS)[number];

/** How an order was paid. `card` is a card online or through Stripe Checkout on the buyer's phone. */
export const PAYMENT_METHODS = ["card", "paypal", "cash", "card_terminal", "complimentary"] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** The payment method a provider's settled payment is: the providers' names as orders record them. */
export function paymentMethodOf(provider: string | null): PaymentMethod | null {
  if (provider === null) return null;
  if (provider === "cash" || provider === "card_terminal" || provider === "paypal" || provider === "complimentary") {
    return provider;
  }
  return "card";
}

/** The most cash a window takes for one order: ten seats at any price, with room for large notes. */
export const MAX_TENDERED_CENTS = 10_000_00;
/** A card terminal's reference (its receipt or approval number). */
export const TERMINAL_REFERENCE_MAX = 64;

const tenderedSchema = z
  .number({ error: "window.errors.tendered" })
  .int("window.errors.tendered")
  .min(0, "window.errors.tendered")
  .max(MAX_TENDERED_CENTS, "window.errors.tendered");

/** How the buyer at the window pays. */
export const windowPaymentSchema = z.discriminatedUnion(
  "method",
  [
    z.object({ method: z.literal("cash"), tenderedCents: tenderedSchema }),
    z.object({
      method: z.literal("card_terminal"),
      reference: z
        .string({ error: "window.errors.reference" })
        .trim()
        .min(1, "window.errors.reference")
        .max(TERMINAL_REFERENCE_MAX, "validation.tooLong")
        .regex(/^[\w\-/.#: ]+$/, "window.errors.reference"),
    }),
    z.object({ method: z.literal("stripe") }),
  ],
  { error: "window.errors.method" },
);
export type WindowPayment = z.infer<typeof windowPaymentSchema>;

/** POST /api/window/sales: the seats, optionally who buys them, and how they pay. */
export const windowSaleSchema = holdSeatsSchema.omit({ admissionToken: true }).extend({
  buyerName: z.string({ error: "validation.invalid" }).trim().max(100, "validation.tooLong").optional(),
  buyerEmail: emailSchema.optional(),
  payment: windowPaymentSchema,
});
export type WindowSaleInput = z.input<typeof windowSaleSchema>;

/** GET /api/window/shift: from when (default: the venue's day so far) and, for admins, whose shift. */
export const shiftQuerySchema = z.object({
  from: z.iso.datetime({ error: "validation.invalid", offset: true }).optional(),
  to: z.iso.datetime({ error: "validation.invalid", offset: true }).optional(),
  operatorId: z.string({ error: "validation.invalid" }).max(100, "validation.tooLong").optional(),
});

/** A printed ticket: seat, event and its signed code for the QR. */
export interface PrintedTicket {
  bookingId: string;
  section: string;
  sectionName: string;
  row: number;
  seat: number;
  priceCents: number;
  code: string;
}

/** A window order as the window shows, prints and polls it. */
export interface WindowOrderView {
  id: string;
  status: "held" | "paid" | "complimentary" | "expired" | "cancelled" | "refunded";
  channel: OrderChannel;
  paymentMethod: PaymentMethod | null;
  paymentReference: string | null;
  totalCents: number;
  currency: string;
  expiresAt: string | null;
  paidAt: string | null;
  buyer: { name: string; email: string } | null;
  /** The title in English, and in Spanish when written (the window shows it in its page's language). */
  event: { id: string; title: string; titleEs: string | null; eventDate: string };
  /** Empty until paid: a ticket is printed only once its money is taken. */
  tickets: PrintedTicket[];
  /** Cash taken and change given, for a cash sale. */
  cash: { tenderedCents: number; changeCents: number } | null;
}

/** POST /api/window/sales: the order, and for a Stripe sale the address the buyer's phone opens. */
export interface WindowSaleResponse {
  order: WindowOrderView;
  checkoutUrl: string | null;
}

/** One payment method's money in a shift. */
export interface ShiftMoney {
  method: PaymentMethod;
  orders: number;
  takenCents: number;
  refundedCents: number;
}

/** GET /api/window/shift: what one operator sold and gave back between two instants. */
export interface ShiftReport {
  operator: { id: string; name: string; email: string };
  from: string;
  to: string;
  orders: number;
  tickets: number;
  ticketsRefunded: number;
  byMethod: ShiftMoney[];
  /** Cash that should be in the drawer: cash taken less cash given back. */
  cashExpectedCents: number;
  cardCents: number;
  refundedCents: number;
  sales: {
    orderId: string;
    paidAt: string;
    /** The event's English title, and its Spanish one when written. */
    eventTitle: string;
    eventTitleEs: string | null;
    tickets: number;
    method: PaymentMethod;
    totalCents: number;
    refundedCents: number;
  }[];
}
