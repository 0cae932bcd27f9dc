import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliDecompressSync } from "node:zlib";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { CachedBytes } from "./cached-body";
import {
  answerTag,
  dependencyKey,
  maySignIn,
  PageCache,
  type PageCacheOptions,
  type PageRender,
  pageKey,
  parseDependencyKey,
} from "./page-cache";
import type { RenderedBody, ServerRenderer } from "./server-render";
import { webApp } from "./web-app";

/** A page cache on a clock the test moves, whose dependencies' current tags the test sets. */
function cacheWith(options: Partial<PageCacheOptions> = {}) {
  const clock = { now: 1_000_000 };
  const tags = new Map<string, string>();
  const asked: string[] = [];
  const cache = new PageCache({
    maxEntries: 100,
    maxBytes: 10_000_000,
    maxAgeMs: 60_000,
    recheckMs: 250,
    currentTag: async (key) => {
      asked.push(key);
      return tags.get(key) ?? "missing";
    },
    now: () => clock.now,
    ...options,
  });
  return { cache, clock, tags, asked };
}

/** A render of `html` that read `/api/events` with the tag the test's data has now. */
function renderer(tags: Map<string, string>, html = "<p>page</p>") {
  const render = vi.fn(
    async (): Promise<PageRender> => ({
      body: Buffer.from(html),
      status: 200,
      dependencies: [{ key: "en /api/events", tag: tags.get("en /api/events") ?? "missing" }],
    }),
  );
  return render;
}

