import { AlertTriangle } from "lucide-react";
import { useTranslation } from "#web/lib/translation";

/**
 * A refused change, kept beside the control that caused it (a toast passes, and on a phone it
 * covers the page's top): the live region exists before the message, so it is announced.
 */
export function RefusalAlert({ message }: { message: string | null }) {
  const { t } = useTranslation();
  return (
    <div role="alert" className="empty:hidden">
      {message && (
        <div className="flex items-start gap-3 rounded-md border border-destructive/50 bg-destructive/10 p-3 text-sm">
          <AlertTriangle className="mt-0.5 size-4 shrink-0 text-destructive" aria-hidden="true" />
          <div className="grid gap-1">
            <p className="font-semibold">{t("manage.seating.refusedTitle")}</p>
            <p>{message}</p>
          </div>
        </div>
      )}
    </div>
  );
}
