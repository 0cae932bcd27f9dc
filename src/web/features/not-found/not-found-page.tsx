import { useEffect } from "react";
import { Link, useLocation } from "react-router";
import { Button } from "#web/components/ui/button";
import { useTranslation } from "#web/lib/translation";

export default function NotFoundPage() {
  const { t } = useTranslation();
  const location = useLocation();

  useEffect(() => {
    console.error("404: no page at", location.pathname);
  }, [location.pathname]);

  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <p className="text-7xl font-extrabold text-primary">{t("notFound.title")}</p>
      <h1 className="mt-4 text-2xl font-bold">{t("notFound.heading")}</h1>
      <p className="mt-2 text-muted-foreground">{t("notFound.message")}</p>
      <Button asChild className="mt-8">
        <Link to="/">{t("notFound.home")}</Link>
      </Button>
    </div>
  );
}
