import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { nowIso } from "#server/platform/clock";
import { buildUsers } from "#server/testing/factories";
import { createTestApp, type TestApp } from "#server/testing/test-app";
import { SESSION_CACHE_MS } from "./actor";

afterEach(() => {
  vi.useRealTimers();
});

describe("resolving the caller", () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
    return () => t.close();
  });

  async function me(cookie?: string) {
    const response = await t.request("/api/me", { cookie });
    expect(response.status).toBe(200);
    return (await response.json()) as { user: { id: string } | null; roles: string[] };
  }

  it("reuses a resolved session for a few seconds, then reads the roles again", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const [user] = await buildUsers(t.ctx, 1);
    if (!user) throw new Error("no user");
    expect(await me(user.cookie)).toMatchObject({ user: { id: user.userId }, roles: [] });

    // As the user-role script does, from outside this server. (Door staff: a role that needs no
    // second factor, so it counts as soon as it is read.)
    await t.ctx.db
      .insertInto("user_roles")
      .values({ user_id: user.userId, role: "door_staff", created_at: nowIso() })
      .execute();
    expect((await me(user.cookie)).roles).toEqual([]);

    vi.setSystemTime(Date.now() + SESSION_CACHE_MS);
    expect((await me(user.cookie)).roles).toEqual(["door_staff"]);
  });

  it("ends a session at once when it signs out, though it was just resolved", async () => {
    const { cookie, userId } = await t.signedIn();
    expect((await me(cookie)).user?.id).toBe(userId);
    const signedOut = await t.request("/api/auth/sign-out", { method: "POST", cookie, json: {} });
    expect(signedOut.status).toBe(200);
    expect((await me(cookie)).user).toBeNull();
  });

  it("answers from memory only for the exact cookie better-auth verified", async () => {
    const [user] = await buildUsers(t.ctx, 1);
    if (!user) throw new Error("no user");
    expect((await me(user.cookie)).user?.id).toBe(user.userId);
    const [name, value] = user.cookie.split("=") as [string, string];
    const token = decodeURIComponent(value).split(".")[0];
    for (const forged of [`${name}=${token}`, `${name}=${encodeURIComponent(`${token}.forged`)}`]) {
      expect((await me(forged)).user).toBeNull();
    }
    expect((await me(user.cookie)).user?.id).toBe(user.userId);
  });

  it("forgets a session deleted by better-auth elsewhere once the cache time is over", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const [user] = await buildUsers(t.ctx, 1);
    if (!user) throw new Error("no user");
    expect((await me(user.cookie)).user?.id).toBe(user.userId);
    await t.ctx.db.deleteFrom("sessions").where("user_id", "=", user.userId).execute();
    vi.setSystemTime(Date.now() + SESSION_CACHE_MS);
    expect((await me(user.cookie)).user).toBeNull();
  });
});