describe("the page cache", () => {
  it("renders a page once and serves it kept while its data is unchanged", async () => {
    const { cache, clock, tags } = cacheWith();
    tags.set("en /api/events", "200 v1");
    const render = renderer(tags);
    const first = await cache.get("en - /", render);
    expect(first.rendered).toBe(true);
    expect(first.kept?.status).toBe(200);
    for (let i = 0; i < 5; i++) {
      clock.now += 1_000;
      const again = await cache.get("en - /", render);
      expect(again.rendered).toBe(false);
      expect(again.kept).toBe(first.kept);
    }
    expect(render).toHaveBeenCalledTimes(1);
  });

  it("renders anew once a dependency's answer changed, within the recheck time", async () => {
    const { cache, clock, tags, asked } = cacheWith();
    tags.set("en /api/events", "200 v1");
    const render = renderer(tags);
    await cache.get("en - /", render);
    tags.set("en /api/events", "200 v2");
    // Trusted for the recheck time: the tag is not asked for again.
    clock.now += 100;
    expect((await cache.get("en - /", render)).rendered).toBe(false);
    expect(asked).toEqual([]);
    clock.now += 200;
    const next = await cache.get("en - /", render);
    expect(next.rendered).toBe(true);
    expect(next.kept?.dependencies).toEqual([{ key: "en /api/events", tag: "200 v2" }]);
    expect(render).toHaveBeenCalledTimes(2);
  });

  it("compares every page's data again at once after an announced change", async () => {
    const { cache, tags, asked } = cacheWith();
    tags.set("en /api/events", "200 v1");
    const render = renderer(tags);
    await cache.get("en - /", render);
    await cache.get("en - /calendar", render);
    tags.set("en /api/events", "200 v2");
    cache.invalidate();
    expect((await cache.get("en - /", render)).rendered).toBe(true);
    expect((await cache.get("en - /calendar", render)).rendered).toBe(true);
    // The render's own read counts as a fresh look: the second page's check asked once.
    expect(asked).toEqual(["en /api/events"]);
  });

  it("keeps a page whose data did not change across an announced change", async () => {
    const { cache, tags } = cacheWith();
    tags.set("en /api/site", "200 #site");
    const render = vi.fn(
      async (): Promise<PageRender> => ({
        body: Buffer.from("<p>privacy</p>"),
        status: 200,
        dependencies: [{ key: "en /api/site", tag: "200 #site" }],
      }),
    );
    await cache.get("en - /privacy", render);
    cache.invalidate();
    expect((await cache.get("en - /privacy", render)).rendered).toBe(false);
    expect(render).toHaveBeenCalledTimes(1);
  });

  it("asks a dependency again when a change is announced while it is being asked", async () => {
    const clock = { now: 0 };
    let answer = "200 v1";
    let release: () => void = () => {};
    let calls = 0;
    const cache = new PageCache({
      maxEntries: 10,
      maxBytes: 1_000_000,
      maxAgeMs: 60_000,
      recheckMs: 250,
      now: () => clock.now,
      currentTag: async () => {
        calls += 1;
        const seen = answer;
        if (calls === 1) await new Promise<void>((resolve) => (release = resolve));
        return seen;
      },
    });
    const render = vi.fn(
      async (): Promise<PageRender> => ({
        body: Buffer.from("x"),
        status: 200,
        dependencies: [{ key: "k", tag: answer }],
      }),
    );
    await cache.get("page", render);
    clock.now += 1_000;
    const served = cache.get("page", render);
    // The change lands while the first look is on its way: its answer is not trusted.
    await vi.waitFor(() => expect(calls).toBe(1));
    answer = "200 v2";
    cache.invalidate();
    release();
    expect((await served).rendered).toBe(true);
    expect(calls).toBe(2);
  });

  it("renders once for every request that arrives while it renders", async () => {
    const { cache, tags } = cacheWith();
    tags.set("en /api/events", "200 v1");
    let finish: () => void = () => {};
    const render = vi.fn(async (): Promise<PageRender> => {
      await new Promise<void>((resolve) => (finish = resolve));
      return { body: Buffer.from("<p>one</p>"), status: 200, dependencies: [] };
    });
    const answers = [cache.get("en - /", render), cache.get("en - /", render), cache.get("en - /", render)];
    await vi.waitFor(() => expect(render).toHaveBeenCalledTimes(1));
    finish();
    const [first, second, third] = await Promise.all(answers);
    expect(render).toHaveBeenCalledTimes(1);
    expect(first?.rendered).toBe(true);
    expect(second?.kept).toBe(first?.kept);
    expect(third?.kept).toBe(first?.kept);
  });

  it("does not keep a page without dependencies (the shell, a render that lacked data)", async () => {
    const { cache } = cacheWith();
    const render = vi.fn(
      async (): Promise<PageRender> => ({ body: Buffer.from("<shell>"), status: 200, dependencies: null }),
    );
    const first = await cache.get("en - /", render);
    expect(first.kept).toBeUndefined();
    expect(Buffer.from(first.render?.body ?? []).toString()).toBe("<shell>");
    await cache.get("en - /", render);
    expect(render).toHaveBeenCalledTimes(2);
    expect(cache.size.entries).toBe(0);
  });

  it("renders a page again once it is older than its maximum age", async () => {
    const { cache, clock, tags } = cacheWith({ maxAgeMs: 10_000 });
    tags.set("en /api/events", "200 v1");
    const render = renderer(tags);
    await cache.get("en - /", render);
    clock.now += 9_000;
    expect((await cache.get("en - /", render)).rendered).toBe(false);
    clock.now += 1_000;
    expect((await cache.get("en - /", render)).rendered).toBe(true);
  });

  it("keeps at most its number of pages and its bytes, dropping the least recently used", async () => {
    const { cache } = cacheWith({ maxEntries: 3, maxBytes: 2_500 });
    const page = (html: string) => async (): Promise<PageRender> => ({
      body: Buffer.from(html),
      status: 200,
      dependencies: [],
    });
    await cache.get("a", page("a"));
    await cache.get("b", page("b"));
    await cache.get("c", page("c"));
    await cache.get("a", page("a"));
    await cache.get("d", page("d"));
    // "b" was the least recently used.
    expect(cache.size.entries).toBe(3);
    expect((await cache.get("b", page("b"))).rendered).toBe(true);
    expect((await cache.get("a", page("a"))).rendered).toBe(false);

    const big = "x".repeat(2_500);
    await cache.get("big", page(big));
    expect(cache.size.bytes).toBeLessThanOrEqual(2_500);
    expect(cache.size.entries).toBe(1);
    // Its compressed copies count once made, and may push it out.
    const kept = (await cache.get("big", page(big))).kept;
    kept?.body.bytes("gzip");
    cache.account("big");
    expect(cache.size.bytes).toBeLessThanOrEqual(2_500);
  });
});

