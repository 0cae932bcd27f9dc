import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { ApiErrorBody, ErrorCode, ErrorParams } from "#domain/errors";
import { noteStorageFull } from "#server/db/storage-state";
import { describeDatabaseError, isDatabaseUnavailable, isStorageFull } from "#server/db/unavailable";
import type { Logger } from "#server/platform/logger";
import type { Metrics } from "#server/platform/metrics";

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
  unavailable: 503,
  storage_full: 503,
  two_factor_required: 403,
};

/** Seconds a client is asked to wait before retrying while the database is unreachable. */
const UNAVAILABLE_RETRY_AFTER_S = 5;
/** Seconds a client is asked to wait while the disk is full: an operator has to make room. */
const STORAGE_FULL_RETRY_AFTER_S = 60;

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

export function handleError(logger: Logger, metrics?: Pick<Metrics, "databaseErrors">) {
  return (error: Error, c: Context) => {
    if (error instanceof AppError) {
      if (error.code === "unavailable") c.header("Retry-After", String(UNAVAILABLE_RETRY_AFTER_S));
      return c.json(errorBody(error.code, error.params, error.fields), error.status);
    }
    // The database is down or restarting: the request may succeed in a moment, so it is a 503
    // the client can retry, not an internal error.
    if (isDatabaseUnavailable(error)) {
      metrics?.databaseErrors.inc({ kind: "unavailable" });
      logger.warn("database unavailable", {
        path: c.req.path,
        method: c.req.method,
        error: describeDatabaseError(error),
      });
      c.header("Retry-After", String(UNAVAILABLE_RETRY_AFTER_S));
      return c.json(errorBody("unavailable"), 503);
    }
    // No room left to write: nothing was changed, and the cause is logged once, not per request.
    if (isStorageFull(error)) {
      metrics?.databaseErrors.inc({ kind: "storage_full" });
      if (noteStorageFull()) {
        logger.error("storage full: writes fail until room is made", { error: describeDatabaseError(error) });
      }
      c.header("Retry-After", String(STORAGE_FULL_RETRY_AFTER_S));
      return c.json(errorBody("storage_full"), 503);
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
