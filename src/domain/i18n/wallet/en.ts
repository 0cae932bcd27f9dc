/** Apple Wallet and Google Wallet passes of a ticket. English. */
export const walletEn = {
  addToApple: "Add to Apple Wallet",
  addToAppleLabel: "Add your ticket for {{title}} to Apple Wallet",
  saveToGoogle: "Save to Google Wallet",
  saveToGoogleLabel: "Save your ticket for {{title}} to Google Wallet",
  opening: "Opening Google Wallet…",
  /** The texts on the pass itself. */
  pass: {
    description: "Ticket for {{title}} at {{venue}}",
    event: "Event",
    date: "Date and time",
    venue: "Venue",
    address: "Address",
    section: "Section",
    row: "Row",
    seat: "Seat",
    holder: "Ticket holder",
    status: "Status",
    voided: "No longer valid",
    voidedNote:
      "This ticket no longer admits anyone: it was refunded, its event was cancelled, or it was passed on. Open My Tickets to see why.",
    doors:
      "Doors open {{hours}} hour before the event. Show the QR code at the entrance; the screen's brightness up helps.",
    manage: "My Tickets",
    ticketNumber: "Ticket number",
  },
};
