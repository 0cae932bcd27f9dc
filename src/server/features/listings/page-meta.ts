import { eventDescriptionIn, eventTitleIn } from "#domain/event-text";
import { type Language, languageOf, type TranslationKey, translate } from "#domain/i18n/translate";
import { cleanPath, isPagePath, matchPage, PAGES, type Page } from "#domain/routes";
import { type EventDetail, type EventDetailResponse, HERO_POSTER_PATH } from "#domain/schemas/listings";
import type { TicketAvailability } from "#domain/seating/prices";
import { venue } from "#domain/venue";
import type { AppContext } from "#server/context";
import { AppError } from "#server/http/errors";
import type { PageRenderer } from "#server/http/web-app";
import { eventDetailAnswer } from "./listings-answers";
import { injectHead, type PageHead } from "./page-head";

function absolute(publicUrl: string, pathOrUrl: string): string {
  return /^https?:\/\//.test(pathOrUrl) ? pathOrUrl : `${publicUrl}${pathOrUrl}`;
}

interface HeadInput {
  /** The event the public may see by this id, as its page shows it; undefined when there is none. */
  findEvent(id: string): Promise<EventDetail | undefined>;
  publicUrl: string;
  path: string;
  lang: Language;
}

/** The <head> of any page path: an event's own, or the page's title and a sensible default. */
export async function pageHeadFor({ findEvent, publicUrl, path, lang }: HeadInput): Promise<PageHead> {
  const t = (key: TranslationKey, params?: Record<string, unknown>) => translate(lang, key, params);
  const place = t("meta.tagline");
  const clean = cleanPath(path);
  const base: PageHead = {
    lang,
    title: t("listings.meta.pages.home"),
    description: t("listings.meta.defaultDescription", {
      capacity: venue.capacity.total.toLocaleString("en-US"),
      place,
    }),
    url: `${publicUrl}${clean}`,
    image: absolute(publicUrl, HERO_POSTER_PATH),
    imageAlt: venue.name,
    status: 200,
  };

  const match = matchPage(clean);
  if (!match)
    return { ...base, title: withSuffix(lang, t("listings.meta.pages.notFound")), noindex: true, status: 404 };

  const page: Page = PAGES[match.id];
  if (page.head === "event") {
    const event = await findEvent(decodeURIComponent(match.params.id ?? ""));
    if (!event) {
      return { ...base, title: withSuffix(lang, t("listings.eventPage.notFoundTitle")), noindex: true, status: 404 };
    }
    return eventHead(base, event, publicUrl, place);
  }

  // The home page's title is the site's own name, so it takes no suffix; it describes the venue.
  const isHome = match.id === "home";
  return {
    ...base,
    title: isHome ? t(page.head.title) : withSuffix(lang, t(page.head.title)),
    ...(page.head.description ? { description: t(page.head.description) } : {}),
    ...(isHome ? { jsonLd: venueJsonLd(publicUrl) } : {}),
    noindex: page.private,
  };
}

function withSuffix(lang: Language, title: string): string {
  return `${title} · ${translate(lang, "listings.meta.titleSuffix")}`;
}

/** The event as `GET /api/events/:id` answers it (from the listings' memory, as the page's body reads it). */
async function findListedEvent(ctx: AppContext, id: string): Promise<EventDetail | undefined> {
  try {
    return (JSON.parse((await eventDetailAnswer(ctx, id)).json) as EventDetailResponse).event;
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
  // The event's own words in the page's language; Spanish falls back to the English ones.
  const title = eventTitleIn(event, base.lang);
  const description = eventDescriptionIn(event, base.lang).text;
  const summary =
    description.trim() ||
    translate(base.lang, "listings.meta.eventDescription", {
      date: when,
      venue: event.venue,
      place,
    });
  const url = `${publicUrl}/events/${encodeURIComponent(event.id)}`;
  const image = absolute(publicUrl, event.image);
  return {
    ...base,
    title: withSuffix(base.lang, title.text),
    description: summary.length > 200 ? `${summary.slice(0, 197).trimEnd()}…` : summary,
    url,
    image,
    imageAlt: title.text,
    noindex: event.past || event.cancelled !== null,
    jsonLd: {
      "@context": "https://schema.org",
      "@type": "Event",
      name: title.text,
      description: description || summary,
      // The language the name and description are written in (English where no Spanish was written).
      inLanguage: title.lang,
      startDate: event.eventDate,
      eventStatus: event.cancelled ? "https://schema.org/EventCancelled" : "https://schema.org/EventScheduled",
      eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
      image: [image],
      url,
      location: { "@type": "Place", name: event.venue, address: postalAddress() },
      organizer: { "@type": "Organization", name: venue.name, url: publicUrl },
      offers: aggregateOffer(event, publicUrl),
    },
  };
}

const SCHEMA_AVAILABILITY: Record<TicketAvailability, string> = {
  in_stock: "https://schema.org/InStock",
  few_left: "https://schema.org/LimitedAvailability",
  sold_out: "https://schema.org/SoldOut",
};

/** schema.org prices are in the currency's units (dollars), with "." for the decimals. */
function schemaPrice(cents: number): number {
  return cents / 100;
}

/**
 * The event's tickets as one AggregateOffer: the cheapest and dearest seat of its layout, how many
 * are left (the listing's rule), when sales open and where to buy.
 */
function aggregateOffer(event: EventDetail, publicUrl: string) {
  return {
    "@type": "AggregateOffer",
    url: `${publicUrl}/box-office?event=${encodeURIComponent(event.id)}`,
    priceCurrency: "USD",
    ...(event.fromPriceCents !== null ? { lowPrice: schemaPrice(event.fromPriceCents) } : {}),
    ...(event.toPriceCents !== null ? { highPrice: schemaPrice(event.toPriceCents) } : {}),
    availability: SCHEMA_AVAILABILITY[event.availability],
    validFrom: event.salesOpenAt,
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
        findEvent: (id) => findListedEvent(ctx, id),
        publicUrl: ctx.config.publicUrl,
        path: c.req.path,
        lang: languageOf(c.req.header("cookie"), c.req.header("accept-language")),
      });
      return { html: injectHead(indexHtml, head), status: status === 404 ? 404 : head.status };
    } catch (error) {
      ctx.logger.error("page head failed", { path: c.req.path, error: String(error) });
      return { html: indexHtml, status };
    }
  };
}
