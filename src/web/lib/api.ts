import { type ApiErrorBody, type ErrorCode, type ErrorParams, isErrorCode } from "#domain/errors";

/**
 * A failed API call: the server's error code, or `network` when the server was not reached; the
 * reason and its fields when the server gave one (narrow with `hasReason`); the refused form fields.
 * `explainError` turns it into words.
 */
export class ApiError extends Error {
  constructor(
    readonly code: ErrorCode | "network",
    readonly status: number,
    readonly params: ErrorParams | undefined = undefined,
    readonly fields: Record<string, string> = {},
  ) {
    super(code);
    this.name = "ApiError";
  }
}

/**
 * Where requests go: the browser's fetch, or, while the server renders a page, the server's own
 * app in the same process (set once by the server's renderer).
 */
let send: (path: string, init: RequestInit) => Promise<Response> = (path, init) => fetch(path, init);

export function sendRequestsThrough(fetcher: (path: string, init: RequestInit) => Promise<Response>) {
  send = fetcher;
}

export async function api<T>(path: string, init: RequestInit & { json?: unknown } = {}): Promise<T> {
  const headers = new Headers(init.headers);
  let body = init.body;
  if (init.json !== undefined) {
    headers.set("content-type", "application/json");
    body = JSON.stringify(init.json);
  }
  let response: Response;
  try {
    response = await send(path, { ...init, headers, body, credentials: "same-origin" });
  } catch {
    throw new ApiError("network", 0);
  }
  if (!response.ok) {
    const payload = (await response.json().catch(() => null)) as ApiErrorBody | null;
    const code = payload?.error?.code;
    throw new ApiError(
      isErrorCode(code) ? code : "internal",
      response.status,
      payload?.error?.params,
      payload?.error?.fields,
    );
  }
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}
