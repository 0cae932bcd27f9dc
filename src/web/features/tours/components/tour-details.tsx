import { CheckCircle2, Clock, MapPin, Timer, Users } from "lucide-react";
import type { ReactNode } from "react";
import { TOUR_CAPACITY, TOUR_DURATION_MINUTES } from "#domain/tours";
import { mapsUrl, venueAddressLine } from "#domain/venue";
import { useTranslation } from "#web/lib/translation";
import type { TourFormat } from "../lib/use-tour-format";

const SIGHTS = ["stage", "vip", "technical", "planning"] as const;

function Fact({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <li className="flex items-start gap-3">
      <span className="mt-0.5 rounded-md bg-primary/10 p-2 text-primary [&_svg]:size-5">{icon}</span>
      <div className="grid min-w-0">
        <span className="text-sm text-muted-foreground">{label}</span>
        {children}
      </div>
    </li>
  );
}

/** Daily time, duration, group size, meeting point with the address, and the sights. */
export function TourDetails({ format }: { format: TourFormat }) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-6">
      <section aria-labelledby="tour-details" className="rounded-lg border border-border bg-card p-5 sm:p-6">
        <h2 id="tour-details" className="text-xl font-semibold">
          {t("tours.page.detailsTitle")}
        </h2>
        <ul className="mt-4 grid gap-4 sm:grid-cols-2">
          <Fact icon={<Clock aria-hidden="true" />} label={t("tours.page.scheduleLabel")}>
            <span className="font-medium">{t("tours.page.schedule", { time: format.time })}</span>
          </Fact>
          <Fact icon={<Timer aria-hidden="true" />} label={t("tours.page.durationLabel")}>
            <span className="font-medium">{t("tours.page.duration", { minutes: TOUR_DURATION_MINUTES })}</span>
          </Fact>
          <Fact icon={<Users aria-hidden="true" />} label={t("tours.page.groupSizeLabel")}>
            <span className="font-medium">{t("tours.page.groupSize", { count: TOUR_CAPACITY })}</span>
          </Fact>
          <Fact icon={<MapPin aria-hidden="true" />} label={t("tours.page.meetingPointLabel")}>
            <span className="font-medium">{t("tours.page.meetingPoint")}</span>
            <a
              href={mapsUrl}
              target="_blank"
              rel="noreferrer"
              className="text-sm text-primary underline-offset-4 hover:underline"
            >
              {venueAddressLine}
            </a>
          </Fact>
        </ul>
      </section>
      <section aria-labelledby="tour-sights" className="rounded-lg border border-border bg-card p-5 sm:p-6">
        <h2 id="tour-sights" className="text-xl font-semibold">
          {t("tours.page.seeTitle")}
        </h2>
        <ul className="mt-4 grid gap-3">
          {SIGHTS.map((sight) => (
            <li key={sight} className="flex items-start gap-3">
              <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
              {t(`tours.page.see.${sight}`)}
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
