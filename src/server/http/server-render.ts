import { existsSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { Context } from "hono";
import { languageOf } from "#domain/i18n/translate";
import { pagePreloads } from "./page-preloads";

/** The web app's server renderer (`src/web/entry-server.tsx`, built into `<web dist>-ssr/`). */
interface RendererModule {
  render(input: {
    url: string;
    language: "en" | "es";
    dark: boolean | null;
    fetchApi(path: string, init: RequestInit): Promise<Response>;
  }): Promise<{ html: string; state: string; parts: string[] } | null>;
}

/** Answers one of the site's own API requests in this process. */
export type ApiFetcher = (request: Request, c: Context) => Promise<Response>;

/** The theme the visitor's browser last settled on, from its cookie; null when none was set. */
export function themeOf(cookieHeader?: string | null): boolean | null {
  const theme = cookieHeader?.match(/(?:^|;\s*)theme=(dark|light)\b/)?.[1];
  return theme === undefined ? null : theme === "dark";
}

/** The built renderer's file for a web build folder: `dist/` → `dist-ssr/entry-server.js`. */
export function rendererFile(distDir: string): string {
  return path.join(`${path.resolve(distDir)}-ssr`, "entry-server.js");
}

/**
 * Renders a page's body on the server, so it paints before any script runs and reads without
 * JavaScript: the HTML goes into `#root`, the data it was rendered with into a JSON script element
 * after it (the CSP forbids inline script; the browser's app reads it to hydrate). Without a built
 * renderer, or when rendering fails, the page is the app's shell as before and the browser renders it.
 */
export function serverRenderer(
  distDir: string,
  fetchApi: ApiFetcher,
  logger: { error(message: string, data?: object): void },
) {
  const file = rendererFile(distDir);
  const preloads = pagePreloads(distDir);
  let loading: Promise<RendererModule | null> | undefined;
  const load = () => {
    loading ??= existsSync(file)
      ? (import(pathToFileURL(file).href) as Promise<RendererModule>).catch((error: unknown) => {
          logger.error("the page renderer could not be loaded", { file, error: String(error) });
          return null;
        })
      : Promise.resolve(null);
    return loading;
  };

  return async function renderBody(c: Context, html: string): Promise<string> {
    const renderer = await load();
    if (!renderer) return html;
    const cookie = c.req.header("cookie");
    const language = languageOf(cookie, c.req.header("accept-language"));
    const dark = themeOf(cookie);
    try {
      const rendered = await renderer.render({
        url: c.req.url,
        language,
        dark,
        fetchApi: (apiPath, init) => {
          const headers = new Headers(init.headers);
          for (const name of ["cookie", "accept-language", "user-agent", "x-forwarded-for"]) {
            const value = c.req.header(name);
            if (value) headers.set(name, value);
          }
          return fetchApi(new Request(new URL(apiPath, c.req.url), { ...init, headers }), c);
        },
      });
      if (!rendered) return html;
      const links = preloads(c.req.path, language, rendered.parts);
      return html
        .replace(/<html ([^>]*)>/, (tag, attributes: string) =>
          dark === true ? `<html ${attributes} class="dark">` : tag,
        )
        .replace("</head>", () => (links ? `  ${links}\n  </head>` : "</head>"))
        .replace('<div id="root"></div>', () => `<div id="root">${rendered.html}</div>${rendered.state}`);
    } catch (error) {
      logger.error("page render failed", { path: c.req.path, error: String(error) });
      return html;
    }
  };
}
