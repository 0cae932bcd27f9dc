import { describe, expect, it } from "vitest";
import { type TicketMoney, type TicketTotals, ticketTotals } from "./ticket-totals";

const paid = (overrides: Partial<TicketMoney> = {}): TicketMoney => ({
  origin: "bought",
  state: "valid",
  paymentStatus: "completed",
  priceCents: 15_000,
  refundedCents: 0,
  ...overrides,
});
const none: TicketTotals = { tickets: 0, bought: 0, received: 0, passedOn: 0, spentCents: 0, refundedCents: 0 };

describe("ticketTotals", () => {
  const cases: { name: string; tickets: TicketMoney[]; totals: Partial<TicketTotals> }[] = [
    { name: "no tickets", tickets: [], totals: {} },
    {
      name: "two seats bought",
      tickets: [paid(), paid()],
      totals: { tickets: 2, bought: 2, spentCents: 30_000 },
    },
    {
      name: "a seat received from a friend costs the holder nothing",
      tickets: [paid({ origin: "received" })],
      totals: { tickets: 1, received: 1, spentCents: 0 },
    },
    {
      name: "the buyer who passed one of two seats on still paid for both",
      tickets: [paid(), paid({ state: "transferred" })],
      totals: { tickets: 1, bought: 1, passedOn: 1, spentCents: 30_000 },
    },
    {
      name: "a received seat passed on again cost nothing",
      tickets: [paid({ origin: "received", state: "transferred" })],
      totals: { passedOn: 1 },
    },
    {
      name: "an event the venue cancelled: refunded, no valid ticket",
      tickets: [
        paid({ state: "event_cancelled", refundedCents: 15_000 }),
        paid({ state: "event_cancelled", refundedCents: 15_000 }),
      ],
      totals: { bought: 2, refundedCents: 30_000 },
    },
    {
      name: "one seat of two refunded",
      tickets: [paid(), paid({ state: "refunded", refundedCents: 15_000 })],
      totals: { tickets: 1, bought: 2, spentCents: 15_000, refundedCents: 15_000 },
    },
    {
      name: "a voided complimentary seat gives nothing back",
      tickets: [paid({ paymentStatus: "complimentary", priceCents: 0, state: "refunded" })],
      totals: { bought: 1 },
    },
    {
      name: "complimentary seats count as tickets and cost nothing",
      tickets: [paid({ paymentStatus: "complimentary", priceCents: 0 }), paid({ paymentStatus: "complimentary" })],
      totals: { tickets: 2, bought: 2 },
    },
    {
      name: "a received seat of a cancelled event refunds its buyer, not its holder",
      tickets: [paid({ origin: "received", state: "event_cancelled", refundedCents: 15_000 })],
      totals: { received: 1 },
    },
    {
      name: "a passed-on seat later refunded is given back to its buyer",
      tickets: [paid({ state: "transferred", refundedCents: 15_000 })],
      totals: { passedOn: 1, refundedCents: 15_000 },
    },
  ];
  it.each(cases)("$name", ({ tickets, totals }) => {
    expect(ticketTotals(tickets)).toEqual({ ...none, ...totals });
  });
});
