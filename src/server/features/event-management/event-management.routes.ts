import { Hono } from "hono";
import { eventFormSchema } from "#domain/schemas/event-form";
import type { AppContext, AppEnv } from "#server/context";
import { getOwnOrder } from "#server/features/orders/orders.service";
import { allow } from "#server/http/access";
import { rateLimit } from "#server/http/rate-limit";
import { signedInUser } from "#server/http/session-user";
import { jsonBody } from "#server/http/validate";
import {
  createComplimentaryEvent,
  decideApproval,
  deleteManagedEvent,
  listManagedEvents,
  updateManagedEvent,
} from "./event-management.service";
import { listFailedRentals, retryRental, startRental } from "./rental.service";

/** /event-manager's API: the events list, creation, approval, edits and deletion. */
export function eventManagementRoutes(ctx: AppContext) {
  const createLimit = rateLimit(ctx.config, { name: "event-create", max: 20, windowMs: 60_000 });
  const rentalDeps = { db: ctx.db, logger: ctx.logger };
  return new Hono<AppEnv>()
    .get("/manage/events", allow("events.manage"), async (c) => {
      return c.json({ events: await listManagedEvents(ctx.db, c.get("actor")) });
    })
    .post("/manage/events", allow("events.createComplimentary"), createLimit, async (c) => {
      const form = await jsonBody(c, eventFormSchema(new Date()));
      return c.json({ event: await createComplimentaryEvent(ctx.db, c.get("actor"), form, new Date()) }, 201);
    })
    .post("/manage/events/rental", allow("events.create"), createLimit, async (c) => {
      const user = signedInUser(c);
      const form = await jsonBody(c, eventFormSchema(new Date()));
      const orderId = await startRental(ctx.db, user, form, new Date());
      return c.json({ order: await getOwnOrder(ctx.db, user, orderId) }, 201);
    })
    .patch("/manage/events/:id", allow("events.manage"), async (c) => {
      const form = await jsonBody(c, eventFormSchema(new Date()));
      const event = await updateManagedEvent(ctx.db, c.get("actor"), c.req.param("id"), form, new Date());
      return c.json({ event });
    })
    .post("/manage/events/:id/approve", allow("events.approve"), async (c) => {
      return c.json({ event: await decideApproval(ctx.db, c.get("actor"), c.req.param("id"), "approve", new Date()) });
    })
    .post("/manage/events/:id/reject", allow("events.approve"), async (c) => {
      return c.json({ event: await decideApproval(ctx.db, c.get("actor"), c.req.param("id"), "reject", new Date()) });
    })
    .delete("/events/:id", allow("events.manage"), async (c) => {
      await deleteManagedEvent(ctx.db, c.get("actor"), c.req.param("id"));
      return c.body(null, 204);
    })
    .get("/manage/rentals/failed", allow("events.readAll"), async (c) => {
      return c.json({ rentals: await listFailedRentals(ctx.db) });
    })
    .post("/manage/rentals/:orderId/retry", allow("events.editAny"), async (c) => {
      return c.json({ eventId: await retryRental(rentalDeps, c.req.param("orderId"), new Date()) });
    });
}
