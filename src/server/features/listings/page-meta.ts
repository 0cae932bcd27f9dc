import type { Kysely } from "kysely";
import type { listingsEn } from "#domain/i18n/listings/en";
import { type Language, languageOf, type TranslationKey, translate } from "#domain/i18n/translate";
import { isPagePath, PAGE_PATHS, type PagePath } from "#domain/routes";
import { type EventDetail, HERO_POSTER_PATH } from "#domain/schemas/listings";
import { venue } from "#domain/venue";
import type { AppContext } from "#server/context";
import type { DB } from "#server/db/schema";
import { AppError } from "#server/http/errors";
import type { PageRenderer } from "#server/http/web-app";
import { getEventDetail } from "./listings.service";
import { injectHead, type PageHead } from "./page-head";

type PageKey = keyof typeof listingsEn.meta.pages;

const PAGE_TITLES: Record<PagePath, PageKey> = {
  "/": "home",
  "/calendar": "calendar",
  "/box-office": "boxOffice",
  "/information": "information",
  "/planner": "planner",
  "/contact": "contact",
  "/privacy": "privacy",
  "/terms": "terms",
  "/my-tickets": "myTickets",
  "/event-manager": "eventManager",
  "/tour-scheduling": "tourScheduling",
  "/newsletter": "newsletter",
  "/feedback-manager": "feedbackManager",
};

const PAGE_DESCRIPTIONS: Partial<Record<PagePath, TranslationKey>> = {
  "/calendar": "listings.meta.descriptions.calendar",
  "/box-office": "listings.meta.descriptions.boxOffice",
  "/information": "listings.meta.descriptions.information",
  "/planner": "listings.meta.descriptions.planner",
  "/tour-scheduling": "listings.meta.descriptions.tourScheduling",
};

/** Pages behind a sign-in: nothing there for a search engine. */
export const PRIVATE_PAGES: readonly PagePath[] = ["/my-tickets", "/event-manager", "/feedback-manager"];

/** What the sitemap lists: every page anyone may open. */
export const PUBLIC_PAGES: readonly PagePath[] = PAGE_PATHS.filter((path) => !PRIVATE_PAGES.includes(path));

const EVENT_PATH = /^\/events\/([^/]+)$/;

function isPagePathKey(path: string): path is PagePath {
  return (PAGE_PATHS as readonly string[]).includes(path);
}

function absolute(publicUrl: string, pathOrUrl: string): string {
  return /^https?:\/\//.test(pathOrUrl) ? pathOrUrl : `${publicUrl}${pathOrUrl}`;
}

interface HeadInput {
  db: Kysely<DB>;
  publicUrl: string;
  path: string;
  lang: Language;
  now: Date;
}

/** The <head> of any page path: an event's own, or the page's title and a sensible default. */
export async function pageHeadFor({ db, publicUrl, path, lang, now }: HeadInput): Promise<PageHead> {
  const t = (key: string, params?: Record<string, unknown>) => translate(lang, key, params);
  const place = t("meta.tagline");
  const clean = path.length > 1 ? path.replace(/\/+$/, "") : path;
  const base: PageHead = {
    lang,
    title: t("listings.meta.pages.home"),
    description: t("listings.meta.defaultDescription", {
      capacity: venue.capacity.total.toLocaleString("en-US"),
      place,
    }),
    url: `${publicUrl}${clean === "/" ? "/" : clean}`,
    image: absolute(publicUrl, HERO_POSTER_PATH),
    imageAlt: venue.name,
    status: 200,
  };

  const eventId = EVENT_PATH.exec(clean)?.[1];
  if (eventId !== undefined) {
    const event = await findEvent(db, decodeURIComponent(eventId), now);
    if (!event) {
      return { ...base, title: withSuffix(lang, t("listings.eventPage.notFoundTitle")), noindex: true, status: 404 };
    }
    return eventHead(base, event, publicUrl, place);
  }

  if (isPagePathKey(clean)) {
    const description = PAGE_DESCRIPTIONS[clean];
    return {
      ...base,
      title: clean === "/" ? base.title : withSuffix(lang, t(`listings.meta.pages.${PAGE_TITLES[clean]}`)),
      ...(description ? { description: t(description) } : {}),
      ...(clean === "/" ? { jsonLd: venueJsonLd(publicUrl) } : {}),
      noindex: PRIVATE_PAGES.includes(clean),
    };
  }
  return { ...base, title: withSuffix(lang, t("listings.meta.pages.notFound")), noindex: true, status: 404 };
}

