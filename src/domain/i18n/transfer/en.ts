/** Passing a ticket on from My Tickets. English. */
export const transferEn = {
  action: "Transfer",
  actionLabel: "Transfer your ticket for {{title}}, {{seat}}",
  seat: "section {{section}}, row {{row}}, seat {{seat}}",
  dialog: {
    title: "Transfer this ticket",
    description: "Send your ticket for {{title}} ({{seat}}) to someone else.",
    how: "We email them the ticket. It is waiting in My Tickets when they sign in with that address; if they have no account yet, they create one with it.",
    warning: "Your QR code stops working as soon as you confirm. Only the new holder's code gets in.",
    email: "Recipient's email",
    emailHint: "The address they sign in with, or will sign up with.",
    cancel: "Keep my ticket",
    confirm: "Transfer ticket",
    working: "Transferring…",
  },
  done: {
    title: "Ticket transferred",
    description: "Your ticket ({{seat}}) now belongs to {{email}}. We emailed you both.",
  },
  refused: {
    refunded: "This ticket was refunded, so it can no longer be transferred.",
    event_cancelled: "This event was cancelled, so its tickets can no longer be transferred.",
    event_started: "This event has already started, so its tickets can no longer be transferred.",
    transferred: "This ticket has already been transferred.",
    checked_in: "This ticket has already been used at the door, so it can no longer be transferred.",
  },
  card: {
    state: "Transferred",
    to: "Transferred to {{email}}",
    toAt: "On {{date}}",
    noLongerYours: "This ticket no longer gets you in: its new holder has a new QR code.",
    from: "From {{email}}",
    fromLabel: "Transferred to you by {{email}} on {{date}}",
  },
  history: {
    title: "Ticket transfers",
    description: "Every time a ticket of this event was passed on, oldest first.",
    line: "From {{from}} to {{to}} ({{seat}})",
    at: "Transferred {{date}}",
    claimed: "accepted {{date}}",
    pending: "waiting for the recipient to sign in",
  },
};
