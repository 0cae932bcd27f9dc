/**
 * Accessible seating as an admin manages it, per section of an event.
 *
 * GET  /api/events/:id/accessible-seating: every section with spaces, how many are unsold, and
 *      whether releasing them is suggested (every other seat of the section is sold).
 * POST /api/events/:id/sections/:section/accessible-release: releases the section's unsold
 *      wheelchair spaces and companion seats to everyone; answers the same document. Releasing is
 *      final (a released seat may already be sold as an ordinary one) and repeating it changes
 *      nothing.
 */
export interface AccessibleSectionView {
  key: string;
  name: string;
  /** Wheelchair spaces in the section, and how many are neither held nor sold. */
  spaces: number;
  unsoldSpaces: number;
  companions: number;
  unsoldCompanions: number;
  /** Ordinary seats of the section still neither held nor sold. */
  otherSeatsAvailable: number;
  released: boolean;
  releasedAt: string | null;
  /** Releasing is suggested: the section's ordinary seats are sold out and spaces are unsold. */
  suggested: boolean;
}

export interface AccessibleSeatingResponse {
  eventId: string;
  sections: AccessibleSectionView[];
}
