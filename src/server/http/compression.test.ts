import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { beforeAll, describe, expect, it } from "vitest";
import { buildEvent } from "#server/testing/factories";
import { createTestApp, type TestApp } from "#server/testing/test-app";

describe("response compression", () => {
  let t: TestApp;
  let path: string;

  beforeAll(async () => {
    t = await createTestApp();
    // A list of events long enough to be worth compressing.
    for (let i = 0; i < 8; i++) await buildEvent(t.ctx.db, { description: "An evening of music. ".repeat(20) });
    path = "/api/events/bookable";
    return () => t.close();
  });

  it("gzips a large answer for a client that accepts gzip but not brotli", async () => {
    const response = await t.request(path, { headers: { "accept-encoding": "gzip, deflate" } });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-encoding")).toBe("gzip");
    expect(response.headers.get("vary")).toContain("Accept-Encoding");
    const body = JSON.parse(gunzipSync(Buffer.from(await response.arrayBuffer())).toString("utf8"));
    expect(body.events.length).toBeGreaterThanOrEqual(8);
  });

  it("sends brotli to a browser, compressed in one piece with its length", async () => {
    const response = await t.request(path, { headers: { "accept-encoding": "gzip, deflate, br, zstd" } });
    expect(response.headers.get("content-encoding")).toBe("br");
    expect(response.headers.get("vary")).toContain("Accept-Encoding");
    const bytes = Buffer.from(await response.arrayBuffer());
    const body = JSON.parse(brotliDecompressSync(bytes).toString("utf8"));
    expect(body.events.length).toBeGreaterThanOrEqual(8);
  });

  it("sends an answer under 1 KB as it is, even to a client that accepts compression", async () => {
    const response = await t.request("/api/me", { headers: { "accept-encoding": "gzip, deflate, br" } });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-encoding")).toBeNull();
    expect(response.headers.get("vary")).toContain("Accept-Encoding");
    expect(((await response.json()) as { user: unknown }).user).toBeNull();
  });

  it("answers plainly, still varying on Accept-Encoding, for a client that does not", async () => {
    const response = await t.request(path);
    expect(response.headers.get("content-encoding")).toBeNull();
    expect(response.headers.get("vary")).toContain("Accept-Encoding");
    expect(((await response.json()) as { events: unknown[] }).events.length).toBeGreaterThanOrEqual(8);
  });
});
