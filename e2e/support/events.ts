import { type APIRequestContext, test as base, expect, type Page } from "@playwright/test";
import Database from "better-sqlite3";
import type { LayoutId } from "#domain/seating/layouts";
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
