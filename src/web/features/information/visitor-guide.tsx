import { Accessibility, Car, CheckCircle2, Clock, ShieldCheck, Ticket, UtensilsCrossed, XCircle } from "lucide-react";
import { Link } from "react-router";
import { venue } from "#domain/venue";
import { Button } from "#web/components/ui/button";
import { InfoCard } from "#web/components/ui/info-card";
import { useWeeklyHours } from "#web/lib/opening-hours";
import { useTranslation } from "#web/lib/translation";
import { useVenueTextParams } from "./venue-text-params";

const AMENITIES = [
  { key: "parking", Icon: Car },
  { key: "concessions", Icon: UtensilsCrossed },
  { key: "accessibility", Icon: Accessibility },
  { key: "security", Icon: ShieldCheck },
] as const;

const PERMITTED = ["smallBags", "cameras", "chargers", "medication", "babyItems", "bottles"] as const;

/** Parking, concessions, accessibility and security. */
export function Amenities() {
  const { t } = useTranslation();
  const params = useVenueTextParams();
  return (
    <section aria-labelledby="amenities" className="grid gap-4">
      <h2 id="amenities" className="text-2xl font-bold tracking-tight">
        {t("services.information.amenities.title")}
      </h2>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {AMENITIES.map(({ key, Icon }) => (
          <li key={key} className="rounded-lg border border-border bg-card p-4 sm:p-6">
            <Icon className="size-6 text-primary" aria-hidden="true" />
            <h3 className="mt-3 font-semibold">{t(`services.information.amenities.${key}.title`)}</h3>
            <p className="mt-1 text-sm text-muted-foreground">
              {t(`services.information.amenities.${key}.body`, params)}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Permitted and prohibited items, side by side from the tablet width up. */
export function ItemPolicies() {
  const { t } = useTranslation();
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <InfoCard title={t("services.information.items.permittedTitle")} icon={CheckCircle2}>
        <ul className="grid gap-2 text-sm">
          {PERMITTED.map((key) => (
            <li key={key} className="flex items-start gap-2">
              <CheckCircle2 className="mt-0.5 size-4 shrink-0 text-green-700 dark:text-green-400" aria-hidden="true" />
              {t(`services.information.items.permitted.${key}`)}
            </li>
          ))}
        </ul>
      </InfoCard>
      <InfoCard title={t("services.information.items.prohibitedTitle")} icon={XCircle}>
        <ul className="grid gap-2 text-sm">
          {venue.prohibitedItems.map((key) => (
            <li key={key} className="flex items-start gap-2">
              <XCircle className="mt-0.5 size-4 shrink-0 text-destructive" aria-hidden="true" />
              {t(`services.information.items.prohibited.${key}`)}
            </li>
          ))}
        </ul>
      </InfoCard>
    </div>
  );
}

export function BoxOfficeHours() {
  const { t } = useTranslation();
  const lines = useWeeklyHours(venue.boxOfficeHours);
  return (
    <InfoCard title={t("services.information.boxOffice.title")} icon={Clock}>
      <dl className="grid gap-2 text-sm sm:grid-cols-[auto_1fr] sm:gap-x-6">
        {lines.map((line) => (
          <div key={line.days} className="contents">
            <dt className="font-medium">{line.days}</dt>
            <dd className="text-muted-foreground">{line.time}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-4 text-sm text-muted-foreground">
        {t("services.information.boxOffice.note", {
          hours: venue.boxOfficeOpensHoursBeforeEvents,
          doors: venue.doorsOpenHoursBefore,
        })}
      </p>
      <Button asChild variant="outline" className="mt-4">
        <Link to="/box-office">
          <Ticket aria-hidden="true" />
          {t("services.information.boxOffice.buy")}
        </Link>
      </Button>
    </InfoCard>
  );
}
