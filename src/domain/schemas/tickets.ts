import { z } from "zod";
import type { PriceTotals } from "../pricing";
import type { AccessMark } from "../seating/accessible";
import type { SeatClaimState } from "../seating/availability";
import { LAYOUT_IDS, type LayoutId, type SectionTier } from "../seating/layouts";
import type { TicketOrigin } from "../tickets/ticket-totals";
import { emailSchema } from "./auth";

/** Most seats one order may hold: enough for a family, not for a scalper's sweep. */
export const MAX_SEATS_PER_ORDER = 10;

/** Longer than any seat id a layout makes ("<event id>:<section>:<row>:<seat>"). */
const SEAT_ID_MAX = 200;

const seatIds = z
  .array(z.string({ error: "tickets.noSeats" }).min(1, "tickets.noSeats").max(SEAT_ID_MAX, "validation.tooLong"), {
    error: "tickets.noSeats",
  })
  .min(1, "tickets.noSeats")
  .max(MAX_SEATS_PER_ORDER, "tickets.tooManySeats")
  .refine((ids) => new Set(ids).size === ids.length, "tickets.duplicateSeats");

/** POST /api/orders (hold) and POST /api/orders/complimentary. */
export const holdSeatsSchema = z.object({
  eventId: z.string({ error: "tickets.noEvent" }).min(1, "tickets.noEvent").max(100, "validation.tooLong"),
  seatIds,
  /** The admission the event's on-sale queue gave this account; required while the queue is active. */
  admissionToken: z.string({ error: "validation.invalid" }).max(200, "validation.tooLong").optional(),
  /**
   * The buyer needs wheelchair-accessible seating (self-declared, no proof asked): only then may the
   * hold include wheelchair spaces of a section whose spaces are not released to everyone.
   */
  accessible: z.boolean({ error: "validation.invalid" }).optional(),
  /** A presale or promo code the buyer entered; checked and counted by the hold. */
  code: z.string({ error: "saleCodes.codeInvalid" }).trim().max(40, "validation.tooLong").optional(),
});
export type HoldSeatsInput = z.input<typeof holdSeatsSchema>;

/**
 * POST /api/orders/complimentary: the seats, and optionally the named guest they are for (an
 * e-mail address and a name); without a guest they go to the admin's own account.
 */
export const complimentarySchema = holdSeatsSchema.omit({ admissionToken: true, code: true }).extend({
  guestEmail: emailSchema.optional(),
  guestName: z.string({ error: "validation.invalid" }).trim().max(100, "validation.tooLong").optional(),
});
export type ComplimentaryInput = z.input<typeof complimentarySchema>;

/**
 * POST /api/orders/:id/payments/simulated. The card never reaches the server: the browser's
 * simulated provider turns it into a token, as a real tokenizing provider's script would.
 */
export const simulatedPaymentSchema = z.object({
  token: z
    .string({ error: "tickets.invalidPaymentToken" })
    .max(20, "tickets.invalidPaymentToken")
    .regex(/^sim_(ok|decline)_\d{4}$/, "tickets.invalidPaymentToken"),
});

/** PUT /api/events/:id/layout: one of the layouts the venue offers. */
export const changeLayoutSchema = z.object({
  layout: z.enum(LAYOUT_IDS, { error: "validation.invalid" }),
});

// --- Responses ------------------------------------------------------------------------------

/** A claimed seat's state in a seat map: the seat-state rule's own type. */
export type { SeatClaimState };

export interface SeatMapSection {
  key: string;
  name: string;
  tier: SectionTier;
  /**
   * Seats of a row are numbered 1..seats. `accessible` lists the row's wheelchair spaces, each with
   * its companion seats (absent when the row has none).
   */
  rows: {
    row: number;
    seats: number;
    /** What a buyer pays for a seat of the row: the list price with the service fee and tax (all-in). */
    priceCents: number;
    /** The row's list price before fee and tax (`domain/pricing.ts` makes the all-in price from it); the server always sends it. */
    listPriceCents?: number;
    accessible?: AccessibleGroupWire[];
  }[];
  /** An admin released the section's unsold spaces to everyone: its marks no longer restrict. */
  accessibleReleased: boolean;
}

