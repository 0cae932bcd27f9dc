import { sql } from "kysely";
import { afterAll, beforeAll, expect, it } from "vitest";
import { buildEvent, buildUsers } from "#server/testing/factories";
import { createTestApp, type TestApp } from "#server/testing/test-app";
import { sellableSeats } from "../../../bench/lib/sellable";

/**
 * A full disk (SQLite refusing to grow the file past `max_page_count` fails writes as a full disk
 * does): holds answer 503 `storage_full`, translated by the web app, with the cause logged once;
 * nothing is half written, and health says the instance cannot write.
 */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t.close();
});

it("answers 503 storage_full, changes nothing, and health reports it", async () => {
  const users = await buildUsers(t.ctx, 60);
  const event = await buildEvent(t.ctx.db, { layout: "full-arena" });
  const layout = await (await t.request(`/api/events/${event.id}/seat-layout`)).json();
  const seats = sellableSeats(layout as Parameters<typeof sellableSeats>[0]).sellable;
  const pages = await sql<{ page_count: number }>`pragma page_count`.execute(t.ctx.db);
  await sql.raw(`pragma max_page_count = ${pages.rows[0]?.page_count}`).execute(t.ctx.db);

  let refused: Response | undefined;
  let next = 0;
  for (const user of users) {
    for (let k = 0; k < 10 && !refused; k++) {
      const seat = seats[next++];
      const response = await t.request("/api/orders", {
        method: "POST",
        cookie: user.cookie,
        json: { eventId: event.id, seatIds: [seat] },
      });
      if (response.status !== 201) refused = response;
    }
    if (refused) break;
  }
  expect(refused?.status).toBe(503);
  expect(await refused?.json()).toEqual({ error: { code: "storage_full" } });
  expect(refused?.headers.get("retry-after")).toBe("60");
  // The refused hold left nothing behind: every order has its seats.
  const orphans = await t.ctx.db
    .selectFrom("orders")
    .leftJoin("bookings", "bookings.order_id", "orders.id")
    .select("orders.id")
    .where("bookings.id", "is", null)
    .where("orders.event_id", "=", event.id)
    .execute();
  expect(orphans).toEqual([]);

  const health = await t.request("/api/health");
  expect(health.status).toBe(503);
  expect(await health.json()).toMatchObject({ status: "degraded", storage: "full" });
  const ready = await t.request("/api/ready");
  expect(ready.status).toBe(503);
  expect(await ready.json()).toMatchObject({ ready: false, checks: { storage: "full", database: "ok" } });
});
