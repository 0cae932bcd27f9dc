import { existsSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { Context } from "hono";
import { type Language, languageOf } from "#domain/i18n/translate";
import { answerTag, dependencyKey, type PageDependency, parseDependencyKey, themeOf } from "./page-cache";
import { pagePreloads } from "./page-preloads";

export { themeOf };

/** The web app's server renderer (`src/web/entry-server.tsx`, built into `<web dist>-ssr/`). */
interface RendererModule {
  render(input: {
    url: string;
    language: Language;
    dark: boolean | null;
    fetchApi(path: string, init: RequestInit): Promise<Response>;
  }): Promise<{ html: string; state: string; parts: string[]; complete?: boolean } | null>;
}

/** Answers one of the site's own API requests in this process (`env`: the connection's, when there is one). */
export type ApiFetcher = (request: Request, env?: unknown) => Promise<Response>;

/** Renders at once by default: more would each take longer, and the rest of the site waits behind them. */
export const DEFAULT_MAX_RENDERS = 2;

/** The request headers a page's own API requests carry over from the visitor's. */
const FORWARDED_HEADERS = ["cookie", "accept-language", "user-agent", "x-forwarded-for"];

/** A page's body, rendered or not. */
export interface RenderedBody {
  html: string;
  /** Whether the body was rendered on the server (false: the shell, which the browser renders). */
  rendered: boolean;
  /**
   * The API answers the page was rendered with, when asked to record them and the render got all
   * of its data with reads only; null otherwise (such a page is not to be kept).
   */
  dependencies: PageDependency[] | null;
  /** Milliseconds the render took, when it ran. */
  ms?: number;
}

/** The built renderer's file for a web build folder: `dist/` → `dist-ssr/entry-server.js`. */
export function rendererFile(distDir: string): string {
  return path.join(`${path.resolve(distDir)}-ssr`, "entry-server.js");
}

/**
 * Renders a page's body on the server, so it paints before any script runs and reads without
 * JavaScript: the HTML goes into `#root`, the data it was rendered with into a JSON script element
 * after it (the CSP forbids inline script; the browser's app reads it to hydrate). Without a built
 * renderer, when rendering fails, or while `maxRenders` renders are already running (each holds
 * the process's one thread for milliseconds at a time, and the API, seat streams and door must
 * keep answering), the page is the app's shell and the browser renders it.
 */
export function serverRenderer(
  distDir: string,
  fetchApi: ApiFetcher,
  logger: { error(message: string, data?: object): void },
  { maxRenders = DEFAULT_MAX_RENDERS, origin = "http://localhost" }: { maxRenders?: number; origin?: string } = {},
) {
  const file = rendererFile(distDir);
  const preloads = pagePreloads(distDir);
  let loading: Promise<RendererModule | null> | undefined;
  let running = 0;
  const load = () => {
    loading ??= existsSync(file)
      ? (import(pathToFileURL(file).href) as Promise<RendererModule>).catch((error: unknown) => {
          logger.error("the page renderer could not be loaded", { file, error: String(error) });
          return null;
        })
      : Promise.resolve(null);
    return loading;
  };

  async function renderBody(c: Context, html: string, { record = false } = {}): Promise<RenderedBody> {
    const shell: RenderedBody = { html, rendered: false, dependencies: null };
    if (running >= maxRenders) return shell;
    const renderer = await load();
    if (!renderer || running >= maxRenders) return shell;
    running += 1;
    const started = performance.now();
    const cookie = c.req.header("cookie");
    const language = languageOf(cookie, c.req.header("accept-language"));
    const dark = themeOf(cookie);
    const dependencies: PageDependency[] = [];
    const recording: Promise<void>[] = [];
    let readOnly = true;
    try {
      const rendered = await renderer.render({
        url: c.req.url,
        language,
        dark,
        fetchApi: async (apiPath, init) => {
          const headers = new Headers(init.headers);
          for (const name of FORWARDED_HEADERS) {
            const value = c.req.header(name);
            if (value) headers.set(name, value);
          }
          const response = await fetchApi(new Request(new URL(apiPath, c.req.url), { ...init, headers }), c.env);
          if (record) {
            if ((init.method ?? "GET").toUpperCase() !== "GET") readOnly = false;
            recording.push(
              answerTag(response).then((tag) => {
                dependencies.push({ key: dependencyKey(language, apiPath), tag });
              }),
            );
          }
          return response;
        },
      });
      if (!rendered) return shell;
      await Promise.all(recording);
      const links = preloads(c.req.path, language, rendered.parts);
      const page = html
        .replace(/<html ([^>]*)>/, (tag, attributes: string) =>
          dark === true ? `<html ${attributes} class="dark">` : tag,
        )
        .replace("</head>", () => (links ? `  ${links}\n  </head>` : "</head>"))
        .replace('<div id="root"></div>', () => `<div id="root">${rendered.html}</div>${rendered.state}`);
      const keepable = record && readOnly && rendered.complete === true;
      return {
        html: page,
        rendered: true,
        dependencies: keepable ? dependencies.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0)) : null,
        ms: performance.now() - started,
      };
    } catch (error) {
      logger.error("page render failed", { path: c.req.path, error: String(error) });
      return shell;
    } finally {
      running -= 1;
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
    /** Renders running now. */
    get running() {
      return running;
    },
  };
}

export type ServerRenderer = ReturnType<typeof serverRenderer>;
