import { AsyncLocalStorage } from "node:async_hooks";
import {
  defaultShouldDehydrateQuery,
  dehydrate,
  hashKey,
  type Query,
  QueryCache,
  QueryClient,
  type QueryClientConfig,
  type QueryFunction,
  type QueryKey,
} from "@tanstack/react-query";
import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { prerender } from "react-dom/static";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router";
import type { Language } from "#domain/i18n/language";
import { AppProviders } from "#web/app/app-providers";
import { routes } from "#web/app/routes";
import { prefetchShellQueries, SHELL_QUERY_KEYS } from "#web/app/shell-queries";
import { BROWSER_ONLY_QUERY, SSR_STATE_ID, type SsrState, serializeSsrState } from "#web/app/ssr-state";
import { sendRequestsThrough } from "#web/lib/api";
import { setupServerI18n } from "#web/lib/i18n";
import type { CatalogPart } from "#web/lib/i18n-parts";
import { changeLanguage } from "#web/lib/translation";

/**
 * The web app rendered on the server: the page's HTML with its data, for the browser to hydrate.
 * Built by `vite build --ssr` into its own module; the server loads it when it is there.
 */

export interface RenderInput {
  /** The page's absolute URL. */
  url: string;
  language: Language;
  /** The theme from the visitor's cookie; null when unknown. */
  dark: boolean | null;
  /**
   * Whether the page is rendered for every visitor without a session (kept and shared): such a
   * render fetches what the last one of its path asked for before its first round, and teaches
   * the next one.
   */
  shared?: boolean;
  /** Answers one of the site's own API requests (a path and query) as the visitor would get it. */
  fetchApi(path: string, init: RequestInit): Promise<Response>;
}

export interface RenderOutput {
  /** What goes inside `<div id="root">`. */
  html: string;
  /** The JSON script element with the state the page was rendered with, to follow `#root`. */
  state: string;
  /** The catalog parts the page shows texts of (the browser loads them before it hydrates). */
  parts: string[];
  /**
   * Whether the page has all its data: every query it asked for was answered, none failed and none
   * was still waiting when rendering stopped. A page that is not complete is not kept for others.
   */
  complete: boolean;
}

/** Renders with data fetched in at most this many rounds (a query that needs another's answer). */
const MAX_ROUNDS = 3;
/** A page whose data takes longer is sent with what arrived: the browser fetches the rest. */
const DATA_TIMEOUT_MS = 1_500;
const RENDER_TIMEOUT_MS = 3_000;

const request = new AsyncLocalStorage<RenderInput>();
sendRequestsThrough((path, init) => {
  const current = request.getStore();
  if (!current) return Promise.reject(new Error("an API request outside a page render"));
  return current.fetchApi(path, init);
});

/** The catalog parts the render in progress used. */
let partsUsed = new Set<CatalogPart>();
const ready = setupServerI18n((part) => partsUsed.add(part));
const handler = createStaticHandler(routes);

/** What renderToString leaves where a Suspense boundary's content was not ready. */
const UNFINISHED_BOUNDARY = "<!--$!-->";

/**
 * The tree's HTML, complete: rendered synchronously (so the language chosen for it and the catalog
 * parts it counts are its own), and never with a boundary left for inline script to finish (the
 * CSP forbids it). Code that is not loaded yet (a lazy component's first render) is loaded first by
 * a full render that waits for it; if a part still cannot render, the render fails.
 */
async function renderToHtml(tree: ReactNode, language: Language): Promise<{ html: string; parts: Set<CatalogPart> }> {
  const once = () => {
    // Synchronous: every text is in the store.
    changeLanguage(language);
    partsUsed = new Set();
    const html = renderToString(tree);
    const parts = partsUsed;
    partsUsed = new Set();
    return { html, parts };
  };
  const first = once();
  if (!first.html.includes(UNFINISHED_BOUNDARY)) return first;
  let error: unknown = null;
  await prerender(tree, {
    signal: AbortSignal.timeout(RENDER_TIMEOUT_MS),
    onError: (thrown) => {
      error ??= thrown;
    },
  });
  if (error) throw error;
  const second = once();
  if (second.html.includes(UNFINISHED_BOUNDARY)) throw new Error("a part of the page did not finish rendering");
  return second;
}

/** Whether a query is the server's to fetch: enabled now, and not left to the browser. */
function serverQuery(query: Query): boolean {
  if (query.meta?.browserOnly === BROWSER_ONLY_QUERY.browserOnly) return false;
  const enabled = (query.options as { enabled?: unknown }).enabled;
  return typeof enabled === "function" ? enabled(query) !== false : enabled !== false;
}

/** A query some component asked for that nobody fetched yet, and that is meant to run now. */
function waiting(query: Query, tried: Set<string>): boolean {
  return !tried.has(query.queryHash) && query.state.status === "pending" && serverQuery(query);
}

/**
 * A query cache that notes which queries the render in progress looked up: a query fetched ahead
 * that the page did not ask for this time is neither sent nor counted.
 */
