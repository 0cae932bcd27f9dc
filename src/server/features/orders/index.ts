/**
 * Orders own the `orders` and `bookings` tables: holding seats, complimentary bookings, settling
 * a payment (`settlePayment`, announcing order events), reading and closing orders. Payments,
 * rentals and tickets reach order rows only through this surface.
 */

export {
  lockBooking,
  passBookingOn,
  takeOverPendingBooking,
} from "./bookings.repository";
/**
 * Live claims on seats, as the waiting room, listings, the assistant and the waitlist count them,
 * and as seating reads them (given to it at boot: `seatClaims`).
 */
export {
  countClaimedSeatsByEvent,
  countClaimedSeatsBySection,
  countLiveClaimsByEvent,
  countSoldAndHeldOfEvent,
  liveClaimOnSeat,
  seatClaims,
} from "./claims.read";
export { findHeldClaimsOn, lockEventForClaims } from "./claims.repository";
/** The settled seats of events, as the sales dashboard counts them. */
export { settledSeatsOfEvents } from "./dashboard.read";
/** An event's tickets, as the door, the sales view and the payment exceptions read them. */
export {
  admittedRefundedTickets,
  bookingSeatsOfEvent,
  countValidTicketsOfEvent,
  type SoldSeatRow,
  scannedTicket,
  soldSeatsOfEvent,
  ticketsOfEvent,
} from "./event-tickets.read";
export { seatAllowance } from "./fair-play";
export {
  AccountBusy,
  bookComplimentary,
  cancelHeldOrder,
  holdOfferedSeats,
  holdOfferedSeatsWithin,
  holdWindowSeats,
  releaseLapsedHolds,
  type SeatHolder,
} from "./holds.service";
export { ordersJobs } from "./orders.jobs";
export {
  applyPaidOrder,
  clearCheckoutRef,
  closeOrders,
  findAbandonedCheckouts,
  findOrder,
  findOrderByProviderRef,
  findOrderForConfirmation,
  findOrderSeats,
  findSettledOrdersOfEvent,
  insertOrder,
  lockOrder,
  type NewOrder,
  type OrderRow,
  refundOrderSeats,
  setCheckoutRef,
  voidOrderSeats,
} from "./orders.repository";
export {
  type ClaimInput,
  getOwnOrder,
  lineOfBooking,
  newOrderRow,
  type OrderReadDeps,
  type OrdersDeps,
  orderDetails,
  orderView,
  ownOrder,
  publishSeatChanges,
  toOrderView,
} from "./orders.service";
export {
  AlreadySettled,
  rememberBuyerLanguage,
  type SettlementDeps,
  type SettlementOutcome,
  settlePayment,
  subscribeSeatChanges,
} from "./settlement";
/** Tickets as their holders see them: My Tickets, transfers and wallet passes. */
export {
  bookingOrderAndHolder,
  bookingsPendingTransferTo,
  ownTicketOfUser,
  type TicketRow,
  ticketHistoryOfUser,
  ticketsTransferredAwayBy,
  type WalletTicketRow,
  walletTickets,
} from "./tickets.read";
