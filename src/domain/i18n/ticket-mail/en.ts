/** The family of ticket mails (confirmation, transfer, cancellation, refund): shared parts. English. */
export const ticketMailEn = {
  tagline: "Cypress, Texas",
  signature: "See you at the show!\nBridgeland Arena",
  signatureShort: "Bridgeland Arena",
  labels: {
    event: "Event",
    date: "Date",
    time: "Time",
    venue: "Venue",
    seat: "Seat",
    total: "Total",
    reference: "Order reference",
    payment: "Payment",
    sentTo: "Sent to",
    sentAt: "Sent on",
    tickets: "Tickets",
    discount: "Discount",
    fee: "Service fee",
    tax: "Tax",
  },
  timeValue: "{{time}} {{zone}} (doors open at {{doors}})",
  ticket: {
    heading: "Your tickets",
    headingOne: "Your ticket",
    qrAlt: "QR code of the ticket for {{seat}}",
    qrHint: "Show this code at the door, on your phone or printed. Each code admits one person once.",
  },
  confirmation: {
    preheader: "{{title}}, {{date}}: your tickets with the QR codes to show at the door.",
    myTickets: "Your tickets are always in My Tickets too, with their QR codes.",
    button: "Open My Tickets",
    receipt: "Your receipt, with the price of each ticket, its fee and tax, is ready to print.",
    receiptButton: "View receipt",
  },
  transfer: {
    recipient: {
      subject: "A ticket for you: {{title}}",
      title: "A ticket for you",
      preheader: "{{name}} sent you a ticket for {{title}}, {{date}}.",
      greeting: "Hello,",
      intro:
        "{{name}} ({{email}}) sent you a ticket for {{title}}. It is yours now: the QR code below admits you at the door.",
      myTickets:
        "To find this ticket in My Tickets, sign in or create an account with this address ({{email}}): it is waiting there.",
      button: "Open My Tickets",
    },
    sender: {
      subject: "Ticket transferred: {{title}}",
      title: "Ticket transferred",
      preheader: "Your ticket for {{title}} now belongs to {{email}}.",
      intro: "You passed your ticket for {{title}} on to {{email}}.",
      notice:
        "Your QR code for this seat no longer works: only the new code sent to {{email}} admits at the door. If you saved or printed this ticket, you can throw it away.",
      notYou: "If you did not do this, call us at {{phone}} right away.",
      button: "Open My Tickets",
    },
  },
  refund: {
    seatsHeading: "Seats refunded",
    cancelledTitle: "Event cancelled",
    refundedTitle: "Your refund",
    preheader: "{{title}}, {{date}}: what happens to your order.",
    button: "Open My Tickets",
  },
  footer: {
    why: "You receive this mail because of a ticket for an event at Bridgeland Arena.",
    website: "Website",
    information: "Visit and parking",
    myTickets: "My Tickets",
  },
};