function withSuffix(lang: Language, title: string): string {
  return `${title} · ${translate(lang, "listings.meta.titleSuffix")}`;
}

async function findEvent(db: Kysely<DB>, id: string, now: Date): Promise<EventDetail | undefined> {
  try {
    return await getEventDetail(db, id, now);
  } catch (error) {
    if (error instanceof AppError && error.code === "not_found") return undefined;
    throw error;
  }
}

function eventHead(base: PageHead, event: EventDetail, publicUrl: string, place: string): PageHead {
  const when = new Intl.DateTimeFormat(base.lang === "es" ? "es-US" : "en-US", {
    dateStyle: "full",
    timeStyle: "short",
    timeZone: venue.timeZone,
  }).format(new Date(event.eventDate));
  const summary =
    event.description.trim() ||
    translate(base.lang, "listings.meta.eventDescription", {
      date: when,
      venue: event.venue,
      place,
    });
  const url = `${publicUrl}/events/${encodeURIComponent(event.id)}`;
  const image = absolute(publicUrl, event.image);
  return {
    ...base,
    title: withSuffix(base.lang, event.title),
    description: summary.length > 200 ? `${summary.slice(0, 197).trimEnd()}…` : summary,
    url,
    image,
    imageAlt: event.title,
    noindex: event.past,
    jsonLd: {
      "@context": "https://schema.org",
      "@type": "Event",
      name: event.title,
      description: event.description || summary,
      startDate: event.eventDate,
      eventStatus: "https://schema.org/EventScheduled",
      eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
      image: [image],
      url,
      location: { "@type": "Place", name: event.venue, address: postalAddress() },
      organizer: { "@type": "Organization", name: venue.name, url: publicUrl },
      offers: {
        "@type": "Offer",
        url: `${publicUrl}/box-office?event=${encodeURIComponent(event.id)}`,
        priceCurrency: "USD",
        availability: event.seatsLeft > 0 ? "https://schema.org/InStock" : "https://schema.org/SoldOut",
      },
    },
  };
}

function postalAddress() {
  return {
    "@type": "PostalAddress",
    streetAddress: venue.address.street,
    addressLocality: venue.address.city,
    addressRegion: venue.address.state,
    postalCode: venue.address.zip,
    addressCountry: venue.address.country,
  };
}

/** The home page describes the venue itself. */
function venueJsonLd(publicUrl: string) {
  return {
    "@context": "https://schema.org",
    "@type": "EventVenue",
    name: venue.name,
    url: publicUrl,
    telephone: venue.phone,
    email: venue.email,
    maximumAttendeeCapacity: venue.capacity.total,
    address: postalAddress(),
    image: absolute(publicUrl, HERO_POSTER_PATH),
  };
}

/**
 * index.html with the page's own head, in the visitor's language (cookie, else the browser's).
 * If the database fails, the page still loads with the built-in head: the app can recover.
 */
export function renderPageWithHead(ctx: AppContext): PageRenderer {
  return async (c, indexHtml) => {
    const status = isPagePath(c.req.path) ? 200 : 404;
    c.header("Vary", "Cookie, Accept-Language");
    try {
      const head = await pageHeadFor({
        db: ctx.db,
        publicUrl: ctx.config.publicUrl,
        path: c.req.path,
        lang: languageOf(c.req.header("cookie"), c.req.header("accept-language")),
        now: new Date(),
      });
      return { html: injectHead(indexHtml, head), status: status === 404 ? 404 : head.status };
    } catch (error) {
      ctx.logger.error("page head failed", { path: c.req.path, error: String(error) });
      return { html: indexHtml, status };
    }
  };
}
