import type { EventType } from "#domain/events";
import { cn } from "#web/lib/cn";
import { useTranslation } from "#web/lib/translation";

/** Solid colours with white or dark text that keep 4.5:1 contrast over any picture. */
const STYLES: Record<EventType, string> = {
  sports: "bg-orange-700 text-white",
  concert: "bg-fuchsia-700 text-white",
  "trade-show": "bg-emerald-700 text-white",
  ceremony: "bg-amber-300 text-slate-900",
  event: "bg-blue-700 text-white",
};

/** The event type badge derived from the title. */
export function TypeBadge({ type, className }: { type: EventType; className?: string }) {
  const { t } = useTranslation();
  return (
    <span
      className={cn("inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold shadow-sm", STYLES[type], className)}
    >
      {t(`listings.types.${type}`)}
    </span>
  );
}
