import type { Kysely } from "kysely";
import { type Actor, can, canReadEventSales } from "#domain/permissions";
import {
  countSeats,
  refundsByDay,
  type SettledSeat,
  salesByChannel,
  salesByDay,
  salesByMinute,
  salesByPriceLevel,
  salesBySection,
} from "#domain/sales/dashboard";
import type { CodeUse, DashboardEvent, GateMinute, SalesDashboard } from "#domain/schemas/dashboard";
import { isHoldExpired } from "#domain/seating/availability";
import type { DB } from "#server/db/schema";
import {
  countSoldAndHeldOfEvent,
  countValidTicketsOfEvent,
  seatClaims,
  settledSeatsOfEvents,
} from "#server/features/orders";
import { ticketRefundsOfEvents } from "#server/features/payments";
import { codesUsed } from "#server/features/sale-codes";
import { findHouseSeatIds } from "#server/features/seating";
import { AppError } from "#server/http/errors";
import { nowIso } from "#server/platform/clock";
import { countSeatsOfEvent, findAdmissions, findDashboardEvent, findDashboardEvents } from "./sales.repository";

/**
 * The sales dashboard: an event's or the season's sales over time, by section, price level and
 * channel, with refunds (and refunds per day, from the ledger) and comps, and the presale and promo
 * codes used; for one event also the seats' occupancy (house seats apart) and the door's admissions
 * per gate per minute. Admins see every event; an event manager their own.
 */

export interface SalesDeps {
  db: Kysely<DB>;
  now: Date;
}

type EventRow = Awaited<ReturnType<typeof findDashboardEvents>>[number];

function dashboardEvent(row: EventRow): DashboardEvent {
  return { id: row.id, title: row.title, titleEs: row.title_es, eventDate: row.event_date, onSaleAt: row.on_sale_at };
}

function settledSeat(row: Awaited<ReturnType<typeof settledSeatsOfEvents>>[number]): SettledSeat {
  return {
    orderId: row.order_id,
    eventId: row.event_id ?? "",
    channel: row.channel,
    paidAt: row.paid_at ?? "",
    status: row.payment_status as SettledSeat["status"],
    priceCents: row.total_amount_cents,
    section: row.section,
  };
}

/** Admissions per gate per minute (the minute's start, ISO). */
export function admissionsByMinute(rows: readonly { gate: string; scanned_at: string }[]): GateMinute[] {
  const minutes = new Map<string, GateMinute>();
  for (const row of rows) {
    const at = new Date(Math.floor(new Date(row.scanned_at).getTime() / 60_000) * 60_000).toISOString();
    const key = `${at}|${row.gate}`;
    const entry = minutes.get(key) ?? { at, gate: row.gate, admitted: 0 };
    entry.admitted += 1;
    minutes.set(key, entry);
  }
  return [...minutes.values()].sort((a, b) => a.at.localeCompare(b.at) || a.gate.localeCompare(b.gate));
}

/**
 * The event's house seats that nobody holds or bought: a house seat staff gave away (a complimentary
 * booking) counts as a comp, and a seat is never counted twice.
 */
async function unclaimedHouseSeats(deps: SalesDeps, eventId: string): Promise<string[]> {
  const house = await findHouseSeatIds(deps.db, eventId);
  if (house.length === 0) return [];
  const live = await seatClaims.live(deps.db, eventId);
  const claimed = new Set([
    ...live.soldSeatIds,
    ...live.holds.filter((h) => !isHoldExpired(h.expires_at, deps.now)).map((h) => h.seat_id),
  ]);
  return house.filter((id) => !claimed.has(id)).sort();
}

export async function salesDashboard(
  deps: SalesDeps,
  input: { actor: Actor; eventId?: string | undefined },
): Promise<SalesDashboard> {
  const { actor } = input;
  if (!can(actor, "sales.dashboard") || actor.userId === null) throw new AppError("forbidden");
  const own = can(actor, "sales.season") ? null : actor.userId;
  const events = await findDashboardEvents(deps.db, own);

  let event: EventRow | undefined;
  if (input.eventId) {
    event = await findDashboardEvent(deps.db, input.eventId);
    if (!event) throw new AppError("not_found");
    if (!canReadEventSales(actor, { createdBy: event.created_by })) throw new AppError("forbidden");
  }
  const inView = event ? [event] : events;
  const ids = inView.map((e) => e.id);
  const [settled, refunds, codes] = await Promise.all([
    settledSeatsOfEvents(deps.db, ids),
    ticketRefundsOfEvents(deps.db, ids),
    codesUsed(deps.db, ids),
  ]);
  const rows = settled.map(settledSeat);
  const byEvent = new Map<string, SettledSeat[]>();
  for (const seat of rows) byEvent.set(seat.eventId, [...(byEvent.get(seat.eventId) ?? []), seat]);

  const base = {
    event: event ? dashboardEvent(event) : null,
    events: events.map((e) => ({
      ...dashboardEvent(e),
      // The season's table: each event's own figures (not read when one event is shown).
      totals: event ? null : countSeats(byEvent.get(e.id) ?? []),
    })),
    totals: countSeats(rows),
    byDay: salesByDay(rows),
    byMinute: event ? salesByMinute(rows, event.on_sale_at) : [],
    bySection: salesBySection(rows),
    byPriceLevel: salesByPriceLevel(rows),
    byChannel: salesByChannel(rows),
    refundsByDay: refundsByDay(refunds.map((r) => ({ at: r.created_at, amountCents: Number(r.amount_cents) }))),
    codesUsed: codes
      .map(
        (c): CodeUse => ({
          eventId: c.eventId,
          code: c.code,
          kind: c.kind,
          orders: c.orders,
          tickets: c.tickets,
          discountCents: c.discountCents,
        }),
      )
      .sort((a, b) => a.code.localeCompare(b.code) || a.eventId.localeCompare(b.eventId)),
  };
  if (!event) return { ...base, occupancy: null, admissions: null };

  const [total, claims, admissions, valid, houseSeatIds] = await Promise.all([
    countSeatsOfEvent(deps.db, event.id),
    countSoldAndHeldOfEvent(deps.db, event.id, nowIso(deps.now)),
    findAdmissions(deps.db, event.id),
    countValidTicketsOfEvent(deps.db, event.id),
    unclaimedHouseSeats(deps, event.id),
  ]);
  // Live claims that are not holds are sold or complimentary seats.
  const comps = base.totals.comps;
  const sold = claims.sold - comps;
  const house = houseSeatIds.length;
  const byMinute = admissionsByMinute(admissions);
  return {
    ...base,
    occupancy: {
      total,
      sold,
      comps,
      held: claims.held,
      house,
      free: Math.max(0, total - claims.sold - claims.held - house),
      houseSeatIds,
    },
    admissions: {
      byMinute,
      gates: [...new Set(byMinute.map((m) => m.gate))].sort(),
      admitted: admissions.length,
      ticketsValid: valid,
    },
  };
}
