import {
  AlertTriangle,
  ArrowLeft,
  Ban,
  CalendarDays,
  CalendarPlus,
  CalendarX2,
  Clock,
  ListPlus,
  MapPin,
  Tag,
  Ticket,
} from "lucide-react";
import { lazy, type ReactNode, Suspense } from "react";
import { Link, useParams } from "react-router";
import { mapsUrl, venueAddressLine } from "#domain/venue";
import { WAITLIST_OFFER_MINUTES } from "#domain/waitlist/offers";
import { LoadingState } from "#web/components/loading-state";
import { Button } from "#web/components/ui/button";
import {
  boxOfficePath,
  calendarFileUrl,
  EventImage,
  FromPrice,
  PriceRangeText,
  SeatsNote,
  TypeBadge,
  useEvent,
} from "#web/features/listings";
import { ApiError } from "#web/lib/api";
import { useEventText } from "#web/lib/event-text";
import { useFormatters } from "#web/lib/format";
import { useTranslation } from "#web/lib/translation";
import { useDocumentTitle } from "#web/lib/use-document-title";
import { ShareButton } from "./share-button";

/** A sold-out event's own waitlist place: fetched only for a sold-out event. */
const WaitlistNote = lazy(() => import("./waitlist-note"));

function Centered({ children }: { children: ReactNode }) {
  return <div className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-20 text-center">{children}</div>;
}

function BackToCalendar() {
  const { t } = useTranslation();
  return (
    <Button asChild variant="outline">
      <Link to="/calendar">
        <ArrowLeft aria-hidden="true" />
        {t("listings.eventPage.backToCalendar")}
      </Link>
    </Button>
  );
}

