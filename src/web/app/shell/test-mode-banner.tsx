import { FlaskConical } from "lucide-react";
import { useSiteConfig } from "#web/features/auth";
import { useCatalogParts } from "#web/lib/i18n";
import { useTranslation } from "#web/lib/translation";
import { SHELL_PARTS } from "../page-parts";

/**
 * Every page says the site is in test mode while the simulated card provider is live (development,
 * tests, or a demo allowed with PAYMENTS_DEMO), and only then: no money moves, so no real card.
 */
export function TestModeBanner() {
  const { t } = useTranslation();
  const simulated = useSiteConfig()?.payments?.card === "simulated";
  const textsReady = useCatalogParts(SHELL_PARTS.testModeBanner, simulated);
  if (!simulated || !textsReady) return null;
  return (
    <div
      role="note"
      className="border-b border-amber-500/60 bg-amber-50 px-4 py-1.5 text-amber-950 sm:py-2 dark:bg-amber-950/40 dark:text-amber-100"
    >
      {/* One line on a phone (the short words), the full sentence from the sm width up. */}
      <p className="mx-auto flex max-w-7xl items-center justify-center gap-2 text-sm">
        <FlaskConical className="size-4 shrink-0" aria-hidden="true" />
        <span>
          <strong>{t("tickets.card.testModeTitle")}: </strong>
          <span className="sm:hidden">{t("tickets.payment.testModeShort")}</span>
          <span className="hidden sm:inline">{t("tickets.payment.testModeBanner")}</span>
        </span>
      </p>
    </div>
  );
}
