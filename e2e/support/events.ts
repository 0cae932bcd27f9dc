import { type APIRequestContext, test as base, expect, type Page } from "@playwright/test";
import Database from "better-sqlite3";
import { generateSeats, type LayoutId, type SeatSpec } from "#domain/seating/layouts";
import { venue } from "#domain/venue";
import { DB_FILE } from "../fixtures";
import { signInDemo } from "./accounts";

/**
 * Journeys that make an event of their own, so the seed's events and the demo guest's tickets stay
 * as the other journeys expect them: `admin` is the demo admin in a browser of its own, signed in
 * through the auth API and on no page yet (its `request` is the admin's API client).
 */
export const test = base.extend<{ admin: Page }>({
  admin: async ({ browser, baseURL }, use) => {
    const context = await browser.newContext({ baseURL });
    await signInDemo(context.request, "admin", baseURL);
    const page = await context.newPage();
    await use(page);
    await context.close();
  },
});

/** The next Monday at the venue at least a week ahead (yyyy-MM-dd), so the event is upcoming. */
export function nextMonday(): string {
  const venueToday = new Intl.DateTimeFormat("en-CA", { timeZone: venue.timeZone }).format(new Date());
  const date = new Date(`${venueToday}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 7);
  while (date.getUTCDay() !== 1) date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

/**
 * An approved event with no sales yet, made by an admin's client as the Events tab's form does
 * (next Monday at 19:00); `journey` names the journey in its description.
 */
export async function createEvent(
  admin: APIRequestContext,
  title: string,
  journey: string,
): Promise<{ id: string; title: string }> {
  const created = await admin.post("/api/manage/events", {
    data: { title, date: nextMonday(), hour: 19, venue: venue.name, description: `Made by the ${journey} journey.` },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { event } = (await created.json()) as { event: { id: string } };
  return { id: event.id, title };
}

/**
 * A fresh approved event three weeks ahead on `layout`, written straight to the server's database
 * (no admin, no request: for journeys that only need an event to exist).
 */
export function insertEvent(
  title: string,
  { layout = "traditional", journey = "a browser test" }: { layout?: LayoutId; journey?: string } = {},
): { id: string; title: string } {
  const id = crypto.randomUUID();
  const now = new Date().toISOString();
  const db = new Database(DB_FILE, { fileMustExist: true });
  try {
    db.prepare(
      `insert into events (id, title, description, event_date, venue, image_url, layout, rental_hours,
         created_by, approval_status, approved_by, approved_at, created_at, updated_at)
       values (?, ?, ?, ?, ?, null, ?, null, null, 'approved', null, ?, ?, ?)`,
    ).run(
      id,
      title,
      `Made by ${journey}.`,
      new Date(Date.now() + 21 * 86_400_000).toISOString(),
      venue.name,
      layout,
      now,
      now,
      now,
    );
  } finally {
    db.close();
  }
  return { id, title };
}

/**
 * The event's seats written straight to the server's database, with their accessible-seating
 * marks, and those `sold` picks sold in one paid order to a buyer of its own (named for `journey`).
 * Answers every seat of the event.
 */
export function writeSeatsAndSell(
  eventId: string,
  layout: LayoutId,
  sold: (seat: SeatSpec, index: number, seats: SeatSpec[]) => boolean,
  journey: string,
): SeatSpec[] {
  const seats = generateSeats(eventId, layout);
  const now = new Date().toISOString();
  const db = new Database(DB_FILE, { fileMustExist: true });
  try {
    const buyer = { id: crypto.randomUUID(), email: `${journey}-${crypto.randomUUID()}@example.com` };
    const orderId = crypto.randomUUID();
    db.transaction(() => {
      db.prepare(
        "insert into profiles (id, email, full_name, email_verified, created_at, updated_at) values (?, ?, 'Buyer', 1, ?, ?)",
      ).run(buyer.id, buyer.email, now, now);
      const seat = db.prepare(
        "insert into seats (id, event_id, section, row_number, seat_number, price_cents, access) values (?, ?, ?, ?, ?, ?, ?)",
      );
      for (const s of seats) seat.run(s.id, eventId, s.section, s.row, s.seat, s.priceCents, s.access);
      db.prepare(
        `insert into orders (id, user_id, event_id, kind, status, total_cents, currency, created_at, updated_at, paid_at)
         values (?, ?, ?, 'tickets', 'paid', 0, 'USD', ?, ?, ?)`,
      ).run(orderId, buyer.id, eventId, now, now, now);
      const booking = db.prepare(
        `insert into bookings (id, order_id, user_id, seat_id, event_id, total_amount_cents, payment_status,
           user_email, user_name, booking_date)
         values (?, ?, ?, ?, ?, ?, 'completed', ?, 'Guest', ?)`,
      );
      for (const s of seats.filter(sold)) {
        booking.run(crypto.randomUUID(), orderId, buyer.id, s.id, eventId, s.priceCents, buyer.email, now);
      }
    })();
  } finally {
    db.close();
  }
  return seats;
}
