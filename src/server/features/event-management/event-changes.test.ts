import { beforeAll, expect, it } from "vitest";
import type { EventChange } from "#domain/schemas/event-changes";
import type { EventChangeDecisionResponse, EventUpdateResponse, ManagedEvent } from "#domain/schemas/event-form";
import { eventStart } from "#domain/schemas/event-form";
import type { OrderView } from "#domain/schemas/tickets";
import { seatId } from "#domain/seating/layouts";
import { type BuiltUser, buildUsers, paidOrder, paySimulated } from "#server/testing/factories";
import { describeDialects } from "#server/testing/postgres";
import type { TestApp } from "#server/testing/test-app";
import { eventForm, managementApi, upcoming } from "./event-management.test-kit";

describeDialects("changes to approved events wait for approval", (open) => {
  let t: TestApp;
  let api: ReturnType<typeof managementApi>;
  let admin: BuiltUser;
  let manager: BuiltUser;
  let otherManager: BuiltUser;
  let buyer: BuiltUser;
  let spanish: BuiltUser;

  beforeAll(async () => {
    t = await open();
    api = managementApi(t);
    [admin] = (await buildUsers(t.ctx, 1, ["admin"])) as [BuiltUser];
    [manager, otherManager] = (await buildUsers(t.ctx, 2, ["event_manager"])) as [BuiltUser, BuiltUser];
    [buyer, spanish] = (await buildUsers(t.ctx, 2)) as [BuiltUser, BuiltUser];
  });

  const change = (cookie: string, id: string, changeId: string, action: "approve" | "reject" | "withdraw") =>
    t.request(`/api/manage/events/${id}/changes/${changeId}/${action}`, { method: "POST", cookie, json: {} });

  /** A manager's paid rental, approved by an admin; with `sold`, two buyers (one Spanish) have tickets. */
  async function approvedRental(form: ReturnType<typeof eventForm>, sold: boolean) {
    const rental = await api.rentalOrder(manager.cookie, form);
    const paid = await paySimulated(t, manager.cookie, rental.id);
    expect(paid.status).toBe(200);
    const eventId = ((await paid.json()) as { order: OrderView }).order.eventId ?? "";
    expect((await api.decide(admin.cookie, eventId, "approve")).status).toBe(200);
    const orders: OrderView[] = [];
    if (sold) {
      orders.push(await paidOrder(t, buyer.cookie, eventId, [seatId(eventId, "vip", 1, 1)]));
      orders.push(await paidOrder(t, `${spanish.cookie}; lang=es`, eventId, [seatId(eventId, "vip", 1, 2)]));
    }
    return { rentalId: rental.id, eventId, orders };
  }

  async function listedFor(cookie: string, id: string): Promise<ManagedEvent | undefined> {
    return (await api.listed(cookie)).find((e) => e.id === id);
  }

  async function mailsAbout(title: string) {
    await t.mailWorker.deliverDue();
    return t.ctx.db
      .selectFrom("mail_outbox")
      .select(["to_address", "subject", "text_body"])
      .where("subject", "in", [`Your event has changed: ${title}`, `Su evento ha cambiado: ${title}`])
      .orderBy("to_address")
      .execute();
  }

  it("keeps the approved version public while a manager's change waits, and applies it once approved", async () => {
    const form = eventForm({ title: "Spring Recital", date: upcoming(2), rentalHours: 3 });
    const { eventId, orders } = await approvedRental(form, true);

    const first = await api.update(manager.cookie, eventId, { ...form, title: "Spring Recital (first try)" });
    expect(first.status).toBe(202);
    const firstChange = ((await first.json()) as EventUpdateResponse).change as EventChange;

    // A new edit replaces the pending one.
    const moved = { ...form, title: "Spring Recital Moved", date: upcoming(3), hour: 18, venue: "Hall B" };
    const second = await api.update(manager.cookie, eventId, moved);
    expect(second.status).toBe(202);
    const body = (await second.json()) as EventUpdateResponse;
    expect(body.event).toMatchObject({ title: "Spring Recital", approvalStatus: "approved" });
    expect(body.change).toMatchObject({
      status: "pending",
      priceDeltaCents: 0,
      proposed: { title: "Spring Recital Moved", venue: "Hall B" },
    });
    const changeId = body.change?.id ?? "";
    expect(
      (await t.ctx.db.selectFrom("event_changes").select("status").where("id", "=", firstChange.id).executeTakeFirst())
        ?.status,
    ).toBe("withdrawn");

    // The public event is unchanged, and still listed.
    expect(await api.eventRow(eventId)).toMatchObject({ title: "Spring Recital", approval_status: "approved" });
    expect((await t.request(`/api/events/${eventId}`)).status).toBe(200);
    expect((await listedFor(manager.cookie, eventId))?.pendingChange?.id).toBe(changeId);
    expect((await listedFor(admin.cookie, eventId))?.pendingChange?.proposed.title).toBe("Spring Recital Moved");

    // Only admins decide; the manager cannot approve their own change, another manager sees nothing.
    expect((await change(manager.cookie, eventId, changeId, "approve")).status).toBe(403);
    expect((await change(otherManager.cookie, eventId, changeId, "withdraw")).status).toBe(403);
    expect((await change(admin.cookie, crypto.randomUUID(), changeId, "approve")).status).toBe(404);

    const approved = await change(admin.cookie, eventId, changeId, "approve");
    expect(approved.status).toBe(200);
    const decided = (await approved.json()) as EventChangeDecisionResponse;
    expect(decided.change.status).toBe("approved");
    expect(decided.event).toMatchObject({ title: "Spring Recital Moved", venue: "Hall B", approvalStatus: "approved" });
    expect(decided.event.pendingChange).toBeNull();
    expect(decided.event.eventDate).toBe(eventStart(moved.date, 18).toISOString());

    // Approving twice is refused.
    const again = await change(admin.cookie, eventId, changeId, "approve");
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({
      error: { code: "conflict", params: { reason: "change_decided", status: "approved" } },
    });

    // One mail per order, in the buyer's language.
    const mails = await mailsAbout("Spring Recital Moved");
    expect(mails.map((m) => m.to_address).sort()).toEqual([buyer.email, spanish.email].sort());
    const english = mails.find((m) => m.to_address === buyer.email);
    const spanishMail = mails.find((m) => m.to_address === spanish.email);
    expect(english?.subject).toBe("Your event has changed: Spring Recital Moved");
    expect(english?.text_body).toContain("Venue: Hall B (before:");
    expect(english?.text_body).toContain(orders[0]?.id ?? "-");
    expect(spanishMail?.subject).toBe("Su evento ha cambiado: Spring Recital Moved");
    expect(spanishMail?.text_body).toContain("Lugar: Hall B (antes:");
  });

  it("lets the manager withdraw a change and an admin reject one; the event stays as approved", async () => {
    const form = eventForm({ title: "Autumn Choir", date: upcoming(2), rentalHours: 2 });
    const { eventId } = await approvedRental(form, true);

    const pending = await api.update(manager.cookie, eventId, { ...form, description: "New words" });
    expect(pending.status).toBe(202);
    const changeId = ((await pending.json()) as EventUpdateResponse).change?.id ?? "";
    const withdrawn = await change(manager.cookie, eventId, changeId, "withdraw");
    expect(withdrawn.status).toBe(200);
    expect(((await withdrawn.json()) as EventChangeDecisionResponse).event.pendingChange).toBeNull();
    expect((await change(admin.cookie, eventId, changeId, "approve")).status).toBe(409);

    const next = await api.update(manager.cookie, eventId, { ...form, title: "Autumn Choir Renamed" });
    const nextId = ((await next.json()) as EventUpdateResponse).change?.id ?? "";
    const rejected = await change(admin.cookie, eventId, nextId, "reject");
    expect(rejected.status).toBe(200);
    expect(((await rejected.json()) as EventChangeDecisionResponse).change.status).toBe("rejected");
    expect(await api.eventRow(eventId)).toMatchObject({
      title: "Autumn Choir",
      description: form.description,
      approval_status: "approved",
    });
    expect(await mailsAbout("Autumn Choir")).toEqual([]);
  });

  it("applies a manager's edit when nothing was sold, and the event waits for approval again", async () => {
    const form = eventForm({ title: "Quiet Lecture", date: upcoming(2), rentalHours: 2 });
    const { eventId } = await approvedRental(form, false);
    const response = await api.update(manager.cookie, eventId, { ...form, title: "Quiet Lecture II" });
    expect(response.status).toBe(200);
    const body = (await response.json()) as EventUpdateResponse;
    expect(body.change).toBeNull();
    expect(body.event).toMatchObject({ title: "Quiet Lecture II", approvalStatus: "pending", approvedBy: null });
    expect((await t.request(`/api/events/${eventId}`)).status).toBe(404);
    // An edit of a pending event applies at once, as before.
    const again = await api.update(manager.cookie, eventId, { ...form, title: "Quiet Lecture III" });
    expect(again.status).toBe(200);
    expect((await api.eventRow(eventId))?.title).toBe("Quiet Lecture III");
  });

  it("applies an admin's edit at once and mails the buyers when the event moves", async () => {
    const form = eventForm({ title: "Brass Night", date: upcoming(2), rentalHours: 2 });
    const { eventId } = await approvedRental(form, true);
    const response = await api.update(admin.cookie, eventId, { ...form, date: upcoming(4), hour: 20 });
    expect(response.status).toBe(200);
    expect(((await response.json()) as EventUpdateResponse).event).toMatchObject({ approvalStatus: "approved" });
    const mails = await mailsAbout("Brass Night");
    expect(mails).toHaveLength(2);
    expect(mails.find((m) => m.to_address === buyer.email)?.text_body).toContain("Date and time:");
    // A new title alone tells nobody.
    await api.update(admin.cookie, eventId, { ...form, title: "Brass Night Renamed", date: upcoming(4), hour: 20 });
    expect(await mailsAbout("Brass Night Renamed")).toEqual([]);
  });

  it("refunds the difference when an approved change makes the rental cheaper, and refuses dearer ones", async () => {
    // A Saturday full day (2,900) moved to a Monday for 7 hours (1,050): 1,850 back.
    const form = eventForm({ title: "Saturday Gala", date: upcoming(6), rentalHours: 7 });
    const { eventId, rentalId } = await approvedRental(form, true);

    const monday = { ...form, date: upcoming(1) };
    const moved = await api.update(manager.cookie, eventId, monday);
    expect(moved.status).toBe(202);
    const changeId = ((await moved.json()) as EventUpdateResponse).change?.id ?? "";
    expect((await listedFor(admin.cookie, eventId))?.pendingChange?.priceDeltaCents).toBe(-185_000);
    // Nothing is given back before the change is approved.
    expect((await api.orderRow(rentalId)).refunded_cents).toBe(0);

    expect((await change(admin.cookie, eventId, changeId, "approve")).status).toBe(200);
    expect(await api.orderRow(rentalId)).toMatchObject({ status: "paid", refunded_cents: 185_000 });
    const refunds = await t.ctx.db
      .selectFrom("payment_ledger")
      .select(["amount_cents", "state", "reason"])
      .where("order_id", "=", rentalId)
      .where("kind", "=", "refund")
      .execute();
    expect(refunds).toEqual([{ amount_cents: 185_000, state: "settled", reason: "event_change" }]);

    // What is left of the payment (1,050) is the ceiling now: 8 hours on a Monday (1,200) is refused.
    const dearer = await api.update(manager.cookie, eventId, { ...monday, rentalHours: 8 });
    expect(dearer.status).toBe(409);
    expect(await dearer.json()).toEqual({
      error: {
        code: "conflict",
        params: { reason: "rental_price_increase", paidCents: 105_000, quoteCents: 120_000 },
      },
    });

    // Fewer hours alone need no approval: applied at once, and the difference refunded with it.
    const shorter = await api.update(manager.cookie, eventId, { ...monday, rentalHours: 5 });
    expect(shorter.status).toBe(200);
    expect(((await shorter.json()) as EventUpdateResponse).event).toMatchObject({
      rentalHours: 5,
      approvalStatus: "approved",
    });
    expect((await api.orderRow(rentalId)).refunded_cents).toBe(215_000);
  });
});
