import { Hono } from "hono";
import type {
  FailedRentalsResponse,
  ManagedEventResponse,
  ManagedEventsResponse,
  RentalRetryResponse,
} from "#domain/schemas/event-form";
import { eventFormSchema } from "#domain/schemas/event-form";
import type { OrderResponse } from "#domain/schemas/tickets";
import type { AppContext, AppEnv } from "#server/context";
import { allow } from "#server/http/access";
import { rateLimit } from "#server/http/rate-limit";
import { signedInUser } from "#server/http/session-user";
import { jsonBody } from "#server/http/validate";
import {
  createComplimentaryEvent,
  decideApproval,
  deleteManagedEvent,
  type EventManagementDeps,
  listManagedEvents,
  updateManagedEvent,
} from "./event-management.service";
import { listFailedRentals, retryRental, startRental } from "./rental.service";

/** /event-manager's API: the events list, creation, approval, edits and deletion. */
export function eventManagementRoutes(ctx: AppContext) {
  const createLimit = rateLimit(ctx.config, { name: "event-create", max: 20, windowMs: 60_000 });
  const deps = (): EventManagementDeps => ({ db: ctx.db, now: new Date() });
  return new Hono<AppEnv>()
    .get("/manage/events", allow("events.manage"), async (c) => {
      return c.json<ManagedEventsResponse>({ events: await listManagedEvents(ctx, { actor: c.get("actor") }) });
    })
    .post("/manage/events", allow("events.createComplimentary"), createLimit, async (c) => {
      const form = await jsonBody(c, eventFormSchema(new Date()));
      const event = await createComplimentaryEvent(deps(), { actor: c.get("actor"), form });
      return c.json<ManagedEventResponse>({ event }, 201);
    })
    .post("/manage/events/rental", allow("events.create"), createLimit, async (c) => {
      const form = await jsonBody(c, eventFormSchema(new Date()));
      const order = await startRental(deps(), { user: signedInUser(c), form });
      return c.json<OrderResponse>({ order }, 201);
    })
    .patch("/manage/events/:id", allow("events.manage"), async (c) => {
      const form = await jsonBody(c, eventFormSchema(new Date()));
      const event = await updateManagedEvent(deps(), { actor: c.get("actor"), id: c.req.param("id"), form });
      return c.json<ManagedEventResponse>({ event });
    })
    .post("/manage/events/:id/approve", allow("events.approve"), async (c) => {
      const event = await decideApproval(deps(), { actor: c.get("actor"), id: c.req.param("id"), decision: "approve" });
      return c.json<ManagedEventResponse>({ event });
    })
    .post("/manage/events/:id/reject", allow("events.approve"), async (c) => {
      const event = await decideApproval(deps(), { actor: c.get("actor"), id: c.req.param("id"), decision: "reject" });
      return c.json<ManagedEventResponse>({ event });
    })
    .delete("/events/:id", allow("events.manage"), async (c) => {
      await deleteManagedEvent(ctx, { actor: c.get("actor"), id: c.req.param("id") });
      return c.body(null, 204);
    })
    .get("/manage/rentals/failed", allow("events.readAll"), async (c) => {
      return c.json<FailedRentalsResponse>({ rentals: await listFailedRentals(ctx) });
    })
    .post("/manage/rentals/:orderId/retry", allow("events.editAny"), async (c) => {
      const eventId = await retryRental({ ...deps(), logger: ctx.logger }, { orderId: c.req.param("orderId") });
      return c.json<RentalRetryResponse>({ eventId });
    });
}
