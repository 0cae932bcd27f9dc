import { type Context, Hono } from "hono";
import type {
  EventChangeDecisionResponse,
  EventUpdateResponse,
  FailedRentalsResponse,
  ManagedEventResponse,
  ManagedEventsResponse,
  RentalRetryResponse,
} from "#domain/schemas/event-form";
import { eventFormSchema } from "#domain/schemas/event-form";
import { type CancelEventResponse, cancelEventSchema, type EventSalesResponse } from "#domain/schemas/money";
import type { OrderResponse } from "#domain/schemas/tickets";
import type { AppContext, AppEnv } from "#server/context";
import { allow } from "#server/http/access";
import { rateLimit } from "#server/http/rate-limit";
import { requestLanguage } from "#server/http/request-language";
import { signedInUser } from "#server/http/session-user";
import { jsonBody } from "#server/http/validate";
import { cancelEvent } from "./cancel.service";
import {
  decideEventChangeRequest,
  type EventChangeDeps,
  updateManagedEvent,
  withdrawEventChange,
} from "./event-changes.service";
import {
  createComplimentaryEvent,
  decideApproval,
  deleteManagedEvent,
  type EventManagementDeps,
  listManagedEvents,
} from "./event-management.service";
import { listFailedRentals, retryRental, startRental, startRentalChange } from "./rental.service";
import { attendeesCsv, type CsvFile, eventSales, ordersCsv } from "./sales.service";

function csvResponse(c: Context<AppEnv>, file: CsvFile) {
  c.header("Content-Type", "text/csv; charset=utf-8");
  c.header("Content-Disposition", `attachment; filename="${file.fileName}"`);
  c.header("Cache-Control", "no-store");
  return c.body(file.body);
}

/**
 * /event-manager's API: the events list, creation, approval, edits, deletion (of an event that
 * never had an order), cancellation and each event's sales.
 */
export function eventManagementRoutes(ctx: AppContext) {
  const createLimit = rateLimit(ctx, { name: "event-create", max: 20, windowMs: 60_000 });
  const deps = (): EventManagementDeps => ({ db: ctx.db, now: new Date() });
  /** Changes and cancellations move money and write mail: they need what refunding needs. */
  const moneyDeps = (): EventChangeDeps => ({
    db: ctx.db,
    seatChanges: ctx.seatChanges,
    orderEvents: ctx.orderEvents,
    providers: ctx.payments,
    logger: ctx.logger,
    mailer: ctx.mailer,
    publicUrl: ctx.config.publicUrl,
    now: new Date(),
  });
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
      const outcome = await updateManagedEvent(moneyDeps(), { actor: c.get("actor"), id: c.req.param("id"), form });
      // A change that waits for an admin is accepted, not applied.
      return c.json<EventUpdateResponse>(outcome, outcome.change ? 202 : 200);
    })
    .post("/manage/events/:id/changes/rental", allow("events.manage"), createLimit, async (c) => {
      const form = await jsonBody(c, eventFormSchema(new Date()));
      // A dearer edit is held as an order for the difference; its payment submits the edit.
      const input = { actor: c.get("actor"), user: signedInUser(c), id: c.req.param("id"), form };
      return c.json<OrderResponse>({ order: await startRentalChange(deps(), input) }, 201);
    })
    .post("/manage/events/:id/changes/:changeId/approve", allow("events.approve"), async (c) => {
      const input = { actor: c.get("actor"), id: c.req.param("id"), changeId: c.req.param("changeId") };
      const decided = await decideEventChangeRequest(moneyDeps(), { ...input, decision: "approve" });
      return c.json<EventChangeDecisionResponse>(decided);
    })
    .post("/manage/events/:id/changes/:changeId/reject", allow("events.approve"), async (c) => {
      const input = { actor: c.get("actor"), id: c.req.param("id"), changeId: c.req.param("changeId") };
      const decided = await decideEventChangeRequest(moneyDeps(), { ...input, decision: "reject" });
      return c.json<EventChangeDecisionResponse>(decided);
    })
    .post("/manage/events/:id/changes/:changeId/withdraw", allow("events.manage"), async (c) => {
      const input = { actor: c.get("actor"), id: c.req.param("id"), changeId: c.req.param("changeId") };
      return c.json<EventChangeDecisionResponse>(await withdrawEventChange(moneyDeps(), input));
    })
    .post("/manage/events/:id/approve", allow("events.approve"), async (c) => {
      const event = await decideApproval(deps(), { actor: c.get("actor"), id: c.req.param("id"), decision: "approve" });
      return c.json<ManagedEventResponse>({ event });
    })
    .post("/manage/events/:id/reject", allow("events.approve"), async (c) => {
      const event = await decideApproval(deps(), { actor: c.get("actor"), id: c.req.param("id"), decision: "reject" });
      return c.json<ManagedEventResponse>({ event });
    })
    .post("/manage/events/:id/cancel", allow("events.cancel"), async (c) => {
      const { reason } = await jsonBody(c, cancelEventSchema);
      const cancellation = await cancelEvent(moneyDeps(), { actor: c.get("actor"), id: c.req.param("id"), reason });
      return c.json<CancelEventResponse>({ cancellation });
    })
    .get("/manage/events/:id/sales", allow("events.sales"), async (c) => {
      const sales = await eventSales(ctx, { actor: c.get("actor"), id: c.req.param("id") });
      c.header("Cache-Control", "no-store");
      return c.json<EventSalesResponse>({ sales });
    })
    .get("/manage/events/:id/orders.csv", allow("events.sales"), async (c) => {
      const input = { actor: c.get("actor"), id: c.req.param("id"), language: requestLanguage(c) };
      return csvResponse(c, await ordersCsv(ctx, input));
    })
    .get("/manage/events/:id/attendees.csv", allow("events.sales"), async (c) => {
      const input = { actor: c.get("actor"), id: c.req.param("id"), language: requestLanguage(c) };
      return csvResponse(c, await attendeesCsv(ctx, input));
    })
    .delete("/events/:id", allow("events.manage"), async (c) => {
      await deleteManagedEvent(ctx, { actor: c.get("actor"), id: c.req.param("id") });
      return c.body(null, 204);
    })
    .get("/manage/rentals/failed", allow("events.readAll"), async (c) => {
      return c.json<FailedRentalsResponse>({ rentals: await listFailedRentals(ctx) });
    })
    .post("/manage/rentals/:orderId/retry", allow("events.editAny"), async (c) => {
      const eventId = await retryRental(moneyDeps(), { orderId: c.req.param("orderId") });
      return c.json<RentalRetryResponse>({ eventId });
    });
}
