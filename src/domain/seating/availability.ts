/**
 * A seat's state for one viewer, derived from the seat's live claim (if any), the viewer's cart
 * and the time. Checkout holds seats for HOLD_MINUTES so two buyers cannot pay for the same
 * seat; a hold that lapses frees the seat without anyone having to clean it up.
 */

export const HOLD_MINUTES = 10;

/** The booking row's payment_status; only `held`, `completed` and `complimentary` hold a seat. */
export const CLAIM_STATUSES = ["held", "completed", "complimentary", "released"] as const;
export type ClaimStatus = (typeof CLAIM_STATUSES)[number];

export interface SeatClaim {
  status: ClaimStatus;
  userId: string;
  /** ISO-8601 instant; only holds have one. */
  expiresAt?: string | null;
}

export type SeatState = "available" | "selected" | "occupied" | "held" | "mine";

export function holdExpiresAt(now: Date): Date {
  return new Date(now.getTime() + HOLD_MINUTES * 60_000);
}

/**
 * A hold ends at its expiry instant, inclusive. An expiry that is missing or unreadable counts
 * as lapsed: a hold with no readable deadline must not block a seat forever.
 */
export function isHoldExpired(expiresAtIso: string | null | undefined, now: Date): boolean {
  const expiresAt = expiresAtIso ? Date.parse(expiresAtIso) : Number.NaN;
  return Number.isNaN(expiresAt) || now.getTime() >= expiresAt;
}

/** Whether a claim keeps everyone else off the seat right now (a paid booking or a live hold). */
export function claimBlocksSeat(claim: SeatClaim | null | undefined, now: Date): boolean {
  if (!claim) return false;
  switch (claim.status) {
    case "completed":
    case "complimentary":
      return true;
    case "held":
      return !isHoldExpired(claim.expiresAt, now);
    case "released":
      return false;
  }
}

export interface SeatStateInput {
  claim?: SeatClaim | null;
  /** Null for a visitor who is not signed in. */
  viewerId: string | null;
  /** In the viewer's cart. */
  selected: boolean;
  now: Date;
}

/**
 * A booked seat is occupied for everyone, its buyer included: My Tickets is where owners see
 * their seats, and the chart must not offer a bought seat for sale again.
 */
export function seatState({ claim, viewerId, selected, now }: SeatStateInput): SeatState {
  if (claim && claimBlocksSeat(claim, now)) {
    if (claim.status !== "held") return "occupied";
    return viewerId !== null && claim.userId === viewerId ? "mine" : "held";
  }
  return selected ? "selected" : "available";
}
