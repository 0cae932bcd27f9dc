/**
 * Orders own the `orders` and `bookings` tables: holding seats, complimentary bookings, reading
 * and closing orders. Payments, rentals and tickets reach order rows only through this surface.
 */

export { lockBooking } from "./bookings.repository";
export {
  bookComplimentary,
  holdOfferedSeats,
  releaseLapsedHolds,
  type SeatHolder,
  seatAllowance,
} from "./holds.service";
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
  fulfilTicketOrder,
  getOwnOrder,
  mergeOrderDetails,
  newOrderRow,
  type OrderReadDeps,
  type OrdersDeps,
  orderDetails,
  orderView,
  ownOrder,
  publishSeatChanges,
} from "./orders.service";
