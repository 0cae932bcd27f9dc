/**
 * An event's seat layout as the protocol lists it, built from its seat rows, its wheelchair spaces
 * and companion seats, and its released sections; its version is the digest of its content, so the
 * same layout has the same version in every process, and a reload that reads the same keeps it.
 */
import { createHash } from "node:crypto";
import type { Kysely } from "kysely";
import { allInCents, type PricingRules } from "#domain/pricing";
import type { SeatLayoutResponse, SeatMapSection } from "#domain/schemas/tickets";
import { SECTION_TIERS, sectionNameOf } from "#domain/seating/layouts";
import { type SeatGrid, seatGrid } from "#domain/seating/seat-states";
import type { DB, EventRow } from "#server/db/schema";
import { groupsByRow } from "./accessible-groups";
import { EncodedBody } from "./encoded-body";
import { findAccessibleReleases, findAccessMarksOfEvent, findRowsOfEvent } from "./seating.repository";
import { ensureSeats } from "./seating.service";

/** The layout of an event as the protocol lists it: its grid and its answer. */
export interface Layout {
  /** What the layout was built from, so a reload that reads the same rows keeps it. */
  source: string;
  grid: SeatGrid;
  version: string;
  body: EncodedBody;
  /** The sections in order, each with its rows and prices (the answer's own list). */
  sections: readonly SeatMapSection[];
}

/** What a layout is built from: the rows, the wheelchair spaces and companion seats, the releases. */
export interface LayoutRows {
  rows: Awaited<ReturnType<typeof findRowsOfEvent>>;
  marks: Awaited<ReturnType<typeof findAccessMarksOfEvent>>;
  released: readonly string[];
}

export async function readLayoutRows(db: Kysely<DB>, event: EventRow): Promise<LayoutRows> {
  let rows = await findRowsOfEvent(db, event.id);
  if (rows.length === 0) {
    await ensureSeats(db, event);
    rows = await findRowsOfEvent(db, event.id);
  }
  const marks = await findAccessMarksOfEvent(db, event.id);
  const released = (await findAccessibleReleases(db, event.id)).map((r) => r.section);
  return { rows, marks, released };
}

/**
 * Everything the layout answer depends on, as text: a reload that reads the same keeps the layout,
 * and a change of marks or a release (heard at the next read, here or on another instance) makes a
 * new one, announced to open charts as a layout change is.
 */
export function layoutSource(event: EventRow, { rows, marks, released }: LayoutRows): string {
  return [
    event.id,
    event.layout,
    rows.map((r) => `${r.section}:${r.row_number}:${r.last_seat}:${r.price_cents}`).join(","),
    marks.map((m) => `${m.section}:${m.row_number}:${m.seat_number}:${m.access}`).join(","),
    released.join(","),
  ].join("|");
}

export function layoutOf(
  event: EventRow,
  { rows, marks, released }: LayoutRows,
  source: string,
  pricing: PricingRules,
): Layout {
  const groups = groupsByRow(marks);
  const releasedSections = new Set(released);
  const sections = new Map<string, SeatMapSection>();
  for (const row of rows) {
    let section = sections.get(row.section);
    if (!section) {
      const name = sectionNameOf(row.section);
      section = {
        key: row.section,
        name: name ?? row.section,
        tier: name ? SECTION_TIERS[name] : "general",
        rows: [],
        accessibleReleased: releasedSections.has(row.section),
      };
      sections.set(row.section, section);
    }
    const accessible = groups.get(`${row.section}:${row.row_number}`);
    section.rows.push({
      row: row.row_number,
      seats: row.last_seat,
      // What a buyer pays, fee and tax included: every price the chart shows is all-in.
      priceCents: allInCents(row.price_cents, pricing),
      listPriceCents: row.price_cents,
      ...(accessible?.length ? { accessible } : {}),
    });
  }
  const list = [...sections.values()];
  for (const section of list) section.rows.sort((a, b) => a.row - b.row);
  // The version is the content's own digest: the same layout has the same version in every process.
  const version = createHash("sha256")
    .update(JSON.stringify([event.layout, list]))
    .digest("base64url")
    .slice(0, 16);
  const grid = seatGrid(event.id, list);
  const body: SeatLayoutResponse = {
    eventId: event.id,
    layout: event.layout,
    layoutVersion: version,
    seats: grid.seatCount,
    sections: list,
  };
  return { source, grid, version, body: new EncodedBody(`W/"${version}"`, JSON.stringify(body)), sections: list };
}
