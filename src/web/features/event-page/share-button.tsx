import { Share2 } from "lucide-react";
import { Button } from "#web/components/ui/button";
import { toast } from "#web/lib/toast";
import { useTranslation } from "#web/lib/translation";

/** The Web Share sheet where the browser has one (phones); elsewhere the link is copied. */
export function ShareButton({ title, className }: { title: string; className?: string }) {
  const { t } = useTranslation();

  async function share() {
    const url = window.location.href;
    const data = { title, text: t("listings.eventPage.shareText", { title }), url };
    if (typeof navigator.share === "function" && (navigator.canShare?.(data) ?? true)) {
      try {
        await navigator.share(data);
        return;
      } catch (error) {
        // The visitor closed the sheet: nothing to report.
        if (error instanceof DOMException && error.name === "AbortError") return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      toast.success(t("listings.eventPage.linkCopied"), { description: t("listings.eventPage.linkCopiedDescription") });
    } catch {
      toast.error(t("listings.eventPage.copyFailed"), { description: url });
    }
  }

  return (
    <Button variant="outline" onClick={() => void share()} className={className}>
      <Share2 aria-hidden="true" />
      {t("listings.eventPage.share")}
    </Button>
  );
}
