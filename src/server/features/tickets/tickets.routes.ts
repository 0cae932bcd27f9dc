import { Hono } from "hono";
import type { TicketView } from "../../../domain/schemas/tickets";
import type { AppContext, AppEnv } from "../../context";
import { allow } from "../../http/access";
import { signedInUser } from "../../http/session-user";
import { findTicketsOfUser } from "../orders/orders.repository";
import { signTicket } from "./ticket-token";

export function ticketsRoutes(ctx: AppContext) {
  return new Hono<AppEnv>().get("/my/tickets", allow("tickets.readOwn"), async (c) => {
    const rows = await findTicketsOfUser(ctx.db, signedInUser(c).id);
    const tickets: TicketView[] = rows.map((row) => ({
      bookingId: row.booking_id,
      orderId: row.order_id,
      seatId: row.seat_id,
      section: row.section,
      row: row.row_number,
      seat: row.seat_number,
      priceCents: row.total_amount_cents,
      paymentStatus: row.payment_status === "complimentary" ? "complimentary" : "completed",
      bookingDate: row.booking_date,
      event: {
        id: row.event_id,
        title: row.title,
        description: row.description,
        eventDate: row.event_date,
        venue: row.venue,
      },
      order: { provider: row.provider, paidAt: row.paid_at },
      ticketToken: signTicket(ctx.config.authSecret, row.booking_id),
    }));
    c.header("Cache-Control", "no-store");
    return c.json({ tickets });
  });
}
