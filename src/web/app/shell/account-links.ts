/**
 * Links in account mails land on the home page with a query: `?verified=1` after the address was
 * confirmed (with `error=…` when that link was bad), and `?reset=1&token=…` from a password reset
 * mail (with `error=INVALID_TOKEN`, and no token, when the link was bad or had expired).
 */
export type AccountLinkLanding =
  | { kind: "verified" }
  | { kind: "verification-failed" }
  /** The token of the reset link; null when better-auth found it bad. */
  | { kind: "reset"; token: string | null };

/** What the visitor arrived for, or null for an ordinary visit. */
export function accountLinkLanding(params: URLSearchParams): AccountLinkLanding | null {
  if (params.get("reset") === "1") {
    const token = params.get("token");
    return { kind: "reset", token: params.get("error") || !token ? null : token };
  }
  const error = params.get("error");
  if (error) return { kind: "verification-failed" };
  if (params.has("verified") || error !== null) return { kind: "verified" };
  return null;
}

/**
 * The query without the link's own parameters, so a reset token does not stay in the address bar,
 * the history or a shared link once it has been read. Other parameters are kept.
 */
export function withoutLinkParameters(params: URLSearchParams, landing: AccountLinkLanding): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const name of landing.kind === "reset" ? ["reset", "token", "error"] : ["verified", "error"]) {
    next.delete(name);
  }
  return next;
}