/** A wheelchair space (its seat number) and its companion seats' numbers, nearest first. */
export interface AccessibleGroupWire {
  space: number;
  companions: number[];
}

/**
 * GET /api/events/:id/seat-layout[?v=<layoutVersion>]: the event's sections, rows and prices.
 * Rows are listed in the order the seat states follow (see `domain/seating/seat-states.ts`).
 */
export interface SeatLayoutResponse {
  eventId: string;
  layout: LayoutId | string;
  /** A digest of the layout: the same in every process; `?v=` with it makes the answer cacheable. */
  layoutVersion: string;
  seats: number;
  sections: SeatMapSection[];
}

/**
 * GET /api/events/:id/seat-states: every seat's state at one version, the same document for
 * every viewer. `rows[i]` is the i-th row of the layout, one character per seat (`.` available,
 * `h` on hold, `x` sold).
 */
export interface SeatStatesResponse {
  eventId: string;
  /** The server process whose versions these are. */
  epoch: string;
  version: number;
  layoutVersion: string;
  rows: string[];
  totals: { seats: number; sold: number; held: number; available: number };
}

/**
 * The first event of GET /api/events/:id/seat-states/stream (`hello`), sent again when the
 * layout changes: where the stream starts.
 */
export interface SeatStatesHello {
  eventId: string;
  epoch: string;
  v: number;
  layoutVersion: string;
}

/** A `delta` event of the stream: the state at version `v` of each seat changed after `since`. */
export interface SeatStatesDeltaEvent {
  v: number;
  since: number;
  /** seatId -> `.`, `h` or `x`. */
  seats: Record<string, string>;
}

/** GET /api/events/:id/seat-states/mine: the viewer's own seats on hold for the event. */
export interface MySeatHoldsResponse {
  eventId: string;
  seats: { id: string; expiresAt: string }[];
  /** The server's clock when it answered. */
  now: string;
}

/** PUT /api/events/:id/layout: the layout now in use and how many seats it has. */
export interface LayoutChanged {
  layout: LayoutId;
  seats: number;
}

/** DELETE /api/events/:id/sections/:section: how many seats went with the section. */
export interface SectionDeleted {
  deleted: number;
}

/** A seat's new state ("available" when freed). */
export type SeatChangeState = "available" | "occupied" | "held";

/** Seats of an event whose state changed, as the server publishes them to its seat states. */
export interface SeatMapChange {
  eventId: string;
  /** seatId -> the new state. */
  seats: Record<string, SeatChangeState>;
}

export type OrderStatus = "held" | "paid" | "complimentary" | "expired" | "cancelled" | "refunded";

/** What an order is for: seats of an event, or the rental of the venue itself. */
export type OrderKind = "tickets" | "venue_rental";

export interface OrderView {
  id: string;
  eventId: string | null;
  kind: OrderKind;
  status: OrderStatus;
  totalCents: number;
  currency: string;
  expiresAt: string | null;
  provider: string | null;
  createdAt: string;
  paidAt: string | null;
  /**
   * Each seat with its price line: `priceCents` is what the buyer pays for it (ticket + fee + tax),
   * the parts as charged (absent on a venue rental's order, which has no seats).
   */
  seats: ({ id: string; section: string; row: number; seat: number; priceCents: number } & Partial<SeatPriceParts>)[];
  /** The seats' parts added up; `totalCents` above equals their total. */
  breakdown: PriceTotals;
}

/** A seat's price as charged: list price, discount, the ticket after it, service fee and tax. */
export interface SeatPriceParts {
  listCents: number;
  discountCents: number;
  ticketCents: number;
  feeCents: number;
  taxCents: number;
}

/** POST /api/orders, GET and DELETE /api/orders/:id, the payment routes and POST /api/manage/events/rental. */
export interface OrderResponse {
  order: OrderView;
}

/** GET /api/my/orders/held?eventId=: the buyer's own hold on the event that has not lapsed. */
export interface HeldOrderResponse {
  order: OrderView | null;
  /** The server's clock when it answered: the browser counts the time left from it. */
  now: string;
}

/** A hosted payment page's form: where the browser posts it and the hidden fields it posts. */
export interface PaymentHandOff {
  action: string;
  fields: Record<string, string>;
}

