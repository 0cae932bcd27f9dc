import { Hono } from "hono";
import {
  type CodeCheckResponse,
  checkCodeSchema,
  type SaleCodesResponse,
  saleCodeSchema,
} from "#domain/schemas/sale-codes";
import { parseSeatId } from "#domain/seating/layouts";
import type { AppContext, AppEnv } from "#server/context";
import { allow } from "#server/http/access";
import { type RateLimitOptions, rateLimit } from "#server/http/rate-limit";
import { signedInUser } from "#server/http/session-user";
import { jsonBody } from "#server/http/validate";
import { checkCode, createCode, listCodes, switchOffCode } from "./sale-codes.service";

/** Code checks a minute per account: enough to fix a typo, too few to guess codes. */
export const CODE_CHECK_RATE_LIMIT = {
  name: "code-checks",
  max: 10,
  windowMs: 60_000,
} as const satisfies RateLimitOptions;

/** Codes as admins manage them, and a buyer's check of a code in the box office. */
export function saleCodesRoutes(ctx: AppContext) {
  const checksPerAccount = rateLimit(ctx, { ...CODE_CHECK_RATE_LIMIT, per: "account" });
  return new Hono<AppEnv>()
    .get("/admin/events/:id/codes", allow("codes.manage"), async (c) => {
      c.header("Cache-Control", "no-store");
      return c.json<SaleCodesResponse>(await listCodes(ctx.db, { eventId: c.req.param("id"), now: new Date() }));
    })
    .post("/admin/events/:id/codes", allow("codes.manage"), async (c) => {
      const body = await jsonBody(c, saleCodeSchema);
      const view = await createCode(ctx.db, {
        eventId: c.req.param("id"),
        body,
        adminId: signedInUser(c).id,
        now: new Date(),
      });
      return c.json<SaleCodesResponse>(view, 201);
    })
    .post("/admin/events/:id/codes/:codeId/disable", allow("codes.manage"), async (c) => {
      const view = await switchOffCode(ctx.db, {
        eventId: c.req.param("id"),
        codeId: c.req.param("codeId"),
        now: new Date(),
      });
      return c.json<SaleCodesResponse>(view);
    })
    .post("/events/:id/codes/check", allow("seats.checkout"), checksPerAccount, async (c) => {
      const body = await jsonBody(c, checkCodeSchema);
      const eventId = c.req.param("id");
      // The sections come from the seat ids ("<event>:<section>:<row>:<seat>"); the hold checks the real seats.
      const seats = (body.seatIds ?? []).flatMap((id) => {
        const parts = parseSeatId(id);
        return parts && parts.eventId === eventId ? [{ id, section: parts.section }] : [];
      });
      const answer = await checkCode(ctx.db, {
        eventId,
        code: body.code,
        userId: signedInUser(c).id,
        seats,
        now: new Date(),
      });
      c.header("Cache-Control", "no-store");
      return c.json<CodeCheckResponse>(answer);
    });
}
