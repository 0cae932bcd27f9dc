import { Hono } from "hono";
import { FIXED_PAGES } from "#domain/routes";
import { MAX_LISTED_EVENTS } from "#domain/schemas/listings";
import type { AppContext } from "#server/context";
import { nowIso } from "#server/platform/clock";
import { findUpcomingEventStamps } from "./listings.repository";
import { escapeHtml } from "./page-head";

/** Pages behind a sign-in: nothing there for a search engine, so robots.txt turns crawlers away. */
const PRIVATE_PATHS = FIXED_PAGES.filter((page) => page.private).map((page) => page.path);

/** What the sitemap lists besides events: every page anyone may open. */
const PUBLIC_PATHS = FIXED_PAGES.filter((page) => !page.private).map((page) => page.path);

/** The most event pages one sitemap lists (the format allows 50,000; a year holds ~50 events). */
const SITEMAP_EVENT_LIMIT = MAX_LISTED_EVENTS * 5;

/**
 * `/sitemap.xml` and `/robots.txt`, outside `/api`: public documents for crawlers, read without a
 * session, so they sit in front of the web app rather than behind the API's access rules.
 */
export function seoRoutes(ctx: AppContext) {
  const { publicUrl } = ctx.config;
  return new Hono()
    .get("/sitemap.xml", async (c) => {
      const events = await findUpcomingEventStamps(ctx.db, nowIso(), SITEMAP_EVENT_LIMIT);
      const entries = [
        ...PUBLIC_PATHS.map((path) => urlEntry(`${publicUrl}${path}`)),
        ...events.map((e) => urlEntry(`${publicUrl}/events/${encodeURIComponent(e.id)}`, e.updated_at.slice(0, 10))),
      ];
      c.header("Content-Type", "application/xml; charset=utf-8");
      c.header("Cache-Control", "public, max-age=3600");
      return c.body(
        `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join("\n")}\n</urlset>\n`,
      );
    })
    .get("/robots.txt", (c) => {
      const lines = [
        "User-agent: *",
        ...PRIVATE_PATHS.map((path) => `Disallow: ${path}`),
        "",
        `Sitemap: ${publicUrl}/sitemap.xml`,
      ];
      c.header("Cache-Control", "public, max-age=86400");
      return c.text(`${lines.join("\n")}\n`);
    });
}

function urlEntry(loc: string, lastmod?: string): string {
  const modified = lastmod ? `<lastmod>${lastmod}</lastmod>` : "";
  return `  <url><loc>${escapeHtml(loc)}</loc>${modified}</url>`;
}
