import { type ApiErrorBody, isErrorCode } from "#domain/errors";
import type { DeleteAccountInput } from "#domain/schemas/privacy";
import { ApiError, api } from "#web/lib/api";

/**
 * GET /api/my/data, saved as the file the server names: the answer is read here (so a failure is
 * an error the page can explain, not a file of it) and handed to the browser as a download.
 */
export async function downloadMyData(): Promise<string> {
  let response: Response;
  try {
    response = await fetch("/api/my/data", { credentials: "same-origin" });
  } catch {
    throw new ApiError("network", 0);
  }
  if (!response.ok) {
    const payload = (await response.json().catch(() => null)) as ApiErrorBody | null;
    const code = payload?.error?.code;
    throw new ApiError(isErrorCode(code) ? code : "internal", response.status, payload?.error?.params);
  }
  const name = /filename="([^"]+)"/.exec(response.headers.get("content-disposition") ?? "")?.[1] ?? "my-data.json";
  const url = URL.createObjectURL(await response.blob());
  try {
    const link = document.createElement("a");
    link.href = url;
    link.download = name;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }
  return name;
}

/** DELETE /api/my/account */
export function deleteMyAccount(input: DeleteAccountInput): Promise<void> {
  return api<void>("/api/my/account", { method: "DELETE", json: input });
}
