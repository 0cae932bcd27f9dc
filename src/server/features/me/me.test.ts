import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "#server/testing/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("GET /api/me", () => {
  it("is anonymous without a session", async () => {
    const body = await (await t.request("/api/me")).json();
    expect(body).toEqual({ user: null, roles: [], abilities: ["site.browse", "feedback.send"] });
  });

  it("returns the user, roles and abilities of an admin", async () => {
    const { cookie, email } = await t.signedIn(["admin"]);
    const body = await (await t.request("/api/me", { cookie })).json();
    expect(body.user.email).toBe(email);
    expect(body.roles).toEqual(["admin"]);
    expect(body.abilities).toContain("feedback.read");
  });
});
