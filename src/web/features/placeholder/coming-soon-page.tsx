import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { TranslationKey } from "#domain/i18n/translate";
import { Button } from "#web/components/ui/button";

/** Stands in for a page whose feature is not built yet, so every route of answers. */
export function ComingSoonPage({ title }: { title: TranslationKey }) {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-3xl px-4 py-16 text-center">
      <h1 className="text-3xl font-bold">{t(title)}</h1>
      <p className="mt-4 text-muted-foreground">{t("common.comingSoon")}</p>
      <Button asChild variant="outline" className="mt-8">
        <Link to="/">{t("common.backToHome")}</Link>
      </Button>
    </div>
  );
}
