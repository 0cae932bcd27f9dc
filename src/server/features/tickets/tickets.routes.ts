import { Hono } from "hono";
import type { TicketView } from "#domain/schemas/tickets";
import type { AppContext, AppEnv } from "#server/context";
import { requestLanguage } from "#server/features/orders/confirmation-mail";
import { findOrderSeats, findTicketsOfUser } from "#server/features/orders/orders.repository";
import { getOwnOrder } from "#server/features/orders/orders.service";
import { allow } from "#server/http/access";
import { AppError } from "#server/http/errors";
import { signedInUser } from "#server/http/session-user";
import { nowIso } from "#server/platform/clock";
import { calendarFileName, ticketCalendar } from "./ticket-calendar";
import { signTicket } from "./ticket-token";
import { findOpenHoldId, findOwnTicket } from "./tickets.repository";

export function ticketsRoutes(ctx: AppContext) {
  return new Hono<AppEnv>()
    .get("/my/tickets", allow("tickets.readOwn"), async (c) => {
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
    })
    .get("/my/tickets/:bookingId/calendar.ics", allow("tickets.readOwn"), async (c) => {
      const ticket = await findOwnTicket(ctx.db, signedInUser(c).id, c.req.param("bookingId"));
      if (!ticket) throw new AppError("not_found");
      const seats = await findOrderSeats(ctx.db, ticket.order_id);
      const ics = ticketCalendar(
        {
          orderId: ticket.order_id,
          event: {
            title: ticket.title,
            eventDate: ticket.event_date,
            venue: ticket.venue,
            rentalHours: ticket.rental_hours,
          },
          seats: seats.map((s) => ({ section: s.section, row: s.row_number, seat: s.seat_number })),
        },
        requestLanguage(c),
        ctx.config.publicUrl,
      );
      c.header("Content-Type", "text/calendar; charset=utf-8");
      c.header("Content-Disposition", `attachment; filename="${calendarFileName(ticket.title)}"`);
      c.header("Cache-Control", "no-store");
      return c.body(ics);
    })
    .get("/my/orders/held", allow("seats.checkout"), async (c) => {
      const eventId = c.req.query("eventId");
      if (!eventId) throw new AppError("bad_request", { reason: "event_required" });
      const now = new Date();
      const user = signedInUser(c);
      const hold = await findOpenHoldId(ctx.db, user.id, eventId, nowIso(now));
      c.header("Cache-Control", "no-store");
      // The server's clock comes along: the browser counts the time left from it, not its own.
      return c.json({ order: hold ? await getOwnOrder(ctx.db, user, hold.id) : null, now: nowIso(now) });
    });
}
