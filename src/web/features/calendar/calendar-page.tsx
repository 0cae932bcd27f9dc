import { AlertTriangle, CalendarX2, Mail, Phone, Trash2 } from "lucide-react";
import { Suspense } from "react";
import { Link } from "react-router";
import { venue } from "#domain/venue";
import { LoadingState } from "#web/components/loading-state";
import { Button } from "#web/components/ui/button";
import { useSession } from "#web/features/auth";
import { useCanChangeEvent } from "#web/features/event-manager";
import { EventCard, useUpcomingEvents } from "#web/features/listings";
import { lazyWithParts } from "#web/lib/lazy-with-parts";
import { useTranslation } from "#web/lib/translation";
import { useDocumentTitle } from "#web/lib/use-document-title";
import { useHydrated } from "#web/lib/use-hydrated";

/** A manager's delete (or cancel) button, with its dialogs and texts: no other visitor fetches it. */
const DeleteEventButton = lazyWithParts(
  () => import("./delete-event-button").then((module) => module.DeleteEventButton),
  ["listings", "manage", "tickets"],
);

/**
 * The Delete button on an event the viewer may change. The server's HTML and the hydration draw it
 * disabled (a button drawn before its code is there could not take a click), as does the wait for
 * its code.
 */
function DeleteAction({ event }: { event: { id: string; title: string } }) {
  const { t } = useTranslation();
  const mayDelete = useCanChangeEvent(event.id);
  const hydrated = useHydrated();
  if (!mayDelete) return null;
  const placeholder = (
    <Button variant="outline" className="text-destructive" disabled>
      <Trash2 aria-hidden="true" />
      {t("listings.calendar.delete")}
    </Button>
  );
  if (!hydrated) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <DeleteEventButton event={event} />
    </Suspense>
  );
}

/** /calendar: every approved upcoming event, two to a row, and the host-your-event card. */
export default function CalendarPage() {
  const { t } = useTranslation();
  const session = useSession();
  const events = useUpcomingEvents();
  useDocumentTitle(t("listings.calendar.title"));
  // Delete buttons for signed-in admins and event managers; the server still decides.
  const canDelete = session.user !== null && session.can("events.manage");

  return (
    <div className="mx-auto grid max-w-6xl gap-8 px-4 py-8 sm:py-12">
      <header>
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{t("listings.calendar.title")}</h1>
        <p className="mt-2 text-muted-foreground">{t("listings.calendar.lead")}</p>
      </header>

      {events.isPending ? (
        // A screen high while loading: the list arrives taller, and the card below it starts out of
        // sight instead of being pushed down in view.
        <LoadingState label={t("listings.calendar.loading")} className="min-h-dvh" />
      ) : events.isError ? (
        <div className="flex flex-col items-center gap-4 py-12 text-center">
          <AlertTriangle className="size-10 text-destructive" aria-hidden="true" />
          <p role="alert">{t("listings.calendar.error")}</p>
          <Button onClick={() => window.location.reload()}>{t("common.refreshPage")}</Button>
        </div>
      ) : events.data.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-border py-16 text-center">
          <CalendarX2 className="size-10 text-muted-foreground" aria-hidden="true" />
          <p className="text-lg" role="status">
            {t("listings.calendar.empty")}
          </p>
        </div>
      ) : (
        <ul className="grid gap-6 md:grid-cols-2" aria-label={t("listings.calendar.title")}>
          {events.data.map((event, index) => (
            <li key={event.id} className="flex">
              <EventCard
                event={event}
                // The first card's picture is in view on arrival, on a phone too.
                priority={index === 0}
                headingLevel={2}
                className="w-full"
                actions={canDelete ? <DeleteAction event={event} /> : undefined}
              />
            </li>
          ))}
        </ul>
      )}

      <section
        aria-labelledby="host-your-event"
        className="rounded-xl bg-slate-900 p-6 text-white shadow-sm sm:p-8 dark:bg-card dark:ring-1 dark:ring-border"
      >
        <h2 id="host-your-event" className="text-2xl font-bold">
          {t("listings.calendar.hostTitle")}
        </h2>
        <p className="mt-2 max-w-2xl text-slate-300">{t("listings.calendar.hostLead")}</p>
        <div className="mt-5 flex flex-wrap items-center gap-x-6 gap-y-3">
          <a href={venue.phoneHref} className="inline-flex items-center gap-2 font-medium hover:underline">
            <Phone className="size-4" aria-hidden="true" />
            {venue.phone}
          </a>
          <a href={`mailto:${venue.email}`} className="inline-flex items-center gap-2 font-medium hover:underline">
            <Mail className="size-4" aria-hidden="true" />
            {venue.email}
          </a>
          <Button asChild variant="accent">
            <Link to="/planner">{t("listings.calendar.planEvent")}</Link>
          </Button>
        </div>
      </section>
    </div>
  );
}
