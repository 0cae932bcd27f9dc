import { describe, expect, it } from "vitest";
import { describeDialects } from "#server/testing/postgres";
import { forwardedClientAddress } from "./rate-limit";

describe("forwardedClientAddress", () => {
  it.each([
    ["one proxy, one entry", "203.0.113.7", "203.0.113.7"],
    ["a client-written entry before the proxy's", "1.2.3.4, 203.0.113.7", "203.0.113.7"],
    ["several client-written entries", "1.2.3.4,5.6.7.8 ,  203.0.113.7", "203.0.113.7"],
    ["IPv6", "1.2.3.4, 2001:db8::1", "2001:db8::1"],
    ["a trailing comma (nothing appended)", "203.0.113.7,", null],
    ["empty", "", null],
    ["no header", undefined, null],
  ])("%s: %j -> %j", (_label, header, address) => {
    expect(forwardedClientAddress(header)).toBe(address);
  });
});

describeDialects("TRUST_PROXY takes the address the proxy appended", (open) => {
  const message = { name: "Ana", email: "ana@example.com", subject: "Hello", message: "A question." };

  /** Rate limits are off in the test environment: these apps run as in development. */
  function contact(t: Awaited<ReturnType<typeof open>>, forwardedFor: string) {
    return t.request("/api/contact", { method: "POST", json: message, headers: { "x-forwarded-for": forwardedFor } });
  }

  it("limits a client however it varies the entries it writes itself", async () => {
    const t = await open({ NODE_ENV: "development", TRUST_PROXY: "true" });
    for (let i = 0; i < 5; i++) expect((await contact(t, `10.0.0.${i}, 203.0.113.9`)).status).toBe(201);
    const sixth = await contact(t, "10.9.9.9, 203.0.113.9");
    expect(sixth.status).toBe(429);
    expect(await sixth.json()).toEqual({ error: { code: "rate_limited", params: { limit: "contact" } } });
    // Someone else behind the same proxy (their address appended last) is not held back.
    expect((await contact(t, "203.0.113.9, 198.51.100.4")).status).toBe(201);
  });

  it("ignores the header when no proxy is trusted", async () => {
    const t = await open({ NODE_ENV: "development", TRUST_PROXY: "false" });
    for (let i = 0; i < 5; i++) expect((await contact(t, `198.51.100.${i}`)).status).toBe(201);
    expect((await contact(t, "198.51.100.200")).status).toBe(429);
  });
});
