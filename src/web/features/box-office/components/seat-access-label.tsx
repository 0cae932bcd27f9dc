import { Accessibility } from "lucide-react";
import type { AccessMark } from "#domain/seating/accessible";
import { cn } from "#web/lib/cn";
import { useTranslation } from "#web/lib/translation";

/**
 * Names a wheelchair space or a companion seat wherever a seat is listed (cart, checkout, best
 * available), in words and not by a symbol alone; nothing for any other seat.
 */
export function SeatAccessLabel({ access, className }: { access: AccessMark | null | undefined; className?: string }) {
  const { t } = useTranslation();
  if (!access) return null;
  return (
    <span className={cn("inline-flex items-center gap-1 text-xs font-medium", className)}>
      {access === "wheelchair" && <Accessibility className="size-3.5 shrink-0" aria-hidden="true" />}
      {t(`tickets.chart.legend.${access}`)}
    </span>
  );
}
