import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterEach, beforeAll, expect, it, vi } from "vitest";
import type { EventDetailResponse, EventListingsResponse } from "#domain/schemas/listings";
import { eventForm } from "#server/features/event-management/event-management.test-kit";
import { buildEvent } from "#server/testing/factories";
import { describeDialects } from "#server/testing/postgres";
import type { TestApp } from "#server/testing/test-app";
import { LISTINGS_FRESH_MS } from "./listings-cache";

const DAY_MS = 24 * 60 * 60 * 1000;
const inDays = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString();
const BROWSER = { "accept-encoding": "gzip, deflate, br" };

describeDialects("listings answered from memory", (open) => {
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    t = await open();
    admin = (await t.signedIn(["admin"])).cookie;
    // Enough events that the list is worth compressing.
    for (let i = 0; i < 6; i++) {
      await buildEvent(t.ctx.db, {
        title: `Cached Show ${i}`,
        event_date: inDays(30 + i),
        description: "Music. ".repeat(30),
      });
    }
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  async function list(headers: Record<string, string> = {}) {
    const response = await t.request("/api/events", { headers });
    expect(response.status).toBe(200);
    return { response, body: (await response.json()) as EventListingsResponse };
  }

  it("sends the list with a strong entity tag, a browser and a CDN cache policy, and 304 for a current copy", async () => {
    const response = await t.request("/api/events", { headers: BROWSER });
    expect(response.status).toBe(200);
    const etag = response.headers.get("etag") ?? "";
    expect(etag).toMatch(/^"[\w-]+\.br"$/);
    expect(response.headers.get("cache-control")).toBe("public, no-cache");
    expect(response.headers.get("cdn-cache-control")).toBe("public, max-age=2, stale-while-revalidate=30");
    expect(response.headers.get("vary")).toContain("Accept-Encoding");
    expect(response.headers.get("content-encoding")).toBe("br");
    const body = JSON.parse(brotliDecompressSync(Buffer.from(await response.arrayBuffer())).toString("utf8"));
    expect(body.events.length).toBeGreaterThanOrEqual(6);

    const again = await t.request("/api/events", { headers: { ...BROWSER, "if-none-match": etag } });
    expect(again.status).toBe(304);
    expect(again.headers.get("etag")).toBe(etag);
    expect(await again.text()).toBe("");
    // The same content in another encoding is the same entity: a gzip copy is current too.
    const gzipTag = etag.replace(".br", ".gz");
    expect((await t.request("/api/events", { headers: { ...BROWSER, "if-none-match": gzipTag } })).status).toBe(304);
    expect((await t.request("/api/events", { headers: { ...BROWSER, "if-none-match": '"other"' } })).status).toBe(200);
  });

  it("sends gzip to a client without brotli, and plain JSON to one without either, each with its own tag", async () => {
    const gzip = await t.request("/api/events", { headers: { "accept-encoding": "gzip" } });
    expect(gzip.headers.get("content-encoding")).toBe("gzip");
    expect(gzip.headers.get("etag")).toMatch(/\.gz"$/);
    const fromGzip = JSON.parse(gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString("utf8"));
    const { response, body } = await list();
    expect(response.headers.get("content-encoding")).toBeNull();
    expect(response.headers.get("etag")).toMatch(/^"[\w-]+"$/);
    expect(fromGzip).toEqual(body);
  });

  it("sends an answer under 1 KB as it is, whatever the client accepts", async () => {
    const event = await buildEvent(t.ctx.db, { title: "Small Page", event_date: inDays(12) });
    const response = await t.request(`/api/events/${event.id}`, { headers: BROWSER });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-encoding")).toBeNull();
    expect(response.headers.get("etag")).toMatch(/^"[\w-]+"$/);
    expect(((await response.json()) as EventDetailResponse).event.title).toBe("Small Page");
  });

  it("shows an event created, edited and cancelled through the API at once, in the list and on its page", async () => {
    const before = await list();
    const created = await t.request("/api/manage/events", {
      method: "POST",
      cookie: admin,
      json: eventForm({ title: "Announced Show" }),
    });
    expect(created.status).toBe(201);
    const { event } = (await created.json()) as { event: { id: string } };
    const after = await list();
    expect(after.body.events.map((e) => e.title)).toContain("Announced Show");
    expect(after.response.headers.get("etag")).not.toBe(before.response.headers.get("etag"));
    expect(((await (await t.request(`/api/events/${event.id}`)).json()) as EventDetailResponse).event.title).toBe(
      "Announced Show",
    );

    const edited = await t.request(`/api/manage/events/${event.id}`, {
      method: "PATCH",
      cookie: admin,
      json: eventForm({ title: "Announced Show, Renamed" }),
    });
    expect(edited.status).toBe(200);
    expect((await list()).body.events.map((e) => e.title)).toContain("Announced Show, Renamed");
    const page = (await (await t.request(`/api/events/${event.id}`)).json()) as EventDetailResponse;
    expect(page.event.title).toBe("Announced Show, Renamed");

    const cancelled = await t.request(`/api/manage/events/${event.id}/cancel`, {
      method: "POST",
      cookie: admin,
      json: { reason: "The band is ill." },
    });
    expect(cancelled.status).toBe(200);
    expect((await list()).body.events.map((e) => e.id)).not.toContain(event.id);
    const gone = (await (await t.request(`/api/events/${event.id}`)).json()) as EventDetailResponse;
    expect(gone.event.cancelled?.reason).toBe("The band is ill.");
  });

  it("answers from memory within a second, and shows a change nothing announced after it", async () => {
    const first = await list();
    // Written straight to the database, as a script would: nothing announces it.
    const quiet = await buildEvent(t.ctx.db, { title: "Unannounced Show", event_date: inDays(40) });
    const soon = await list();
    expect(soon.body.events.map((e) => e.id)).not.toContain(quiet.id);
    expect(soon.response.headers.get("etag")).toBe(first.response.headers.get("etag"));

    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + LISTINGS_FRESH_MS + 1 });
    expect((await list()).body.events.map((e) => e.id)).toContain(quiet.id);
  });

  it("keeps the entity tag of a list recomputed with the same content", async () => {
    const first = await list();
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + LISTINGS_FRESH_MS + 1 });
    const second = await list();
    expect(second.body).toEqual(first.body);
    expect(second.response.headers.get("etag")).toBe(first.response.headers.get("etag"));
  });

  it("validates the limit once per spelling and caches each limit apart", async () => {
    const three = await list();
    const featured = await t.request("/api/events?limit=3");
    expect(((await featured.json()) as EventListingsResponse).events).toEqual(three.body.events.slice(0, 3));
    expect((await t.request("/api/events?limit=0")).status).toBe(400);
    expect((await t.request("/api/events?limit=0")).status).toBe(400);
  });
});
