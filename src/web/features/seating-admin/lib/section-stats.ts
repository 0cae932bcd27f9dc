import type { SeatMap, SeatMapSection } from "#domain/schemas/tickets";
import { parseSeatId } from "#domain/seating/layouts";

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
 * Seats, sales and holds per section, from the same seat map the box office reads. A hold of
 * the admin's own ("mine") is a hold like any other here: it blocks a change just the same.
 */
export function seatingStats(map: SeatMap): SeatingStats {
  const claimed = new Map<string, { sold: number; held: number }>();
  for (const [seatId, state] of Object.entries(map.claims)) {
    const section = parseSeatId(seatId)?.section;
    if (!section) continue;
    const counts = claimed.get(section) ?? { sold: 0, held: 0 };
    if (state === "occupied") counts.sold += 1;
    else counts.held += 1;
    claimed.set(section, counts);
  }
  const sections = map.sections.map((section): SectionStats => {
    const prices = section.rows.map((row) => row.priceCents);
    const rows = section.rows.map((row) => row.row);
    return {
      key: section.key,
      firstRow: Math.min(...rows),
      lastRow: Math.max(...rows),
      seats: seatsIn(section),
      sold: claimed.get(section.key)?.sold ?? 0,
      held: claimed.get(section.key)?.held ?? 0,
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
