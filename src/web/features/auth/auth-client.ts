import { passkeyClient } from "@better-auth/passkey/client";
import { createAuthClient } from "better-auth/client";
import { twoFactorClient } from "better-auth/client/plugins";
import { AuthError } from "./auth-api";

function create() {
  return createAuthClient({
    baseURL: window.location.origin,
    basePath: "/api/auth",
    plugins: [twoFactorClient(), passkeyClient()],
  });
}

let client: ReturnType<typeof create> | null = null;

/**
 * better-auth's own client with its two-factor and passkey plugins: the passkey ceremonies
 * (WebAuthn in the browser) and the two-factor calls go through it. Made on first use, in the
 * browser, by the pieces that need it (the sign-in dialog's second step and passkey button, the
 * account security page); the first page load never carries it.
 */
export function authClient() {
  client ??= create();
  return client;
}

/** A client call's data, or its failure thrown as the `AuthError` the forms translate. */
export function unwrap<T>(result: {
  data: T | null;
  error: { code?: string | undefined; message?: string | undefined; status: number } | null;
}): T {
  if (result.error) {
    const { status } = result.error;
    const code = status === 429 ? "TOO_MANY_REQUESTS" : (result.error.code ?? "UNKNOWN");
    throw new AuthError(code, result.error.message ?? "", status);
  }
  return result.data as T;
}
