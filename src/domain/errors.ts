/**
 * Error codes that cross the wire as `{ "error": { "code", "params" } }`. The web app turns each
 * into a translated title and description (`errors.<code>` in the catalogs).
 */
export const ERROR_CODES = [
  "bad_request",
  "validation_failed",
  "unauthenticated",
  "forbidden",
  "not_found",
  "conflict",
  "payment_declined",
  "rate_limited",
  "payload_too_large",
  "internal",
  /** A venue rental was paid but its event could not be created (kept for an admin). */
  "rental_event_failed",
  /** An outside service we called (the generative assistant) failed: bad status, shape or timeout. */
  "upstream_failed",
  /** The database cannot be reached right now (restarting, network down): try again shortly. */
  "unavailable",
  /** The server has no room left to write (its disk is full): nothing was changed; try again later. */
  "storage_full",
  /**
   * A staff route asked of an admin or event manager whose session has not passed a second factor
   * (or who has not set one up): `params.missing` says which.
   */
  "two_factor_required",
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

/**
 * Why a request failed, beyond its code: each reason with the parameters it carries. A new reason
 * is added here, so the server can only send reasons the web app knows how to explain.
 */
export interface ErrorReasons {
  /** Some of the chosen seats were claimed first. */
  seats_taken: { seatIds: string[] };
  /** The seats named do not exist on this event. */
  unknown_seats: { seatIds: string[] };
  /** The event's seating changed while seats were being held. */
  seats_changed: Record<never, never>;
  /** Seats are held or sold, so the layout or section cannot change. */
  seats_sold: { count: number };
  /** The event has already started. */
  event_started: Record<never, never>;
  /**
   * The account would have more seats on the event than its per-account limit allows (holds,
   * paid and complimentary seats together, the request's included).
   */
  seat_limit: { limit: number; remaining: number };
  /** Wheelchair spaces, held only by a buyer who asked for accessible seating. */
  accessible_only: { seatIds: string[] };
  /** Companion seats, sold only together with their wheelchair space. */
  companion_alone: { seatIds: string[] };
  /** The account released these seats a moment ago and may take them again only after a wait. */
  rehold_cooldown: { retryAfterSeconds: number };
  /** The account would hold more wheelchair spaces on the event than its limit allows. */
  accessible_limit: { limit: number; remaining: number };
  /**
   * A wheelchair space was released a moment ago by an account of the same network (or this one):
   * nobody from that network may take it again until the wait ends.
   */
  space_cooldown: { retryAfterSeconds: number };
  /** Outside a waiting room, the seats held or bought from one network in a short window are capped too. */
  network_seat_limit: { limit: number; minutes: number };
  /** The hold lapsed before it was paid. */
  hold_expired: Record<never, never>;
  /** The payment provider asked for is not offered on this site. */
  provider_unavailable: Record<never, never>;
  /** A manager's edit would cost more than the rental that was paid. */
  rental_price_increase: { paidCents: number; quoteCents: number };
  /** The edit costs no more than what was paid for the rental: there is no difference to pay. */
  rental_no_difference: Record<never, never>;
  /** The event is not in a state that allows the change. */
  approval_status: { status: string };
  /** The request must name an event. */
  event_required: Record<never, never>;
  /** The image is larger than allowed. */
  image_too_large: { maxBytes: number };
  /** The image's bytes could not be read as an image. */
  image_unreadable: Record<never, never>;
  /** An upload with the same name exists. */
  upload_exists: Record<never, never>;
  /** A tour date is past, full or not offered. */
  date_unavailable: Record<never, never>;
  /** The person already has a tour booking on that date. */
  already_booked: Record<never, never>;
  /** The tour has already taken place. */
  tour_past: Record<never, never>;
  /** A state change came from another site. */
  cross_origin: Record<never, never>;
  /** An outside service did not answer in time. */
  timeout: Record<never, never>;
  /** An outside service could not be reached. */
  unreachable: Record<never, never>;
  /** An outside service answered with an error status. */
  status: { status: number };
  /** An outside service answered something we could not read. */
  shape: Record<never, never>;
  /** The event has orders, so it is kept: it can be cancelled (its buyers refunded), not deleted. */
  has_orders: Record<never, never>;
  /** The event was cancelled already. */
  already_cancelled: Record<never, never>;
  /** The event is cancelled: it cannot be changed, approved or booked any more. */
  event_cancelled: Record<never, never>;
  /** The event was cancelled while the buyer paid: the charge is given back to their card. */
  event_cancelled_refunded: Record<never, never>;
  /** Everything asked for is refunded already (or the order was never paid). */
  nothing_to_refund: Record<never, never>;
  /** The payment exception was resolved already, or the action does not fit it. */
  exception_resolved: Record<never, never>;
  /** The payment provider did not make the refund; it stays owed and is tried again. */
  refund_not_made: Record<never, never>;
  /** The event change was already approved, rejected, withdrawn or replaced by a newer one. */
  change_decided: { status: string };
  /** The event's on-sale queue is active: seats are held only with an admission from it. */
  admission_required: Record<never, never>;
  /** The admission token is forged, for another event or account, expired or already used up. */
  admission_invalid: Record<never, never>;
  /** The queue does not take visitors (yet, or any more). */
  queue_not_open: Record<never, never>;
  /** The proof-of-work that comes with joining the queue is missing, wrong or used already. */
  queue_proof_invalid: Record<never, never>;
  /** Someone else already holds a place in this queue from the same address. */
  queue_address_taken: Record<never, never>;
  /**
   * The ticket cannot be passed on: it is refunded, its event cancelled or started, it was passed
   * on already or it has been admitted at the door.
   */
  ticket_not_transferable: { state: "refunded" | "event_cancelled" | "event_started" | "transferred" | "checked_in" };
  /** A ticket cannot be transferred to the account that holds it. */
  transfer_to_self: Record<never, never>;
  /** The venue has not set up this wallet (Apple or Google). */
  wallet_unavailable: Record<never, never>;
  /** The waitlist takes people only while the event has no free seats: these can be bought now. */
  seats_available: { count: number };
  /**
   * The account holds tickets (or a ticket passed to its address) for events still to come: they
   * are transferred or refunded before the account is deleted.
   */
  future_tickets: { count: number };
  /** The venue holds these seats back (house seats): buyers cannot hold them. */
  house_seats: { seatIds: string[] };
  /** The event's sale has not opened yet (a presale code opens it early). */
  not_on_sale: { onSaleAt: string };
  /** No such code for this event, or it is switched off. */
  code_unknown: Record<never, never>;
  /** The code is not valid at this time (before its start or after its end). */
  code_not_valid_now: Record<never, never>;
  /** The code is not for (some of) these seats' sections. */
  code_wrong_section: { seatIds: string[] };
  /** The code has been used as often as it may be, in all or by this account. */
  code_used_up: Record<never, never>;
  /** A code with that name exists for this event. */
  code_exists: Record<never, never>;
}

export type ErrorReason = keyof ErrorReasons;

/** The parameters of an error: a reason with its own fields, or the few codes that carry others. */
export type ErrorParams =
  | { [R in ErrorReason]: { reason: R } & ErrorReasons[R] }[ErrorReason]
  /** `rate_limited`: which limit was reached. */
  | { limit: string }
  /** `rental_event_failed`: the paid order kept for an admin. */
  | { orderId: string }
  /** `two_factor_required`: no authenticator app set up yet (`enrol`), or this session not confirmed (`verify`). */
  | { missing: "enrol" | "verify" };

export interface ApiErrorBody {
  error: {
    code: ErrorCode;
    params?: ErrorParams;
    /** Field-level problems of a `validation_failed`: path -> message key. */
    fields?: Record<string, string>;
  };
}

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === "string" && (ERROR_CODES as readonly string[]).includes(value);
}

/** Narrows an error's parameters to one reason, with that reason's fields typed. */
export function hasReason<R extends ErrorReason>(
  params: object | undefined,
  reason: R,
): params is { reason: R } & ErrorReasons[R] {
  return params !== undefined && "reason" in params && (params as { reason: unknown }).reason === reason;
}
