import { useEffect } from "react";
import { useTranslation } from "#web/lib/translation";

/**
 * Keeps the tab's title in step while the visitor moves around the app (the server wrote the
 * first one). `undefined` leaves the current title, e.g. while an event is loading.
 */
export function useDocumentTitle(title: string | undefined) {
  const { t } = useTranslation();
  const suffix = t("listings.meta.titleSuffix");
  useEffect(() => {
    if (title) document.title = title.includes(suffix) ? title : `${title} · ${suffix}`;
  }, [title, suffix]);
}
