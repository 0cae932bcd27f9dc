import { describe, expect, it } from "vitest";
import type { TicketView } from "#domain/schemas/tickets";
import { orderCalendarCarriers } from "./order-calendar";

function ticket(bookingId: string, orderId: string, state: TicketView["state"] = "valid"): TicketView {
  return {
    bookingId,
    orderId,
    seatId: `e:floor:1:${bookingId}`,
    section: "floor",
    row: 1,
    seat: 1,
    access: null,
    priceCents: 20_000,
    paymentStatus: "completed",
    origin: "bought",
    state,
    refundedCents: 0,
    bookingDate: "2026-11-01T10:00:00.000Z",
    event: {
      id: "e",
      title: "Show",
      description: "",
      titleEs: null,
      descriptionEs: null,
      eventDate: "2026-12-01T20:00:00.000Z",
      venue: "Arena",
      cancelReason: null,
    },
    order: { provider: "simulated", paidAt: "2026-11-01T10:00:00.000Z" },
    ticketToken: state === "valid" ? `token-${bookingId}` : null,
    ticketVersion: 1,
    checkedIn: null,
    transferable: state === "valid",
    transfer: null,
  };
}

describe("orderCalendarCarriers", () => {
  it("offers its order's one calendar file on every ticket of the order, counting the order's seats", () => {
    const carriers = orderCalendarCarriers([
      ticket("a1", "A"),
      ticket("a2", "A"),
      ticket("b1", "B"),
      ticket("a3", "A"),
    ]);
    expect([...carriers]).toEqual([
      ["a1", 3],
      ["a2", 3],
      ["b1", 1],
      ["a3", 3],
    ]);
  });

  it("skips tickets that no longer admit their holder, and orders with none left", () => {
    const carriers = orderCalendarCarriers([
      ticket("a1", "A", "refunded"),
      ticket("a2", "A"),
      ticket("b1", "B", "transferred"),
      ticket("c1", "C", "event_cancelled"),
    ]);
    expect([...carriers]).toEqual([["a2", 1]]);
  });

  it("has nothing to offer for no tickets", () => {
    expect(orderCalendarCarriers([]).size).toBe(0);
  });
});
