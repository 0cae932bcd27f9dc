import { beforeAll, expect, it, vi } from "vitest";
import type { Me } from "#domain/schemas/auth";
import { SESSION_CACHE_MS } from "#server/http/actor";
import { describeDialects } from "#server/testing/postgres";
import type { TestApp } from "#server/testing/test-app";

describeDialects("GET /api/me", (open) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await open();
  });

  it("is anonymous without a session", async () => {
    const body = await (await t.request("/api/me")).json();
    expect(body).toEqual({ user: null, roles: [], abilities: ["site.browse", "feedback.send"], secondFactor: null });
  });

  it("returns the user, roles and abilities of an admin", async () => {
    const { cookie, email } = await t.signedIn(["admin"]);
    const body = await (await t.request("/api/me", { cookie })).json();
    expect(body.user.email).toBe(email);
    expect(body.roles).toEqual(["admin"]);
    expect(body.abilities).toContain("feedback.read");
    expect(body.user.twoFactorEnabled).toBe(true);
    expect(body.secondFactor).toBeNull();
  });

  it("costs no database query while the session is remembered; signing out ends it at once", async () => {
    const { cookie, userId } = await t.signedIn();
    const me = async () => (await (await t.request("/api/me", { cookie })).json()) as Me;
    expect((await me()).user?.id).toBe(userId);

    const queries = vi.spyOn(t.ctx.db.getExecutor(), "executeQuery");
    try {
      for (let i = 0; i < 5; i++) expect((await me()).user?.id).toBe(userId);
      expect(queries).not.toHaveBeenCalled();
      // Past the time a session is remembered, it is looked up again.
      vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + SESSION_CACHE_MS + 1 });
      expect((await me()).user?.id).toBe(userId);
      expect(queries).toHaveBeenCalled();
    } finally {
      vi.useRealTimers();
      queries.mockRestore();
    }

    const signOut = await t.request("/api/auth/sign-out", { method: "POST", cookie });
    expect(signOut.status).toBe(200);
    expect((await me()).user).toBeNull();
  });
});
