/**
 * The world the evaluation asks about: the real app on a fresh SQLite database with the demo
 * content, and a few changes made through the app the way staff and buyers make them:
 *
 * - an event on this weekend's Saturday night (when that is still ahead), so "this weekend" has
 *   an answer;
 * - the College Hoops Invitational on the arena layout (Floor $200, Lower Bowl $85, Upper Bowl
 *   $40), so prices must come from the event's own layout;
 * - four seats of the Holiday Pops sold;
 * - Rock the Arena sold out, every row bought by a different buyer.
 *
 * The calendar handed to the cases is then read back through the public API (the event list, each
 * event's seat layout and seat states): what a visitor would see, written the ways a reply may
 * write it.
 */
import type { SeatLayoutResponse, SeatStatesResponse } from "#domain/schemas/tickets";
import { addDays, venueDateOf, venueTimeToInstant } from "#domain/time";
import { weekdayOf } from "#domain/tours";
import { seedDemo } from "#server/db/seed/demo";
import { buildEvent, buildUsers, paySimulated } from "#server/testing/factories";
import { createTestApp, type TestApp } from "#server/testing/test-app";
import {
  type Calendar,
  type CalendarEvent,
  clock,
  dollars,
  EVENT_KEYS,
  type EventKey,
  type Language,
  type MonthEvents,
} from "./types";

const TIME_ZONE = "America/Chicago";
export const WEEKEND_TITLE = "Saturday Jazz & Blues Jam";
const PENDING_TITLE = "Community Charity Gala";

const SEED_TITLES: Record<EventKey, string> = {
  symphony: "Houston Symphony: Holiday Pops",
  basketball: "Bridgeland Basketball Classic",
  country: "Lone Star Country Music Night",
  expo: "Gulf Coast Business & Trade Expo",
  graduation: "Cypress Creek High Graduation Ceremony",
  mariachi: "Mariachi & Folklórico Festival",
  soccer: "Winter Indoor Soccer Sports Showcase",
  piano: "Classical Piano Recital: Chopin & Liszt",
  rock: "Rock the Arena: Tribute Concert",
  homeGarden: "Texas Home & Garden Trade Show",
  hoops: "College Hoops Invitational",
  gospel: "Spring Gospel Music Celebration",
  youthOrchestra: "Youth Orchestra Spring Concert",
};

/** Saturday of this weekend (today when it is Saturday), or Sunday when today is Sunday. */
function weekendDate(now: Date): string {
  const today = venueDateOf(now);
  const weekday = weekdayOf(today) ?? 0;
  return weekday === 0 ? today : addDays(today, 6 - weekday);
}

function parts(instant: Date, lang: Language, options: Intl.DateTimeFormatOptions): string {
  return new Intl.DateTimeFormat(lang === "en" ? "en-US" : "es-MX", { timeZone: TIME_ZONE, ...options })
    .format(instant)
    .toLowerCase();
}

/** The ways a reply may write a date: "december 12", "dec 12", "12 de diciembre", "12 dic". */
function dateForms(instant: Date, lang: Language): string[] {
  const day = parts(instant, lang, { day: "numeric" });
  const long = parts(instant, lang, { month: "long" });
  const short = parts(instant, lang, { month: "short" }).replace(".", "");
  return lang === "en"
    ? [`${long} ${day}`, `${short} ${day}`, `${short}. ${day}`]
    : [`${day} de ${long}`, `${day} ${short}`, `${day} de ${short}`];
}

/** "tuesday" or "tue", "martes" or "mar," (a short Spanish name only before its date). */
function weekdayForms(instant: Date, lang: Language): string[] {
  const long = parts(instant, lang, { weekday: "long" });
  const short = parts(instant, lang, { weekday: "short" }).replace(".", "");
  return lang === "en" ? [long, `${short},`, `${short} `] : [long, `${short},`, `${short}.`];
}

