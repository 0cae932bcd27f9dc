import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { type Role, SECOND_FACTOR_ROLES } from "#domain/permissions";
import type { QueueChallenge } from "#domain/schemas/onsale";
import { createApp } from "#server/app";
import { bootContext } from "#server/boot";
import { loadConfig } from "#server/config";
import type { AppContext } from "#server/context";
import { SIGN_UP_PROOF_HEADER } from "#server/features/auth/sign-up.routes";
import { nowIso } from "#server/platform/clock";
import { silentLogger } from "#server/platform/logger";
import type { MailWorker } from "#server/platform/mail-worker";
import { solveProof } from "./proof";
import { totpCode, totpSecretOf } from "./totp";

export const TEST_ORIGIN = "http://localhost:3000";
export const TEST_PASSWORD = "a long test passphrase";

export interface SignedInAccount {
  cookie: string;
  userId: string;
  email: string;
  /** The authenticator app's base32 secret, when one was set up. */
  totpSecret?: string;
  /** The recovery codes, when an app was set up. */
  backupCodes?: string[];
}

/** The `cookie` header a browser would send after these Set-Cookie headers (expired ones dropped). */
export function cookieFrom(response: Response, previous = ""): string {
  const jar = new Map(
    previous
      .split(";")
      .map((part) => part.trim())
      .filter(Boolean)
      .map((part) => [part.slice(0, part.indexOf("=")), part] as const),
  );
  for (const header of response.headers.getSetCookie()) {
    const pair = header.split(";")[0] ?? "";
    const name = pair.slice(0, pair.indexOf("="));
    if (/max-age=0/i.test(header) || pair.endsWith("=")) jar.delete(name);
    else jar.set(name, pair);
  }
  return [...jar.values()].join("; ");
}

export interface TestApp {
  ctx: AppContext;
  /** The outbox's delivery worker, never started: `deliverDue()` delivers what is queued. */
  mailWorker: MailWorker;
  /** A request through the in-process app, as a same-origin browser would send it. */
  request(pathname: string, init?: RequestInit & { cookie?: string; json?: unknown }): Promise<Response>;
  /**
   * `POST /api/auth/sign-up/email` as the sign-up form sends it: with the proof-of-work it solved
   * for a fresh challenge (`X-Altcha`).
   */
  signUp(json: unknown, init?: RequestInit & { cookie?: string }): Promise<Response>;
  /**
   * Creates a verified account with the given roles and returns its session cookie. An admin or
   * event manager also sets up an authenticator app through the real endpoints and signs in with
   * its code, as staff must (`totpSecret` and `backupCodes` are theirs).
   */
  signedIn(roles?: Role[], email?: string): Promise<SignedInAccount>;
  close(): Promise<void>;
}

let counter = 0;

/**
 * Sets up an authenticator app for the signed-in cookie's account, as the account security page
 * does: the password confirms, the app's first code finishes it. The answer's cookie is a session
 * that has passed the second factor.
 */
export async function enrolTwoFactor(
  request: TestApp["request"],
  cookie: string,
  password = TEST_PASSWORD,
): Promise<{ cookie: string; totpSecret: string; backupCodes: string[] }> {
  const enabled = await request("/api/auth/two-factor/enable", { method: "POST", cookie, json: { password } });
  if (!enabled.ok) throw new Error(`two-factor set-up failed: ${enabled.status} ${await enabled.text()}`);
  const { totpURI, backupCodes } = (await enabled.json()) as { totpURI: string; backupCodes: string[] };
  const totpSecret = totpSecretOf(totpURI);
  const verified = await request("/api/auth/two-factor/verify-totp", {
    method: "POST",
    cookie,
    json: { code: totpCode(totpSecret) },
  });
  if (!verified.ok) throw new Error(`two-factor code refused: ${verified.status} ${await verified.text()}`);
  return { cookie: cookieFrom(verified, cookie), totpSecret, backupCodes };
}

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

  const signUp: TestApp["signUp"] = async (json, init = {}) => {
    const challenge = await request("/api/sign-up/challenge");
    if (!challenge.ok) throw new Error(`sign-up challenge: ${challenge.status} ${await challenge.text()}`);
    const headers = new Headers(init.headers);
    headers.set(SIGN_UP_PROOF_HEADER, await solveProof((await challenge.json()) as QueueChallenge));
    return request("/api/auth/sign-up/email", { ...init, method: "POST", headers, json });
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
    const cookie = cookieFrom(response);
    if (!roles.some((role) => SECOND_FACTOR_ROLES.includes(role))) return { cookie, userId: user.id, email: address };
    return { ...(await enrolTwoFactor(request, cookie)), userId: user.id, email: address };
  };

  return {
    ctx,
    mailWorker,
    request,
    signUp,
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
