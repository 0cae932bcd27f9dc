import { Hono } from "hono";
import type { HeldOrderResponse, TicketsResponse } from "#domain/schemas/tickets";
import type { AppContext, AppEnv } from "#server/context";
import { allow } from "#server/http/access";
import { AppError } from "#server/http/errors";
import { requestLanguage } from "#server/http/request-language";
import { signedInUser } from "#server/http/session-user";
import { listTickets, openHold, ticketCalendarFile } from "./tickets.service";

export function ticketsRoutes(ctx: AppContext) {
  return new Hono<AppEnv>()
    .get("/my/tickets", allow("tickets.readOwn"), async (c) => {
      const tickets = await listTickets(
        { db: ctx.db, ticketKey: ctx.config.ticketKey, now: new Date() },
        { user: signedInUser(c) },
      );
      c.header("Cache-Control", "no-store");
      return c.json<TicketsResponse>({ tickets, wallets: { apple: false, google: false } });
    })
    .get("/my/tickets/:bookingId/calendar.ics", allow("tickets.readOwn"), async (c) => {
      const { fileName, ics } = await ticketCalendarFile(
        { db: ctx.db, publicUrl: ctx.config.publicUrl },
        { user: signedInUser(c), bookingId: c.req.param("bookingId"), language: requestLanguage(c) },
      );
      c.header("Content-Type", "text/calendar; charset=utf-8");
      c.header("Content-Disposition", `attachment; filename="${fileName}"`);
      c.header("Cache-Control", "no-store");
      return c.body(ics);
    })
    .get("/my/orders/held", allow("seats.checkout"), async (c) => {
      const eventId = c.req.query("eventId");
      if (!eventId) throw new AppError("bad_request", { reason: "event_required" });
      const held = await openHold({ db: ctx.db, now: new Date() }, { user: signedInUser(c), eventId });
      c.header("Cache-Control", "no-store");
      return c.json<HeldOrderResponse>(held);
    });
}
