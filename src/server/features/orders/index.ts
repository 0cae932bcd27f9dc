/**
 * Orders own the `orders` and `bookings` tables: holding seats, complimentary bookings, reading
 * and closing orders. Payments, rentals and tickets reach order rows only through this surface.
 */
export {
  findOrder,
  findOrderForConfirmation,
  findOrderSeats,
  findTicketsOfUser,
  insertOrder,
  type NewOrder,
  type OrderRow,
} from "./orders.repository";
export {
  bookComplimentary,
  type ClaimInput,
  confirmPayment,
  fulfilTicketOrder,
  getOwnOrder,
  mergeOrderDetails,
  newOrderRow,
  type OrderReadDeps,
  type OrdersDeps,
  orderDetails,
  orderView,
  ownOrder,
  releaseLapsedHolds,
} from "./orders.service";
