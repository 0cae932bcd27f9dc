import { Hono } from "hono";
import { type OrderRefundResponse, refundOrderSchema } from "#domain/schemas/money";
import type { AppContext, AppEnv } from "#server/context";
import { allow } from "#server/http/access";
import { jsonBody } from "#server/http/validate";
import { type RefundDeps, refundOrderByAdmin } from "./refunds.service";

/** What refunding is given, fresh for each request (its clock). */
export function refundDeps(ctx: AppContext): RefundDeps {
  return {
    db: ctx.db,
    seatChanges: ctx.seatChanges,
    orderEvents: ctx.orderEvents,
    providers: ctx.payments,
    logger: ctx.logger,
    mailer: ctx.mailer,
    publicUrl: ctx.config.publicUrl,
    now: new Date(),
    metrics: ctx.metrics,
  };
}

/** Admins give back one order, whole or chosen seats. */
export function refundsRoutes(ctx: AppContext) {
  return new Hono<AppEnv>().post("/manage/orders/:id/refund", allow("orders.refund"), async (c) => {
    const { seatIds } = await jsonBody(c, refundOrderSchema);
    const refund = await refundOrderByAdmin(refundDeps(ctx), {
      orderId: c.req.param("id"),
      ...(seatIds ? { seatIds } : {}),
    });
    return c.json<OrderRefundResponse>({ refund });
  });
}