function notingQueryCache(): { cache: QueryCache; used: Set<string> } {
  const cache = new QueryCache();
  const used = new Set<string>();
  const build = cache.build.bind(cache);
  cache.build = ((...args: Parameters<QueryCache["build"]>) => {
    const query = build(...args);
    used.add(query.queryHash);
    return query;
  }) as QueryCache["build"];
  return { cache, used };
}

interface LearnedQuery {
  queryKey: QueryKey;
  queryFn: QueryFunction;
}

/**
 * Per page path, the queries the last shared render of it asked for beyond the shell's: the next
 * render of the path fetches them with the shell's data, so its first round usually has all it
 * needs and it renders once instead of twice or three times. Learned only from renders for
 * visitors without a session (a query's function then holds nothing of anyone's).
 */
const learned = new Map<string, LearnedQuery[]>();
/** Paths remembered at most; the least recently rendered go first. */
const MAX_LEARNED_PATHS = 500;

function learn(path: string, queries: LearnedQuery[]) {
  learned.delete(path);
  learned.set(path, queries);
  for (const oldest of learned.keys()) {
    if (learned.size <= MAX_LEARNED_PATHS) break;
    learned.delete(oldest);
  }
}

function timeout(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms).unref());
}

/**
 * The page at `input.url`, or null when it is not a page to render here (the router answered with
 * a redirect). Rendering registers the queries the page's components ask for; those are fetched
 * from the app itself and the page rendered again with their answers, until nothing new is asked.
 */
export async function render(input: RenderInput): Promise<RenderOutput | null> {
  await ready;
  const { cache: queryCache, used: looked } = notingQueryCache();
  const config: QueryClientConfig = {
    queryCache,
    defaultOptions: {
      queries: { retry: false, staleTime: Number.POSITIVE_INFINITY, gcTime: Number.POSITIVE_INFINITY },
    },
  };
  const queryClient = new QueryClient(config);
  const path = new URL(input.url).pathname;
  const ahead = (input.shared && learned.get(path)) || [];
  // The shell's own data (who is signed in, the site's configuration) is asked for by every page,
  // and the page's own was asked for by its path's last render: fetched while the route is
  // matched, so the first render already has it.
  const first = request.run(input, () =>
    Promise.allSettled([
      prefetchShellQueries(queryClient),
      ...ahead.map((query) => queryClient.prefetchQuery({ queryKey: query.queryKey, queryFn: query.queryFn })),
    ]),
  );
  const [context] = await Promise.all([
    handler.query(new Request(input.url)),
    Promise.race([first, timeout(DATA_TIMEOUT_MS)]),
  ]);
  if (context instanceof Response) return null;
  const shellHashes = new Set(SHELL_QUERY_KEYS.map((key) => hashKey(key)));
  const tried = new Set<string>([...shellHashes, ...ahead.map((query) => hashKey(query.queryKey))]);
  let html = "";
  let parts = new Set<CatalogPart>();
  let complete = false;
  for (let round = 0; round < MAX_ROUNDS; round++) {
    looked.clear();
    const router = createStaticRouter(handler.dataRoutes, context);
    ({ html, parts } = await renderToHtml(
      <AppProviders queryClient={queryClient} initialDark={input.dark ?? false}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>,
      input.language,
    ));
    const queries = queryClient
      .getQueryCache()
      .getAll()
      .filter((query) => waiting(query, tried));
    if (queries.length === 0) {
      complete = true;
      break;
    }
    if (round === MAX_ROUNDS - 1) break;
    for (const query of queries) tried.add(query.queryHash);
    const fetched = request.run(input, () =>
      Promise.allSettled(
        queries.map((query) => queryClient.prefetchQuery({ queryKey: query.queryKey, queryFn: query.options.queryFn })),
      ),
    );
    await Promise.race([fetched, timeout(DATA_TIMEOUT_MS)]);
  }
  // What the last render looked up is what the page shows.
  const used = queryCache.getAll().filter((query) => looked.has(query.queryHash) && serverQuery(query));
  // Complete: nothing left to fetch, nothing failed, nothing still on its way.
  complete &&= used.every((query) => query.state.status === "success");
  if (input.shared && complete) {
    learn(
      path,
      used
        .filter((query) => !shellHashes.has(query.queryHash) && typeof query.options.queryFn === "function")
        .map((query) => ({ queryKey: query.queryKey, queryFn: query.options.queryFn as QueryFunction })),
    );
  }
  const state: SsrState = {
    language: input.language,
    dark: input.dark,
    queries: dehydrate(queryClient, {
      shouldDehydrateQuery: (query) => looked.has(query.queryHash) && defaultShouldDehydrateQuery(query),
    }),
    parts: [...parts],
  };
  return {
    html,
    state: `<script type="application/json" id="${SSR_STATE_ID}">${serializeSsrState(state)}</script>`,
    parts: state.parts,
    complete,
  };
}
