import type { EventFormInput, ManagedEvent } from "#domain/schemas/event-form";
import type { OrderView } from "#domain/schemas/tickets";
import { addDays, venueDateOf } from "#domain/time";
import { venue } from "#domain/venue";
import type { TestApp } from "#server/testing/test-app";

/** The next date at the venue, at least a week ahead, that falls on `weekday` (0 = Sunday). */
export function upcoming(weekday: number, weeksAhead = 1): string {
  let date = addDays(venueDateOf(new Date()), 7 * weeksAhead);
  while (new Date(`${date}T12:00:00Z`).getUTCDay() !== weekday) date = addDays(date, 1);
  return date;
}

let counter = 0;

/** A valid event form body, on a Monday unless told otherwise. */
export function eventForm(overrides: Partial<EventFormInput> = {}): EventFormInput {
  counter += 1;
  return {
    title: `Managed Event ${counter}`,
    date: upcoming(1),
    hour: 19,
    venue: venue.name,
    description: "Made by a test.",
    imageUrl: null,
    rentalHours: 2,
    ...overrides,
  };
}

/** The event-management requests a test makes, as the cookie's user. */
export function managementApi(t: TestApp) {
  const json = async <T>(response: Response): Promise<T> => (await response.json()) as T;
  return {
    list: (cookie?: string) => t.request("/api/manage/events", { cookie }),
    async listed(cookie: string): Promise<ManagedEvent[]> {
      return (await json<{ events: ManagedEvent[] }>(await t.request("/api/manage/events", { cookie }))).events;
    },
    create: (cookie: string | undefined, body: unknown) =>
      t.request("/api/manage/events", { method: "POST", cookie, json: body }),
    startRental: (cookie: string | undefined, body: unknown) =>
      t.request("/api/manage/events/rental", { method: "POST", cookie, json: body }),
    async rentalOrder(cookie: string, body: unknown): Promise<OrderView> {
      const response = await t.request("/api/manage/events/rental", { method: "POST", cookie, json: body });
      if (response.status !== 201) throw new Error(`rental: ${response.status} ${await response.text()}`);
      return (await json<{ order: OrderView }>(response)).order;
    },
    update: (cookie: string | undefined, id: string, body: unknown) =>
      t.request(`/api/manage/events/${id}`, { method: "PATCH", cookie, json: body }),
    decide: (cookie: string | undefined, id: string, decision: "approve" | "reject") =>
      t.request(`/api/manage/events/${id}/${decision}`, { method: "POST", cookie, json: {} }),
    remove: (cookie: string | undefined, id: string) => t.request(`/api/events/${id}`, { method: "DELETE", cookie }),
    failed: (cookie: string) => t.request("/api/manage/rentals/failed", { cookie }),
    retry: (cookie: string, orderId: string) =>
      t.request(`/api/manage/rentals/${orderId}/retry`, { method: "POST", cookie, json: {} }),
    eventRow: (id: string) => t.ctx.db.selectFrom("events").selectAll().where("id", "=", id).executeTakeFirst(),
    orderRow: (id: string) => t.ctx.db.selectFrom("orders").selectAll().where("id", "=", id).executeTakeFirstOrThrow(),
  };
}
