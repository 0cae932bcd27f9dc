import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import { type Context, Hono } from "hono";
import { isPagePath } from "#domain/routes";

/**
 * Files asked for again on every use: the door scanner's service worker (an old copy would keep
 * serving old assets) and its manifest.
 */
const REVALIDATED = new Set(["/check-in-sw.js", "/check-in.webmanifest"]);

/** Rewrites index.html for one request (per-page title, description, link previews, JSON-LD). */
export type PageRenderer = (c: Context, indexHtml: string) => Promise<{ html: string; status: 200 | 404 }>;

/**
 * Serves the built web app: hashed assets cached for a year, everything else revalidated,
 * and the SPA's index.html for every page path (404 status for paths that are no page, so
 * the not-found page is also a not-found answer). With a `renderPage`, each page's HTML
 * carries its own head, so crawlers and link previews see it without running scripts.
 */
export function webApp(
  distDir: string,
  options: { renderPage?: PageRenderer; renderBody?: (c: Context, html: string) => Promise<string> } = {},
) {
  const app = new Hono();
  const indexFile = path.join(distDir, "index.html");
  if (!existsSync(indexFile)) {
    return app.get("*", (c) => c.text("The web app is not built. Run `npm run build`.", 503));
  }
  const indexHtml = readFileSync(indexFile, "utf8");
  const root = path.relative(process.cwd(), distDir) || ".";

  app.use(
    "/assets/*",
    serveStatic({
      root,
      onFound: (_path, c) => {
        c.header("Cache-Control", "public, max-age=31536000, immutable");
      },
    }),
  );
  app.use(
    "*",
    serveStatic({
      root,
      rewriteRequestPath: (p) => (p === "/" || p === "/index.html" ? "/__none__" : p),
      onFound: (_path, c) => {
        c.header("Cache-Control", REVALIDATED.has(c.req.path) ? "no-cache" : "public, max-age=3600");
      },
    }),
  );
  app.get("*", async (c) => {
    c.header("Cache-Control", "no-cache");
    const page = options.renderPage
      ? await options.renderPage(c, indexHtml)
      : { html: indexHtml, status: isPagePath(c.req.path) ? (200 as const) : (404 as const) };
    const html = options.renderBody ? await options.renderBody(c, page.html) : page.html;
    return c.html(html, page.status);
  });
  return app;
}
