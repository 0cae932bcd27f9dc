/**
 * What a person's tickets add up to, as My Tickets and its summary state them. The rule: a person
 * spent what they paid for the seats they bought and were not given back. A ticket someone passed
 * on to them cost them nothing (its buyer paid); a ticket they passed on still cost them what they
 * paid; a refunded or voided seat, or one of a cancelled event, was given back; a complimentary
 * seat costs nothing. "Tickets" counts only those that still admit the person at the door.
 */

/** How the person came to have the ticket: their own order, or someone else's (a transfer, a guest's complimentary seat). */
export type TicketOrigin = "bought" | "received";

/** What the totals read of one listed ticket. */
export interface TicketMoney {
  origin: TicketOrigin;
  /** `valid` admits the holder; `transferred` was passed on; the others were given back. */
  state: "valid" | "refunded" | "event_cancelled" | "transferred";
  paymentStatus: "completed" | "complimentary";
  priceCents: number;
  /** What was given back for this seat to its buyer (0 while it is valid). */
  refundedCents: number;
}

export interface TicketTotals {
  /** Tickets that admit the person: valid and theirs. */
  tickets: number;
  /** Tickets of the person's own orders still theirs (valid or given back), not passed on. */
  bought: number;
  /** Tickets someone else's order gave them, still theirs. */
  received: number;
  /** Tickets the person passed on to someone else. */
  passedOn: number;
  /** What the person paid and was not given back, in cents. */
  spentCents: number;
  /** What was given back to the person, in cents. */
  refundedCents: number;
}

/** What the person paid for this ticket and kept paying: 0 unless they bought it and paid for it. */
export function spentOn(ticket: TicketMoney): number {
  if (ticket.origin !== "bought" || ticket.paymentStatus !== "completed") return 0;
  return Math.max(0, ticket.priceCents - ticket.refundedCents);
}

/** What was given back to the person for this ticket: only a buyer is refunded. */
export function refundedTo(ticket: TicketMoney): number {
  if (ticket.origin !== "bought" || ticket.paymentStatus !== "completed") return 0;
  return Math.min(ticket.priceCents, ticket.refundedCents);
}

export function ticketTotals(tickets: readonly TicketMoney[]): TicketTotals {
  const totals: TicketTotals = { tickets: 0, bought: 0, received: 0, passedOn: 0, spentCents: 0, refundedCents: 0 };
  for (const ticket of tickets) {
    if (ticket.state === "valid") totals.tickets += 1;
    if (ticket.state === "transferred") totals.passedOn += 1;
    else if (ticket.origin === "bought") totals.bought += 1;
    else totals.received += 1;
    totals.spentCents += spentOn(ticket);
    totals.refundedCents += refundedTo(ticket);
  }
  return totals;
}
