import { Hono } from "hono";
import { hasReason } from "#domain/errors";
import type { SeatAllowance } from "#domain/schemas/seat-limits";
import type { OrderResponse, ReceiptResponse } from "#domain/schemas/tickets";
import { holdSeatsSchema } from "#domain/schemas/tickets";
import type { AppContext, AppEnv } from "#server/context";
import { allow } from "#server/http/access";
import { clientNetwork } from "#server/http/client-network";
import { AppError } from "#server/http/errors";
import { type RateLimitOptions, rateLimit } from "#server/http/rate-limit";
import { signedInUser } from "#server/http/session-user";
import { jsonBody } from "#server/http/validate";
import { seatAllowance } from "./fair-play";
import { cancelHeldOrder, holdSeats, presaleOpensFor } from "./holds.service";
import { getOwnOrder, getOwnReceipt, type OrdersDeps } from "./orders.service";

/**
 * Hold requests a minute, counted per account and, separately, per client address: enough for a
 * buyer trying seat after seat, far too few for a script sweeping an event. The counts are shared
 * by every instance on one database.
 */
export const HOLD_RATE_LIMIT = { name: "holds", max: 30, windowMs: 60_000 } as const satisfies RateLimitOptions;

/**
 * Refuses a hold the event's on-sale queue has not admitted (the waiting room's check). Passed in
 * where the app is composed: the waiting room reads the seats that orders hold, so orders cannot
 * import it back.
 */
export type RequireAdmission = (
  ctx: AppContext,
  input: { eventId: string; userId: string; token: string | undefined },
) => Promise<boolean>;

/** Holding seats, reading one's order and letting a hold go. Paying for it is in payments. */
export function ordersRoutes(ctx: AppContext, requireAdmission: RequireAdmission) {
  const deps = (): OrdersDeps => ({
    db: ctx.db,
    seatChanges: ctx.seatChanges,
    // Off in the test environment, whose tests hold from one address on purpose; a test of the
    // window runs its app as in development.
    networkSeatWindowMinutes: ctx.config.env === "test" ? 0 : ctx.config.fairPlay.networkSeatWindowMinutes,
    now: new Date(),
    pricing: ctx.config.pricing,
    orderEvents: ctx.orderEvents,
  });
  const networkOf = clientNetwork(ctx.config, "holds");
  const holdsPerAccount = rateLimit(ctx, { ...HOLD_RATE_LIMIT, per: "account" });
  const holdsPerAddress = rateLimit(ctx, { ...HOLD_RATE_LIMIT, per: "address" });
  return new Hono<AppEnv>()
    .post("/orders", allow("seats.checkout"), holdsPerAccount, holdsPerAddress, async (c) => {
      // Every hold asked for is counted by outcome: held, or the code of the error that refused it.
      let outcome = "error";
      try {
        const { admissionToken, code, ...input } = await jsonBody(c, holdSeatsSchema);
        const user = signedInUser(c);
        // While the event's on-sale queue is active, only visitors it admitted may hold seats —
        // except, before the public on-sale time, a presale code's holder: the code is their
        // admission (the hold checks the code, its sections and its limits in its transaction).
        const presale = Boolean(
          code && (await presaleOpensFor(ctx.db, { eventId: input.eventId, code, now: new Date() })),
        );
        const queued = presale
          ? false
          : await requireAdmission(ctx, { eventId: input.eventId, userId: user.id, token: admissionToken });
        const order = await holdSeats(deps(), {
          user,
          ...input,
          ...(code ? { code } : {}),
          network: networkOf(c),
          queued,
        });
        outcome = "held";
        return c.json<OrderResponse>({ order }, 201);
      } catch (error) {
        if (error instanceof AppError) {
          outcome = error.code;
          if (hasReason(error.params, "rehold_cooldown") || hasReason(error.params, "space_cooldown")) {
            c.header("Retry-After", String(error.params.retryAfterSeconds));
          }
        }
        throw error;
      } finally {
        ctx.metrics.holds.inc({ outcome });
      }
    })
    .get("/orders/:id", allow("seats.checkout"), async (c) => {
      const order = await getOwnOrder(ctx, { user: signedInUser(c), orderId: c.req.param("id") });
      return c.json<OrderResponse>({ order });
    })
    .get("/orders/:id/receipt", allow("tickets.readOwn"), async (c) => {
      const receipt = await getOwnReceipt(ctx, { user: signedInUser(c), orderId: c.req.param("id") });
      c.header("Cache-Control", "private, no-store");
      return c.json<ReceiptResponse>(receipt);
    })
    .delete("/orders/:id", allow("seats.checkout"), async (c) => {
      const order = await cancelHeldOrder(deps(), { user: signedInUser(c), orderId: c.req.param("id") });
      return c.json<OrderResponse>({ order });
    })
    .get("/events/:id/seat-allowance", allow("seats.checkout"), async (c) => {
      const allowance = await seatAllowance(deps(), { user: signedInUser(c), eventId: c.req.param("id") });
      c.header("Cache-Control", "no-store");
      return c.json<SeatAllowance>(allowance);
    });
}
