import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type PageFetch, RenderThreads } from "./render-threads";

/** A renderer that shows what its page's API request answered, or fails when asked to. */
const RENDERER = `
export async function render({ url, language, fetchApi }) {
  if (url.endsWith("/fails")) throw new Error("this page cannot render");
  const answer = await fetchApi("/api/thing", { headers: { "x-asked": "yes" } });
  return { html: language + ":" + answer.status + ":" + (await answer.text()), state: "", parts: [], complete: true };
}
`;

const text = (bytes: Uint8Array | undefined) => new TextDecoder().decode(bytes);

describe("render threads", () => {
  let dir = "";
  let url = "";
  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), "render-threads-"));
    const file = path.join(dir, "entry-server.mjs");
    writeFileSync(file, RENDERER);
    url = pathToFileURL(file).href;
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const input = (page = "/calendar") => ({ url: `http://x${page}`, language: "en" as const, dark: null, shared: true });
  const logger = { error() {} };

  it("renders on a thread, answering its API requests on this one", async () => {
    const threads = new RenderThreads(url, 1, logger);
    const asked: string[] = [];
    const fetchApi: PageFetch = async (apiPath, init) => {
      asked.push(`${init.method} ${apiPath} ${init.headers.get("x-asked")}`);
      return new Response("from the API", { status: 200 });
    };
    const output = await threads.render(input(), fetchApi);
    expect(text(output?.root)).toBe("en:200:from the API");
    expect(asked).toEqual(["GET /api/thing yes"]);
    expect(threads.busy).toBe(0);
  });

  it("refuses a render while every thread is busy, and takes the next one once a thread is free", async () => {
    const threads = new RenderThreads(url, 1, logger);
    const waiting: ((response: Response) => void)[] = [];
    const slow: PageFetch = () => new Promise((resolve) => waiting.push(resolve));
    const first = threads.render(input(), slow);
    expect(first).not.toBeNull();
    await expect.poll(() => threads.busy).toBe(1);
    expect(threads.render(input("/information"), slow)).toBeNull();
    // The thread waits for its API answer: give it one.
    await expect.poll(() => waiting.length).toBe(1);
    waiting[0]?.(new Response("late", { status: 200 }));
    expect(text((await first)?.root)).toBe("en:200:late");
    const next = threads.render(input(), async () => new Response("again"));
    expect(text((await next)?.root)).toBe("en:200:again");
  });

  it("fails the render of a page that throws, and keeps rendering others", async () => {
    const threads = new RenderThreads(url, 1, logger);
    const fetchApi: PageFetch = async () => new Response("ok");
    await expect(threads.render(input("/fails"), fetchApi)).rejects.toThrow("this page cannot render");
    expect(text((await threads.render(input(), fetchApi))?.root)).toBe("en:200:ok");
  });

  it("gives a thread that loads its renderer slowly its own time, and a render its 5 s from when it begins", async () => {
    const file = path.join(dir, "slow-to-load.mjs");
    writeFileSync(file, `await new Promise((resolve) => setTimeout(resolve, 5_500));\n${RENDERER}`);
    const threads = new RenderThreads(pathToFileURL(file).href, 1, logger);
    const output = await threads.render(input(), async () => new Response("loaded"));
    expect(text(output?.root)).toBe("en:200:loaded");
  }, 20_000);
});