describe("the page cache under a flood of addresses asked for once", () => {
  it("keeps the pages asked for again, dropping the ones asked for once first", async () => {
    const { cache } = cacheWith({ maxEntries: 10 });
    const page = (html: string) => async (): Promise<PageRender> => ({
      body: Buffer.from(html),
      status: 200,
      dependencies: [],
    });
    await cache.get("en - /", page("home"));
    expect((await cache.get("en - /", page("home"))).rendered).toBe(false);
    // A query made up for every request: each address once.
    for (let i = 0; i < 50; i++) await cache.get(`en - /?bust=${i}`, page(`bust ${i}`));
    expect(cache.size.entries).toBe(10);
    expect((await cache.get("en - /", page("home"))).rendered).toBe(false);
    expect((await cache.get("en - /?bust=0", page("bust 0"))).rendered).toBe(true);
  });

  it("gives pages asked for again at most their share, the least recent of them going back among the others", async () => {
    const { cache } = cacheWith({ maxEntries: 5 });
    const page = (html: string) => async (): Promise<PageRender> => ({
      body: Buffer.from(html),
      status: 200,
      dependencies: [],
    });
    for (const name of ["a", "b", "c", "d", "e"]) {
      await cache.get(name, page(name));
      await cache.get(name, page(name));
    }
    // Four of five may be pages asked for again: "a" went back and is the first to go.
    await cache.get("f", page("f"));
    expect(cache.size.entries).toBe(5);
    expect((await cache.get("e", page("e"))).rendered).toBe(false);
    expect((await cache.get("a", page("a"))).rendered).toBe(true);
  });
});

describe("shells past the render bound", () => {
  it("are made once a second at most for everyone asking, and anew after an announced change", async () => {
    const { cache, clock } = cacheWith();
    let made = 0;
    const make = async () => {
      made += 1;
      return { body: Buffer.from(`<shell ${made}>`), status: 200 as const };
    };
    const [one, two] = await Promise.all([cache.shell("en /calendar", make), cache.shell("en /calendar", make)]);
    expect(one).toBe(two);
    expect(made).toBe(1);
    clock.now += 900;
    expect(await cache.shell("en /calendar", make)).toBe(one);
    clock.now += 200;
    const later = await cache.shell("en /calendar", make);
    expect(made).toBe(2);
    expect(Buffer.from(later.body.bytes("identity")).toString()).toBe("<shell 2>");
    cache.invalidate();
    await cache.shell("en /calendar", make);
    expect(made).toBe(3);
  });
});

describe("a kept page's compressed copies", () => {
  it("are made on zlib's threads once for every caller, then sent as they are", async () => {
    const html = `<p>${"A page worth compressing. ".repeat(200)}</p>`;
    const body = new CachedBytes(Buffer.from(html));
    const first = body.prepare("br");
    expect(body.prepare("br")).toBe(first);
    await first;
    expect(body.prepare("br")).toBeUndefined();
    expect(brotliDecompressSync(body.bytes("br")).toString()).toBe(html);
    expect(body.prepare("identity")).toBeUndefined();
  });
});

