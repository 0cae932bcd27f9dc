/**
 * Which seats a buyer who has not declared a need for accessible seating may hold, read from the
 * seat layout's answer as the box office's chart reads it: each row lists its wheelchair spaces and
 * their companion seats (`accessible` groups); a space needs the declaration and a companion seat
 * its space, so both are out of such a buyer's reach, unless an admin released the section
 * (`accessibleReleased`), whose marks then restrict nobody.
 */
import type { SeatLayoutResponse } from "#domain/schemas/tickets";
import { seatId } from "#domain/seating/layouts";

export interface SellableSeats {
  /** Every seat of the layout. */
  seats: number;
  /** The ids of the seats an undeclared buyer may hold, in the layout's order. */
  sellable: string[];
  /** Per seat, in the order of the seat states (sections' rows in order): 1 when it is restricted. */
  restricted: Uint8Array;
}

export function sellableSeats(layout: Pick<SeatLayoutResponse, "eventId" | "sections">): SellableSeats {
  const sellable: string[] = [];
  const restrictedFlags: number[] = [];
  for (const section of layout.sections) {
    for (const row of section.rows) {
      const marked = new Set<number>();
      if (!section.accessibleReleased) {
        for (const group of row.accessible ?? []) {
          marked.add(group.space);
          for (const companion of group.companions) marked.add(companion);
        }
      }
      for (let seat = 1; seat <= row.seats; seat++) {
        const restricted = marked.has(seat);
        restrictedFlags.push(restricted ? 1 : 0);
        if (!restricted) sellable.push(seatId(layout.eventId, section.key, row.row, seat));
      }
    }
  }
  return { seats: restrictedFlags.length, sellable, restricted: Uint8Array.from(restrictedFlags) };
}

/** GET the event's seat layout (the answer every chart reads) and what an undeclared buyer may hold of it. */
export async function fetchSellable(baseUrl: string, eventId: string): Promise<SellableSeats> {
  const response = await fetch(`${baseUrl}/api/events/${eventId}/seat-layout`);
  if (!response.ok) throw new Error(`no seat layout: ${response.status}`);
  return sellableSeats((await response.json()) as SeatLayoutResponse);
}
