import { describe, expect, it } from "vitest";
import { accountLinkLanding, withoutLinkParameters } from "./account-links";

const query = (search: string) => new URLSearchParams(search);

describe("accountLinkLanding", () => {
  it.each([
    ["an ordinary visit", "", null],
    ["another page's own query", "?unsubscribe=abc&token=xyz", null],
    ["a confirmed address", "?verified=1", { kind: "verified" }],
    ["a bad verification link", "?verified=1&error=invalid_token", { kind: "verification-failed" }],
    ["a bad verification link without the flag", "?error=TOKEN_EXPIRED", { kind: "verification-failed" }],
    ["a reset link", "?reset=1&token=abc123", { kind: "reset", token: "abc123" }],
    ["a bad reset link", "?reset=1&error=INVALID_TOKEN", { kind: "reset", token: null }],
    ["a reset link without its token", "?reset=1", { kind: "reset", token: null }],
    [
      "a reset link whose token came with an error",
      "?reset=1&token=abc&error=INVALID_TOKEN",
      { kind: "reset", token: null },
    ],
  ])("%s: %s", (_label, search, landing) => {
    expect(accountLinkLanding(query(search))).toEqual(landing);
  });
});

describe("withoutLinkParameters", () => {
  it("drops the reset link's token and keeps the rest", () => {
    const params = query("?reset=1&token=abc123&lang=es");
    const landing = accountLinkLanding(params);
    if (!landing) throw new Error("no landing");
    expect(withoutLinkParameters(params, landing).toString()).toBe("lang=es");
    expect(params.get("token")).toBe("abc123");
  });

  it("drops the verification flags", () => {
    const params = query("?verified=1&error=x&page=2");
    expect(withoutLinkParameters(params, { kind: "verification-failed" }).toString()).toBe("page=2");
  });
});