describe("page keys and dependency tags", () => {
  const keyOf = async (url: string, headers: Record<string, string> = {}) => {
    const app = new Hono().get("*", (c) => c.text(pageKey(c)));
    return (await app.request(url, { headers })).text();
  };

  it("keys a page by its language, theme, path and query", async () => {
    expect(await keyOf("http://x/events/1?a=b")).toBe("en - /events/1?a=b");
    expect(await keyOf("http://x/", { cookie: "lang=es; theme=dark" })).toBe("es dark /");
    expect(await keyOf("http://x/", { "accept-language": "es-MX,es;q=0.9" })).toBe("es - /");
    expect(await keyOf("http://x/", { cookie: "theme=light; other=1" })).toBe("en light /");
  });

  it("takes any session cookie, valid or not, as someone who may be signed in", () => {
    expect(maySignIn(undefined)).toBe(false);
    expect(maySignIn("lang=es; theme=dark")).toBe(false);
    expect(maySignIn("arena.session_token=abc.def")).toBe(true);
    expect(maySignIn("lang=en; __Secure-arena.session_token=expired")).toBe(true);
  });

  it("tags an answer by its status and entity tag in any encoding, else by a digest of its body", async () => {
    const tagged = (etag: string) => new Response("{}", { headers: { etag } });
    expect(await answerTag(tagged('"abc.br"'))).toBe("200 abc");
    expect(await answerTag(tagged('W/"abc.gz"'))).toBe("200 abc");
    expect(await answerTag(tagged('"abc"'))).toBe("200 abc");
    const one = await answerTag(new Response('{"a":1}'));
    expect(one).toMatch(/^200 #/);
    expect(await answerTag(new Response('{"a":1}'))).toBe(one);
    expect(await answerTag(new Response('{"a":2}'))).not.toBe(one);
    expect(await answerTag(new Response('{"a":1}', { status: 404 }))).not.toBe(one);
    // The body is still there for the renderer.
    const response = new Response('{"a":1}');
    await answerTag(response);
    expect(await response.json()).toEqual({ a: 1 });
    expect(parseDependencyKey(dependencyKey("es", "/api/events?limit=3"))).toEqual({
      language: "es",
      path: "/api/events?limit=3",
    });
  });
});

describe("pages for visitors with and without a session", () => {
  let dir = "";
  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), "page-cache-test-"));
    writeFileSync(
      path.join(dir, "index.html"),
      '<html lang="en"><head></head><body><div id="root"></div></body></html>',
    );
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  function site() {
    const renderBody = vi.fn(
      async (_c: unknown, html: string, options?: { record?: boolean }): Promise<RenderedBody> => ({
        body: Buffer.from(html.replace('<div id="root"></div>', '<div id="root"><h1>Rendered</h1></div>')),
        rendered: true,
        dependencies: options?.record ? [] : null,
        ms: 1,
      }),
    );
    const renderer = { renderBody, currentTag: async () => "200 x", busy: () => false } as unknown as ServerRenderer;
    const pages = new PageCache({
      maxEntries: 10,
      maxBytes: 1_000_000,
      maxAgeMs: 60_000,
      recheckMs: 250,
      currentTag: async () => "200 x",
    });
    const get = vi.spyOn(pages, "get");
    return { app: webApp(dir, { renderer, pages }), renderBody, get };
  }

  it("never reads or fills the cache for a request with a session cookie, and says no one may keep its page", async () => {
    const { app, renderBody, get } = site();
    for (let i = 0; i < 2; i++) {
      const response = await app.request("http://x/calendar", { headers: { cookie: "arena.session_token=t.s" } });
      expect(response.status).toBe(200);
      expect(response.headers.get("cache-control")).toBe("private, no-store");
      expect(response.headers.get("vary")).toBe("Accept-Encoding, Cookie, Accept-Language");
      expect(response.headers.get("etag")).toBeNull();
      expect(await response.text()).toContain("Rendered");
    }
    expect(get).not.toHaveBeenCalled();
    expect(renderBody).toHaveBeenCalledTimes(2);
    expect(renderBody.mock.calls.every(([, , options]) => options?.record === false)).toBe(true);
  });

  it("keeps an anonymous page and sends it with an entity tag, a short public policy, and 304 for a current copy", async () => {
    const { app, renderBody } = site();
    const first = await app.request("http://x/calendar");
    expect(first.headers.get("x-page-cache")).toBe("miss");
    expect(first.headers.get("cache-control")).toBe("public, max-age=5, stale-while-revalidate=30");
    expect(first.headers.get("vary")).toBe("Accept-Encoding, Cookie, Accept-Language");
    expect(first.headers.get("content-type")).toBe("text/html; charset=UTF-8");
    const etag = first.headers.get("etag") ?? "";
    expect(etag).toMatch(/^"[\w-]+"$/);
    const second = await app.request("http://x/calendar");
    expect(second.headers.get("x-page-cache")).toBe("hit");
    expect(await second.text()).toBe(await first.text());
    const current = await app.request("http://x/calendar", { headers: { "if-none-match": etag } });
    expect(current.status).toBe(304);
    expect(current.headers.get("etag")).toBe(etag);
    expect(renderBody).toHaveBeenCalledTimes(1);
    // A signed-in visitor asking for the same page gets their own.
    await app.request("http://x/calendar", { headers: { cookie: "arena.session_token=t.s" } });
    expect(renderBody).toHaveBeenCalledTimes(2);
  });
});
