import { Mail, MapPin, Phone } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import type { TranslationKey } from "#domain/i18n/translate";
import { mapsUrl, venue, venueAddressLine } from "#domain/venue";
import { useTranslation } from "#web/lib/translation";
import { FeedbackButton } from "./lazy-shell";
import { TOP_LINKS } from "./nav-links";
import { FacebookIcon, InstagramIcon } from "./social-icons";

const COMPANY_LINKS: { to: string; label: TranslationKey }[] = [
  { to: "/information", label: "footer.aboutUs" },
  { to: "/planner", label: "footer.planEvent" },
  { to: "/tour-scheduling", label: "footer.tours" },
  { to: "/newsletter", label: "footer.newsletter" },
];

const SUPPORT_LINKS: { to: string; label: TranslationKey }[] = [
  { to: "/contact", label: "footer.contact" },
  { to: "/information#faq", label: "footer.faq" },
  { to: "/privacy", label: "footer.privacy" },
  { to: "/terms", label: "footer.terms" },
];

const SOCIAL_LINKS = [
  { name: "Facebook", href: venue.social.facebook, Icon: FacebookIcon },
  { name: "Instagram", href: venue.social.instagram, Icon: InstagramIcon },
];

function Column({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div>
      <h2 className="mb-3 text-sm font-semibold uppercase tracking-wide text-white">{title}</h2>
      {children}
    </div>
  );
}

function LinkList({ links }: { links: { to: string; label: TranslationKey }[] }) {
  const { t } = useTranslation();
  return (
    <ul className="grid gap-2 text-sm">
      {links.map((link) => (
        <li key={link.to}>
          <Link to={link.to} className="text-slate-300 hover:text-white hover:underline">
            {t(link.label)}
          </Link>
        </li>
      ))}
    </ul>
  );
}

export function Footer() {
  const { t } = useTranslation();
  return (
    <footer className="bg-slate-950 text-slate-300">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:grid-cols-2 lg:grid-cols-5">
        <div className="lg:col-span-2">
          <p className="text-lg font-bold text-white">{t("meta.siteName")}</p>
          <p className="mt-2 max-w-sm text-sm">{t("footer.about")}</p>
          <h2 className="mt-6 mb-3 text-sm font-semibold uppercase tracking-wide text-white">
            {t("footer.contactHeading")}
          </h2>
          <address className="grid gap-2 text-sm not-italic">
            <a href={mapsUrl} className="flex gap-2 hover:text-white" target="_blank" rel="noopener noreferrer">
              <MapPin className="size-4 shrink-0" aria-hidden="true" />
              {venueAddressLine}
            </a>
            <a href={venue.phoneHref} className="flex gap-2 hover:text-white">
              <Phone className="size-4 shrink-0" aria-hidden="true" />
              {venue.phone}
            </a>
            <a href={`mailto:${venue.email}`} className="flex gap-2 hover:text-white">
              <Mail className="size-4 shrink-0" aria-hidden="true" />
              {venue.email}
            </a>
          </address>
          <p className="mt-4 text-sm">
            {t("footer.contactLead")}{" "}
            <Link to="/contact" className="font-medium text-amber-300 underline hover:text-amber-200">
              {t("footer.getInTouch")}
            </Link>
          </p>
          <div className="mt-4">
            <FeedbackButton />
          </div>
        </div>
        <Column title={t("footer.quickLinksHeading")}>
          <LinkList links={TOP_LINKS} />
        </Column>
        <Column title={t("footer.companyHeading")}>
          <LinkList links={COMPANY_LINKS} />
        </Column>
        <Column title={t("footer.supportHeading")}>
          <LinkList links={SUPPORT_LINKS} />
          <h2 className="mt-6 mb-3 text-sm font-semibold uppercase tracking-wide text-white">
            {t("footer.socialHeading")}
          </h2>
          <ul className="flex gap-3">
            {SOCIAL_LINKS.map(({ name, href, Icon }) => (
              <li key={name}>
                <a
                  href={href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={name}
                  className="block rounded-md p-2 hover:bg-slate-800 hover:text-white"
                >
                  <Icon />
                </a>
              </li>
            ))}
          </ul>
        </Column>
      </div>
      <div className="border-t border-slate-800">
        <p className="mx-auto max-w-7xl px-4 py-4 text-xs text-slate-400">
          {t("footer.rights", { year: new Date().getFullYear() })} · {t("footer.support247")}
        </p>
      </div>
    </footer>
  );
}
