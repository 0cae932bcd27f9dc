import { Hono } from "hono";
import {
  type PaymentExceptionsResponse,
  type ResolveExceptionResponse,
  resolveExceptionSchema,
} from "#domain/schemas/money";
import type { AppContext, AppEnv } from "#server/context";
import { allow } from "#server/http/access";
import { AppError } from "#server/http/errors";
import { signedInUser } from "#server/http/session-user";
import { jsonBody } from "#server/http/validate";
import { listPaymentExceptions, resolvePaymentException } from "./exceptions.service";

/** Ledger ids are positive integers; anything else names no row. */
function ledgerId(param: string): number {
  const id = /^\d{1,15}$/.test(param) ? Number(param) : Number.NaN;
  if (!Number.isSafeInteger(id) || id <= 0) throw new AppError("not_found");
  return id;
}

/** Admins: money that could not be applied and refunds owed, and resolving them. */
export function paymentExceptionsRoutes(ctx: AppContext) {
  return new Hono<AppEnv>()
    .get("/manage/payments/exceptions", allow("payments.exceptions"), async (c) => {
      const exceptions = await listPaymentExceptions({ db: ctx.db, providers: ctx.payments });
      c.header("Cache-Control", "no-store");
      return c.json<PaymentExceptionsResponse>({ exceptions });
    })
    .post("/manage/payments/exceptions/:id/resolve", allow("payments.exceptions"), async (c) => {
      const id = ledgerId(c.req.param("id"));
      const { action, reference } = await jsonBody(c, resolveExceptionSchema);
      const resolution = await resolvePaymentException(
        {
          db: ctx.db,
          seatChanges: ctx.seatChanges,
          orderEvents: ctx.orderEvents,
          providers: ctx.payments,
          logger: ctx.logger,
          now: new Date(),
        },
        { id, action, ...(reference ? { reference } : {}), adminId: signedInUser(c).id },
      );
      return c.json<ResolveExceptionResponse>({ id, resolution });
    });
}
