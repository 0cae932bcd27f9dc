import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { ApiErrorBody, ErrorCode, ErrorParams } from "#domain/errors";
import type { Logger } from "#server/platform/logger";

const STATUS: Record<ErrorCode, ContentfulStatusCode> = {
  bad_request: 400,
  validation_failed: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  payment_declined: 402,
  payload_too_large: 413,
  rate_limited: 429,
  internal: 500,
  rental_event_failed: 500,
  upstream_failed: 502,
};

/** A failure the caller can act on. Crosses the wire as a code with parameters, never a stack. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly params?: ErrorParams,
    readonly fields?: Record<string, string>,
  ) {
    super(code);
    this.name = "AppError";
  }

  get status(): ContentfulStatusCode {
    return STATUS[this.code];
  }
}

export function errorBody(code: ErrorCode, params?: ErrorParams, fields?: Record<string, string>): ApiErrorBody {
  return {
    error: { code, ...(params ? { params } : {}), ...(fields ? { fields } : {}) },
  };
}

export function handleError(logger: Logger) {
  return (error: Error, c: Context) => {
    if (error instanceof AppError) {
      return c.json(errorBody(error.code, error.params, error.fields), error.status);
    }
    if (error instanceof HTTPException) {
      const code: ErrorCode =
        error.status === 413
          ? "payload_too_large"
          : error.status === 401
            ? "unauthenticated"
            : error.status === 403
              ? "forbidden"
              : "bad_request";
      return c.json(errorBody(code), STATUS[code]);
    }
    logger.error("unhandled error", { path: c.req.path, method: c.req.method, error: error.stack ?? String(error) });
    return c.json(errorBody("internal"), 500);
  };
}
