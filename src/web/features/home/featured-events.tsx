import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { FEATURED_EVENT_COUNT } from "#domain/schemas/listings";
import { Button } from "#web/components/ui/button";
import { EventCard, useUpcomingEvents } from "#web/features/listings";
import { useTranslation } from "#web/lib/translation";

const GRID = "grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3";
const PLACEHOLDERS = ["first", "second", "third"].slice(0, FEATURED_EVENT_COUNT);

/** Up to three upcoming events, one, two or three across, and a link to the calendar. */
export function FeaturedEvents() {
  const { t } = useTranslation();
  const events = useUpcomingEvents(FEATURED_EVENT_COUNT);

  return (
    <section aria-labelledby="featured-events" className="mx-auto max-w-7xl px-4 py-16">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 id="featured-events" className="text-3xl font-bold tracking-tight">
            {t("listings.home.featuredTitle")}
          </h2>
          <p className="mt-2 text-muted-foreground">{t("listings.home.featuredLead")}</p>
        </div>
        <Button asChild variant="outline">
          <Link to="/calendar">
            {t("listings.home.viewAllEvents")}
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      </div>

      <div className="mt-8">
        {events.isPending ? (
          <div className={GRID} role="status" aria-label={t("listings.calendar.loading")}>
            {PLACEHOLDERS.map((key) => (
              <div key={key} className="h-96 animate-pulse rounded-xl bg-muted" />
            ))}
          </div>
        ) : events.isError ? (
          <p role="alert" className="text-muted-foreground">
            {t("listings.home.featuredError")}
          </p>
        ) : events.data.length === 0 ? (
          <p className="text-muted-foreground">{t("listings.calendar.empty")}</p>
        ) : (
          <ul className={GRID}>
            {events.data.map((event) => (
              <li key={event.id} className="flex">
                <EventCard event={event} className="w-full" />
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
