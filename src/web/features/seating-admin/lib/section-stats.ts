import type { SeatLayoutResponse, SeatMapSection, SeatStatesResponse } from "#domain/schemas/tickets";
import { SEAT_CODES } from "#domain/seating/seat-states";

export interface SectionStats {
  key: string;
  firstRow: number;
  lastRow: number;
  seats: number;
  sold: number;
  held: number;
  minPriceCents: number;
  maxPriceCents: number;
}

export interface SeatingStats {
  sections: SectionStats[];
  seats: number;
  sold: number;
  held: number;
}

function seatsIn(section: SeatMapSection): number {
  return section.rows.reduce((sum, row) => sum + row.seats, 0);
}

/**
 * Seats, sales and holds per section, from the same seat states the box office reads: the states'
 * rows follow the layout's sections and rows in order. Every hold counts, the admin's own
 * included: it blocks a change just the same.
 */
export function seatingStats(
  layout: Pick<SeatLayoutResponse, "sections">,
  states: Pick<SeatStatesResponse, "rows">,
): SeatingStats {
  let rowIndex = 0;
  const sections = layout.sections.map((section): SectionStats => {
    let sold = 0;
    let held = 0;
    for (let i = 0; i < section.rows.length; i++) {
      const codes = states.rows[rowIndex++] ?? "";
      for (const code of codes) {
        if (code === SEAT_CODES.sold) sold++;
        else if (code === SEAT_CODES.held) held++;
      }
    }
    const prices = section.rows.map((row) => row.priceCents);
    const rows = section.rows.map((row) => row.row);
    return {
      key: section.key,
      firstRow: Math.min(...rows),
      lastRow: Math.max(...rows),
      seats: seatsIn(section),
      sold,
      held,
      minPriceCents: Math.min(...prices),
      maxPriceCents: Math.max(...prices),
    };
  });
  return {
    sections,
    seats: sections.reduce((sum, s) => sum + s.seats, 0),
    sold: sections.reduce((sum, s) => sum + s.sold, 0),
    held: sections.reduce((sum, s) => sum + s.held, 0),
  };
}
