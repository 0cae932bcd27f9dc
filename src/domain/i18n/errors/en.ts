import type { ErrorReason } from "../../errors";

/**
 * Why a request was refused, one sentence per reason the server gives (`errors.reasons.<reason>`),
 * English. The title stays the error code's. Every reason has its sentence: the type says so.
 */
export const errorReasonsEn = {
  seats_taken: "Some of the chosen seats were just booked by someone else. Please choose other seats.",
  unknown_seats: "Some of the chosen seats are not part of this event. Please reload the seating chart.",
  seats_changed: "The seating of this event changed meanwhile. Please reload the seating chart and choose again.",
  seats_sold_one: "{{count}} seat is held or sold. Seats can only change while none are held or sold.",
  seats_sold_other: "{{count}} seats are held or sold. Seats can only change while none are held or sold.",
  event_started: "This event has already started.",
  seat_limit: "You can hold or buy at most {{limit}} seats for this event; {{remaining}} left.",
  accessible_only:
    "Wheelchair spaces are for buyers who need accessible seating. Choose “I need wheelchair-accessible seating” to hold one.",
  companion_alone: "Companion seats are sold together with their wheelchair space. Choose the space as well.",
  rehold_cooldown:
    "You released these seats a moment ago. You can hold them again in {{retryAfterSeconds}} seconds, or choose other seats now.",
  accessible_limit:
    "One account can hold or buy at most {{limit}} wheelchair spaces (each with its companion seats) for this event; {{remaining}} left.",
  space_cooldown:
    "This wheelchair space was released a moment ago from your network. It can be held from your network again in {{retryAfterSeconds}} seconds.",
  network_seat_limit:
    "At most {{limit}} seats of this event can be held or bought from one network within {{minutes}} minutes. Please try again later.",
  hold_expired: "The seats were held for a limited time, and that time has run out. Please start again.",
  provider_unavailable: "This way of paying is not offered on this site.",
  rental_price_increase:
    "This change would cost more than the venue rental that was paid. Pay the difference to submit it.",
  rental_no_difference: "This change costs no more than the venue rental that was paid: just save it.",
  approval_status: "This event cannot be changed in its current state.",
  event_required: "Please choose an event first.",
  image_too_large: "The image file is too large.",
  image_unreadable: "The file could not be read as an image. Please choose a JPEG, PNG, GIF or WebP image.",
  upload_exists: "A file with the same name was just uploaded. Please try again.",
  date_unavailable: "This date is fully booked or in the past. Please select another date.",
  already_booked: "You already have a tour booked on this date.",
  tour_past: "This tour has already taken place.",
  cross_origin: "The request came from another site and was refused. Please reload this page and try again.",
  timeout: "A service we rely on took too long to answer. Please try again later.",
  unreachable: "A service we rely on could not be reached. Please try again later.",
  status: "A service we rely on answered with an error ({{status}}). Please try again later.",
  shape: "A service we rely on sent an answer we could not read. Please try again later.",
  has_orders: "This event has orders, so it cannot be deleted. Cancel it instead: its buyers are refunded.",
  already_cancelled: "This event has already been cancelled.",
  event_cancelled: "This event has been cancelled.",
  event_cancelled_refunded:
    "This event was cancelled while you were paying, so no tickets were issued. Your payment is being refunded to your card.",
  nothing_to_refund: "There is nothing left to refund on this order.",
  exception_resolved: "This payment exception has already been dealt with. Please reload the list.",
  refund_not_made: "The payment provider did not make the refund. It stays owed and is tried again shortly.",
  change_decided: "These changes were already decided, withdrawn or replaced by newer ones. Please reload the list.",
  admission_required: "Tickets for this event are sold through the waiting room. Join the line to choose seats.",
  admission_invalid: "Your turn to shop has ended or is not valid. Please rejoin the waiting room.",
  queue_not_open: "The waiting room for this event is not open.",
  queue_proof_invalid: "We could not confirm your browser. Please try joining again.",
  queue_address_taken: "Someone on your network already has a place in this line.",
  ticket_not_transferable:
    "This ticket can no longer be transferred: it was refunded or passed on already, it has been used at the door, or its event was cancelled or has started.",
  transfer_to_self: "This ticket is already yours. Enter the email address of the person you want to send it to.",
  wallet_unavailable: "This wallet is not available for our tickets yet.",
  seats_available:
    "This event still has {{count}} seats for sale: choose yours on the chart instead of joining the waitlist.",
  future_tickets_one:
    "You hold a ticket for an event still to come. Transfer it or ask for a refund first, then delete your account.",
  future_tickets_other:
    "You hold {{count}} tickets for events still to come. Transfer them or ask for a refund first, then delete your account.",
  house_seats: "These seats are held back by the venue and are not on sale. Please choose other seats.",
  not_on_sale: "Tickets for this event go on sale later. A presale code opens the sale early for its sections.",
  code_unknown: "This code is not valid for this event.",
  code_not_valid_now: "This code cannot be used at this time.",
  code_wrong_section: "This code is not valid for some of the chosen seats' sections.",
  code_used_up: "This code has already been used as many times as it allows.",
  code_exists: "A code with this name already exists for this event.",
} satisfies ReasonTexts;

/** A sentence for every reason; a reason that carries a count has its plural forms instead. */
type ReasonTexts = { [R in Exclude<ErrorReason, CountedReason>]: string } & {
  [R in CountedReason as `${R}_one` | `${R}_other`]: string;
};
type CountedReason = "seats_sold" | "future_tickets";
