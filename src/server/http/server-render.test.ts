import { mkdirSync, rmSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { en } from "#domain/i18n/en";
import { es } from "#domain/i18n/es";
import { createApp } from "#server/app";
import { buildEvent } from "#server/testing/factories";
import { createTestApp, TEST_ORIGIN, type TestApp } from "#server/testing/test-app";
import { buildWebApp } from "../../../bench/web/build";
import { themeOf } from "./server-render";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");

/** The page as it reaches a browser before any script runs: `#root`'s HTML, as plain text. */
function visibleText(html: string): string {
  const root = html.slice(html.indexOf('<div id="root">'), html.indexOf(`<script type="application/json"`));
  return root
    .replace(/<[^>]+>/g, " ")
    .replaceAll("&amp;", "&")
    .replaceAll("&#x27;", "'")
    .replaceAll("&quot;", '"')
    .replace(/\s+/g, " ");
}

/** Every script element of a page: the CSP allows only files and data blocks, never inline code. */
function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script([^>]*)>/g)]
    .map((match) => match[1] ?? "")
    .filter((attributes) => !/\bsrc=/.test(attributes) && !/type="application\/(ld\+)?json"/.test(attributes));
}

function ssrState(html: string) {
  const json = /<script type="application\/json" id="ssr-state">([\s\S]*?)<\/script>/.exec(html)?.[1];
  return json ? (JSON.parse(json) as { language: string; dark: boolean | null; parts: string[] }) : null;
}

describe("pages rendered on the server", () => {
  let t: TestApp;
  let app: ReturnType<typeof createApp>;
  let buildDir = "";
  let eventId = "";

  beforeAll(async () => {
    // Under node_modules, so the renderer's package imports resolve as they do in production.
    buildDir = path.join(ROOT, "node_modules", ".cache", `server-render-test-${process.pid}`);
    const distDir = path.join(buildDir, "dist");
    mkdirSync(buildDir, { recursive: true });
    await buildWebApp(distDir, { renderer: true });
    t = await createTestApp();
    app = createApp(t.ctx, { distDir });
    const event = await buildEvent(t.ctx.db, {
      title: "Bayou Brass & Strings",
      description: "A night of brass bands.",
      event_date: new Date(Date.now() + 20 * 86_400_000).toISOString(),
    });
    eventId = event.id;
  }, 120_000);

  afterAll(async () => {
    await t?.close();
    if (buildDir) rmSync(buildDir, { recursive: true, force: true });
  });

  const page = async (pathname: string, cookie?: string) => {
    const response = await app.request(`${TEST_ORIGIN}${pathname}`, { headers: cookie ? { cookie } : {} });
    return { status: response.status, html: await response.text() };
  };

  it("sends the calendar, an event and the information page with their text, in English and in Spanish", async () => {
    for (const [lang, catalog] of [
      ["en", en],
      ["es", es],
    ] as const) {
      const cookie = `lang=${lang}`;
      const calendar = await page("/calendar", cookie);
      expect(calendar.status).toBe(200);
      expect(visibleText(calendar.html)).toContain(catalog.listings.calendar.title);
      expect(visibleText(calendar.html)).toContain("Bayou Brass & Strings");

      const event = await page(`/events/${eventId}`, cookie);
      expect(event.status).toBe(200);
      expect(visibleText(event.html)).toContain("Bayou Brass & Strings");
      expect(visibleText(event.html)).toContain("A night of brass bands.");

      const information = await page("/information", cookie);
      expect(visibleText(information.html)).toContain(catalog.services.information.title);
      expect(information.html).toContain(`<html lang="${lang}"`);
      expect(ssrState(information.html)).toMatchObject({ language: lang });
    }
  });

  it("renders every public page with its heading and no inline script", async () => {
    for (const pathname of ["/", "/planner", "/contact", "/tour-scheduling", "/newsletter", "/privacy", "/terms"]) {
      const { status, html } = await page(pathname);
      expect(status, pathname).toBe(200);
      expect(html, pathname).toMatch(/<h1[^>]*>/);
      expect(inlineScripts(html), pathname).toEqual([]);
      expect(ssrState(html), pathname).not.toBeNull();
    }
    const missing = await page("/no-such-page");
    expect(missing.status).toBe(404);
    expect(visibleText(missing.html)).toContain(en.notFound.heading);
  });

  it("renders the box office's shell and the chosen event", async () => {
    const { html } = await page(`/box-office?event=${eventId}`);
    expect(visibleText(html)).toContain(en.tickets.boxOffice.title);
    expect(inlineScripts(html)).toEqual([]);
  });

  it("sends with a page only the data it shows, whatever an earlier render of its path fetched", async () => {
    const other = await buildEvent(t.ctx.db, {
      title: "Second Line Parade",
      event_date: new Date(Date.now() + 25 * 86_400_000).toISOString(),
    });
    const queriesOf = (html: string) =>
      (
        JSON.parse(/<script type="application\/json" id="ssr-state">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? "{}") as {
          queries: { queries: { queryKey: unknown[] }[] };
        }
      ).queries.queries.map((query) => JSON.stringify(query.queryKey));
    const first = queriesOf((await page(`/box-office?event=${eventId}`)).html);
    expect(first.some((key) => key.includes(eventId))).toBe(true);
    // The same path for another event: what the first one fetched ahead is not sent.
    const second = queriesOf((await page(`/box-office?event=${other.id}`)).html);
    expect(second.some((key) => key.includes(other.id))).toBe(true);
    expect(second.some((key) => key.includes(eventId))).toBe(false);
  });

  it("applies the theme from the cookie, so a dark page never flashes light", async () => {
    expect((await page("/information", "theme=dark")).html).toMatch(/<html lang="en" class="dark">/);
    expect((await page("/information", "theme=light")).html).toMatch(/<html lang="en">/);
    expect(ssrState((await page("/information")).html)?.dark).toBeNull();
    expect(themeOf("lang=es; theme=dark")).toBe(true);
    expect(themeOf("theme=light")).toBe(false);
    expect(themeOf("theme=blue")).toBeNull();
  });

  it("renders a signed-in visitor's page as theirs, and names the texts the page needs", async () => {
    const { cookie } = await t.signedIn();
    const { html } = await page("/information", cookie);
    expect(visibleText(html)).toContain(en.nav.account);
    expect(visibleText(html)).not.toContain(en.nav.signIn);
    const state = ssrState(html);
    expect(state?.parts).toContain("services");
    // Nothing is preloaded ahead of the styles and the page's picture: the app fetches its code and
    // these texts once the page is painted.
    expect(html.slice(0, html.indexOf("</head>"))).not.toMatch(/<link rel="(?:modulepreload|preload)"/);
  });
});
