import { beforeAll, expect, it } from "vitest";
import type { EventUpdateResponse, ManagedEvent } from "#domain/schemas/event-form";
import type { EventDetailResponse, EventListingsResponse } from "#domain/schemas/listings";
import type { BookableEventsResponse, OrderView } from "#domain/schemas/tickets";
import { seatId } from "#domain/seating/layouts";
import { type BuiltUser, buildUsers, paidOrder, paySimulated } from "#server/testing/factories";
import { describeDialects } from "#server/testing/postgres";
import type { TestApp } from "#server/testing/test-app";
import { eventForm, managementApi, upcoming } from "./event-management.test-kit";

describeDialects("bilingual event content", (open) => {
  let t: TestApp;
  let api: ReturnType<typeof managementApi>;
  let admin: BuiltUser;
  let manager: BuiltUser;
  let buyer: BuiltUser;

  beforeAll(async () => {
    t = await open();
    api = managementApi(t);
    [admin] = (await buildUsers(t.ctx, 1, ["admin"])) as [BuiltUser];
    [manager] = (await buildUsers(t.ctx, 1, ["event_manager"])) as [BuiltUser];
    [buyer] = (await buildUsers(t.ctx, 1)) as [BuiltUser];
  });

  async function publicEvent(id: string) {
    const response = await t.request(`/api/events/${id}`);
    expect(response.status).toBe(200);
    return ((await response.json()) as EventDetailResponse).event;
  }

  it("stores both languages from the form and answers both publicly; blank Spanish is null", async () => {
    const created = await api.create(
      admin.cookie,
      eventForm({
        title: "Gospel Night",
        titleEs: "  Noche de gospel  ",
        description: "Choirs raise the roof.",
        descriptionEs: "Los coros hacen vibrar la arena.",
        date: upcoming(2),
      }),
    );
    expect(created.status).toBe(201);
    const { event } = (await created.json()) as { event: ManagedEvent };
    expect(event).toMatchObject({
      title: "Gospel Night",
      titleEs: "Noche de gospel",
      description: "Choirs raise the roof.",
      descriptionEs: "Los coros hacen vibrar la arena.",
    });
    expect(await publicEvent(event.id)).toMatchObject({
      title: "Gospel Night",
      titleEs: "Noche de gospel",
      descriptionEs: "Los coros hacen vibrar la arena.",
    });
    const listed = ((await (await t.request("/api/events")).json()) as EventListingsResponse).events;
    expect(listed.find((e) => e.id === event.id)).toMatchObject({ titleEs: "Noche de gospel" });
    const bookable = ((await (await t.request("/api/events/bookable")).json()) as BookableEventsResponse).events;
    expect(bookable.find((e) => e.id === event.id)).toMatchObject({ titleEs: "Noche de gospel" });

    const englishOnly = await api.create(
      admin.cookie,
      eventForm({ titleEs: "   ", descriptionEs: "", date: upcoming(3) }),
    );
    expect(englishOnly.status).toBe(201);
    const plain = ((await englishOnly.json()) as { event: ManagedEvent }).event;
    expect(plain).toMatchObject({ titleEs: null, descriptionEs: null });
    expect(await publicEvent(plain.id)).toMatchObject({ titleEs: null, descriptionEs: null });
  });

  it("refuses a Spanish title that is too long, with a translated message, and creates nothing", async () => {
    const before = await t.ctx.db.selectFrom("events").select("id").execute();
    const response = await api.create(admin.cookie, eventForm({ titleEs: "x".repeat(121) }));
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: { code: "validation_failed" } });
    expect(await t.ctx.db.selectFrom("events").select("id").execute()).toHaveLength(before.length);
  });

  it("keeps a manager's Spanish edit of a sold event waiting for approval, then shows it", async () => {
    const rental = await api.rentalOrder(manager.cookie, eventForm({ title: "Folk Fest", date: upcoming(1, 2) }));
    const paid = await paySimulated(t, manager.cookie, rental.id);
    expect(paid.status).toBe(200);
    const eventId = ((await paid.json()) as { order: OrderView }).order.eventId ?? "";
    expect((await api.decide(admin.cookie, eventId, "approve")).status).toBe(200);
    await paidOrder(t, `${buyer.cookie}; lang=es`, eventId, [seatId(eventId, "vip", 1, 3)]);

    const [current] = (await api.listed(manager.cookie)).filter((e) => e.id === eventId);
    const edit = await api.update(manager.cookie, eventId, {
      ...eventForm({ title: "Folk Fest", date: upcoming(1, 2) }),
      rentalHours: current?.rentalHours ?? 2,
      titleEs: "Festival folclórico",
      descriptionEs: "Música de raíz.",
    });
    expect(edit.status).toBe(202);
    const { change } = (await edit.json()) as EventUpdateResponse;
    expect(change?.proposed).toMatchObject({ titleEs: "Festival folclórico", descriptionEs: "Música de raíz." });
    // The approved version stays public meanwhile.
    expect(await publicEvent(eventId)).toMatchObject({ title: "Folk Fest", titleEs: null });

    const approved = await t.request(`/api/manage/events/${eventId}/changes/${change?.id}/approve`, {
      method: "POST",
      cookie: admin.cookie,
      json: {},
    });
    expect(approved.status).toBe(200);
    expect(await publicEvent(eventId)).toMatchObject({ title: "Folk Fest", titleEs: "Festival folclórico" });
    expect(await api.eventRow(eventId)).toMatchObject({
      title_es: "Festival folclórico",
      description_es: "Música de raíz.",
    });

    // A Spanish buyer's mail and My Tickets carry the Spanish title.
    await paidOrder(t, `${buyer.cookie}; lang=es`, eventId, [seatId(eventId, "vip", 1, 4)]);
    await t.mailWorker.deliverDue();
    const subjects = (
      await t.ctx.db.selectFrom("mail_outbox").select("subject").where("to_address", "=", buyer.email).execute()
    ).map((row) => row.subject);
    expect(subjects.some((subject) => subject.includes("Festival folclórico"))).toBe(true);
    const mine = (await (await t.request("/api/my/tickets", { cookie: buyer.cookie })).json()) as {
      tickets: { event: { id: string; titleEs: string | null } }[];
    };
    expect(mine.tickets.find((ticket) => ticket.event.id === eventId)?.event.titleEs).toBe("Festival folclórico");
  });

  it("lets the assistant name events in the question's language", async () => {
    const created = await api.create(
      admin.cookie,
      eventForm({ title: "Zither Summit", titleEs: "Cumbre de cítaras", date: upcoming(4) }),
    );
    expect(created.status).toBe(201);
    const ask = async (message: string, language: "en" | "es") => {
      const response = await t.request("/api/chat", { method: "POST", json: { message, language } });
      expect(response.status).toBe(200);
      return ((await response.json()) as { reply: string }).reply;
    };
    expect(await ask("¿hay boletos para la cumbre de cítaras?", "es")).toContain("Cumbre de cítaras");
    expect(await ask("are there tickets for the zither summit?", "en")).toContain("Zither Summit");
  });
});