function hhmm(instant: Date): string {
  return new Intl.DateTimeFormat("en-GB", {
    timeZone: TIME_ZONE,
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).format(instant);
}

function monthOf(instant: Date): { year: number; month: number } {
  const [year, month] = venueDateOf(instant).split("-").map(Number);
  return { year: year ?? 0, month: month ?? 0 };
}

async function json<T>(t: TestApp, pathname: string): Promise<T> {
  const response = await t.request(pathname);
  if (response.status !== 200) throw new Error(`${pathname}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** One order's worth of seats: at most ten, a wheelchair space always with its companion seats. */
function chunksOf(seats: number, groups: readonly { space: number; companions: number[] }[]): number[][] {
  const units: number[][] = groups.map((g) => [g.space, ...g.companions]);
  const grouped = new Set(units.flat());
  for (let seat = 1; seat <= seats; seat++) if (!grouped.has(seat)) units.push([seat]);
  units.sort((a, b) => Math.min(...a) - Math.min(...b));
  const chunks: number[][] = [];
  for (const unit of units) {
    const last = chunks.at(-1);
    if (last && last.length + unit.length <= 10) last.push(...unit);
    else chunks.push([...unit]);
  }
  return chunks;
}

/**
 * Sells every seat of the event: one buyer per row (the event's own limit lets one account take a
 * row), ten seats an order, as self-declared accessible buyers so the wheelchair spaces sell too.
 */
async function sellOut(t: TestApp, eventId: string, layout: SeatLayoutResponse): Promise<void> {
  const rows = layout.sections.flatMap((s) => s.rows.map((r) => ({ key: s.key, ...r })));
  const buyers = await buildUsers(t.ctx, rows.length);
  for (const [i, row] of rows.entries()) {
    const buyer = buyers[i];
    if (!buyer) throw new Error("no buyer");
    for (const chunk of chunksOf(row.seats, row.accessible ?? [])) {
      const seatIds = chunk.map((seat) => `${eventId}:${row.key}:${row.row}:${seat}`);
      const held = await t.request("/api/orders", {
        method: "POST",
        cookie: buyer.cookie,
        json: { eventId, seatIds, accessible: true },
      });
      if (held.status !== 201) throw new Error(`hold in row ${row.row} failed: ${held.status} ${await held.text()}`);
      const { order } = (await held.json()) as { order: { id: string } };
      const paid = await paySimulated(t, buyer.cookie, order.id);
      if (paid.status !== 200) throw new Error(`payment in row ${row.row} failed: ${paid.status} ${await paid.text()}`);
    }
  }
}

export interface Scenario {
  t: TestApp;
  calendar: Calendar;
}

export async function buildScenario(now: Date, env: Record<string, string> = {}): Promise<Scenario> {
  const t = await createTestApp({ env: { LOG_LEVEL: "error", CHAT_PROVIDER: "local", ...env } });
  try {
    await seedDemo(t.ctx, now);
    // The cases name the seeded events by their English titles in both languages; answers naming
    // events by their Spanish titles are checked by the API tests (bilingual-events.test.ts).
    await t.ctx.db.updateTable("events").set({ title_es: null }).execute();
    const weekendAt = venueTimeToInstant(weekendDate(now), "23:00");
    if (weekendAt.getTime() > now.getTime() + 60 * 60_000) {
      await buildEvent(t.ctx.db, { title: WEEKEND_TITLE, event_date: weekendAt.toISOString() });
    }
    const idOf = async (title: string) =>
      (await t.ctx.db.selectFrom("events").select("id").where("title", "=", title).executeTakeFirstOrThrow()).id;

    // The cases were written for events on the traditional plan (prices by Upper Deck and Balcony,
    // rows a buyer sells out alone), and the hoops on the arena plan: the seed's seats give way to
    // those plans, generated when the scenario first reads each event's seat map.
    await t.ctx.db.deleteFrom("seats").execute();
    await t.ctx.db.updateTable("events").set({ layout: "traditional" }).execute();
    await t.ctx.db.updateTable("events").set({ layout: "arena" }).where("title", "=", SEED_TITLES.hoops).execute();
    // An admin's own seat limit lets one buyer take a whole row.
    await t.ctx.db
      .updateTable("events")
      .set({ max_seats_per_account: 50 })
      .where("title", "=", SEED_TITLES.rock)
      .execute();

    const layoutOf = async (id: string) => {
      const states = await json<SeatStatesResponse>(t, `/api/events/${id}/seat-states`);
      return json<SeatLayoutResponse>(t, `/api/events/${id}/seat-layout?v=${states.layoutVersion}`);
    };

    const rockId = await idOf(SEED_TITLES.rock);
    await sellOut(t, rockId, await layoutOf(rockId));

    const symphonyId = await idOf(SEED_TITLES.symphony);
    const symphonyLayout = await layoutOf(symphonyId);
    const plain = symphonyLayout.sections
      .flatMap((s) => s.rows.map((r) => ({ key: s.key, ...r })))
      .find((r) => !r.accessible?.length);
    if (!plain) throw new Error("no row without wheelchair spaces");
    const [buyer] = await buildUsers(t.ctx, 1);
    if (!buyer) throw new Error("no buyer");
    const held = await t.request("/api/orders", {
      method: "POST",
      cookie: buyer.cookie,
      json: { eventId: symphonyId, seatIds: [1, 2, 3, 4].map((s) => `${symphonyId}:${plain.key}:${plain.row}:${s}`) },
    });
    if (held.status !== 201) throw new Error(`symphony hold failed: ${held.status} ${await held.text()}`);
    const { order } = (await held.json()) as { order: { id: string } };
    if ((await paySimulated(t, buyer.cookie, order.id)).status !== 200) throw new Error("symphony payment failed");

    const calendar = await readCalendar(t, now);
    return { t, calendar };
  } catch (error) {
    await t.close();
    throw error;
  }
}

async function readCalendar(t: TestApp, now: Date): Promise<Calendar> {
  const rows = await t.ctx.db
    .selectFrom("events")
    .select(["id", "title", "event_date"])
    .where("approval_status", "=", "approved")
    .orderBy("event_date")
    .execute();
  const upcoming: CalendarEvent[] = [];
  for (const row of rows) {
    const states = await json<SeatStatesResponse>(t, `/api/events/${row.id}/seat-states`);
    const layout = await json<SeatLayoutResponse>(t, `/api/events/${row.id}/seat-layout?v=${states.layoutVersion}`);
    const start = new Date(row.event_date);
    const doors = new Date(start.getTime() - 60 * 60_000);
    upcoming.push({
      id: row.id,
      title: row.title,
      date: { en: dateForms(start, "en"), es: dateForms(start, "es") },
      time: clock(hhmm(start)),
      doors: clock(hhmm(doors)),
      seatsLeft: states.totals.available,
      totalSeats: states.totals.seats,
      soldOut: states.totals.available === 0,
      sections: layout.sections.map((s) => ({
        name: s.name,
        price: dollars((s.rows[0]?.priceCents ?? 0) / 100)[0] ?? "",
      })),
      page: `/events/${row.id}`,
      boxOffice: `/box-office?event=${row.id}`,
      month: monthOf(start).month,
      weekday: { en: weekdayForms(start, "en"), es: weekdayForms(start, "es") },
    });
  }
  const byTitle = new Map(upcoming.map((e) => [e.title, e]));
  const events = Object.fromEntries(
    EVENT_KEYS.map((key) => {
      const found = byTitle.get(SEED_TITLES[key]);
      if (!found) throw new Error(`seed event missing: ${SEED_TITLES[key]}`);
      return [key, found];
    }),
  ) as Record<EventKey, CalendarEvent>;

  const instantOf = new Map(rows.map((r) => [r.id, new Date(r.event_date)]));
  const monthEvents = (instant: Date): MonthEvents => {
    const { year, month } = monthOf(instant);
    return {
      name: { en: parts(instant, "en", { month: "long" }), es: parts(instant, "es", { month: "long" }) },
      events: upcoming.filter((e) => {
        const at = instantOf.get(e.id);
        return at !== undefined && monthOf(at).year === year && monthOf(at).month === month;
      }),
    };
  };
  const today = venueDateOf(now);
  const [y = 0, m = 0] = today.split("-").map(Number);
  const nextMonthStart = venueTimeToInstant(
    `${m === 12 ? y + 1 : y}-${String((m % 12) + 1).padStart(2, "0")}-15`,
    "12:00",
  );
  return {
    events,
    weekend: byTitle.get(WEEKEND_TITLE) ?? null,
    upcoming,
    nextMonth: monthEvents(nextMonthStart),
    monthA: monthEvents(venueTimeToInstant(addDays(today, 45), "12:00")),
    monthB: monthEvents(venueTimeToInstant(addDays(today, 75), "12:00")),
    pendingTitle: PENDING_TITLE,
  };
}
