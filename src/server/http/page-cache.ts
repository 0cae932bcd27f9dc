import { createHash } from "node:crypto";
import type { Context } from "hono";
import { type Language, languageOf } from "#domain/i18n/translate";
import { CachedBytes, type CachePolicy } from "./cached-body";

/**
 * One API answer a page was rendered with: the request (`<language> <path>`) and a tag of what it
 * answered (its status and entity tag, else a digest of its body). Tags come from the answers'
 * content, so instances holding the same data agree on them.
 */
export interface PageDependency {
  readonly key: string;
  readonly tag: string;
}

/** A page as rendered for one request. */
export interface PageRender {
  /** Its HTML, UTF-8. */
  body: Uint8Array;
  status: 200 | 404;
  /**
   * The answers the page shows. Null when it is not to be kept: the shell (not rendered, or
   * rendering failed), or a render that did not get all its data.
   */
  dependencies: PageDependency[] | null;
  /** The shell kept briefly, when that is what this is (sent as its compressed copies). */
  shell?: CachedShell;
}

/** A page kept for every visitor without a session who asks for it in the same language and theme. */
export interface CachedPage {
  readonly body: CachedBytes;
  readonly status: 200 | 404;
  readonly dependencies: readonly PageDependency[];
  readonly renderedAt: number;
}

/** What `PageCache.get` answers: a kept page (found, or rendered just now and kept), or one that is not kept. */
export type PageAnswer =
  | { kept: CachedPage; rendered: boolean; render?: undefined }
  | { kept?: undefined; rendered: boolean; render: PageRender };

export interface PageCacheOptions {
  /** Pages kept at most; the least recently used go first. */
  maxEntries: number;
  /** Bytes kept at most (each page's HTML and its compressed copies); the least recently used go first. */
  maxBytes: number;
  /** A kept page older than this is rendered again even if its data did not change (texts that depend on the day). */
  maxAgeMs: number;
  /** How long a dependency's tag is trusted before its answer is asked for again. */
  recheckMs: number;
  /** The current tag of a dependency: its answer asked for again. */
  currentTag(key: string): Promise<string>;
  now?: () => number;
}

/**
 * How long the shell of a path (sent while every render thread is busy) is reused: its head shows
 * an event's listing, which is itself up to LISTINGS_FRESH_MS old; an announced change drops it.
 */
const SHELL_FRESH_MS = 1_000;
/** Shells kept at most (a few KB each); the least recently made go first. */
const MAX_SHELLS = 500;

/** A page's shell as sent past the render bound: its head and an empty `#root`, for the browser to render. */
export interface CachedShell {
  readonly body: CachedBytes;
  readonly status: 200 | 404;
}

/** Pages a few hundred KB each at most: 32 MB keeps a few hundred of them. */
export const PAGE_CACHE_DEFAULTS = {
  maxEntries: 1_000,
  maxBytes: 32 * 1024 * 1024,
  maxAgeMs: 60_000,
  recheckMs: 250,
} as const;

/** The request headers every page answer depends on besides Accept-Encoding: its cookies (session, language, theme) and language. */
export const PAGE_VARY = "Cookie, Accept-Language";

/**
 * A page kept for visitors without a session: a browser or a CDN in front may keep it a few
 * seconds and serve it a while longer as it fetches the next (revalidating with its entity tag).
 * The server itself shows a change on the next request.
 */
export const SHARED_PAGE_POLICY: CachePolicy = {
  cacheControl: "public, max-age=5, stale-while-revalidate=30",
  vary: PAGE_VARY,
};
/** A page for someone who may be signed in: theirs alone, never stored anywhere. */
export const PERSONAL_PAGE_CACHE_CONTROL = "private, no-store";
/** A page not kept (the shell sent in place of a render, or a render that lacked data): asked for again each time. */
export const UNKEPT_PAGE_CACHE_CONTROL = "no-cache";

/** The key of a page's shell: its language and path (its head depends on nothing else). */
export function shellKey(c: Context): string {
  return `${languageOf(c.req.header("cookie"), c.req.header("accept-language"))} ${c.req.path}`;
}

