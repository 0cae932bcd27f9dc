import { Hono } from "hono";
import {
  type HeldOrderResponse,
  type TicketsResponse,
  type TicketTransferResponse,
  transferTicketSchema,
} from "#domain/schemas/tickets";
import type { AppContext, AppEnv } from "#server/context";
import { allow } from "#server/http/access";
import { AppError } from "#server/http/errors";
import { rateLimit } from "#server/http/rate-limit";
import { requestLanguage } from "#server/http/request-language";
import { signedInUser } from "#server/http/session-user";
import { jsonBody } from "#server/http/validate";
import { listTickets, openHold, ticketCalendarFile } from "./tickets.service";
import { claimTransfersOf, transferTicket } from "./transfer.service";

/** Passing tickets on: a handful an hour per account is plenty for a holder, and little for a reseller. */
const TRANSFER_RATE_LIMIT = { name: "ticket-transfer", max: 10, windowMs: 60 * 60_000, per: "account" } as const;

export function ticketsRoutes(ctx: AppContext) {
  const transferLimit = rateLimit(ctx, TRANSFER_RATE_LIMIT);
  return new Hono<AppEnv>()
    .get("/my/tickets", allow("tickets.readOwn"), async (c) => {
      const user = signedInUser(c);
      const now = new Date();
      // Tickets passed on to this address before the account existed become its own first.
      await claimTransfersOf({ db: ctx.db, now }, user);
      const tickets = await listTickets({ db: ctx.db, ticketKey: ctx.config.ticketKey, now }, { user });
      c.header("Cache-Control", "no-store");
      return c.json<TicketsResponse>({
        tickets,
        wallets: { apple: Boolean(ctx.config.appleWallet), google: Boolean(ctx.config.googleWallet) },
      });
    })
    .post("/my/tickets/:bookingId/transfer", allow("tickets.readOwn"), transferLimit, async (c) => {
      const { email } = await jsonBody(c, transferTicketSchema);
      const ticket = await transferTicket(
        {
          db: ctx.db,
          ticketKey: ctx.config.ticketKey,
          mailer: ctx.mailer,
          publicUrl: ctx.config.publicUrl,
          now: new Date(),
        },
        { user: signedInUser(c), bookingId: c.req.param("bookingId"), email, language: requestLanguage(c) },
      );
      return c.json<TicketTransferResponse>({ ticket });
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
