import type { Kysely } from "kysely";
import type { LiveEvent, SectionLive } from "#domain/assistant/assistant";
import { allInCents, type PricingRules } from "#domain/pricing";
import { DEFAULT_LAYOUT, isLayoutId, layoutSections, seatCount, sectionSeatCount } from "#domain/seating/layouts";
import type { DB } from "#server/db/schema";
import { countClaimedSeatsByEvent, countClaimedSeatsBySection } from "#server/features/orders";

/**
 * The events the assistant may speak of: approved, not cancelled (a cancelled event is off sale)
 * and not started, soonest first.
 */
function upcomingEvents(db: Kysely<DB>, nowIso: string, limit: number) {
  return db
    .selectFrom("events")
    .select(["id", "title", "title_es", "event_date"])
    .where("approval_status", "=", "approved")
    .where("cancelled_at", "is", null)
    .where("event_date", ">=", nowIso)
    .orderBy("event_date", "asc")
    .orderBy("id")
    .limit(limit);
}

/**
 * Approved events from `nowIso` on that are not cancelled, soonest first, with their free seats:
 * the seats no sale and no live hold claims. An event whose seats are not generated yet (they are, on first view of
 * its chart) has its whole layout free.
 */
export async function findUpcomingEventsWithFreeSeats(
  db: Kysely<DB>,
  nowIso: string,
  limit: number,
): Promise<LiveEvent[]> {
  const events = await upcomingEvents(db, nowIso, limit).select("layout").execute();
  if (events.length === 0) return [];
  const ids = events.map((event) => event.id);

  const seats = await db
    .selectFrom("seats")
    .select(["event_id", (eb) => eb.fn.countAll<number | string>().as("n")])
    .where("event_id", "in", ids)
    .groupBy("event_id")
    .execute();
  const claimedOf = await countClaimedSeatsByEvent(db, ids, nowIso);

  const seatsOf = new Map(seats.map((row) => [row.event_id, Number(row.n)]));
  return events.map((event) => {
    const totalSeats = seatsOf.get(event.id) ?? seatCount(isLayoutId(event.layout) ? event.layout : DEFAULT_LAYOUT);
    return {
      id: event.id,
      title: event.title,
      titleEs: event.title_es,
      startsAt: event.event_date,
      totalSeats,
      freeSeats: Math.max(0, totalSeats - (claimedOf.get(event.id) ?? 0)),
    };
  });
}

/**
 * Approved events from `nowIso` on that are not cancelled, soonest first, without their seats:
 * what the local assistant reads to understand a question. It then reads the seats of the few
 * events its answer is about (`findEventSeats`).
 */
export async function findUpcomingEvents(db: Kysely<DB>, nowIso: string, limit: number): Promise<LiveEvent[]> {
  const rows = await upcomingEvents(db, nowIso, limit).execute();
  return rows.map((row) => ({ id: row.id, title: row.title, titleEs: row.title_es, startsAt: row.event_date }));
}

export interface EventSeats {
  freeSeats: number;
  totalSeats: number;
  sections: SectionLive[];
}

/**
 * A few events' seats: free and in all, and by section with prices (see `findEventSections`) at
 * what a buyer pays, the venue's fee and tax included, as every price the site shows.
 */
export async function findEventSeats(
  db: Kysely<DB>,
  eventIds: readonly string[],
  nowIso: string,
  pricing: PricingRules,
): Promise<Map<string, EventSeats>> {
  const sections = await findEventSections(db, eventIds, nowIso);
  return new Map(
    [...sections].map(([id, list]) => [
      id,
      {
        sections: list.map((s) => ({
          ...s,
          fromCents: allInCents(s.fromCents, pricing),
          toCents: allInCents(s.toCents, pricing),
        })),
        freeSeats: list.reduce((sum, s) => sum + s.free, 0),
        totalSeats: list.reduce((sum, s) => sum + s.total, 0),
      },
    ]),
  );
}

/**
 * The sections of a few events with their price range and free seats, for the answers about
 * those events: one grouped read of their seats and one of the seats claimed (sold, or held by a
 * live hold). An event whose seats are not generated yet is its layout, all free.
 */
export async function findEventSections(
  db: Kysely<DB>,
  eventIds: readonly string[],
  nowIso: string,
): Promise<Map<string, SectionLive[]>> {
  const out = new Map<string, SectionLive[]>();
  if (eventIds.length === 0) return out;
  const ids = [...eventIds];
  const [events, seats, claimed] = await Promise.all([
    db.selectFrom("events").select(["id", "layout"]).where("id", "in", ids).execute(),
    db
      .selectFrom("seats")
      .select([
        "event_id",
        "section",
        (eb) => eb.fn.countAll<number | string>().as("n"),
        (eb) => eb.fn.min("price_cents").as("from_cents"),
        (eb) => eb.fn.max("price_cents").as("to_cents"),
      ])
      .where("event_id", "in", ids)
      .groupBy(["event_id", "section"])
      .execute(),
    countClaimedSeatsBySection(db, ids, nowIso),
  ]);
  const claimedOf = new Map(claimed.map((row) => [`${row.event_id} ${row.section}`, row.n]));
  for (const row of seats) {
    const total = Number(row.n);
    const list = out.get(row.event_id) ?? [];
    list.push({
      key: row.section,
      fromCents: Number(row.from_cents),
      toCents: Number(row.to_cents),
      total,
      free: Math.max(0, total - (claimedOf.get(`${row.event_id} ${row.section}`) ?? 0)),
    });
    out.set(row.event_id, list);
  }
  for (const event of events) {
    if (out.has(event.id)) continue;
    const layout = isLayoutId(event.layout) ? event.layout : DEFAULT_LAYOUT;
    out.set(
      event.id,
      layoutSections(layout).map((section) => {
        const total = sectionSeatCount(section);
        return { key: section.key, fromCents: section.priceCents, toCents: section.priceCents, total, free: total };
      }),
    );
  }
  return out;
}