/** The cookie names that carry a session (better-auth's session token, with or without its secure prefix). */
const SESSION_COOKIE = "session_token";

/**
 * Whether a request may come from someone signed in: any session cookie, valid or not (an expired
 * or forged one is judged by the session lookup, never by the page cache). Only a request without
 * one is answered from, or kept in, the page cache. The same test decides whether the API looks
 * the session up at all (http/actor.ts), so a request without it is anonymous everywhere.
 */
export function maySignIn(cookieHeader: string | undefined | null): boolean {
  return cookieHeader?.includes(SESSION_COOKIE) ?? false;
}

/** The theme the visitor's browser last settled on, from its cookie; null when none was set. */
export function themeOf(cookieHeader?: string | null): boolean | null {
  const theme = cookieHeader?.match(/(?:^|;\s*)theme=(dark|light)\b/)?.[1];
  return theme === undefined ? null : theme === "dark";
}

/** What an anonymous page is rendered from besides its data: its path and query, its language and its theme. */
export function pageKey(c: Context): string {
  const cookie = c.req.header("cookie");
  const language: Language = languageOf(cookie, c.req.header("accept-language"));
  const theme = themeOf(cookie);
  const url = new URL(c.req.url);
  return `${language} ${theme === null ? "-" : theme ? "dark" : "light"} ${url.pathname}${url.search}`;
}

/** The key of a dependency: the API request's path and query, in the page's language. */
export function dependencyKey(language: Language, apiPath: string): string {
  return `${language} ${apiPath}`;
}

/** A dependency's key read back: its language and API path. */
export function parseDependencyKey(key: string): { language: Language; path: string } {
  const space = key.indexOf(" ");
  return { language: key.slice(0, space) as Language, path: key.slice(space + 1) };
}

/**
 * The tag of an API answer: its status and entity tag (weak or strong, whatever its encoding:
 * the same content), else a digest of its body. Reads the body only when there is no tag.
 */
