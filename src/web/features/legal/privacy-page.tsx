import { ArrowLeft } from "lucide-react";
import { Link } from "react-router";
import { DEFAULT_RETENTION_DAYS } from "#domain/retention";
import { venue, venueAddressLine } from "#domain/venue";
import { useSiteConfig } from "#web/features/auth";
import { useTranslation } from "#web/lib/translation";

const SECTIONS = ["s1", "s2", "s3", "s4", "s5", "s6", "s7", "s8", "s9"] as const;

/** /privacy: the nine-section privacy policy. The date shown is today's (spec). */
export default function PrivacyPage() {
  const { t, i18n } = useTranslation();
  const today = new Intl.DateTimeFormat(i18n.language, { dateStyle: "long" }).format(new Date());
  // The retention periods this site is configured with (the defaults until /api/site answers).
  const days = useSiteConfig()?.retentionDays ?? DEFAULT_RETENTION_DAYS;
  const facts = {
    venueName: venue.name,
    email: venue.email,
    phone: venue.phone,
    address: venueAddressLine,
    minimumAge: venue.minimumAge,
    contactDays: days.contactMessages,
    inquiryDays: days.inquiries,
    feedbackDays: days.feedback,
    mailDays: days.deliveredMail,
    sessionDays: days.expiredSessions,
    newsletterDays: days.newsletterLapsed,
  };

  return (
    <article className="mx-auto max-w-3xl px-4 py-12 text-foreground">
      <header className="border-b border-border pb-8">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{t("legal.privacy.title")}</h1>
        <p className="mt-4 text-lg leading-8 text-muted-foreground">{t("legal.privacy.intro", facts)}</p>
        <p className="mt-4 text-sm text-muted-foreground">{t("legal.privacy.lastUpdated", { date: today })}</p>
      </header>

      <div className="mt-10 space-y-10">
        {SECTIONS.map((id) => (
          <section key={id} aria-labelledby={`privacy-${id}`}>
            <h2 id={`privacy-${id}`} className="text-xl font-semibold tracking-tight">
              {t(`legal.privacy.${id}.heading` as const)}
            </h2>
            <div className="mt-3 space-y-4 leading-7">
              {t(`legal.privacy.${id}.body` as const, facts)
                .split("\n\n")
                .map((paragraph) => (
                  <p key={paragraph}>{paragraph}</p>
                ))}
            </div>
          </section>
        ))}
      </div>

      <p className="mt-12 border-t border-border pt-8">
        <Link
          to="/"
          className="inline-flex items-center gap-2 rounded-sm font-medium text-primary underline underline-offset-4 hover:no-underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          {t("legal.privacy.backHome")}
        </Link>
      </p>
    </article>
  );
}
