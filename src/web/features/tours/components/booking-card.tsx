import { CalendarCheck, LogIn } from "lucide-react";
import { useMemo, useState } from "react";
import { Link } from "react-router";
import { lastBookableTourDate, TOUR_CAPACITY, venueToday } from "#domain/tours";
import { Button } from "#web/components/ui/button";
import { TextField } from "#web/components/ui/text-field";
import { useAuthDialog, useSession } from "#web/features/auth";
import { toast } from "#web/lib/toast";
import { useTranslation } from "#web/lib/translation";
import { useBookTour } from "../api/book-tour";
import { useMyTours } from "../api/my-tours";
import { useTourAvailability } from "../api/tour-availability";
import { toastBookingError } from "../lib/booking-feedback";
import { type CalendarData, dayState, firstOfMonth, lastOfMonth, monthOf } from "../lib/calendar-model";
import type { TourFormat } from "../lib/use-tour-format";
import { TourCalendar } from "./tour-calendar";

/** The calendar, the chosen date's spots and time, the visitor's email and Book Tour. */
export function BookingCard({ format }: { format: TourFormat }) {
  const { t } = useTranslation();
  const session = useSession();
  const { openAuthDialog } = useAuthDialog();
  const signedIn = session.user !== null;
  const [now] = useState(() => new Date());
  const [month, setMonth] = useState(() => monthOf(venueToday(now)));
  const [selected, setSelected] = useState<string | null>(null);

  const availability = useTourAvailability(firstOfMonth(month), lastOfMonth(month));
  const myTours = useMyTours(signedIn);
  const book = useBookTour();

  const data: CalendarData = useMemo(() => {
    // The server's "today" wins over this device's clock once known.
    const today = availability.data?.today ?? venueToday(now);
    return {
      today,
      lastDate: lastBookableTourDate(new Date(`${today}T12:00:00Z`)),
      byDate: new Map((availability.data?.dates ?? []).map((day) => [day.date, day])),
      mine: new Set(signedIn ? (myTours.data ?? []).map((tour) => tour.date) : []),
      capacity: availability.data?.capacity ?? TOUR_CAPACITY,
      // The time of the latest answer, so a page left open past 9:00 shows today closed once it refreshes.
      now: new Date(Math.max(availability.dataUpdatedAt, now.getTime())),
    };
  }, [availability.data, availability.dataUpdatedAt, myTours.data, signedIn, now]);

  const chosen = selected ? data.byDate.get(selected) : undefined;
  // While the next month loads, the grid keeps the previous one's data (its dates stay "unknown").
  const status = availability.isError
    ? "error"
    : availability.isPending || availability.isPlaceholderData
      ? "loading"
      : "ready";

  async function onBook() {
    if (!signedIn) {
      openAuthDialog("sign-in");
      return;
    }
    if (!selected) {
      toast.error(t("tours.errors.selectDateTitle"), { description: t("tours.errors.selectDate") });
      return;
    }
    if (dayState(selected, { ...data, now: new Date() }) !== "available") {
      toast.error(t("tours.errors.unavailableTitle"), { description: t("tours.errors.unavailable") });
      return;
    }
    try {
      const booking = await book.mutateAsync({ date: selected });
      toast.success(t("tours.success.title"), {
        description: t("tours.success.description", { date: format.date(booking.date), time: format.time }),
      });
      setSelected(null);
    } catch (error) {
      toastBookingError(t, error);
    }
  }

  return (
    <section aria-labelledby="tour-booking" className="grid gap-5 rounded-lg border border-border bg-card p-4 sm:p-6">
      <div>
        <h2 id="tour-booking" className="text-xl font-semibold">
          {t("tours.page.bookTitle")}
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">{t("tours.page.bookLead")}</p>
      </div>

      <TourCalendar
        month={month}
        onMonthChange={setMonth}
        selected={selected}
        onToggle={(date) => setSelected((current) => (current === date ? null : date))}
        data={data}
        format={format}
        status={status}
        onRetry={() => availability.refetch()}
      />

      <div aria-live="polite" className="rounded-md bg-muted p-4 text-sm">
        {selected ? (
          <dl className="grid gap-1">
            <dt className="sr-only">{t("tours.page.selectedDate")}</dt>
            <dd className="text-base font-semibold first-letter:uppercase">{format.weekdayDate(selected)}</dd>
            <dd>{t("tours.page.availableSpots", { count: chosen?.spotsLeft ?? 0, capacity: data.capacity })}</dd>
            <dd>{t("tours.page.tourTime", { time: format.time })}</dd>
          </dl>
        ) : (
          <p className="text-muted-foreground">{t("tours.page.noDateSelected")}</p>
        )}
      </div>

      {session.user ? (
        <TextField
          label={t("tours.page.email")}
          type="email"
          value={session.user.email}
          readOnly
          hint={t("tours.page.emailHint")}
          className="[&_input]:bg-muted"
        />
      ) : (
        <div className="flex flex-col gap-3 rounded-md border border-primary/40 bg-primary/5 p-4 sm:flex-row sm:items-center sm:justify-between">
          <p className="font-medium">{t("tours.page.signInPrompt")}</p>
          <Button variant="outline" onClick={() => openAuthDialog("sign-in")} className="shrink-0">
            <LogIn aria-hidden="true" />
            {t("tours.page.signIn")}
          </Button>
        </div>
      )}

      <Button size="lg" onClick={onBook} disabled={book.isPending || session.loading} aria-busy={book.isPending}>
        <CalendarCheck aria-hidden="true" />
        {book.isPending ? t("tours.page.booking") : t("tours.page.book")}
      </Button>

      {signedIn && (myTours.data?.length ?? 0) > 0 && (
        <Link to="/my-tickets" className="text-center text-sm text-primary underline-offset-4 hover:underline">
          {t("tours.page.myTours")}
        </Link>
      )}
    </section>
  );
}
