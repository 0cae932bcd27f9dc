import { Loader2, RefreshCw, Wifi, WifiOff } from "lucide-react";
import { Button } from "#web/components/ui/button";
import { ApiError } from "#web/lib/api";
import { cn } from "#web/lib/cn";
import { explainError } from "#web/lib/explain-error";
import { useFormatters } from "#web/lib/format";
import { useTranslation } from "#web/lib/translation";

interface SyncStatusProps {
  online: boolean;
  pending: number;
  syncing: boolean;
  syncError: unknown;
  /** When the device's ticket list was made; null when it has none. */
  listAt: string | null;
  onSync: () => void;
}

/** Online or not, how many scans wait to be uploaded, and how fresh the ticket list is. */
export function SyncStatus({ online, pending, syncing, syncError, listAt, onSync }: SyncStatusProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  // Not reaching the server is being offline, which the badge already says.
  const failure = syncError && !(syncError instanceof ApiError && syncError.code === "network") ? syncError : null;
  const reachable = online && !(syncError instanceof ApiError && syncError.code === "network");
  const failed = failure ? explainError(t, failure) : null;
  return (
    <div className="grid gap-2">
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <span
          className={cn(
            "inline-flex items-center gap-1.5 rounded-2xl border px-3 py-1 font-medium",
            reachable
              ? "border-emerald-600/40 bg-emerald-50 text-emerald-900 dark:bg-emerald-950/50 dark:text-emerald-100"
              : "border-amber-600/40 bg-amber-50 text-amber-950 dark:bg-amber-950/50 dark:text-amber-100",
          )}
        >
          {reachable ? (
            <Wifi className="size-4" aria-hidden="true" />
          ) : (
            <WifiOff className="size-4" aria-hidden="true" />
          )}
          {reachable ? t("door.sync.online") : t("door.sync.offline")}
        </span>
        <span
          role="status"
          data-pending={pending}
          className={cn(
            "rounded-full border px-3 py-1 font-semibold",
            pending > 0 ? "border-primary bg-primary text-primary-foreground" : "border-border bg-muted",
          )}
        >
          {t("door.sync.waiting", { count: pending })}
        </span>
        {syncing ? (
          <span className="inline-flex items-center gap-1.5 text-muted-foreground">
            <Loader2 className="size-4 animate-spin" aria-hidden="true" />
            {t("door.sync.syncing")}
          </span>
        ) : (
          pending === 0 && reachable && <span className="text-muted-foreground">{t("door.sync.synced")}</span>
        )}
        {pending > 0 && online && !syncing && (
          <Button size="sm" variant="outline" onClick={onSync}>
            <RefreshCw aria-hidden="true" />
            {t("door.sync.syncNow")}
          </Button>
        )}
      </div>
      {failed && (
        <div role="alert" className="rounded-md border border-destructive/50 bg-destructive/10 p-3 text-sm">
          <p className="font-semibold">{t("door.sync.failedTitle")}</p>
          <p>
            {failed.title}: {failed.description}
          </p>
        </div>
      )}
      <p className="text-xs text-muted-foreground">
        {listAt ? t("door.sync.listUpdated", { time: format.time(listAt) }) : t("door.sync.noList")}
      </p>
    </div>
  );
}
