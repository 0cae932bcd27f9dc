import { Clock, Mail, MapPin, Phone, Users } from "lucide-react";
import { mapsUrl, venue, venueAddressLine } from "#domain/venue";
import { PageHeader } from "#web/components/page-header";
import { Button } from "#web/components/ui/button";
import { InfoCard } from "#web/components/ui/info-card";
import { useWeeklyHours } from "#web/lib/opening-hours";
import { useTranslation } from "#web/lib/translation";
import { ContactForm } from "./contact-form";

function ContactDetails() {
  const { t } = useTranslation();
  const hours = useWeeklyHours([venue.planningTeamHours]);
  const row = "flex items-start gap-3";
  const icon = "mt-0.5 size-5 shrink-0 text-primary";
  return (
    <InfoCard title={t("services.contact.detailsTitle")}>
      <ul className="grid gap-4 text-sm">
        <li className={row}>
          <Phone className={icon} aria-hidden="true" />
          <div>
            <p className="font-medium">{t("services.contact.phoneLabel")}</p>
            <p>
              <a href={venue.phoneHref} className="text-primary hover:underline">
                {venue.phone}
              </a>
            </p>
          </div>
        </li>
        <li className={row}>
          <Mail className={icon} aria-hidden="true" />
          <div>
            <p className="font-medium">{t("services.contact.emailLabel")}</p>
            <p>
              <a href={`mailto:${venue.email}`} className="break-all text-primary hover:underline">
                {venue.email}
              </a>
            </p>
          </div>
        </li>
        <li className={row}>
          <MapPin className={icon} aria-hidden="true" />
          <div>
            <p className="font-medium">{t("services.contact.addressLabel")}</p>
            <p>
              <a href={mapsUrl} target="_blank" rel="noopener noreferrer" className="text-primary hover:underline">
                {venueAddressLine}
                <span className="sr-only"> {t("services.information.location.opensInNewTab")}</span>
              </a>
            </p>
          </div>
        </li>
        <li className={row}>
          <Clock className={icon} aria-hidden="true" />
          <div>
            <p className="font-medium">{t("services.contact.hoursLabel")}</p>
            {hours.map((line) => (
              <p key={line.days} className="text-muted-foreground">
                {line.days}: {line.time}
              </p>
            ))}
          </div>
        </li>
      </ul>
    </InfoCard>
  );
}

function GroupSales() {
  const { t } = useTranslation();
  return (
    <InfoCard title={t("services.contact.groupTitle")} icon={Users} className="bg-muted">
      <p className="text-sm text-muted-foreground">
        {t("services.contact.groupBody", { min: venue.groupSalesMinimum })}
      </p>
      <Button asChild variant="outline" className="mt-4 w-full">
        <a href={`mailto:${venue.groupSalesEmail}`}>
          <Mail aria-hidden="true" />
          {t("services.contact.groupCta")}
        </a>
      </Button>
      <p className="mt-2 break-all text-center text-xs text-muted-foreground">{venue.groupSalesEmail}</p>
    </InfoCard>
  );
}

/** /contact: the message form, contact details and the group-sales note. */
export default function ContactPage() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto grid max-w-7xl gap-8 px-4 py-8 sm:py-12">
      <PageHeader title={t("services.contact.title")} lead={t("services.contact.lead")} />
      <div className="grid gap-6 lg:grid-cols-3 lg:items-start">
        <div className="lg:col-span-2">
          <ContactForm />
        </div>
        <div className="grid gap-4">
          <ContactDetails />
          <GroupSales />
        </div>
      </div>
    </div>
  );
}
