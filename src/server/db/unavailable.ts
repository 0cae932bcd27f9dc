import { type Kysely, sql } from "kysely";
import type { DB } from "./schema";

/**
 * PostgreSQL answers that mean "not now", not "wrong": class 08 (connection exceptions) and
 * 57P01-57P03 (the server is shutting down, crashed, or is not yet accepting connections).
 */
const PG_UNAVAILABLE = /^(08[0-9A-Z]{3}|57P0[123])$/;

/** Socket and name-lookup failures on the way to the database server. */
const NETWORK_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ECONNABORTED",
  "ETIMEDOUT",
  "EPIPE",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
]);

/** node-postgres reports a lost or never-made connection with these messages and no code. */
const PG_CLIENT_MESSAGES = [
  /^Connection terminated/,
  /encountered a connection error and is not queryable/,
  /^timeout exceeded when trying to connect/,
];

/** How deep causes and aggregated errors are followed (they never nest deeply in practice). */
const MAX_DEPTH = 4;

/**
 * Whether an error means the database could not be reached (down, restarting, network gone)
 * rather than that the query was refused. Such a failure is answered 503 `unavailable` and
 * retried at start-up; it never says anything about the caller or their data.
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (typeof error !== "object" || error === null || depth > MAX_DEPTH) return false;
  const { code, message, cause, errors } = error as {
    code?: unknown;
    message?: unknown;
    cause?: unknown;
    errors?: unknown;
  };
  if (typeof code === "string" && (PG_UNAVAILABLE.test(code) || NETWORK_CODES.has(code))) return true;
  if (typeof message === "string" && PG_CLIENT_MESSAGES.some((pattern) => pattern.test(message))) return true;
  if (cause !== undefined && isDatabaseUnavailable(cause, depth + 1)) return true;
  // Connecting to a host name with several addresses fails with one error per address.
  return Array.isArray(errors) && errors.some((inner) => isDatabaseUnavailable(inner, depth + 1));
}

/** Out of room: SQLite's "database or disk is full", PostgreSQL's class 53 (disk full, out of memory), ENOSPC. */
const STORAGE_FULL_CODES = new Set(["SQLITE_FULL", "ENOSPC", "53100"]);
const STORAGE_FULL_MESSAGE = /database or disk is full|no space left on device|could not extend file/i;

/**
 * Whether an error means the database has no room left to write (the disk is full): nothing the
 * caller did wrong, and nothing written. Such a failure is answered 503 `storage_full`.
 */
export function isStorageFull(error: unknown, depth = 0): boolean {
  if (typeof error !== "object" || error === null || depth > MAX_DEPTH) return false;
  const { code, message, cause } = error as { code?: unknown; message?: unknown; cause?: unknown };
  if (typeof code === "string" && STORAGE_FULL_CODES.has(code)) return true;
  if (typeof message === "string" && STORAGE_FULL_MESSAGE.test(message)) return true;
  return cause !== undefined && isStorageFull(cause, depth + 1);
}

/** A short description of a database failure for logs and messages: its code and text, no stack. */
export function describeDatabaseError(error: unknown): string {
  if (typeof error !== "object" || error === null) return String(error);
  const { code, message, errors } = error as { code?: unknown; message?: unknown; errors?: unknown };
  const text = typeof message === "string" && message ? message : undefined;
  // An aggregate (one failure per address of a host) has no text of its own.
  if (!text && Array.isArray(errors) && errors.length > 0) return describeDatabaseError(errors[0]);
  const parts = [typeof code === "string" ? code : undefined, text].filter(Boolean);
  return parts.length > 0 ? parts.join(" ") : String(error);
}

/**
 * Whether the database answers a trivial query now. False only when it cannot be reached; any
 * other failure is thrown, since it is not an outage.
 */
export async function databaseReachable(db: Kysely<DB>): Promise<boolean> {
  try {
    await sql`select 1`.execute(db);
    return true;
  } catch (error) {
    if (isDatabaseUnavailable(error)) return false;
    throw error;
  }
}
