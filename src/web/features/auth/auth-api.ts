import { RESET_PASSWORD_LANDING } from "#domain/password-reset";
import type { QueueChallenge } from "#domain/schemas/onsale";
import { solveProof } from "#web/lib/proof";

/** The header the sign-up's proof-of-work travels in (the server's `SIGN_UP_PROOF_HEADER`). */
const SIGN_UP_PROOF_HEADER = "x-altcha";

/**
 * Calls to the auth endpoints (better-auth, under /api/auth). Failures carry the provider's
 * error code, which the forms translate (auth.provider.*), and its message as a fallback.
 */
export class AuthError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = "AuthError";
  }
}

async function post<T>(path: string, body: unknown, headers: Record<string, string> = {}): Promise<T> {
  let response: Response;
  try {
    response = await fetch(`/api/auth${path}`, {
      method: "POST",
      headers: { "content-type": "application/json", ...headers },
      body: JSON.stringify(body),
      credentials: "same-origin",
    });
  } catch {
    throw new AuthError("NETWORK", "Network error", 0);
  }
  const payload = (await response.json().catch(() => ({}))) as { code?: string; message?: string } & T;
  if (!response.ok) {
    // Our sign-up gate names its own refusals (a 429 among them); better-auth's 429 has no code.
    const ours = payload.code?.startsWith("SIGN_UP_") ? payload.code : undefined;
    const code = ours ?? (response.status === 429 ? "TOO_MANY_REQUESTS" : (payload.code ?? "UNKNOWN"));
    throw new AuthError(code, payload.message ?? response.statusText, response.status);
  }
  return payload;
}

/**
 * Email and password. An account with two-step sign-in answers `twoFactorRedirect` and opens no
 * session yet: the code from the app (or a recovery code) finishes the sign-in.
 */
export function signInWithEmail(input: { email: string; password: string }) {
  return post<{ user?: { id: string }; twoFactorRedirect?: boolean }>("/sign-in/email", {
    ...input,
    callbackURL: "/?verified=1",
  });
}

/** A solved sign-up proof and when its challenge was fetched. */
let preparedProof: { promise: Promise<string | null>; at: number } | null = null;
/** A proof older than this is solved afresh: its challenge lasts 5 minutes on the server. */
const PROOF_FRESH_MS = 4 * 60_000;

/**
 * Starts the sign-up's proof-of-work in the background (the sign-up form calls it when it opens),
 * so that by the time the visitor submits, the work is usually done. Each proof is used once.
 */
export function prepareSignUpProof(): Promise<string | null> {
  if (preparedProof && Date.now() - preparedProof.at < PROOF_FRESH_MS) return preparedProof.promise;
  const promise = (async () => {
    try {
      const response = await fetch("/api/sign-up/challenge", { credentials: "same-origin" });
      if (!response.ok) return null;
      return await solveProof((await response.json()) as QueueChallenge, () => {});
    } catch {
      return null;
    }
  })();
  preparedProof = { promise, at: Date.now() };
  return promise;
}

export async function signUpWithEmail(input: { fullName: string; email: string; password: string }) {
  const proof = await prepareSignUpProof();
  preparedProof = null;
  return post<{ user: { id: string } }>(
    "/sign-up/email",
    { name: input.fullName, email: input.email, password: input.password, callbackURL: "/?verified=1" },
    proof ? { [SIGN_UP_PROOF_HEADER]: proof } : {},
  );
}

export async function signInWithGoogle() {
  const result = await post<{ url?: string }>("/sign-in/social", { provider: "google", callbackURL: "/" });
  if (result.url) window.location.assign(result.url);
}

/**
 * "Forgot password?": asks for a reset link to the address. The answer is the same whether the
 * address has an account or not, so it says nothing about who has one.
 */
export function requestPasswordReset(email: string) {
  return post<{ status: boolean }>("/request-password-reset", { email, redirectTo: RESET_PASSWORD_LANDING });
}

/** Sets the new password chosen from a reset link; the link's token works once. */
export function resetPassword(input: { token: string; password: string }) {
  return post<{ status: boolean }>("/reset-password", { token: input.token, newPassword: input.password });
}

export function signOut() {
  return post<unknown>("/sign-out", {});
}

/** These provider messages mean the account exists. */
export function isAccountExists(error: AuthError): boolean {
  return error.code === "USER_ALREADY_EXISTS" || /already (registered|been registered|exists)/i.test(error.message);
}
