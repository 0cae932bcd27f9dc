import { Loader2 } from "lucide-react";
import { cn } from "#web/lib/cn";
import { useTranslation } from "#web/lib/translation";

/**
 * A page-sized "loading" status, announced politely; also the router's fallback, hence the default
 * label. `className` can make it taller, to hold the place of content that arrives taller still.
 */
export function LoadingState({ label, className }: { label?: string; className?: string }) {
  const { t } = useTranslation();
  return (
    <div
      className={cn("flex min-h-[40vh] items-center justify-center gap-2 text-muted-foreground", className)}
      role="status"
    >
      <Loader2 className="size-5 animate-spin" aria-hidden="true" />
      <span>{label ?? t("common.loading")}</span>
    </div>
  );
}