/**
 * POST /api/orders/:id/payments/stripe: where to send the buyer (Stripe's hosted page), or — for
 * an order already paid — no address and the paid order.
 */
export interface StripeCheckoutResponse {
  url: string | null;
  order: OrderView;
}

/** POST /api/orders/:id/payments/paypal */
export interface PayPalHandOffResponse {
  handOff: PaymentHandOff;
}

export interface TicketView {
  bookingId: string;
  orderId: string;
  seatId: string;
  section: string;
  row: number;
  seat: number;
  /** A wheelchair space or its companion seat; null for any other seat. */
  access: AccessMark | null;
  priceCents: number;
  paymentStatus: "completed" | "complimentary";
  /**
   * How the viewer came to have it: `bought` by their own order (they paid, or an admin booked it
   * complimentary for them), or `received` from someone else's order (passed on to them, or a
   * complimentary seat booked for them as a guest): then it cost them nothing.
   */
  origin: TicketOrigin;
  /**
   * Whether the ticket admits anyone: `valid`; `refunded` (given back, or taken back by the
   * provider); `event_cancelled` (the venue cancelled the event; its refund is under `refundedCents`);
   * `transferred` (passed on to `transfer.to`: it admits only its new holder).
   */
  state: "valid" | "refunded" | "event_cancelled" | "transferred";
  /**
   * What was given back for this seat to the viewer, who bought it (0 for a complimentary one, one
   * they received, or while it is valid).
   */
  refundedCents: number;
  bookingDate: string;
  event: {
    id: string;
    /** English; the Spanish ones are null until written. */
    title: string;
    description: string;
    titleEs: string | null;
    descriptionEs: string | null;
    eventDate: string;
    venue: string;
    /** The reason the venue gave, once the event is cancelled. */
    cancelReason: string | null;
  };
  order: { provider: string | null; paidAt: string | null };
  /**
   * The ticket code for the door (Ed25519-signed, see `domain/tickets/ticket-code.ts`), shown as a
   * QR code; null for a ticket that is not valid.
   */
  ticketToken: string | null;
  /** The ticket's version: it grows when the ticket is transferred or re-issued. */
  ticketVersion: number;
  /** When the ticket was admitted at the door, and where; null before. */
  checkedIn: { at: string; gate: string } | null;
  /** Whether the holder may pass it on now (valid, not admitted, the event not started). */
  transferable: boolean;
  /** The ticket's last transfer: to the holder (from whom) or away from the viewer (to whom). */
  transfer: { from: string | null; to: string | null; at: string } | null;
}

/** GET /api/my/tickets */
export interface TicketsResponse {
  tickets: TicketView[];
  /** Which wallet buttons to show: each only when the venue configured that wallet. */
  wallets: { apple: boolean; google: boolean };
}

/** POST /api/my/tickets/:bookingId/transfer: the address the ticket goes to. */
export const transferTicketSchema = z.object({ email: emailSchema });
export type TransferTicketInput = z.input<typeof transferTicketSchema>;

/** POST /api/my/tickets/:bookingId/transfer: the ticket as the sender now sees it. */
export interface TicketTransferResponse {
  ticket: TicketView;
}

/** GET /api/my/tickets/:bookingId/google-wallet: the "save to Google Wallet" address. */
export interface GoogleWalletResponse {
  url: string;
}

export interface BookableEvent {
  id: string;
  /** English; the Spanish ones are null until written. */
  title: string;
  description: string;
  titleEs: string | null;
  descriptionEs: string | null;
  eventDate: string;
  venue: string;
}

/** GET /api/events/bookable */
export interface BookableEventsResponse {
  events: BookableEvent[];
}

/**
 * GET /api/orders/:id/receipt: a bought order (paid, given or refunded) as its receipt shows it —
 * the order with its lines, what was given back, the event and the buyer. The venue's own details
 * come from `domain/venue.ts`.
 */
export interface ReceiptResponse {
  order: OrderView;
  /** What has been given back so far (whole seats: their ticket, fee and tax). */
  refundedCents: number;
  /** The seats given back. */
  refundedSeatIds: string[];
  /** The event, with its English title and its Spanish one when written (the page shows its language's). */
  event: { id: string; title: string; titleEs: string | null; date: string } | null;
  buyer: { name: string; email: string };
}
