/** Box office, seat map, checkout, payment and My Tickets texts, English. */
export const ticketsEn = {
  noSeats: "No seats selected.",
  tooManySeats: "You can book at most 10 seats at a time.",
  duplicateSeats: "A seat was chosen twice.",
  noEvent: "No event selected. Please select an event first.",
  invalidPaymentToken: "The payment could not be read. Please try again.",
};
