import { ArrowLeft } from "lucide-react";
import { Link } from "react-router";
import { venue, venueAddressLine } from "#domain/venue";
import { useTranslation } from "#web/lib/translation";

const SECTIONS = ["s1", "s2", "s3", "s4", "s5", "s6", "s7", "s8", "s9", "s10"] as const;

const linkClass =
  "rounded-sm text-primary underline underline-offset-4 hover:no-underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary";

/**
 * /terms: ten numbered sections, a contact block, and last-updated and effective
 * dates that show today's date (spec). Opened in a new tab from the sign-up dialog.
 */
export default function TermsPage() {
  const { t, i18n } = useTranslation();
  const today = new Intl.DateTimeFormat(i18n.language, { dateStyle: "long" }).format(new Date());
  const facts = {
    venueName: venue.name,
    minimumAge: venue.minimumAge,
    refundMin: venue.refundDays.min,
    refundMax: venue.refundDays.max,
  };

  return (
    <article className="mx-auto max-w-3xl px-4 py-12 text-foreground">
      <header className="border-b border-border pb-8">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{t("legal.terms.title")}</h1>
        <p className="mt-4 text-lg leading-8 text-muted-foreground">{t("legal.terms.intro", facts)}</p>
        <div className="mt-4 space-y-1 text-sm text-muted-foreground">
          <p>{t("legal.terms.lastUpdated", { date: today })}</p>
          <p>{t("legal.terms.effective", { date: today })}</p>
        </div>
      </header>

      <div className="mt-10 space-y-10">
        {SECTIONS.map((id, index) => (
          <section key={id} aria-labelledby={`terms-${id}`}>
            <h2 id={`terms-${id}`} className="text-xl font-semibold tracking-tight">
              <span className="tabular-nums">{index + 1}.</span> {t(`legal.terms.${id}.heading` as const)}
            </h2>
            <div className="mt-3 space-y-4 leading-7">
              {t(`legal.terms.${id}.body` as const, facts)
                .split("\n\n")
                .map((paragraph) => (
                  <p key={paragraph}>{paragraph}</p>
                ))}
            </div>
          </section>
        ))}
      </div>

      <section aria-labelledby="terms-contact" className="mt-12 rounded-lg border border-border bg-card p-6">
        <h2 id="terms-contact" className="text-xl font-semibold tracking-tight">
          {t("legal.terms.contactHeading")}
        </h2>
        <p className="mt-2 text-muted-foreground">{t("legal.terms.contactLead")}</p>
        <address className="mt-4 not-italic">
          <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-[auto_1fr]">
            <dt className="font-medium">{t("legal.terms.emailLabel")}</dt>
            <dd>
              <a href={`mailto:${venue.email}`} className={linkClass}>
                {venue.email}
              </a>
            </dd>
            <dt className="font-medium">{t("legal.terms.phoneLabel")}</dt>
            <dd>
              <a href={venue.phoneHref} className={linkClass}>
                {venue.phone}
              </a>
            </dd>
            <dt className="font-medium">{t("legal.terms.addressLabel")}</dt>
            <dd>
              {venue.name}
              <br />
              {venueAddressLine}
            </dd>
          </dl>
        </address>
      </section>

      <p className="mt-12 border-t border-border pt-8">
        <Link to="/" className={`inline-flex items-center gap-2 font-medium ${linkClass}`}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          {t("legal.terms.backHome")}
        </Link>
      </p>
    </article>
  );
}
