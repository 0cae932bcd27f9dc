import { AsyncLocalStorage } from "node:async_hooks";
import { randomUUID } from "node:crypto";

/**
 * What a log line, an error or a mail is written on behalf of: an HTTP request (its id is sent
 * back as `X-Request-Id`) or a run of a background job. Carried through every await of the work
 * it started, so code deep in a feature logs with the id without being handed it.
 */
export interface WorkContext {
  requestId?: string;
  jobId?: string;
}

const storage = new AsyncLocalStorage<WorkContext>();

/** An id a client or proxy sent that may be used as ours: short, and only characters safe in a log or a header. */
const SANE_ID = /^[A-Za-z0-9._:-]{8,128}$/;

/** The incoming `X-Request-Id` when it is sane (a proxy's, so its logs and ours line up), else a new one. */
export function requestIdFrom(incoming: string | undefined | null): string {
  return incoming && SANE_ID.test(incoming) ? incoming : randomUUID();
}

export function runInRequest<T>(requestId: string, work: () => T): T {
  return storage.run({ requestId }, work);
}

export function runInJob<T>(job: string, work: () => T): T {
  return storage.run({ jobId: `${job}:${randomUUID().slice(0, 8)}` }, work);
}

/** The request or job the current code runs for, if any. */
export function currentWork(): WorkContext | undefined {
  return storage.getStore();
}

export function currentRequestId(): string | null {
  return storage.getStore()?.requestId ?? null;
}
