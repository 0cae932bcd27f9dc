import type {
  ChannelSales,
  PriceLevelSales,
  RefundPoint,
  SalesCounts,
  SalesPoint,
  SectionSalesCounts,
} from "../schemas/dashboard";
import { ORDER_CHANNELS, type OrderChannel } from "../schemas/window";
import { SECTION_TIER_ORDER, SECTION_TIERS, type SectionTier, sectionNameOf } from "../seating/layouts";
import { venueDateOf } from "../time";

/**
 * The sales dashboard's figures, from the settled seats of orders: pure, so that every figure is
 * a sum of the seats it is made from. A seat counts as the sales view counts it: a paid seat once
 * in gross (whatever happened to it after), a seat given back as a refund of its price, a
 * complimentary seat as a comp at no charge.
 */

export interface SettledSeat {
  orderId: string;
  eventId: string;
  channel: OrderChannel;
  paidAt: string;
  status: "completed" | "complimentary" | "refunded" | "void";
  priceCents: number;
  section: string;
}

export function emptyCounts(): SalesCounts {
  return { sold: 0, comps: 0, refunds: 0, grossCents: 0, refundedCents: 0, revenueCents: 0 };
}

function add(counts: SalesCounts, seat: SettledSeat): void {
  if (seat.status === "complimentary") {
    counts.comps += 1;
    return;
  }
  if (seat.status === "completed") counts.sold += 1;
  else {
    counts.refunds += 1;
    counts.refundedCents += seat.priceCents;
  }
  counts.grossCents += seat.priceCents;
  counts.revenueCents = counts.grossCents - counts.refundedCents;
}

export function countSeats(seats: readonly SettledSeat[]): SalesCounts {
  const counts = emptyCounts();
  for (const seat of seats) add(counts, seat);
  return counts;
}

/** A seat's price level: its section's tier (an unknown section counts as standard). */
export function tierOfSection(section: string): SectionTier {
  const name = sectionNameOf(section);
  return name ? SECTION_TIERS[name] : "general";
}

function grouped<K extends string, T extends SalesCounts>(
  seats: readonly SettledSeat[],
  keyOf: (seat: SettledSeat) => K,
  make: (key: K) => T,
): Map<K, T> {
  const groups = new Map<K, T>();
  for (const seat of seats) {
    const key = keyOf(seat);
    const group = groups.get(key) ?? make(key);
    add(group, seat);
    groups.set(key, group);
  }
  return groups;
}

export function salesBySection(seats: readonly SettledSeat[]): SectionSalesCounts[] {
  return [
    ...grouped(
      seats,
      (s) => s.section,
      (section) => ({ section, ...emptyCounts() }),
    ).values(),
  ].sort((a, b) => b.grossCents - a.grossCents || a.section.localeCompare(b.section));
}

export function salesByPriceLevel(seats: readonly SettledSeat[]): PriceLevelSales[] {
  const groups = grouped(
    seats,
    (s) => tierOfSection(s.section),
    (tier) => ({ tier, ...emptyCounts() }),
  );
  return SECTION_TIER_ORDER.flatMap((tier) => groups.get(tier) ?? []);
}

export function salesByChannel(seats: readonly SettledSeat[]): ChannelSales[] {
  const orders = new Map<OrderChannel, Set<string>>();
  for (const seat of seats) orders.set(seat.channel, (orders.get(seat.channel) ?? new Set()).add(seat.orderId));
  const groups = grouped(
    seats,
    (s) => s.channel,
    (channel) => ({ channel, orders: 0, ...emptyCounts() }),
  );
  return ORDER_CHANNELS.flatMap((channel) => {
    const group = groups.get(channel);
    return group ? [{ ...group, orders: orders.get(channel)?.size ?? 0 }] : [];
  });
}

/** Paid seats (comps aside) and their gross per venue day, every day from the first sale to the last. */
export function salesByDay(seats: readonly SettledSeat[]): SalesPoint[] {
  const paid = seats.filter((s) => s.status !== "complimentary");
  const days = new Map<string, SalesPoint>();
  for (const seat of paid) {
    const at = venueDateOf(new Date(seat.paidAt));
    const point = days.get(at) ?? { at, tickets: 0, grossCents: 0 };
    point.tickets += 1;
    point.grossCents += seat.priceCents;
    days.set(at, point);
  }
  const sorted = [...days.keys()].sort();
  const first = sorted[0];
  const last = sorted.at(-1);
  if (!first || !last) return [];
  const points: SalesPoint[] = [];
  for (let day = first; day <= last; day = nextDay(day))
    points.push(days.get(day) ?? { at: day, tickets: 0, grossCents: 0 });
  return points;
}

/** A movement of money given back: when it was decided, and how much. */
export interface RefundMovement {
  at: string;
  amountCents: number;
}

/** Refunds (how many movements, how much) per venue day, every day from the first refund to the last. */
export function refundsByDay(refunds: readonly RefundMovement[]): RefundPoint[] {
  const days = new Map<string, RefundPoint>();
  for (const refund of refunds) {
    const at = venueDateOf(new Date(refund.at));
    const point = days.get(at) ?? { at, refunds: 0, refundedCents: 0 };
    point.refunds += 1;
    point.refundedCents += refund.amountCents;
    days.set(at, point);
  }
  const sorted = [...days.keys()].sort();
  const first = sorted[0];
  const last = sorted.at(-1);
  if (!first || !last) return [];
  const points: RefundPoint[] = [];
  for (let day = first; day <= last; day = nextDay(day))
    points.push(days.get(day) ?? { at: day, refunds: 0, refundedCents: 0 });
  return points;
}

function nextDay(day: string): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

/** Minutes shown around an on-sale: a few before it opens and the first hour. */
export const ONSALE_MINUTES_BEFORE = 5;
export const ONSALE_MINUTES_AFTER = 60;

/**
 * Paid seats per minute around the on-sale (or, without one, from the first sale's minute), every
 * minute of the window present.
 */
export function salesByMinute(seats: readonly SettledSeat[], onSaleAt: string | null): SalesPoint[] {
  const paid = seats.filter((s) => s.status !== "complimentary");
  const firstSale = paid.map((s) => s.paidAt).sort()[0];
  const anchor = onSaleAt ?? firstSale;
  if (!anchor) return [];
  const start = Math.floor(new Date(anchor).getTime() / 60_000) - (onSaleAt ? ONSALE_MINUTES_BEFORE : 0);
  const end = start + (onSaleAt ? ONSALE_MINUTES_BEFORE : 0) + ONSALE_MINUTES_AFTER;
  const points = new Map<number, SalesPoint>();
  for (let m = start; m < end; m++)
    points.set(m, { at: new Date(m * 60_000).toISOString(), tickets: 0, grossCents: 0 });
  for (const seat of paid) {
    const point = points.get(Math.floor(new Date(seat.paidAt).getTime() / 60_000));
    if (!point) continue;
    point.tickets += 1;
    point.grossCents += seat.priceCents;
  }
  return [...points.values()];
}
