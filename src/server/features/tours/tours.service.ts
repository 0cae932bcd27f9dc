import type { Language } from "#domain/i18n/translate";
import type { TourAvailability, TourBookingView } from "#domain/schemas/tours";
import { addDays } from "#domain/time";
import {
  spotsLeft,
  TOUR_CAPACITY,
  TOUR_DURATION_MINUTES,
  tourBookerName,
  tourDateProblem,
  tourStart,
  venueToday,
} from "#domain/tours";
import type { AppContext, SignedInUser } from "#server/context";
import { isUniqueViolation } from "#server/db/errors";
import { AppError } from "#server/http/errors";
import { nowIso } from "#server/platform/clock";
import { tourConfirmationMail } from "./tour.mail";
import {
  cancelConfirmedBooking,
  countConfirmedByDate,
  countConfirmedOn,
  findProfile,
  findTourBooking,
  findUpcomingOfUser,
  hasConfirmedBookingOn,
  insertTourBooking,
  lockTourDate,
  type TourBookingRow,
} from "./tours.repository";

export type ToursDeps = Pick<AppContext, "db" | "mailer" | "logger"> & { publicUrl: string };

class AlreadyBooked extends Error {}
class DateFull extends Error {}

function view(row: TourBookingRow): TourBookingView {
  return {
    id: row.id,
    date: row.tour_date,
    startsAt: tourStart(row.tour_date).toISOString(),
    durationMinutes: TOUR_DURATION_MINUTES,
    status: row.status,
    name: row.user_name,
    email: row.user_email,
    createdAt: row.created_at,
  };
}

/** Every date of [from, to] with its confirmed count, spots left and whether it can be booked. */
export async function tourAvailability(
  deps: Pick<ToursDeps, "db">,
  range: { from: string; to: string },
  now: Date,
): Promise<TourAvailability> {
  const counts = await countConfirmedByDate(deps.db, range.from, range.to);
  const dates: TourAvailability["dates"] = [];
  for (let date = range.from; date <= range.to; date = addDays(date, 1)) {
    const confirmed = counts.get(date) ?? 0;
    dates.push({
      date,
      confirmed,
      spotsLeft: spotsLeft(confirmed),
      bookable: tourDateProblem(date, confirmed, now) === null,
    });
  }
  return { ...range, today: venueToday(now), capacity: TOUR_CAPACITY, dates };
}

/**
 * Books one spot on the date for the user. The count and the insert happen in one
 * transaction that holds the date's lock, so a date never passes its capacity, however many
 * people press Book at once. One confirmed booking per person and date (see migration 0006).
 * The confirmation mail is queued in the same transaction: every booking has its mail, and a
 * refused one has none.
 */
export async function bookTour(
  deps: ToursDeps,
  user: SignedInUser,
  date: string,
  language: Language,
  now: Date,
): Promise<TourBookingView> {
  // Past, too far ahead: no need to take a lock to refuse.
  if (tourDateProblem(date, 0, now) !== null) throw new AppError("conflict", { reason: "date_unavailable" });
  const profile = await findProfile(deps.db, user.id);
  const email = profile?.email ?? user.email;
  const row: TourBookingRow = {
    id: crypto.randomUUID(),
    user_id: user.id,
    user_email: email,
    user_name: tourBookerName({ fullName: profile?.full_name ?? user.name, email }),
    tour_date: date,
    status: "confirmed",
    created_at: nowIso(now),
  };

  let booked: TourBookingRow;
  try {
    booked = await deps.db.transaction().execute(async (trx) => {
      await lockTourDate(trx, date);
      if (await hasConfirmedBookingOn(trx, user.id, date)) throw new AlreadyBooked();
      if (tourDateProblem(date, await countConfirmedOn(trx, date), now) !== null) throw new DateFull();
      const inserted = await insertTourBooking(trx, row);
      await deps.mailer.enqueue(
        trx,
        tourConfirmationMail(
          { id: inserted.id, date, name: inserted.user_name, email: inserted.user_email },
          language,
          deps.publicUrl,
        ),
      );
      return inserted;
    });
  } catch (error) {
    if (error instanceof DateFull) throw new AppError("conflict", { reason: "date_unavailable" });
    // The unique index is the backstop for the check above.
    if (error instanceof AlreadyBooked || isUniqueViolation(error)) {
      throw new AppError("conflict", { reason: "already_booked" });
    }
    throw error;
  }
  deps.mailer.nudge();
  return view(booked);
}

/** The user's confirmed tours from today (venue time) on, soonest first. */
export async function upcomingTours(deps: Pick<ToursDeps, "db">, user: SignedInUser, now: Date) {
  return (await findUpcomingOfUser(deps.db, user.id, venueToday(now))).map(view);
}

/**
 * Cancels one of the user's upcoming tours, which frees its spot. Someone else's booking answers
 * exactly like a missing one, so ids cannot be probed.
 */
export async function cancelTour(
  deps: Pick<ToursDeps, "db">,
  user: SignedInUser,
  id: string,
  now: Date,
): Promise<TourBookingView> {
  const booking = await findTourBooking(deps.db, id);
  if (!booking || booking.user_id !== user.id || booking.status !== "confirmed") throw new AppError("not_found");
  if (booking.tour_date < venueToday(now)) throw new AppError("conflict", { reason: "tour_past" });
  const cancelled = await cancelConfirmedBooking(deps.db, id);
  // Cancelled by a second request between the read and the update.
  if (!cancelled) throw new AppError("not_found");
  return view(cancelled);
}
