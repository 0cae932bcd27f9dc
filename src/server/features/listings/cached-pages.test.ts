/**
 * Pages kept for visitors without a session, through the whole app with its built renderer, on
 * both databases: each language and theme gets its own page, a change to what a page shows makes
 * the next request render it anew (on this instance and on another sharing PostgreSQL), entity
 * tags answer 304, and nobody who may be signed in is ever served or leaves a kept page.
 */
import { mkdirSync, rmSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { en } from "#domain/i18n/en";
import { es } from "#domain/i18n/es";
import { generateSeats } from "#domain/seating/layouts";
import { createApp } from "#server/app";
import { eventForm } from "#server/features/event-management/event-management.test-kit";
import { type BuiltUser, buildEvent, buildUsers } from "#server/testing/factories";
import { describeDialects, freshPostgresDatabase, hasPostgres } from "#server/testing/postgres";
import { createTestApp, TEST_ORIGIN, type TestApp } from "#server/testing/test-app";
import { buildWebApp } from "../../../../bench/web/build";
import { LISTINGS_FRESH_MS } from "./listings-cache";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../..");
const DAY_MS = 24 * 60 * 60 * 1000;
const inDays = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString();

let buildDir = "";
let distDir = "";

beforeAll(async () => {
  // Under node_modules, so the renderer's package imports resolve as they do in production.
  buildDir = path.join(ROOT, "node_modules", ".cache", `cached-pages-test-${process.pid}`);
  distDir = path.join(buildDir, "dist");
  mkdirSync(buildDir, { recursive: true });
  await buildWebApp(distDir, { renderer: true });
}, 180_000);

afterAll(() => {
  if (buildDir) rmSync(buildDir, { recursive: true, force: true });
});

afterEach(() => {
  vi.useRealTimers();
});

/** The whole site (API and pages) on a test app's context. */
function siteOf(t: TestApp) {
  const app = createApp(t.ctx, { distDir });
  return async (pathname: string, headers: Record<string, string> = {}) => {
    const response = await app.request(`${TEST_ORIGIN}${pathname}`, { headers });
    return { response, html: await response.text(), cache: response.headers.get("x-page-cache") };
  };
}

/** `#root`'s text, as a visitor reads it before any script runs. */
function visibleText(html: string): string {
  const root = html.slice(html.indexOf('<div id="root">'), html.indexOf('<script type="application/json"'));
  return root
    .replace(/<[^>]+>/g, " ")
    .replaceAll("&amp;", "&")
    .replaceAll("&#x27;", "'")
    .replace(/\s+/g, " ");
}

/** Writes an event's seats with all but `left` of them sold, straight to the database (nothing announces it). */
async function sellAllBut(t: TestApp, eventId: string, left: number) {
  const seats = generateSeats(eventId, "traditional");
  await t.ctx.db
    .insertInto("seats")
    .values(
      seats.map((s) => ({
        id: s.id,
        event_id: eventId,
        section: s.section,
        row_number: s.row,
        seat_number: s.seat,
        price_cents: s.priceCents,
      })),
    )
    .execute();
  const sell = async (sold: typeof seats) => {
    const [buyer] = (await buildUsers(t.ctx, 1)) as [BuiltUser];
    const orderId = crypto.randomUUID();
    const now = new Date().toISOString();
    await t.ctx.db
      .insertInto("orders")
      .values({
        id: orderId,
        user_id: buyer.userId,
        event_id: eventId,
        kind: "tickets",
        status: "paid",
        total_cents: 0,
        currency: "USD",
        provider: null,
        provider_ref: null,
        details: null,
        expires_at: null,
        paid_at: now,
        created_at: now,
        updated_at: now,
      })
      .execute();
    for (let i = 0; i < sold.length; i += 200) {
      await t.ctx.db
        .insertInto("bookings")
        .values(
          sold.slice(i, i + 200).map((seat) => ({
            id: crypto.randomUUID(),
            order_id: orderId,
            user_id: buyer.userId,
            seat_id: seat.id,
            event_id: eventId,
            total_amount_cents: 0,
            payment_status: "completed" as const,
            user_email: buyer.email,
            user_name: buyer.name,
            booking_date: now,
          })),
        )
        .execute();
    }
  };
  await sell(seats.slice(0, seats.length - left));
  const rest = seats.slice(seats.length - left);
  return { sellTheRest: () => sell(rest), restIds: rest.map((seat) => seat.id) };
}

describeDialects("pages kept for visitors without a session", (open) => {
  let t: TestApp;
  let page: ReturnType<typeof siteOf>;
  let admin: string;

  beforeAll(async () => {
    t = await open();
    page = siteOf(t);
    admin = (await t.signedIn(["admin"])).cookie;
  });

  it("gives visitors in another language or theme their own page, each rendered once", async () => {
    await buildEvent(t.ctx.db, { title: "Zydeco Night", event_date: inDays(9) });
    const english = await page("/calendar");
    const spanishDark = await page("/calendar", { cookie: "lang=es; theme=dark" });
    const spanishByBrowser = await page("/calendar", { "accept-language": "es-MX,es;q=0.9" });
    expect(english.cache).toBe("miss");
    expect(spanishDark.cache).toBe("miss");
    expect(spanishByBrowser.cache).toBe("miss");
    expect(english.html).toContain('<html lang="en">');
    expect(visibleText(english.html)).toContain(en.listings.calendar.title);
    expect(spanishDark.html).toContain('<html lang="es" class="dark">');
    expect(visibleText(spanishDark.html)).toContain(es.listings.calendar.title);
    expect(spanishByBrowser.html).toContain('<html lang="es">');
    for (const pageOf of [english, spanishDark, spanishByBrowser])
      expect(visibleText(pageOf.html)).toContain("Zydeco Night");

    const again = await page("/calendar", { cookie: "theme=dark; lang=es; other=1" });
    expect(again.cache).toBe("hit");
    expect(again.html).toBe(spanishDark.html);
    expect((await page("/calendar")).html).toBe(english.html);
  });

  it("answers 304 for a current copy, and the new page once it changed", async () => {
    const event = await buildEvent(t.ctx.db, { title: "Tagged Show", event_date: inDays(10) });
    const first = await page(`/events/${event.id}`, { "accept-encoding": "gzip, br" });
    const etag = first.response.headers.get("etag") ?? "";
    expect(etag).toMatch(/^"[\w-]+\.br"$/);
    expect(first.response.headers.get("cache-control")).toBe("public, max-age=5, stale-while-revalidate=30");
    expect(first.response.headers.get("vary")).toBe("Accept-Encoding, Cookie, Accept-Language");
    const current = await page(`/events/${event.id}`, { "if-none-match": etag });
    expect(current.response.status).toBe(304);
    expect(current.html).toBe("");

    const edited = await t.request(`/api/manage/events/${event.id}`, {
      method: "PATCH",
      cookie: admin,
      json: eventForm({ title: "Tagged Show, Renamed" }),
    });
    expect(edited.status).toBe(200);
    const changed = await page(`/events/${event.id}`, { "if-none-match": etag });
    expect(changed.response.status).toBe(200);
    expect(visibleText(changed.html)).toContain("Tagged Show, Renamed");
  });

  it("shows an edit, an approval and a cancellation on the next anonymous page at once", async () => {
    const created = await t.request("/api/manage/events", {
      method: "POST",
      cookie: admin,
      json: eventForm({ title: "Bayou Big Band" }),
    });
    expect(created.status).toBe(201);
    const { event } = (await created.json()) as { event: { id: string } };
    expect(visibleText((await page(`/events/${event.id}`)).html)).toContain("Bayou Big Band");
    expect(visibleText((await page("/calendar")).html)).toContain("Bayou Big Band");
    expect((await page(`/events/${event.id}`)).cache).toBe("hit");

    // An edit.
    const edited = await t.request(`/api/manage/events/${event.id}`, {
      method: "PATCH",
      cookie: admin,
      json: eventForm({ title: "Bayou Bigger Band" }),
    });
    expect(edited.status).toBe(200);
    const afterEdit = await page(`/events/${event.id}`);
    expect(afterEdit.cache).toBe("miss");
    expect(visibleText(afterEdit.html)).toContain("Bayou Bigger Band");
    expect(afterEdit.html).toContain("<title>Bayou Bigger Band");
    expect(visibleText((await page("/calendar")).html)).toContain("Bayou Bigger Band");

    // An approval: a pending event joins the calendar.
    const pending = await buildEvent(t.ctx.db, {
      title: "Pending Polka",
      approval_status: "pending",
      event_date: inDays(11),
    });
    expect(visibleText((await page("/calendar")).html)).not.toContain("Pending Polka");
    expect((await page(`/events/${pending.id}`)).response.status).toBe(404);
    const approved = await t.request(`/api/manage/events/${pending.id}/approve`, { method: "POST", cookie: admin });
    expect(approved.status).toBe(200);
    expect(visibleText((await page("/calendar")).html)).toContain("Pending Polka");
    expect((await page(`/events/${pending.id}`)).response.status).toBe(200);

    // A cancellation.
    const cancelled = await t.request(`/api/manage/events/${event.id}/cancel`, {
      method: "POST",
      cookie: admin,
      json: { reason: "The band is ill." },
    });
    expect(cancelled.status).toBe(200);
    const afterCancel = await page(`/events/${event.id}`);
    expect(visibleText(afterCancel.html)).toContain(en.listings.eventPage.cancelledTitle);
    expect(visibleText(afterCancel.html)).toContain("The band is ill.");
    expect(visibleText((await page("/calendar")).html)).not.toContain("Bayou Bigger Band");
  });

  it("shows a sell-out on the next anonymous page once the listings have counted it", async () => {
    const event = await buildEvent(t.ctx.db, { title: "Last Seat Standing", event_date: inDays(12) });
    const { sellTheRest } = await sellAllBut(t, event.id, 1);
    const few = await page(`/events/${event.id}`);
    expect(visibleText(few.html)).toContain("Only 1 ticket left");
    expect((await page(`/events/${event.id}`)).cache).toBe("hit");

    await sellTheRest();
    // Seats sold are not announced: the listings count them again within LISTINGS_FRESH_MS.
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + LISTINGS_FRESH_MS + 1 });
    const gone = await page(`/events/${event.id}`);
    expect(gone.cache).toBe("miss");
    expect(visibleText(gone.html)).toContain(en.listings.card.soldOut);
    expect(gone.html).toContain('"availability":"https://schema.org/SoldOut"');
  });

  it("shows the last seats held and released through the site on the next anonymous page at once", async () => {
    const event = await buildEvent(t.ctx.db, { title: "Last Seat Taken", event_date: inDays(14) });
    const { restIds } = await sellAllBut(t, event.id, 1);
    expect(visibleText((await page(`/events/${event.id}`)).html)).toContain("Only 1 ticket left");
    expect((await page(`/events/${event.id}`)).cache).toBe("hit");

    const { cookie } = await t.signedIn();
    const held = await t.request("/api/orders", {
      method: "POST",
      cookie,
      json: { eventId: event.id, seatIds: restIds },
    });
    expect(held.status).toBe(201);
    const sold = await page(`/events/${event.id}`);
    expect(sold.cache).toBe("miss");
    expect(visibleText(sold.html)).toContain(en.listings.card.soldOut);
    expect(sold.html).toContain('"availability":"https://schema.org/SoldOut"');

    const { order } = (await held.json()) as { order: { id: string } };
    expect((await t.request(`/api/orders/${order.id}`, { method: "DELETE", cookie })).status).toBe(200);
    expect(visibleText((await page(`/events/${event.id}`)).html)).toContain("Only 1 ticket left");
  });

  it("never serves or keeps a page for a request with a session cookie, valid or not", async () => {
    const { cookie } = await t.signedIn();
    for (const pathname of ["/", "/calendar", "/information", "/my-tickets", "/event-manager"]) {
      const anonymous = await page(pathname);
      const signedIn = await page(pathname, { cookie });
      expect(signedIn.cache, pathname).toBe("private");
      expect(signedIn.response.headers.get("cache-control"), pathname).toBe("private, no-store");
      expect(signedIn.response.headers.get("etag"), pathname).toBeNull();
      expect(signedIn.html, pathname).not.toBe(anonymous.html);
      const expired = await page(pathname, { cookie: "arena.session_token=expired.or-forged" });
      expect(expired.cache, pathname).toBe("private");
      expect(expired.response.headers.get("cache-control"), pathname).toBe("private, no-store");
    }
    const mine = await page("/information", { cookie });
    expect(visibleText(mine.html)).toContain(en.nav.account);
    expect(visibleText((await page("/information")).html)).toContain(en.nav.signIn);
  });
});

