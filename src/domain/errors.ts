/**
 * Error codes that cross the wire as `{ "error": { "code", "params" } }`. The web app turns each
 * into a translated title and description (`errors.<code>` in the catalogs).
 */
export const ERROR_CODES = [
  "bad_request",
  "validation_failed",
  "unauthenticated",
  "forbidden",
  "not_found",
  "conflict",
  "payment_declined",
  "rate_limited",
  "payload_too_large",
  "internal",
  /** A venue rental was paid but its event could not be created (kept for an admin). */
  "rental_event_failed",
  /** An outside service we called (the generative assistant) failed: bad status, shape or timeout. */
  "upstream_failed",
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

export interface ApiErrorBody {
  error: {
    code: ErrorCode;
    params?: Record<string, unknown>;
    /** Field-level problems of a `validation_failed`: path -> message key. */
    fields?: Record<string, string>;
  };
}

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === "string" && (ERROR_CODES as readonly string[]).includes(value);
}
