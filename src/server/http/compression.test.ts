import { gunzipSync } from "node:zlib";
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

  it("gzips a large answer for a client that accepts it", async () => {
    const response = await t.request(path, { headers: { "accept-encoding": "gzip, deflate, br" } });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-encoding")).toBe("gzip");
    expect(response.headers.get("vary")).toContain("Accept-Encoding");
    const body = JSON.parse(gunzipSync(Buffer.from(await response.arrayBuffer())).toString("utf8"));
    expect(body.events.length).toBeGreaterThanOrEqual(8);
  });

  it("answers plainly, still varying on Accept-Encoding, for a client that does not", async () => {
    const response = await t.request(path);
    expect(response.headers.get("content-encoding")).toBeNull();
    expect(response.headers.get("vary")).toContain("Accept-Encoding");
    expect(((await response.json()) as { events: unknown[] }).events.length).toBeGreaterThanOrEqual(8);
  });
});
