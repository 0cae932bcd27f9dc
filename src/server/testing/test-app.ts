import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Role } from "#domain/permissions";
import { createApp } from "#server/app";
import { bootContext } from "#server/boot";
import { loadConfig } from "#server/config";
import type { AppContext } from "#server/context";
import { nowIso } from "#server/platform/clock";
import { silentLogger } from "#server/platform/logger";
import type { MailWorker } from "#server/platform/mail-worker";

export const TEST_ORIGIN = "http://localhost:3000";
export const TEST_PASSWORD = "a long test passphrase";

export interface TestApp {
  ctx: AppContext;
  /** The outbox's delivery worker, never started: `deliverDue()` delivers what is queued. */
  mailWorker: MailWorker;
  /** A request through the in-process app, as a same-origin browser would send it. */
  request(pathname: string, init?: RequestInit & { cookie?: string; json?: unknown }): Promise<Response>;
  /** Creates a verified account with the given roles and returns its session cookie. */
  signedIn(roles?: Role[], email?: string): Promise<{ cookie: string; userId: string; email: string }>;
  close(): Promise<void>;
}

let counter = 0;

/**
 * A real app on a real database: a fresh SQLite file per call, or the PostgreSQL database
 * named by `databaseUrl`.
 */
export async function createTestApp(
  options: { databaseUrl?: string; env?: Record<string, string> } = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "arena-test-"));
  const config = loadConfig({
    NODE_ENV: "test",
    DATA_DIR: dataDir,
    PUBLIC_URL: TEST_ORIGIN,
    AUTH_SECRET: "test-secret-test-secret-test-secret-0123",
    ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
    ...options.env,
  });
  const { ctx, database, mailWorker } = await bootContext(config, silentLogger);
  const app = createApp(ctx, { distDir: path.join(dataDir, "no-dist") });

  const request: TestApp["request"] = (pathname, init = {}) => {
    const headers = new Headers(init.headers);
    headers.set("origin", TEST_ORIGIN);
    headers.set("host", new URL(TEST_ORIGIN).host);
    if (init.cookie) headers.set("cookie", init.cookie);
    let body = init.body;
    if (init.json !== undefined) {
      headers.set("content-type", "application/json");
      body = JSON.stringify(init.json);
    }
    return Promise.resolve(app.request(`${TEST_ORIGIN}${pathname}`, { ...init, headers, body }));
  };

  const signedIn: TestApp["signedIn"] = async (roles = [], email) => {
    counter += 1;
    const address = email ?? `user${counter}-${Date.now()}@example.com`;
    const auth = await ctx.auth.$context;
    const user = await auth.internalAdapter.createUser(
      { email: address, name: `Test User ${counter}`, emailVerified: true },
      { method: "admin" },
    );
    await auth.internalAdapter.linkAccount({
      userId: user.id,
      providerId: "credential",
      accountId: user.id,
      password: await auth.password.hash(TEST_PASSWORD),
    });
    for (const role of roles) {
      await ctx.db.insertInto("user_roles").values({ user_id: user.id, role, created_at: nowIso() }).execute();
    }
    const response = await request("/api/auth/sign-in/email", {
      method: "POST",
      json: { email: address, password: TEST_PASSWORD },
    });
    if (!response.ok) throw new Error(`test sign-in failed: ${response.status} ${await response.text()}`);
    const cookie = response.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
    return { cookie, userId: user.id, email: address };
  };

  return {
    ctx,
    mailWorker,
    request,
    signedIn,
    async close() {
      // better-auth checks the schema in the background after start; closing the database
      // under that check would log a false "could not validate" error.
      await (await ctx.auth.$context).checkSchema?.()?.catch(() => undefined);
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
