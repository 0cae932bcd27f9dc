import { existsSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { Context } from "hono";
import { languageOf } from "#domain/i18n/translate";
import { answerTag, dependencyKey, type PageDependency, parseDependencyKey, themeOf } from "./page-cache";
import { pagePreloads } from "./page-preloads";
import { type RenderThreads, sharedRenderThreads } from "./render-threads";

export { themeOf };

/** Answers one of the site's own API requests in this process (`env`: the connection's, when there is one). */
export type ApiFetcher = (request: Request, env?: unknown) => Promise<Response>;

/**
 * Renders at once by default, each on a thread of its own: more would take processor time from
 * the thread that answers everything else, and a flood of pages no one asked for before is
 * better answered with the shell than queued.
 */
export const DEFAULT_MAX_RENDERS = 2;

/** Where a page's rendered body goes in the shell. */
const EMPTY_ROOT = '<div id="root"></div>';

/** The request headers a page's own API requests carry over from the visitor's. */
const FORWARDED_HEADERS = ["cookie", "accept-language", "user-agent", "x-forwarded-for"];

/** A page's body, rendered or not. */
export interface RenderedBody {
  /** The page's HTML, UTF-8. */
  body: Uint8Array;
  /** Whether the body was rendered on the server (false: the shell, which the browser renders). */
  rendered: boolean;
  /**
   * The API answers the page was rendered with, when asked to record them and the render got all
   * of its data with reads only; null otherwise (such a page is not to be kept).
   */
  dependencies: PageDependency[] | null;
  /** Milliseconds the render took, when it ran. */
  ms?: number;
  /**
   * CPU milliseconds the process spent meanwhile: the render's own when it ran alone (one
   * request at a time), more when other requests were answered during its waits.
   */
  cpuMs?: number;
}

function cpuMillis(usage: NodeJS.CpuUsage): number {
  return (usage.user + usage.system) / 1_000;
}

/** The built renderer's file for a web build folder: `dist/` → `dist-ssr/entry-server.js`. */
export function rendererFile(distDir: string): string {
  return path.join(`${path.resolve(distDir)}-ssr`, "entry-server.js");
}

/**
 * Renders a page's body on the server, so it paints before any script runs and reads without
 * JavaScript: the HTML goes into `#root`, the data it was rendered with into a JSON script element
 * after it (the CSP forbids inline script; the browser's app reads it to hydrate). Pages render on
 * `maxRenders` threads of their own (render-threads.ts), so the API, the seat streams and the door
 * keep answering while they do. Without a built renderer, when rendering fails, or while every
 * render thread is busy, the page is the app's shell and the browser renders it.
 */
export function serverRenderer(
  distDir: string,
  fetchApi: ApiFetcher,
  logger: { error(message: string, data?: object): void },
  {
    maxRenders = DEFAULT_MAX_RENDERS,
    renderTimeoutMs,
    origin = "http://localhost",
  }: { maxRenders?: number; renderTimeoutMs?: number; origin?: string } = {},
) {
  const file = rendererFile(distDir);
  const preloads = pagePreloads(distDir);
  // Looked for at the first page: the web app may be built after the server started.
  let threads: RenderThreads | null | undefined;

  async function renderBody(c: Context, html: string, { record = false } = {}): Promise<RenderedBody> {
    const shell: RenderedBody = { body: Buffer.from(html, "utf8"), rendered: false, dependencies: null };
    threads ??=
      existsSync(file) && maxRenders > 0
        ? sharedRenderThreads(pathToFileURL(file).href, maxRenders, logger, renderTimeoutMs)
        : null;
    if (!threads) return shell;
    const cookie = c.req.header("cookie");
    const language = languageOf(cookie, c.req.header("accept-language"));
    const dark = themeOf(cookie);
    const dependencies: PageDependency[] = [];
    const recording: Promise<void>[] = [];
    let readOnly = true;
    let started = 0;
    let cpuBefore: NodeJS.CpuUsage | undefined;
    const rendering = threads.render({ url: c.req.url, language, dark, shared: record }, async (apiPath, init) => {
      for (const name of FORWARDED_HEADERS) {
        const value = c.req.header(name);
        if (value) init.headers.set(name, value);
      }
      const response = await fetchApi(
        new Request(new URL(apiPath, c.req.url), { method: init.method, headers: init.headers, body: init.body }),
        c.env,
      );
      if (record) {
        if (init.method.toUpperCase() !== "GET") readOnly = false;
        recording.push(
          answerTag(response).then((tag) => {
            dependencies.push({ key: dependencyKey(language, apiPath), tag });
          }),
        );
      }
      return response;
    });
    // Every render thread is busy: the shell, at once.
    if (!rendering) return shell;
    started = performance.now();
    cpuBefore = process.cpuUsage();
    try {
      const rendered = await rendering;
      if (!rendered) return shell;
      await Promise.all(recording);
      const links = preloads(c.req.path, language, rendered.parts);
      const [before = html, after = ""] = html
        .replace(/<html ([^>]*)>/, (tag, attributes: string) =>
          dark === true ? `<html ${attributes} class="dark">` : tag,
        )
        .replace("</head>", () => (links ? `  ${links}\n  </head>` : "</head>"))
        .split(EMPTY_ROOT);
      const body = Buffer.concat([
        Buffer.from(`${before}<div id="root">`, "utf8"),
        rendered.root,
        Buffer.from("</div>", "utf8"),
        rendered.state,
        Buffer.from(after, "utf8"),
      ]);
      const keepable = record && readOnly && rendered.complete === true;
      return {
        body,
        rendered: true,
        dependencies: keepable ? dependencies.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0)) : null,
        ms: performance.now() - started,
        cpuMs: cpuMillis(process.cpuUsage(cpuBefore)),
      };
    } catch (error) {
      logger.error("page render failed", { path: c.req.path, error: String(error) });
      return shell;
    }
  }

  /** A dependency's answer now, as a visitor without a session in the page's language gets it. */
  async function currentTag(key: string): Promise<string> {
    const { language, path: apiPath } = parseDependencyKey(key);
    const headers = new Headers({ cookie: `lang=${language}`, "accept-language": language });
    return answerTag(await fetchApi(new Request(new URL(apiPath, origin), { headers })));
  }

  return {
    renderBody,
    currentTag,
    /** Whether a render asked for now would be refused (every render thread is busy). */
    busy(): boolean {
      return threads ? !threads.free : false;
    },
    /** Renders running now. */
    get running() {
      return threads?.busy ?? 0;
    },
  };
}

export type ServerRenderer = ReturnType<typeof serverRenderer>;