export async function answerTag(response: Response): Promise<string> {
  const etag = response.headers.get("etag");
  if (etag) {
    const opaque = etag.replace(/^W\//, "").replace(/^"|"$/g, "");
    return `${response.status} ${opaque.replace(/\.(?:br|gz)$/, "")}`;
  }
  const body = new Uint8Array(await response.clone().arrayBuffer());
  return `${response.status} #${createHash("sha256").update(body).digest("base64url").slice(0, 22)}`;
}

interface Entry {
  page: CachedPage;
  /** Bytes counted for it so far (its compressed copies are made when first asked for). */
  counted: number;
  /** Served from the cache at least once (a page asked for again), so kept ahead of pages asked for once. */
  proven: boolean;
}

/** The share of the bounds that pages asked for again may fill; the rest is for pages asked for once so far. */
const PROVEN_SHARE = 0.8;

interface Checked {
  tag: string;
  at: number;
}

/**
 * Pages rendered once for everyone without a session, per page key, for as long as the data they
 * show is current. A page keeps the tags of the API answers it was rendered with; before it is
 * served, each tag is compared with the answer's current one (asked for again at most every
 * `recheckMs`, once for all pages and visitors that depend on it), and a page whose data changed,
 * or that is older than `maxAgeMs`, is rendered anew. `invalidate()` (an announced change, on any
 * instance) forgets every checked tag, so the next request of every page compares again at once.
 * Requests for a page that is being rendered wait for that render instead of starting their own.
 *
 * Pages are dropped least recently used first, pages asked for only once before pages asked for
 * again: a flood of addresses no one asks for twice (a query made up for each request) churns
 * through the first kind and leaves the pages people come back to.
 */
export class PageCache {
  /** Pages not yet served from the cache, least recently used first. */
  private readonly once = new Map<string, Entry>();
  /** Pages served from the cache at least once, least recently used first. */
  private readonly again = new Map<string, Entry>();
  private readonly rendering = new Map<string, Promise<PageAnswer>>();
  private readonly checked = new Map<string, Checked>();
  private readonly checking = new Map<string, Promise<string | null>>();
  private readonly shells = new Map<string, { shell: CachedShell; until: number }>();
  private readonly makingShells = new Map<string, Promise<CachedShell>>();
  private bytes = 0;
  /** Bytes of the pages asked for again. */
  private againBytes = 0;
  /** Bumped by every announced change, so a tag asked for before it is not trusted after it. */
  private generation = 0;
  private readonly now: () => number;

  constructor(private readonly options: PageCacheOptions) {
    this.now = options.now ?? (() => Date.now());
  }

  /** Pages kept now, and the bytes they hold. */
  get size(): { entries: number; bytes: number } {
    return { entries: this.once.size + this.again.size, bytes: this.bytes };
  }

  /**
   * The page for `key`: the kept one when its data is current, else the one `render` makes (kept
   * when it has dependencies). Callers asking while it renders share that render.
   */
  async get(key: string, render: () => Promise<PageRender>): Promise<PageAnswer> {
    const entry = this.entryOf(key);
    if (entry && (await this.current(entry.page)) && this.entryOf(key) === entry) {
      this.used(key, entry);
      return { kept: entry.page, rendered: false };
    }
    const pending = this.rendering.get(key);
    if (pending) return pending.then((answer) => ({ ...answer, rendered: false }) as PageAnswer);
    const started = this.renderAndKeep(key, render);
    this.rendering.set(key, started);
    return started;
  }

  /** Every dependency may have changed: each is asked for again before a page that shows it is served. */
  invalidate() {
    this.generation += 1;
    this.checked.clear();
    this.checking.clear();
    this.shells.clear();
  }

  /**
   * The shell of a page (`key`: its language and path), made by `make` at most once a second for
   * everyone asking meanwhile, and compressed once: a flood of pages past the render bound costs
   * little more than a kept page. A shell holds nothing of anyone's (no body, no data), so it
   * serves visitors with and without a session alike.
   */
  async shell(key: string, make: () => Promise<{ body: Uint8Array; status: 200 | 404 }>): Promise<CachedShell> {
    const now = this.now();
    const kept = this.shells.get(key);
    if (kept && kept.until > now) return kept.shell;
    let making = this.makingShells.get(key);
    if (!making) {
      const startedIn = this.generation;
      making = make()
        .then(({ body, status }) => {
          const shell: CachedShell = {
            body: new CachedBytes(Buffer.from(body.buffer, body.byteOffset, body.byteLength)),
            status,
          };
          if (startedIn === this.generation) {
            this.shells.delete(key);
            this.shells.set(key, { shell, until: now + SHELL_FRESH_MS });
            for (const oldest of this.shells.keys()) {
              if (this.shells.size <= MAX_SHELLS) break;
              this.shells.delete(oldest);
            }
          }
          return shell;
        })
        .finally(() => this.makingShells.delete(key));
      this.makingShells.set(key, making);
    }
    return making;
  }

  /** Counts the bytes of a kept page's compressed copies once they exist, dropping the least used pages past the bound. */
  account(key: string) {
    const entry = this.entryOf(key);
    if (!entry) return;
    const now = entry.page.body.byteLength;
    if (now === entry.counted) return;
    this.bytes += now - entry.counted;
    if (entry.proven) this.againBytes += now - entry.counted;
    entry.counted = now;
    this.evict();
  }

  private async renderAndKeep(key: string, render: () => Promise<PageRender>): Promise<PageAnswer> {
    const startedIn = this.generation;
    const startedAt = this.now();
    try {
      const page = await render();
      if (page.dependencies === null) return { render: page, rendered: true };
      const kept: CachedPage = {
        body: new CachedBytes(Buffer.from(page.body.buffer, page.body.byteOffset, page.body.byteLength)),
        status: page.status,
        dependencies: page.dependencies,
        renderedAt: startedAt,
      };
      // What the render read is the newest known state of each dependency, unless a change was
      // announced meanwhile (the page is kept either way: its tags are compared before it is served).
      if (startedIn === this.generation) {
        for (const dependency of page.dependencies) {
          const known = this.checked.get(dependency.key);
          if (!known || known.at < startedAt) this.checked.set(dependency.key, { tag: dependency.tag, at: startedAt });
        }
      }
      this.keep(key, kept);
      return { kept, rendered: true };
    } finally {
      this.rendering.delete(key);
    }
  }

  private entryOf(key: string): Entry | undefined {
    return this.again.get(key) ?? this.once.get(key);
  }

  /** A kept page served: it goes last (most recently used) among the pages asked for again. */
  private used(key: string, entry: Entry) {
    if (entry.proven) {
      this.again.delete(key);
    } else {
      this.once.delete(key);
      entry.proven = true;
      this.againBytes += entry.counted;
    }
    this.again.set(key, entry);
    // Pages asked for again fill their share at most: the least recent of them make room.
    for (const [oldestKey, oldest] of this.again) {
      const fits =
        this.again.size <= this.options.maxEntries * PROVEN_SHARE &&
        this.againBytes <= this.options.maxBytes * PROVEN_SHARE;
      if (fits || oldestKey === key) break;
      this.again.delete(oldestKey);
      oldest.proven = false;
      this.againBytes -= oldest.counted;
      this.once.set(oldestKey, oldest);
    }
  }

  private keep(key: string, page: CachedPage) {
    const previous = this.entryOf(key);
    if (previous) {
      (previous.proven ? this.again : this.once).delete(key);
      this.bytes -= previous.counted;
      if (previous.proven) this.againBytes -= previous.counted;
    }
    const entry: Entry = { page, counted: page.body.byteLength, proven: previous?.proven ?? false };
    (entry.proven ? this.again : this.once).set(key, entry);
    this.bytes += entry.counted;
    if (entry.proven) this.againBytes += entry.counted;
    this.evict();
  }

  /** Drops pages past the bounds: the least recently used asked for once first, then those asked for again. */
  private evict() {
    for (const segment of [this.once, this.again]) {
      for (const [key, entry] of segment) {
        if (this.size.entries <= this.options.maxEntries && this.bytes <= this.options.maxBytes) return;
        segment.delete(key);
        this.bytes -= entry.counted;
        if (entry.proven) this.againBytes -= entry.counted;
      }
    }
  }

  /** Whether a kept page still shows current data: young enough, and every dependency's tag unchanged. */
  private current(page: CachedPage): boolean | Promise<boolean> {
    const now = this.now();
    if (now - page.renderedAt >= this.options.maxAgeMs) return false;
    let waiting: Promise<boolean>[] | null = null;
    for (const dependency of page.dependencies) {
      const known = this.checked.get(dependency.key);
      if (known && now - known.at < this.options.recheckMs) {
        if (known.tag !== dependency.tag) return false;
        continue;
      }
      waiting ??= [];
      waiting.push(this.tagOf(dependency.key).then((tag) => tag === dependency.tag));
    }
    if (!waiting) return true;
    return Promise.all(waiting).then((same) => same.every(Boolean));
  }

  /** A dependency's current tag, asked for once for everyone waiting; null when it could not be asked. */
  private tagOf(key: string): Promise<string | null> {
    const pending = this.checking.get(key);
    if (pending) return pending;
    const asking = this.ask(key).finally(() => {
      if (this.checking.get(key) === asking) this.checking.delete(key);
    });
    this.checking.set(key, asking);
    return asking;
  }

  private async ask(key: string): Promise<string | null> {
    // Asked again when a change is announced while asking: the answer may predate it.
    for (let attempt = 0; attempt < 3; attempt++) {
      const startedIn = this.generation;
      const at = this.now();
      let tag: string;
      try {
        tag = await this.options.currentTag(key);
      } catch {
        return null;
      }
      if (startedIn !== this.generation) continue;
      this.checked.set(key, { tag, at });
      return tag;
    }
    return null;
  }
}
