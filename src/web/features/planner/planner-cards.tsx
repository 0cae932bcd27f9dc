import { CalendarCheck, Mail, Phone, Users } from "lucide-react";
import { venue } from "#domain/venue";
import { InfoCard } from "#web/components/ui/info-card";
import { localeOf } from "#web/lib/i18n";
import { useWeeklyHours } from "#web/lib/opening-hours";
import { useTranslation } from "#web/lib/translation";

export function CapacityCard() {
  const { t, i18n } = useTranslation();
  const count = new Intl.NumberFormat(localeOf(i18n.language)).format;
  const { total, general, premium, vip } = venue.capacity;
  return (
    <InfoCard title={t("services.planner.capacity.title")} icon={Users}>
      <p className="text-3xl font-bold text-primary">{t("services.planner.capacity.total", { total: count(total) })}</p>
      <ul className="mt-2 grid gap-1 text-sm text-muted-foreground">
        <li>{t("services.planner.capacity.general", { count: count(general) })}</li>
        <li>{t("services.planner.capacity.premium", { count: count(premium) })}</li>
        <li>{t("services.planner.capacity.vip", { count: count(vip) })}</li>
      </ul>
    </InfoCard>
  );
}

export function AvailabilityCard() {
  const { t, i18n } = useTranslation();
  const month = new Intl.DateTimeFormat(localeOf(i18n.language), { month: "long", timeZone: "UTC" });
  // Mid-sentence: Spanish keeps month names lower-case, English capitalises them itself.
  const monthName = (m: number) => month.format(Date.UTC(2023, m - 1, 1));
  const seasons = venue.peakSeasons.map((s) => `${monthName(s.from)} – ${monthName(s.to)}`).join(", ");
  return (
    <InfoCard title={t("services.planner.availability.title")} icon={CalendarCheck}>
      <ul className="grid gap-2 text-sm text-muted-foreground">
        <li>{t("services.planner.availability.events", { count: venue.eventsPerYear })}</li>
        <li>
          {t("services.planner.availability.advice", {
            min: venue.bookingAdviceMonths.min,
            max: venue.bookingAdviceMonths.max,
          })}
        </li>
        <li>{t("services.planner.availability.peak", { seasons })}</li>
      </ul>
    </InfoCard>
  );
}

export function PlannerContactCard() {
  const { t } = useTranslation();
  const hours = useWeeklyHours([venue.planningTeamHours]);
  return (
    <InfoCard title={t("services.planner.contact.title")} icon={Phone}>
      <ul className="grid gap-2 text-sm">
        <li>
          <a href={venue.phoneHref} className="inline-flex items-center gap-2 text-primary hover:underline">
            <Phone className="size-4" aria-hidden="true" />
            {venue.phone}
          </a>
        </li>
        <li>
          <a
            href={`mailto:${venue.email}`}
            className="inline-flex items-center gap-2 break-all text-primary hover:underline"
          >
            <Mail className="size-4 shrink-0" aria-hidden="true" />
            {venue.email}
          </a>
        </li>
      </ul>
      <p className="mt-3 text-sm font-medium">{t("services.planner.contact.hours")}</p>
      {hours.map((line) => (
        <p key={line.days} className="text-sm text-muted-foreground">
          {line.days}: {line.time}
        </p>
      ))}
      <p className="mt-2 text-sm text-muted-foreground">{t("services.planner.contact.support")}</p>
    </InfoCard>
  );
}
