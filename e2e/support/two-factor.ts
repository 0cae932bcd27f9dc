import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { type APIRequestContext, expect, request } from "@playwright/test";
import { totpCode, totpSecretOf } from "#server/testing/totp";

/**
 * The authenticator app of the journeys: admins and event managers must sign in with a second
 * factor, so the first time a journey signs one in it sets an app up (as the account security
 * page does) and keeps the secret here; later sign-ins answer the code from it. Kept per site
 * origin and address, in this run's data folder (each run starts on a fresh database).
 */
const SECRETS_FILE = path.resolve(".e2e-data", process.env.E2E_PORT ?? "3100", "totp-secrets.json");

function readSecrets(): Record<string, string> {
  try {
    return JSON.parse(readFileSync(SECRETS_FILE, "utf8")) as Record<string, string>;
  } catch {
    return {};
  }
}

export function rememberSecret(origin: string, email: string, secret: string) {
  writeFileSync(SECRETS_FILE, JSON.stringify({ ...readSecrets(), [`${origin} ${email.toLowerCase()}`]: secret }));
}

/** The secrets that may be this account's on this site: its own first, then the address's on other sites. */
function secretsFor(origin: string, email: string): string[] {
  const all = readSecrets();
  const own = all[`${origin} ${email.toLowerCase()}`];
  const others = Object.entries(all)
    .filter(([key]) => key.endsWith(` ${email.toLowerCase()}`) && key !== `${origin} ${email.toLowerCase()}`)
    .map(([, secret]) => secret);
  return own ? [own, ...others] : others;
}

/** The code an app with the remembered secret of this account shows now. */
export function currentCode(origin: string, email: string): string {
  const [secret] = secretsFor(origin, email);
  if (!secret) throw new Error(`no authenticator app set up for ${email} on ${origin}`);
  return totpCode(secret);
}

/**
 * Finishes a password sign-in the way the sign-in dialog does: the app's code when the account
 * asks for one, and for staff without an app yet, sets one up (their staff pages need it).
 * `answer` is the sign-in's response body.
 */
export async function completeSignIn(
  api: APIRequestContext,
  origin: string,
  email: string,
  password: string,
  answer: { twoFactorRedirect?: boolean },
) {
  const headers = { origin };
  if (answer.twoFactorRedirect) {
    for (const secret of secretsFor(origin, email)) {
      const verified = await api.post("/api/auth/two-factor/verify-totp", {
        headers,
        data: { code: totpCode(secret) },
      });
      if (verified.ok()) {
        rememberSecret(origin, email, secret);
        return;
      }
    }
    throw new Error(`no remembered authenticator app signs ${email} in on ${origin}`);
  }
  const me = (await (await api.get("/api/me", { headers })).json()) as { secondFactor: { missing: string } | null };
  if (me.secondFactor?.missing !== "enrol") return;
  const enabled = await api.post("/api/auth/two-factor/enable", { headers, data: { password } });
  expect(enabled.status(), `two-factor set-up of ${email}: ${await enabled.text()}`).toBe(200);
  const secret = totpSecretOf(((await enabled.json()) as { totpURI: string }).totpURI);
  const verified = await api.post("/api/auth/two-factor/verify-totp", { headers, data: { code: totpCode(secret) } });
  expect(verified.status(), `first code of ${email}: ${await verified.text()}`).toBe(200);
  rememberSecret(origin, email, secret);
}

/** Signs the account in on a client of its own, setting its app up if it has none yet. */
export async function ensureTwoFactor(origin: string, email: string, password: string) {
  const api = await request.newContext({ baseURL: origin, extraHTTPHeaders: { origin } });
  try {
    const response = await api.post("/api/auth/sign-in/email", { data: { email, password } });
    expect(response.status(), `sign-in of ${email}: ${await response.text()}`).toBe(200);
    await completeSignIn(api, origin, email, password, await response.json());
  } finally {
    await api.dispose();
  }
}
