import type { AccessibleSeatingResponse, AccessibleSectionView } from "#domain/schemas/accessible";
import { isHoldExpired } from "#domain/seating/availability";
import { sectionNameOf } from "#domain/seating/layouts";
import { findEvent } from "#server/features/events";
import { AppError } from "#server/http/errors";
import { nowIso } from "#server/platform/clock";
import {
  findAccessibleReleases,
  findRowsOfEvent,
  findSeatsOfEvent,
  insertAccessibleRelease,
} from "./seating.repository";
import type { SeatingDeps } from "./seating.service";

/**
 * GET /api/events/:id/accessible-seating: each section with wheelchair spaces, how many of its
 * spaces, companion seats and ordinary seats are neither held nor sold, and whether it was
 * released. Releasing is suggested once the section's ordinary seats are all taken while spaces
 * are still unsold.
 */
export async function accessibleSeating(
  deps: SeatingDeps,
  input: { eventId: string },
): Promise<AccessibleSeatingResponse> {
  const event = await findEvent(deps.db, input.eventId);
  if (!event) throw new AppError("not_found");
  const [rows, seats, claims, releases] = await Promise.all([
    findRowsOfEvent(deps.db, event.id),
    findSeatsOfEvent(deps.db, event.id),
    deps.claims.live(deps.db, event.id),
    findAccessibleReleases(deps.db, event.id),
  ]);
  const taken = new Set([
    ...claims.soldSeatIds,
    ...claims.holds.filter((h) => !isHoldExpired(h.expires_at, deps.now)).map((h) => h.seat_id),
  ]);
  const releasedAt = new Map(releases.map((r) => [r.section, r.released_at]));
  const views = new Map<string, AccessibleSectionView>();
  // Sections in the layout's order, from the stage back (the rows are read front to back).
  for (const row of rows) {
    if (views.has(row.section)) continue;
    const at = releasedAt.get(row.section) ?? null;
    views.set(row.section, {
      key: row.section,
      name: sectionNameOf(row.section) ?? row.section,
      spaces: 0,
      unsoldSpaces: 0,
      companions: 0,
      unsoldCompanions: 0,
      otherSeatsAvailable: 0,
      released: at !== null,
      releasedAt: at,
      suggested: false,
    });
  }
  for (const seat of seats) {
    const view = views.get(seat.section);
    if (!view) continue;
    const free = !taken.has(seat.id);
    if (seat.access === "wheelchair") {
      view.spaces += 1;
      if (free) view.unsoldSpaces += 1;
    } else if (seat.access === "companion") {
      view.companions += 1;
      if (free) view.unsoldCompanions += 1;
    } else if (free) {
      view.otherSeatsAvailable += 1;
    }
  }
  const sections = [...views.values()].filter((v) => v.spaces > 0);
  for (const v of sections) v.suggested = !v.released && v.unsoldSpaces > 0 && v.otherSeatsAvailable === 0;
  return { eventId: event.id, sections };
}

/**
 * POST /api/events/:id/sections/:section/accessible-release: the section's unsold spaces and
 * companion seats go on general sale. Final; releasing again changes nothing (the first release's
 * time and admin stay). A section the event has no seats in is not found.
 */
export async function releaseAccessibleSection(
  deps: SeatingDeps,
  input: { eventId: string; section: string; adminId: string },
): Promise<AccessibleSeatingResponse> {
  const event = await findEvent(deps.db, input.eventId);
  if (!event) throw new AppError("not_found");
  const rows = await findRowsOfEvent(deps.db, event.id);
  if (!rows.some((r) => r.section === input.section)) throw new AppError("not_found");
  await insertAccessibleRelease(deps.db, {
    eventId: event.id,
    section: input.section,
    releasedBy: input.adminId,
    releasedAt: nowIso(deps.now),
  });
  return accessibleSeating(deps, input);
}
