/** Refunds and cancelled events, as buyers read them in My Tickets and in their mail, English. */
export const ticketsRefundsEn = {
  state: {
    refunded: "Refunded",
    event_cancelled: "Event cancelled",
  },
  refundedAmount: "Refunded {{amount}}",
  noCharge: "No charge to refund",
  refundToBuyer: "Any refund goes to the person who bought this ticket.",
  cancelledNotice: "This event was cancelled by the venue.",
  cancelledReason: "Reason: {{reason}}",
  refundedNotice: "This ticket was refunded and no longer admits anyone.",
  refundTiming: "Refunds reach your account within {{min}} to {{max}} business days.",
  notValid: "Not valid for entry",
  mail: {
    cancelledSubject: "Cancelled: {{title}}",
    refundedSubject: "Your refund for {{title}}",
    rentalCancelledSubject: "Cancelled: your venue rental for {{title}}",
    greeting: "Hello {{name}},",
    cancelledIntro: "We are sorry to tell you that {{title}}, planned for {{date}}, has been cancelled.",
    rentalCancelledIntro:
      "We are sorry to tell you that the venue has cancelled your event {{title}}, planned for {{date}}.",
    refundedIntro: "Your order for {{title}} on {{date}} has been refunded.",
    reason: "Reason: {{reason}}",
    seatsHeading: "Seats refunded:",
    seatPrice: "- {{seat}}: {{price}}",
    amount: "Refund: {{amount}}, to the way you paid ({{method}}).",
    rentalAmount: "Venue rental refund: {{amount}}, to the way you paid ({{method}}).",
    timing: "It reaches your account within {{min}} to {{max}} business days.",
    complimentary:
      "Your complimentary tickets are no longer valid. Nothing was charged, so there is nothing to refund.",
    notValid: "These tickets no longer admit anyone.",
    reference: "Order reference: {{order}}",
    myTickets: "Your tickets: {{url}}",
    questions: "Questions? Call us at {{phone}} or write to {{email}}.",
    signature: "Bridgeland Arena",
  },
};
