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
  /**
   * When a hold lapses: an ISO-8601 instant as stored, or epoch milliseconds as kept in memory.
   * Only holds have one.
   */
  expiresAt?: string | number | null;
}

/**
 * Every state a seat shows one viewer. `house`: a house seat nobody holds or bought, as staff see
 * it on the sales dashboard's occupancy view (buyers see it occupied; no claim makes it).
 */
export type SeatState = "available" | "selected" | "occupied" | "held" | "mine" | "house";

/** The states of a claimed seat: what a seat map sends, before any cart is laid over it. */
export type SeatClaimState = Exclude<SeatState, "available" | "selected" | "house">;

/** A claim that keeps everyone else off its seat right now: a sale, or a live hold and its holder. */
export type LiveClaim = { status: "sold" } | { status: "held"; userId: string };

export function holdExpiresAt(now: Date): Date {
  return new Date(now.getTime() + HOLD_MINUTES * 60_000);
}

/**
 * A hold ends at its expiry instant, inclusive. An expiry that is missing or unreadable counts
 * as lapsed: a hold with no readable deadline must not block a seat forever.
 */
export function isHoldExpired(expiresAt: string | number | null | undefined, now: Date | number): boolean {
  const end = typeof expiresAt === "number" ? expiresAt : expiresAt ? Date.parse(expiresAt) : Number.NaN;
  return Number.isNaN(end) || (typeof now === "number" ? now : now.getTime()) >= end;
}

/** A stored claim as it stands at `now`: a sale, a live hold, or null once released or lapsed. */
export function liveClaim(claim: SeatClaim | null | undefined, now: Date | number): LiveClaim | null {
  if (!claim) return null;
  switch (claim.status) {
    case "completed":
    case "complimentary":
      return { status: "sold" };
    case "held":
      return isHoldExpired(claim.expiresAt, now) ? null : { status: "held", userId: claim.userId };
    case "released":
      return null;
  }
}

/** Whether a claim keeps everyone else off the seat right now (a paid booking or a live hold). */
export function claimBlocksSeat(claim: SeatClaim | null | undefined, now: Date | number): boolean {
  return liveClaim(claim, now) !== null;
}

export interface SeatStateInput {
  /** The seat's live claim: `liveClaim` of a stored one, or the one a seat-map change announces. */
  claim?: LiveClaim | null;
  /** Null for a visitor who is not signed in. */
  viewerId: string | null;
  /** In the viewer's cart. */
  selected: boolean;
}

/**
 * A seat's state for one viewer; the server's seat map and the web chart both follow it. A claim
 * beats the cart: a seat someone else took shows as taken even in a stale cart. A booked seat is
 * occupied for everyone, its buyer included: My Tickets is where owners see their seats, and the
 * chart must not offer a bought seat for sale again. A live hold is "mine" to its holder and
 * "held" to everyone else.
 */
export function seatState(input: SeatStateInput & { claim: LiveClaim }): SeatClaimState;
export function seatState(input: SeatStateInput): SeatState;
export function seatState({ claim, viewerId, selected }: SeatStateInput): SeatState {
  if (claim) {
    if (claim.status === "sold") return "occupied";
    return viewerId !== null && claim.userId === viewerId ? "mine" : "held";
  }
  return selected ? "selected" : "available";
}
