import type { Actor } from "#domain/permissions";
import type { BestAvailableResponse } from "#domain/schemas/best-available";
import { bestAvailable, bestAvailableRows } from "#domain/seating/best-available";
import { seatId } from "#domain/seating/layouts";
import { AppError } from "#server/http/errors";
import type { SeatStateStore } from "./seat-state-store";
import { canSeeEvent } from "./seating.service";

/**
 * POST /api/events/:id/best-available: the best block of adjacent seats for the request, read
 * from the seat states in memory (`bestAvailable` says which block is best). It reserves nothing:
 * two buyers may be offered the same seats, and the hold that follows decides between them as it
 * does for seats picked by hand.
 */
export async function proposeSeats(
  store: SeatStateStore,
  input: {
    actor: Actor;
    eventId: string;
    count: number;
    maxPriceCents?: number | undefined;
    section?: string | undefined;
  },
): Promise<BestAvailableResponse> {
  const seats = await store.rows(input.eventId);
  if (!seats || !canSeeEvent(input.actor, seats.event)) throw new AppError("not_found");
  const choice = bestAvailable(bestAvailableRows(seats.sections, seats.rows), input);
  if (!choice) return { seatIds: [] };
  return { seatIds: choice.seats.map((seat) => seatId(seats.event.id, choice.section, choice.row, seat)) };
}
