import { Armchair, CircleParking, Headset, MapPinned } from "lucide-react";
import { venue } from "#domain/venue";
import { useFormatters } from "#web/lib/format";
import { useTranslation } from "#web/lib/translation";

/** Four feature cards. Numbers come from venue.ts. */
export function WhyChooseUs() {
  const { t } = useTranslation();
  const { count } = useFormatters();
  const cards = [
    {
      Icon: Armchair,
      title: t("listings.home.why.seatingTitle"),
      text: t("listings.home.why.seating", { capacity: count(venue.capacity.total) }),
    },
    {
      Icon: MapPinned,
      title: t("listings.home.why.locationTitle"),
      text: t("listings.home.why.location", { place: t("meta.tagline") }),
    },
    {
      Icon: CircleParking,
      title: t("listings.home.why.parkingTitle"),
      text: t("listings.home.why.parking", {
        spaces: count(venue.parkingSpaces),
        hours: venue.parkingOpensHoursBefore,
      }),
    },
    { Icon: Headset, title: t("listings.home.why.supportTitle"), text: t("listings.home.why.support") },
  ];

  return (
    <section aria-labelledby="why-choose-us" className="bg-muted/60 py-16">
      <div className="mx-auto max-w-7xl px-4">
        <h2 id="why-choose-us" className="text-3xl font-bold tracking-tight">
          {t("listings.home.whyTitle")}
        </h2>
        <p className="mt-2 max-w-2xl text-muted-foreground">{t("listings.home.whyLead")}</p>
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {cards.map(({ Icon, title, text }) => (
            <li key={title} className="rounded-xl border border-border bg-card p-6 shadow-sm">
              <span className="inline-flex size-12 items-center justify-center rounded-lg bg-primary/10 text-primary">
                <Icon className="size-6" aria-hidden="true" />
              </span>
              <h3 className="mt-4 text-lg font-semibold">{title}</h3>
              <p className="mt-2 text-sm text-muted-foreground">{text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
