import { useQuery } from "@tanstack/react-query";
import type { StatusResponse } from "#domain/schemas/status";
import { api } from "#web/lib/api";

/** The page reads the figures again this often while it is open (the server samples every 5 s). */
export const STATUS_REFRESH_MS = 5_000;

export const statusKeys = { all: ["admin", "status"] as const };

/** GET /api/admin/status (admins): this server's latest sample, the last five minutes and readiness. */
export function fetchStatus(): Promise<StatusResponse> {
  return api<StatusResponse>("/api/admin/status");
}

export function useStatus(enabled: boolean) {
  return useQuery({
    enabled,
    queryKey: statusKeys.all,
    queryFn: fetchStatus,
    refetchInterval: STATUS_REFRESH_MS,
    // A tab nobody looks at needs no figures; they are read again when it is seen.
    refetchIntervalInBackground: false,
  });
}