describe.skipIf(!hasPostgres())("kept pages on two instances sharing PostgreSQL", () => {
  let a: TestApp;
  let b: TestApp;

  beforeAll(async () => {
    const databaseUrl = await freshPostgresDatabase();
    a = await createTestApp({ databaseUrl });
    b = await createTestApp({ databaseUrl });
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
  });

  it("shows an edit made on one instance on the other's next page, and both agree on the data", async () => {
    const onA = siteOf(a);
    const onB = siteOf(b);
    const admin = (await a.signedIn(["admin"])).cookie;
    const event = await buildEvent(a.ctx.db, { title: "Two Rooms Show", event_date: inDays(13) });
    const pageA = await onA(`/events/${event.id}`);
    const pageB = await onB(`/events/${event.id}`);
    expect(visibleText(pageA.html)).toContain("Two Rooms Show");
    expect(visibleText(pageB.html)).toContain("Two Rooms Show");
    expect((await onB(`/events/${event.id}`)).cache).toBe("hit");
    // The listing both rendered from is the same answer, tagged alike.
    const tagA = (await a.request(`/api/events/${event.id}`)).headers.get("etag");
    expect((await b.request(`/api/events/${event.id}`)).headers.get("etag")).toBe(tagA);

    const edited = await a.request(`/api/manage/events/${event.id}`, {
      method: "PATCH",
      cookie: admin,
      json: eventForm({ title: "Two Rooms Show, Moved" }),
    });
    expect(edited.status).toBe(200);
    expect(visibleText((await onA(`/events/${event.id}`)).html)).toContain("Two Rooms Show, Moved");
    // B hears of it through the relay, a few milliseconds later.
    await vi.waitFor(
      async () => expect(visibleText((await onB(`/events/${event.id}`)).html)).toContain("Two Rooms Show, Moved"),
      { timeout: 2_000, interval: 20 },
    );
  });

  it("shows the last seat held on one instance on the other's next page", async () => {
    const onB = siteOf(b);
    const event = await buildEvent(a.ctx.db, { title: "Two Rooms Last Seat", event_date: inDays(15) });
    const { restIds } = await sellAllBut(a, event.id, 1);
    expect(visibleText((await onB(`/events/${event.id}`)).html)).toContain("Only 1 ticket left");
    const { cookie } = await a.signedIn();
    const held = await a.request("/api/orders", {
      method: "POST",
      cookie,
      json: { eventId: event.id, seatIds: restIds },
    });
    expect(held.status).toBe(201);
    // B hears of the seat change through the relay, a few milliseconds later.
    await vi.waitFor(
      async () => expect(visibleText((await onB(`/events/${event.id}`)).html)).toContain(en.listings.card.soldOut),
      { timeout: 500, interval: 20 },
    );
  });
});

