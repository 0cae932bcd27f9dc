import { CalendarDays, Clock, ListPlus, MapPin, Ticket } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import type { EventListing } from "#domain/schemas/listings";
import { Button } from "#web/components/ui/button";
import { cn } from "#web/lib/cn";
import { useEventText } from "#web/lib/event-text";
import { useFormatters } from "#web/lib/format";
import { useTranslation } from "#web/lib/translation";
import { EventImage } from "./event-image";
import { FromPrice, SeatsNote } from "./seats-note";
import { TypeBadge } from "./type-badge";

export function eventPath(id: string): string {
  return `/events/${encodeURIComponent(id)}`;
}

export function boxOfficePath(id: string): string {
  return `/box-office?event=${encodeURIComponent(id)}`;
}

/**
 * One event as the calendar and the home page show it: picture, type badge, title,
 * tickets-available note and the cheapest price, long date, time, venue, description and Book Tickets.
 */
export function EventCard({
  event,
  headingLevel = 3,
  actions,
  className,
  priority = false,
}: {
  event: EventListing;
  headingLevel?: 2 | 3;
  /** Extra controls beside Book Tickets (the calendar's delete button). */
  actions?: ReactNode;
  className?: string;
  /** The page's first picture, in view on arrival: fetched at once and first (see EventImage). */
  priority?: boolean;
}) {
  const { t } = useTranslation();
  const text = useEventText();
  const title = text.title(event);
  const description = text.description(event);
  const dates = useFormatters();
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article
      className={cn(
        "flex flex-col overflow-hidden rounded-xl border border-border bg-card text-card-foreground shadow-sm",
        className,
      )}
      data-testid="event-card"
    >
      <div className="relative">
        <EventImage src={event.image} alt="" priority={priority} />
        <TypeBadge type={event.type} className="absolute left-3 top-3" />
      </div>
      <div className="flex flex-1 flex-col gap-3 p-5">
        <Heading className="text-xl font-bold leading-tight">
          <Link to={eventPath(event.id)} lang={text.titleLang(event)} className="hover:underline">
            {title}
          </Link>
        </Heading>
        <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1">
          <SeatsNote seatsLeft={event.seatsLeft} availability={event.availability} />
          {event.availability !== "sold_out" && <FromPrice fromPriceCents={event.fromPriceCents} />}
        </div>
        <dl className="grid gap-1.5 text-sm text-muted-foreground">
          <div className="flex items-center gap-2">
            <dt>
              <CalendarDays className="size-4" aria-hidden="true" />
              <span className="sr-only">{t("listings.card.date")}</span>
            </dt>
            <dd>{dates.longDate(event.eventDate)}</dd>
          </div>
          <div className="flex items-center gap-2">
            <dt>
              <Clock className="size-4" aria-hidden="true" />
              <span className="sr-only">{t("listings.card.time")}</span>
            </dt>
            <dd>{dates.time(event.eventDate)}</dd>
          </div>
          <div className="flex items-center gap-2">
            <dt>
              <MapPin className="size-4" aria-hidden="true" />
              <span className="sr-only">{t("listings.card.venue")}</span>
            </dt>
            <dd>{event.venue}</dd>
          </div>
        </dl>
        {description && (
          <p lang={text.descriptionLang(event)} className="line-clamp-3 text-sm">
            {description}
          </p>
        )}
        <div className="mt-auto flex flex-wrap items-center gap-2 pt-2">
          {/* A sold-out event's way in is its waitlist, in the box office. */}
          {event.availability === "sold_out" ? (
            <Button asChild>
              <Link to={boxOfficePath(event.id)} aria-label={t("listings.card.joinWaitlistFor", { title })}>
                <ListPlus aria-hidden="true" />
                {t("listings.card.joinWaitlist")}
              </Link>
            </Button>
          ) : (
            <Button asChild>
              <Link to={boxOfficePath(event.id)} aria-label={t("listings.card.bookTicketsFor", { title })}>
                <Ticket aria-hidden="true" />
                {t("listings.card.bookTickets")}
              </Link>
            </Button>
          )}
          {actions}
        </div>
      </div>
    </article>
  );
}
