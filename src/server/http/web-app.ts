import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import { type Context, Hono } from "hono";
import { isPagePath } from "#domain/routes";
import { chooseEncoding, sendCached } from "./cached-body";
import {
  maySignIn,
  PAGE_VARY,
  type PageCache,
  type PageRender,
  PERSONAL_PAGE_CACHE_CONTROL,
  pageKey,
  SHARED_PAGE_POLICY,
  shellKey,
  UNKEPT_PAGE_CACHE_CONTROL,
} from "./page-cache";
import { isPageRequest } from "./page-lane";
import type { ServerRenderer } from "./server-render";

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
 * carries its own head, so crawlers and link previews see it without running scripts; with a
 * `renderer`, its body rendered on the server.
 *
 * With `pages`, a request without a session cookie is answered from the page cache: rendered once
 * per page key and data version, compressed once per encoding, with an entity tag (304 when the
 * visitor's copy is current) and `public` for a few seconds. A request with a session cookie is
 * never answered from it nor kept in it: its page is rendered for it alone and sent
 * `private, no-store`.
 */
export function webApp(
  distDir: string,
  options: {
    renderPage?: PageRenderer;
    renderer?: ServerRenderer;
    pages?: PageCache;
    /** Told how long each page rendered on a render thread took (ms). */
    onRender?: (ms: number) => void;
  } = {},
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
  const files = serveStatic({
    root,
    rewriteRequestPath: (p) => (p === "/" || p === "/index.html" ? "/__none__" : p),
    onFound: (_path, c) => {
      c.header("Cache-Control", REVALIDATED.has(c.req.path) ? "no-cache" : "public, max-age=3600");
    },
  });
  // A page's path names no file: it is not looked for on disk.
  app.use("*", (c, next) => (isPageRequest(c.req.method, c.req.path) ? next() : files(c, next)));
  app.get("*", async (c) => {
    let timing: string | undefined;
    const head = () =>
      options.renderPage
        ? options.renderPage(c, indexHtml)
        : Promise.resolve({ html: indexHtml, status: isPagePath(c.req.path) ? (200 as const) : (404 as const) });
    const render = async (record: boolean): Promise<PageRender> => {
      // Every render thread is busy: the shell, made once a second at most and compressed once.
      if (options.pages && options.renderer?.busy()) {
        const shell = await options.pages.shell(shellKey(c), async () => {
          const page = await head();
          return { body: Buffer.from(page.html, "utf8"), status: page.status };
        });
        return { body: shell.body.bytes("identity"), status: shell.status, dependencies: null, shell };
      }
      const page = await head();
      if (!options.renderer) return { body: Buffer.from(page.html, "utf8"), status: page.status, dependencies: null };
      const body = await options.renderer.renderBody(c, page.html, { record });
      if (body.ms !== undefined) {
        options.onRender?.(body.ms);
        timing = `render;dur=${body.ms.toFixed(1)}, render-cpu;dur=${(body.cpuMs ?? 0).toFixed(1)}`;
      }
      return { body: body.body, status: page.status, dependencies: body.dependencies };
    };
    // What rendering this page took here (wall and CPU), when it was rendered for this request.
    const timed = () => {
      if (timing) c.header("Server-Timing", timing);
    };
    const send = (page: PageRender, cacheControl: string) => {
      if (page.shell) {
        return sendCached(
          c,
          page.shell.body,
          { cacheControl, vary: PAGE_VARY },
          { contentType: "text/html; charset=UTF-8", status: page.shell.status },
        );
      }
      c.header("Cache-Control", cacheControl);
      c.header("Vary", `Accept-Encoding, ${PAGE_VARY}`);
      timed();
      return c.body(page.body as Uint8Array<ArrayBuffer>, page.status, { "Content-Type": "text/html; charset=UTF-8" });
    };

    const personal = maySignIn(c.req.header("cookie"));
    if (personal || !options.pages) {
      c.header("X-Page-Cache", personal ? "private" : "none");
      return send(await render(false), personal ? PERSONAL_PAGE_CACHE_CONTROL : UNKEPT_PAGE_CACHE_CONTROL);
    }
    const key = pageKey(c);
    const answer = await options.pages.get(key, () => render(true));
    if (!answer.kept) {
      c.header("X-Page-Cache", "none");
      return send(answer.render, UNKEPT_PAGE_CACHE_CONTROL);
    }
    c.header("X-Page-Cache", answer.rendered ? "miss" : "hit");
    timed();
    const body = answer.kept.body;
    await body.prepare(body.encodingFor(chooseEncoding(c.req.header("accept-encoding"))));
    const response = sendCached(c, body, SHARED_PAGE_POLICY, {
      contentType: "text/html; charset=UTF-8",
      status: answer.kept.status,
    });
    options.pages.account(key);
    return response;
  });
  return app;
}
