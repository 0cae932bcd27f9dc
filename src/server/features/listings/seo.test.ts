import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { generateSeats, type LayoutId } from "#domain/seating/layouts";
import { createApp } from "#server/app";
import { type BuiltUser, buildEvent, buildUsers } from "#server/testing/factories";
import { describeDialects } from "#server/testing/postgres";
import { createTestApp, TEST_ORIGIN, type TestApp } from "#server/testing/test-app";
import { escapeHtml, jsonForHtml } from "./page-head";

const DAY_MS = 24 * 60 * 60 * 1000;
const inDays = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString();

/** The shape of Vite's built index.html: the generic head the server replaces per page. */
const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="Generic description" />
    <title>Generic title</title>
    <script src="/theme-init.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>`;

function headOf(html: string) {
  const head = html.slice(0, html.indexOf("</head>"));
  const meta = (key: string) =>
    new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`).exec(head)?.[1]?.replaceAll("&amp;", "&");
  const jsonLd = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(head)?.[1];
  return {
    head,
    title: /<title>([\s\S]*?)<\/title>/.exec(head)?.[1],
    titles: head.match(/<title>/g)?.length ?? 0,
    descriptions: head.match(/<meta name="description"/g)?.length ?? 0,
    lang: /<html lang="([^"]+)"/.exec(html)?.[1],
    canonical: /<link rel="canonical" href="([^"]+)"/.exec(head)?.[1],
    meta,
    jsonLd: jsonLd ? (JSON.parse(jsonLd) as Record<string, unknown>) : undefined,
    rawJsonLd: jsonLd,
  };
}

describeDialects("pages as the server sends them", (open) => {
  let t: TestApp;
  let app: ReturnType<typeof createApp>;
  let distDir: string;

  beforeAll(async () => {
    t = await open();
    distDir = mkdtempSync(path.join(tmpdir(), "arena-dist-"));
    mkdirSync(distDir, { recursive: true });
    writeFileSync(path.join(distDir, "index.html"), INDEX_HTML);
    app = createApp(t.ctx, { distDir });
  });
  afterAll(() => rmSync(distDir, { recursive: true, force: true }));

  const get = (pathname: string, headers: Record<string, string> = {}) =>
    Promise.resolve(app.request(`${TEST_ORIGIN}${pathname}`, { headers }));

  it("gives an event page its title, description, Open Graph tags and Event JSON-LD", async () => {
    const event = await buildEvent(t.ctx.db, {
      title: `Rock & Roll </script><script>alert("x")</script> Night`,
      description: "Three bands, one stage.",
      event_date: "2031-05-02T00:30:00.000Z",
    });
    const response = await get(`/events/${event.id}`);
    expect(response.status).toBe(200);
    const page = headOf(await response.text());

    expect(page.titles).toBe(1);
    expect(page.descriptions).toBe(1);
    expect(page.title).toBe(`${escapeHtml(event.title)} · Bridgeland Arena`);
    expect(page.meta("description")).toBe("Three bands, one stage.");
    expect(page.meta("og:title")).toBe(`${escapeHtml(event.title).replaceAll("&amp;", "&")} · Bridgeland Arena`);
    expect(page.meta("og:url")).toBe(`${TEST_ORIGIN}/events/${event.id}`);
    expect(page.meta("og:image")).toMatch(new RegExp(`^${TEST_ORIGIN}/images/events/stock-\\d\\.webp$`));
    expect(page.meta("twitter:card")).toBe("summary_large_image");
    expect(page.canonical).toBe(`${TEST_ORIGIN}/events/${event.id}`);
    expect(page.meta("robots")).toBeUndefined();

    // The title's "</script>" cannot end the data block: every "<" in it is escaped.
    expect(page.rawJsonLd).not.toContain("<");
    expect(page.rawJsonLd).toBe(jsonForHtml(page.jsonLd));
    expect(page.jsonLd).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Event",
      name: event.title,
      description: "Three bands, one stage.",
      startDate: "2031-05-02T00:30:00.000Z",
      eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
      url: `${TEST_ORIGIN}/events/${event.id}`,
      location: {
        "@type": "Place",
        name: event.venue,
        address: { "@type": "PostalAddress", addressLocality: "Cypress", addressRegion: "TX", postalCode: "77433" },
      },
    });
    // Seats not generated yet: the traditional layout's range, from General (25) to VIP (150).
    expect(page.jsonLd?.offers).toEqual({
      "@type": "AggregateOffer",
      url: `${TEST_ORIGIN}/box-office?event=${event.id}`,
      priceCurrency: "USD",
      lowPrice: 25,
      highPrice: 150,
      availability: "https://schema.org/InStock",
      validFrom: event.approved_at,
    });
  });

  /** The event's seats, generated as the seating feature does, with `sold` of them paid for. */
  async function sellSeats(eventId: string, layout: LayoutId, sold: number) {
    const seats = generateSeats(eventId, layout);
    const now = new Date().toISOString();
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
    if (sold === 0) return seats;
    const [buyer] = (await buildUsers(t.ctx, 1)) as [BuiltUser];
    const orderId = crypto.randomUUID();
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
    for (let i = 0; i < sold; i += 500) {
      await t.ctx.db
        .insertInto("bookings")
        .values(
          seats.slice(i, Math.min(sold, i + 500)).map((seat) => ({
            id: crypto.randomUUID(),
            order_id: orderId,
            user_id: buyer.userId,
            seat_id: seat.id,
            event_id: eventId,
            total_amount_cents: seat.priceCents,
            payment_status: "completed" as const,
            user_email: buyer.email,
            user_name: buyer.name,
            booking_date: now,
          })),
        )
        .execute();
    }
    return seats;
  }

  it("offers the arena's seats from Upper Bowl (40) to Floor (200), on sale from the waiting room's time", async () => {
    const onSaleAt = inDays(2);
    const event = await buildEvent(t.ctx.db, { layout: "arena", event_date: inDays(9), on_sale_at: onSaleAt });
    await sellSeats(event.id, "arena", 0);
    const page = headOf(await (await get(`/events/${event.id}`)).text());
    expect(page.jsonLd?.offers).toMatchObject({
      "@type": "AggregateOffer",
      lowPrice: 40,
      highPrice: 200,
      availability: "https://schema.org/InStock",
      validFrom: onSaleAt,
    });
  });

  it("says LimitedAvailability when few seats are left and SoldOut when none are", async () => {
    const few = await buildEvent(t.ctx.db, { event_date: inDays(6) });
    const total = (await sellSeats(few.id, "traditional", 916 - 40)).length;
    expect(total).toBe(916);
    const fewPage = headOf(await (await get(`/events/${few.id}`)).text());
    expect(fewPage.jsonLd?.offers).toMatchObject({ availability: "https://schema.org/LimitedAvailability" });

    const gone = await buildEvent(t.ctx.db, { event_date: inDays(6) });
    await sellSeats(gone.id, "traditional", 916);
    const gonePage = headOf(await (await get(`/events/${gone.id}`)).text());
    expect(gonePage.jsonLd?.offers).toMatchObject({
      availability: "https://schema.org/SoldOut",
      lowPrice: 25,
      highPrice: 150,
    });
  });

  it("writes the event page's head in the visitor's language", async () => {
    const event = await buildEvent(t.ctx.db, { title: "Noche de Gala", description: "", event_date: inDays(12) });
    const page = headOf(await (await get(`/events/${event.id}`, { cookie: "lang=es" })).text());
    expect(page.lang).toBe("es");
    expect(page.meta("og:locale")).toBe("es_US");
    expect(page.meta("description")).toMatch(/ en Bridgeland Arena, Cypress, Texas\. Reserve sus asientos en línea\.$/);
  });

  it("names the event in the page's language, with the JSON-LD's inLanguage; Spanish falls back to English", async () => {
    const both = await buildEvent(t.ctx.db, {
      title: "Gospel Night",
      title_es: "Noche de gospel",
      description: "Choirs raise the roof.",
      description_es: "Los coros hacen vibrar la arena.",
      event_date: inDays(13),
    });
    const english = headOf(await (await get(`/events/${both.id}`, { cookie: "lang=en" })).text());
    expect(english.title).toBe("Gospel Night · Bridgeland Arena");
    expect(english.jsonLd).toMatchObject({
      name: "Gospel Night",
      description: "Choirs raise the roof.",
      inLanguage: "en",
    });
    const spanish = headOf(await (await get(`/events/${both.id}`, { cookie: "lang=es" })).text());
    expect(spanish.title).toContain("Noche de gospel · ");
    expect(spanish.meta("description")).toBe("Los coros hacen vibrar la arena.");
    expect(spanish.jsonLd).toMatchObject({
      name: "Noche de gospel",
      description: "Los coros hacen vibrar la arena.",
      inLanguage: "es",
    });

    const englishOnly = await buildEvent(t.ctx.db, {
      title: "Jazz Brunch",
      description: "Sunday jazz.",
      event_date: inDays(14),
    });
    const fallback = headOf(await (await get(`/events/${englishOnly.id}`, { cookie: "lang=es" })).text());
    expect(fallback.lang).toBe("es");
    expect(fallback.jsonLd).toMatchObject({ name: "Jazz Brunch", description: "Sunday jazz.", inLanguage: "en" });
  });

  it("answers 404, kept out of search results, for events the public may not see", async () => {
    const pending = await buildEvent(t.ctx.db, { title: "Secret Pending Show", approval_status: "pending" });
    for (const id of [pending.id, crypto.randomUUID()]) {
      const response = await get(`/events/${id}`);
      expect(response.status).toBe(404);
      const html = await response.text();
      expect(html).not.toContain("Secret Pending Show");
      expect(headOf(html).meta("robots")).toBe("noindex");
      expect(html).toContain('<div id="root">');
    }
  });

  it("gives other pages their own titles and sensible defaults", async () => {
    const home = headOf(await (await get("/")).text());
    expect(home.title).toBe("Bridgeland Arena · Cypress, Texas");
    expect(home.meta("description")).toContain("3,500");
    expect(home.meta("og:image")).toBe(`${TEST_ORIGIN}/images/hero-poster.webp`);
    expect(home.jsonLd).toMatchObject({ "@type": "EventVenue", maximumAttendeeCapacity: 3500 });

    const calendar = headOf(await (await get("/calendar")).text());
    expect(calendar.title).toBe("Event Calendar · Bridgeland Arena");
    expect(calendar.canonical).toBe(`${TEST_ORIGIN}/calendar`);
    expect(calendar.jsonLd).toBeUndefined();

    const tickets = headOf(await (await get("/my-tickets")).text());
    expect(tickets.meta("robots")).toBe("noindex");

    const missing = await get("/no-such-page");
    expect(missing.status).toBe(404);
    expect(headOf(await missing.text()).meta("robots")).toBe("noindex");
  });

  it("lists the public pages and approved upcoming events in the sitemap", async () => {
    const listed = await buildEvent(t.ctx.db, { title: "Sitemap Show", event_date: inDays(30) });
    const past = await buildEvent(t.ctx.db, { event_date: inDays(-30) });
    const pending = await buildEvent(t.ctx.db, { approval_status: "pending", event_date: inDays(30) });

    const response = await get("/sitemap.xml");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/xml; charset=utf-8");
    const xml = await response.text();
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
    );
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual(
      expect.arrayContaining([`${TEST_ORIGIN}/`, `${TEST_ORIGIN}/calendar`, `${TEST_ORIGIN}/tour-scheduling`]),
    );
    expect(locs).toContain(`${TEST_ORIGIN}/events/${listed.id}`);
    expect(xml).toContain(
      `<loc>${TEST_ORIGIN}/events/${listed.id}</loc><lastmod>${listed.updated_at.slice(0, 10)}</lastmod>`,
    );
    for (const hidden of [`/events/${past.id}`, `/events/${pending.id}`, "/my-tickets", "/event-manager"]) {
      expect(locs).not.toContain(`${TEST_ORIGIN}${hidden}`);
    }
  });

  it("points crawlers at the sitemap and away from signed-in pages", async () => {
    const response = await get("/robots.txt");
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(text).toContain("User-agent: *\n");
    expect(text).toContain("Disallow: /my-tickets\n");
    expect(text).toContain("Disallow: /feedback-manager\n");
    expect(text).toContain(`Sitemap: ${TEST_ORIGIN}/sitemap.xml\n`);
  });
});

describe("the hero video", () => {
  it("is offered to the browser through the site config when configured", async () => {
    const configured = await createTestApp({ env: { HERO_VIDEO_URL: "https://video.example.com/arena.mp4" } });
    const plain = await createTestApp();
    try {
      expect(await (await configured.request("/api/site")).json()).toMatchObject({
        heroVideoUrl: "https://video.example.com/arena.mp4",
      });
      expect(await (await plain.request("/api/site")).json()).toMatchObject({ heroVideoUrl: null });
    } finally {
      await Promise.all([configured.close(), plain.close()]);
    }
  });
});
