import { CalendarDays, MapPin } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { venueAddressLine } from "../../../domain/venue";
import { Button } from "../../components/ui/button";

export default function HomePage() {
  const { t } = useTranslation();
  return (
    <section className="bg-slate-950 text-white">
      <div className="mx-auto max-w-7xl px-4 py-24">
        <h1 className="max-w-3xl text-4xl font-extrabold tracking-tight sm:text-5xl">{t("meta.siteName")}</h1>
        <p className="mt-4 flex items-center gap-2 text-slate-300">
          <MapPin className="size-5" aria-hidden="true" />
          {venueAddressLine}
        </p>
        <div className="mt-8 flex flex-wrap gap-3">
          <Button asChild size="lg" variant="accent">
            <Link to="/calendar">
              <CalendarDays aria-hidden="true" />
              {t("nav.calendar")}
            </Link>
          </Button>
          <Button
            asChild
            size="lg"
            variant="outline"
            className="border-slate-500 bg-transparent text-white hover:bg-slate-800"
          >
            <Link to="/planner">{t("nav.planner")}</Link>
          </Button>
        </div>
      </div>
    </section>
  );
}
