import type { SeatAllowance } from "#domain/schemas/seat-limits";
import { MAX_SEATS_PER_ORDER } from "#domain/schemas/tickets";

/** Why one more seat cannot join the cart: the order is full, or the account's share of the event is. */
export type CartRefusal = "order_full" | "account_full" | null;

/**
 * Whether a cart of `inCart` seats may take one more: at most MAX_SEATS_PER_ORDER an order, and
 * no more than the account may still hold or buy for the event (when that is known).
 */
export function cartRefusal(inCart: number, allowance: SeatAllowance | null | undefined): CartRefusal {
  if (inCart >= MAX_SEATS_PER_ORDER) return "order_full";
  if (allowance && inCart >= allowance.remaining) return "account_full";
  return null;
}

/** Seats the account may still add beside its cart, under the event's per-account limit. */
export function seatsLeftToAdd(inCart: number, allowance: SeatAllowance): number {
  return Math.max(0, allowance.remaining - inCart);
}
