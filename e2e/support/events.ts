import { type APIRequestContext, test as base, expect, type Page } from "@playwright/test";
import { venue } from "#domain/venue";
import { signInAs } from "../fixtures";

/**
 * Journeys that make an event of their own, so the seed's events and the demo guest's tickets stay
 * as the other journeys expect them: `admin` is the demo admin in a browser of its own.
 */
export const test = base.extend<{ admin: Page }>({
  admin: async ({ browser, baseURL }, use) => {
    const context = await browser.newContext({ baseURL });
    const page = await context.newPage();
    await signInAs(page, "admin");
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
