import type { Actor } from "#domain/permissions";
import type { BestAvailableResponse } from "#domain/schemas/best-available";
import { bestAccessible, bestAvailable, bestAvailableRows } from "#domain/seating/best-available";
import { seatId } from "#domain/seating/layouts";
import { AppError } from "#server/http/errors";
import type { SeatStateStore } from "./seat-state-store";
import { canSeeEvent } from "./seating.service";

/**
 * POST /api/events/:id/best-available: the best block of adjacent seats for the request, read
 * from the seat states and accessible marks in memory (`bestAvailable` says which block is best;
 * with `accessible` spaces, `bestAccessible` which spaces and companions). It reserves nothing:
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
    accessible?: number | undefined;
  },
): Promise<BestAvailableResponse> {
  const seats = await store.rows(input.eventId);
  if (!seats || !canSeeEvent(input.actor, seats.event)) throw new AppError("not_found");
  const rows = bestAvailableRows(seats.sections, seats.rows);
  const id = (section: string, row: number, seat: number) => seatId(seats.event.id, section, row, seat);
  if (input.accessible) {
    const proposal = bestAccessible(rows, input);
    return { seatIds: (proposal ?? []).map((s) => id(s.section, s.row, s.seat)) };
  }
  const choice = bestAvailable(rows, input);
  if (!choice) return { seatIds: [] };
  return { seatIds: choice.seats.map((seat) => id(choice.section, choice.row, seat)) };
}