describe("past the render bound", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { PAGE_RENDERS_MAX: "1" } });
  });
  afterAll(async () => {
    await t?.close();
  });

  it("sends the shell, not kept, to a page asked for while every render thread is busy", async () => {
    const page = siteOf(t);
    // Warm: the render thread is started and has rendered once.
    expect((await page("/privacy")).cache).toBe("miss");
    const answers = await Promise.all(
      ["/information", "/terms"].map(async (pathname) => ({ pathname, ...(await page(pathname)) })),
    );
    const shells = answers.filter((answer) => answer.cache === "none");
    const rendered = answers.filter((answer) => answer.cache === "miss");
    expect(rendered).toHaveLength(1);
    expect(shells).toHaveLength(1);
    const shell = shells[0] as (typeof shells)[number];
    expect(shell.response.status).toBe(200);
    expect(shell.response.headers.get("cache-control")).toBe("no-cache");
    expect(shell.html).toContain('<div id="root"></div>');
    expect(shell.html).not.toContain('id="ssr-state"');
    // Its head is the page's own all the same.
    expect(shell.html).toMatch(/<title>[^<]+<\/title>/);
    // Not kept: the next request renders it.
    const again = await page(shell.pathname);
    expect(again.cache).toBe("miss");
    expect(again.html).toContain('id="ssr-state"');
  });
});
