import { z } from "zod";
import { addDays } from "../time";
import { isLocalDate } from "../tours";

/** The widest range one availability request may ask for: a month view with room to spare. */
export const MAX_AVAILABILITY_DAYS = 62;

const localDate = (missing: string) =>
  z.string({ error: missing }).min(1, missing).max(10, "tours.errors.invalidDate").refine(isLocalDate, {
    message: "tours.errors.invalidDate",
  });

/** POST /api/tours: the venue date to book, yyyy-MM-dd. */
export const bookTourSchema = z.object({ date: localDate("tours.errors.selectDate") });
export type BookTourInput = z.input<typeof bookTourSchema>;

/** GET /api/tours/availability?from=&to= (both yyyy-MM-dd, inclusive). */
export const tourAvailabilityQuerySchema = z
  .object({ from: localDate("validation.required"), to: localDate("validation.required") })
  .superRefine(({ from, to }, issues) => {
    // Zod runs this even when a field's own refinement failed.
    if (!isLocalDate(from) || !isLocalDate(to)) return;
    if (to < from) issues.addIssue({ code: "custom", path: ["to"], message: "tours.errors.rangeOrder" });
    else if (to > addDays(from, MAX_AVAILABILITY_DAYS - 1)) {
      issues.addIssue({ code: "custom", path: ["to"], message: "tours.errors.rangeTooLong" });
    }
  });

// --- Responses ------------------------------------------------------------------------------

export interface TourDateAvailability {
  date: string;
  confirmed: number;
  spotsLeft: number;
  /** Today or later, within the booking horizon, with a spot left. */
  bookable: boolean;
}

export interface TourAvailability {
  from: string;
  to: string;
  /** The venue's calendar day on the server's clock. */
  today: string;
  capacity: number;
  dates: TourDateAvailability[];
}

export interface TourBookingView {
  id: string;
  date: string;
  /** When the tour starts, ISO-8601 UTC. */
  startsAt: string;
  durationMinutes: number;
  status: "confirmed" | "cancelled";
  name: string;
  email: string;
  createdAt: string;
}

/** POST /api/tours and DELETE /api/my/tours/:id: the booking as it now stands. */
export interface TourBookingResponse {
  booking: TourBookingView;
}

/** GET /api/my/tours */
export interface MyToursResponse {
  tours: TourBookingView[];
}
