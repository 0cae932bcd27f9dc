import { CheckCircle2, Clock, XCircle } from "lucide-react";
import type { ApprovalStatus } from "#domain/schemas/event-form";
import { cn } from "#web/lib/cn";
import { useTranslation } from "#web/lib/translation";

const LOOK: Record<ApprovalStatus, { icon: typeof Clock; className: string }> = {
  pending: {
    icon: Clock,
    className: "border-amber-600/40 bg-amber-50 text-amber-900 dark:bg-amber-950/50 dark:text-amber-100",
  },
  approved: {
    icon: CheckCircle2,
    className: "border-emerald-600/40 bg-emerald-50 text-emerald-900 dark:bg-emerald-950/50 dark:text-emerald-100",
  },
  rejected: {
    icon: XCircle,
    className: "border-red-600/40 bg-red-50 text-red-900 dark:bg-red-950/50 dark:text-red-100",
  },
};

/** An event's approval status, in words and colour, never colour alone. */
export function StatusBadge({ status }: { status: ApprovalStatus }) {
  const { t } = useTranslation();
  const { icon: Icon, className } = LOOK[status];
  return (
    <span
      className={cn("inline-flex items-center gap-1 rounded-full border px-2 py-0.5 text-xs font-semibold", className)}
    >
      <Icon className="size-3.5" aria-hidden="true" />
      {t(`manage.events.status.${status}`)}
    </span>
  );
}
