import { z } from "zod";
import type { SectionTier } from "../seating/layouts";
import type { OrderChannel } from "./window";

/** GET /api/sales/dashboard: one event's figures, or the season's (every event the caller may see). */
export const dashboardQuerySchema = z.object({
  eventId: z.string({ error: "validation.invalid" }).min(1).max(100, "validation.tooLong").optional(),
});

/** Seats counted the way the sales view counts them. */
export interface SalesCounts {
  /** Paid seats still sold. */
  sold: number;
  comps: number;
  /** Seats given back (refunded, or voided when the provider took the money back). */
  refunds: number;
  /** Every paid seat's price, whatever happened to it after. */
  grossCents: number;
  refundedCents: number;
  /** Gross less refunds. */
  revenueCents: number;
}

/** Sales in one period: seats paid (refunds included: they were sold then) and what they brought. */
export interface SalesPoint {
  /** A venue date (yyyy-MM-dd) or the start of a minute (ISO). */
  at: string;
  tickets: number;
  grossCents: number;
}

export interface ChannelSales extends SalesCounts {
  channel: OrderChannel;
  orders: number;
}

export interface SectionSalesCounts extends SalesCounts {
  section: string;
}

export interface PriceLevelSales extends SalesCounts {
  tier: SectionTier;
}

/**
 * An event's seats right now, each counted once: sold, complimentary, held in carts, house seats
 * (held back by an admin and not given away) and free.
 */
export interface Occupancy {
  total: number;
  sold: number;
  comps: number;
  held: number;
  house: number;
  free: number;
  /** The house seats counted in `house`: the occupancy view draws them as their own state. */
  houseSeatIds: string[];
}

/** Money given back in one venue day (yyyy-MM-dd): how many refunds and how much. */
export interface RefundPoint {
  at: string;
  refunds: number;
  refundedCents: number;
}

/** A presale or promo code of an event, as its bought orders used it. */
export interface CodeUse {
  eventId: string;
  code: string;
  kind: "presale" | "promo";
  orders: number;
  tickets: number;
  discountCents: number;
}

/** Admissions at one gate in one minute. */
export interface GateMinute {
  at: string;
  gate: string;
  admitted: number;
}

export interface DashboardEvent {
  id: string;
  /** English; the Spanish one is null until written (the page shows the one of its language). */
  title: string;
  titleEs: string | null;
  eventDate: string;
  onSaleAt: string | null;
}

export interface SalesDashboard {
  /** The event shown, or null for the season. */
  event: DashboardEvent | null;
  /** Every event the caller may open (the season: these together). */
  events: (DashboardEvent & { totals: SalesCounts | null })[];
  totals: SalesCounts;
  byDay: SalesPoint[];
  /** Per minute around the on-sale (or the first sale): empty for the season. */
  byMinute: SalesPoint[];
  bySection: SectionSalesCounts[];
  byPriceLevel: PriceLevelSales[];
  byChannel: ChannelSales[];
  /** Refunds per venue day, every day from the first refund to the last. */
  refundsByDay: RefundPoint[];
  /** Codes used by bought orders, per event and code (by code, then event). */
  codesUsed: CodeUse[];
  /** For one event only. */
  occupancy: Occupancy | null;
  /** For one event only: admissions per gate per minute, and the tickets that may still be admitted. */
  admissions: { byMinute: GateMinute[]; gates: string[]; admitted: number; ticketsValid: number } | null;
}
