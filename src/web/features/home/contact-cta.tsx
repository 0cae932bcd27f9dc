import { CalendarCheck, Mail, MapPin, Phone } from "lucide-react";
import { Link } from "react-router";
import { mapsUrl, venue, venueAddressLine } from "#domain/venue";
import { Button } from "#web/components/ui/button";
import { useTranslation } from "#web/lib/translation";

/** Phone, email, a maps link and the two calls to action. */
export function ContactCta() {
  const { t } = useTranslation();
  const items = [
    { Icon: Phone, label: t("listings.home.phone"), text: venue.phone, href: venue.phoneHref, external: false },
    { Icon: Mail, label: t("listings.home.email"), text: venue.email, href: `mailto:${venue.email}`, external: false },
    { Icon: MapPin, label: t("listings.home.address"), text: venueAddressLine, href: mapsUrl, external: true },
  ];
  return (
    <section aria-labelledby="contact-cta" className="bg-slate-900 text-white dark:bg-slate-950">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-16 lg:grid-cols-2 lg:items-center">
        <div>
          <h2 id="contact-cta" className="text-3xl font-bold tracking-tight">
            {t("listings.home.contactTitle")}
          </h2>
          <p className="mt-3 max-w-xl text-slate-300">{t("listings.home.contactLead")}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Button asChild size="lg" variant="accent">
              <Link to="/planner">{t("listings.home.requestQuote")}</Link>
            </Button>
            <Button
              asChild
              size="lg"
              variant="outline"
              className="border-white/70 bg-transparent text-white hover:bg-white/10"
            >
              <Link to="/tour-scheduling">
                <CalendarCheck aria-hidden="true" />
                {t("listings.home.scheduleTour")}
              </Link>
            </Button>
          </div>
        </div>
        <address className="grid gap-4 not-italic">
          {items.map(({ Icon, label, text, href, external }) => (
            <a
              key={label}
              href={href}
              {...(external ? { target: "_blank", rel: "noopener noreferrer" } : {})}
              className="flex items-center gap-4 rounded-xl bg-white/5 p-4 ring-1 ring-white/10 hover:bg-white/10"
            >
              <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-lg bg-accent text-accent-foreground">
                <Icon className="size-5" aria-hidden="true" />
              </span>
              <span className="grid">
                <span className="text-sm text-slate-300">{label}</span>
                <span className="font-semibold">
                  {text}
                  {external && (
                    <>
                      <span className="sr-only"> {t("listings.home.opensInNewTab")}</span>
                      <span className="block text-sm font-normal text-slate-300">{t("listings.home.openMap")}</span>
                    </>
                  )}
                </span>
              </span>
            </a>
          ))}
        </address>
      </div>
    </section>
  );
}
