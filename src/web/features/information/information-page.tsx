import { ExternalLink, Mail, MapPin, Navigation, Video } from "lucide-react";
import { Link } from "react-router";
import { mapsUrl, venueAddressLine } from "#domain/venue";
import { PageHeader } from "#web/components/page-header";
import { Button } from "#web/components/ui/button";
import { InfoCard } from "#web/components/ui/info-card";
import { useTranslation } from "#web/lib/translation";
import { AccessibleSeatingPolicy } from "./accessible-seating";
import { AerialView } from "./aerial-view";
import { FaqSection } from "./faq-section";
import { Amenities, BoxOfficeHours, ItemPolicies } from "./visitor-guide";

const DIRECTIONS = ["fromHouston", "fromGrandParkway", "fromKaty"] as const;

function NewsletterBanner() {
  const { t } = useTranslation();
  return (
    <section
      aria-labelledby="newsletter-banner"
      className="flex flex-col gap-4 rounded-lg bg-primary p-4 text-primary-foreground sm:flex-row sm:items-center sm:justify-between sm:p-6"
    >
      <div className="flex items-start gap-3">
        <Mail className="mt-1 size-6 shrink-0" aria-hidden="true" />
        <div>
          <h2 id="newsletter-banner" className="text-lg font-semibold">
            {t("services.information.newsletter.title")}
          </h2>
          <p className="text-sm opacity-90">{t("services.information.newsletter.body")}</p>
        </div>
      </div>
      <Button asChild variant="secondary" className="shrink-0">
        <Link to="/newsletter">{t("services.information.newsletter.cta")}</Link>
      </Button>
    </section>
  );
}

function Directions() {
  const { t } = useTranslation();
  return (
    <InfoCard title={t("services.information.location.title")} icon={MapPin}>
      <h3 className="text-sm font-semibold">{t("services.information.location.address")}</h3>
      <address className="mt-1 not-italic text-muted-foreground">{venueAddressLine}</address>
      <h3 className="mt-4 flex items-center gap-2 text-sm font-semibold">
        <Navigation className="size-4" aria-hidden="true" />
        {t("services.information.location.directionsTitle")}
      </h3>
      <ul className="mt-2 grid list-disc gap-2 pl-5 text-sm text-muted-foreground">
        {DIRECTIONS.map((key) => (
          <li key={key}>{t(`services.information.location.${key}`)}</li>
        ))}
      </ul>
      <Button asChild variant="outline" className="mt-4">
        <a href={mapsUrl} target="_blank" rel="noopener noreferrer">
          <ExternalLink aria-hidden="true" />
          {t("services.information.location.openMaps")}
          <span className="sr-only"> {t("services.information.location.opensInNewTab")}</span>
        </a>
      </Button>
    </InfoCard>
  );
}

/** /information: getting here, what to bring, when we're open, and the FAQ. */
export default function InformationPage() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto grid max-w-7xl gap-10 px-4 py-8 sm:py-12">
      <PageHeader title={t("services.information.title")} lead={t("services.information.lead")} />
      <NewsletterBanner />
      <div className="grid gap-4 lg:grid-cols-2">
        <Directions />
        <InfoCard title={t("services.information.aerial.title")} icon={Video}>
          <AerialView />
        </InfoCard>
      </div>
      <Amenities />
      <AccessibleSeatingPolicy />
      <ItemPolicies />
      <div className="grid gap-10 lg:grid-cols-[2fr_3fr] lg:items-start">
        <BoxOfficeHours />
        <FaqSection />
      </div>
    </div>
  );
}
