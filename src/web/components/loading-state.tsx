import { Loader2 } from "lucide-react";
import { useTranslation } from "react-i18next";

/** A page-sized "loading" status, announced politely; also the router's fallback, hence the default label. */
export function LoadingState({ label }: { label?: string }) {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-[40vh] items-center justify-center gap-2 text-muted-foreground" role="status">
      <Loader2 className="size-5 animate-spin" aria-hidden="true" />
      <span>{label ?? t("common.loading")}</span>
    </div>
  );
}