/** /events/:id: one event's own page, with booking, add-to-calendar and sharing. */
export default function EventPage() {
  const { t } = useTranslation();
  const text = useEventText();
  const { id = "" } = useParams();
  const query = useEvent(id);
  const dates = useFormatters();
  const notFound = query.error instanceof ApiError && query.error.code === "not_found";
  useDocumentTitle(
    (query.data && text.title(query.data)) ?? (notFound ? t("listings.eventPage.notFoundTitle") : undefined),
  );

  if (query.isPending) return <LoadingState label={t("listings.eventPage.loading")} />;
  if (notFound) {
    return (
      <Centered>
        <CalendarX2 className="size-12 text-muted-foreground" aria-hidden="true" />
        <h1 className="text-3xl font-bold">{t("listings.eventPage.notFoundTitle")}</h1>
        <p className="text-muted-foreground">{t("listings.eventPage.notFound")}</p>
        <BackToCalendar />
      </Centered>
    );
  }
  if (query.isError) {
    return (
      <Centered>
        <AlertTriangle className="size-12 text-destructive" aria-hidden="true" />
        <p role="alert">{t("listings.eventPage.error")}</p>
        <Button onClick={() => void query.refetch()}>{t("common.tryAgain")}</Button>
      </Centered>
    );
  }

  const event = query.data;
  return (
    <article className="mx-auto grid max-w-6xl gap-8 px-4 py-8 sm:py-12 lg:grid-cols-[3fr_2fr]">
      <div className="grid gap-6">
        <Link to="/calendar" className="inline-flex w-fit items-center gap-1 text-sm text-primary hover:underline">
          <ArrowLeft className="size-4" aria-hidden="true" />
          {t("listings.eventPage.backToCalendar")}
        </Link>
        <header className="grid justify-items-start gap-3">
          <div className="flex flex-wrap items-center gap-2">
            <TypeBadge type={event.type} />
            {event.cancelled && (
              <span className="inline-flex items-center gap-1 rounded-full border border-red-600/40 bg-red-50 px-2.5 py-0.5 text-xs font-semibold uppercase tracking-wide text-red-900 dark:bg-red-950/60 dark:text-red-100">
                <Ban className="size-3.5" aria-hidden="true" />
                {t("listings.eventPage.cancelledBadge")}
              </span>
            )}
          </div>
          <h1 lang={text.titleLang(event)} className="text-3xl font-bold tracking-tight sm:text-4xl">
            {text.title(event)}
          </h1>
        </header>
        {event.cancelled && (
          <section
            aria-labelledby="event-cancelled"
            className="grid gap-2 rounded-lg border border-red-600/40 bg-red-50 p-4 text-red-950 dark:bg-red-950/40 dark:text-red-50"
          >
            <h2 id="event-cancelled" className="flex items-center gap-2 text-lg font-semibold">
              <Ban className="size-5 shrink-0" aria-hidden="true" />
              {t("listings.eventPage.cancelledTitle")}
            </h2>
            <p>{t("listings.eventPage.cancelled")}</p>
            {event.cancelled.reason && (
              <p className="whitespace-pre-line break-words font-medium">
                {t("listings.eventPage.cancelledReason", { reason: event.cancelled.reason })}
              </p>
            )}
          </section>
        )}
        <EventImage
          src={event.image}
          alt={text.title(event)}
          priority
          sizes="(min-width: 1024px) 660px, 100vw"
          className="rounded-xl shadow-sm"
        />
        {event.description && (
          <section aria-labelledby="about-event">
            <h2 id="about-event" className="text-xl font-semibold">
              {t("listings.eventPage.about")}
            </h2>
            <p lang={text.descriptionLang(event)} className="mt-2 whitespace-pre-line leading-relaxed">
              {text.description(event)}
            </p>
          </section>
        )}
      </div>

      <aside className="h-fit rounded-xl border border-border bg-card p-6 shadow-sm lg:sticky lg:top-24">
        <h2 className="sr-only">{t("listings.card.details")}</h2>
        <dl className="grid gap-4">
          <Fact icon={<CalendarDays aria-hidden="true" />} label={t("listings.card.date")}>
            {dates.longDate(event.eventDate)}
          </Fact>
          <Fact icon={<Clock aria-hidden="true" />} label={t("listings.card.time")}>
            {dates.time(event.eventDate)}
          </Fact>
          <Fact icon={<MapPin aria-hidden="true" />} label={t("listings.card.venue")}>
            {event.venue}
            <a
              href={mapsUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="block text-sm font-normal text-primary hover:underline"
            >
              {venueAddressLine}
              <span className="sr-only"> {t("listings.home.opensInNewTab")}</span>
            </a>
          </Fact>
          {!event.cancelled && event.fromPriceCents !== null && event.toPriceCents !== null && (
            <Fact icon={<Tag aria-hidden="true" />} label={t("listings.eventPage.prices")}>
              <FromPrice fromPriceCents={event.fromPriceCents} />
              <span className="block text-sm font-normal text-muted-foreground">
                <PriceRangeText fromPriceCents={event.fromPriceCents} toPriceCents={event.toPriceCents} />
              </span>
            </Fact>
          )}
          {!event.cancelled && (
            <Fact icon={<Ticket aria-hidden="true" />} label={t("listings.eventPage.seatsLeft")}>
              <SeatsNote seatsLeft={event.seatsLeft} availability={event.availability} />
            </Fact>
          )}
        </dl>
        {event.cancelled ? (
          <p className="mt-6 rounded-md bg-muted p-3 text-sm font-medium">{t("listings.eventPage.cancelledTitle")}</p>
        ) : event.past ? (
          <p className="mt-6 rounded-md bg-muted p-3 text-sm" role="status">
            {t("listings.eventPage.past")}
          </p>
        ) : event.availability === "sold_out" ? (
          // Sold out: the way in is the waitlist (the box office's panel), not a booking.
          <>
            <p className="mt-6 text-sm">
              {t("listings.eventPage.soldOutWaitlist", { minutes: WAITLIST_OFFER_MINUTES })}
            </p>
            <Button asChild size="lg" className="mt-3 w-full">
              <Link to={boxOfficePath(event.id)}>
                <ListPlus aria-hidden="true" />
                {t("listings.card.joinWaitlist")}
              </Link>
            </Button>
            <Suspense fallback={null}>
              <WaitlistNote eventId={event.id} />
            </Suspense>
          </>
        ) : (
          <Button asChild size="lg" className="mt-6 w-full">
            <Link to={boxOfficePath(event.id)}>
              <Ticket aria-hidden="true" />
              {t("listings.card.bookTickets")}
            </Link>
          </Button>
        )}
        <div className="mt-3 flex flex-wrap gap-2">
          {!event.cancelled && (
            <Button asChild variant="outline" className="flex-1">
              <a href={calendarFileUrl(event.id)} download>
                <CalendarPlus aria-hidden="true" />
                {t("listings.eventPage.addToCalendar")}
              </a>
            </Button>
          )}
          <ShareButton title={text.title(event)} className="flex-1" />
        </div>
      </aside>
    </article>
  );
}

function Fact({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  // The icon sits in the row's first column, inside the <dt>, so the list holds only dt/dd pairs.
  return (
    <div className="grid grid-cols-[1.25rem_1fr] gap-x-3">
      <dt className="relative col-start-2 text-sm text-muted-foreground">
        <span className="absolute -left-8 top-0.5 text-muted-foreground [&_svg]:size-5">{icon}</span>
        {label}
      </dt>
      <dd className="col-start-2 font-medium">{children}</dd>
    </div>
  );
}
