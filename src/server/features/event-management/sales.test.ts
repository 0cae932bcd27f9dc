import { beforeAll, expect, it } from "vitest";
import type { EventSalesResponse } from "#domain/schemas/money";
import type { OrderView } from "#domain/schemas/tickets";
import { seatId } from "#domain/seating/layouts";
import { type BuiltUser, buildEvent, buildUsers, heldOrder, paidOrder } from "#server/testing/factories";
import { describeDialects } from "#server/testing/postgres";
import type { TestApp } from "#server/testing/test-app";

describeDialects("an event's sales", (open) => {
  let t: TestApp;
  let admin: BuiltUser;
  let manager: BuiltUser;
  let otherManager: BuiltUser;
  let buyer: BuiltUser;

  beforeAll(async () => {
    t = await open();
    [admin] = (await buildUsers(t.ctx, 1, ["admin"])) as [BuiltUser];
    [manager, otherManager] = (await buildUsers(t.ctx, 2, ["event_manager"])) as [BuiltUser, BuiltUser];
    [buyer] = (await buildUsers(t.ctx, 1)) as [BuiltUser];
  });

  function sales(eventId: string, cookie: string | undefined) {
    return t.request(`/api/manage/events/${eventId}/sales`, { cookie });
  }

  /** An event of the manager's with two VIP seats paid (one refunded), a Premium seat given away and a hold. */
  async function soldEvent(buyer: BuiltUser) {
    const event = await buildEvent(t.ctx.db, { created_by: manager.userId, title: "Sales Night" });
    const vip = [seatId(event.id, "vip", 1, 1), seatId(event.id, "vip", 1, 2)];
    const paid = await paidOrder(t, buyer.cookie, event.id, vip);
    const comp = await t.request("/api/orders/complimentary", {
      method: "POST",
      cookie: admin.cookie,
      json: { eventId: event.id, seatIds: [seatId(event.id, "premium", 4, 1)] },
    });
    const compOrder = ((await comp.json()) as { order: OrderView }).order;
    await heldOrder(t, buyer.cookie, event.id, [seatId(event.id, "general", 9, 1)]);
    const refunded = await t.request(`/api/manage/orders/${paid.id}/refund`, {
      method: "POST",
      cookie: admin.cookie,
      json: { seatIds: [vip[1]] },
    });
    expect(refunded.status).toBe(200);
    return { event, paid, compOrder, vip };
  }

  it("counts seats sold, comps and refunds, in total and by section, with each order", async () => {
    const { event, paid, compOrder, vip } = await soldEvent(buyer);
    const response = await sales(event.id, manager.cookie);
    expect(response.status).toBe(200);
    const { sales: figures } = (await response.json()) as EventSalesResponse;
    const price = paid.totalCents / 2;
    expect(figures.totals).toEqual({
      seatsSold: 1,
      comps: 1,
      refunds: 1,
      refundedCents: price,
      grossCents: paid.totalCents,
      revenueCents: price,
    });
    expect(figures.sections).toEqual([
      { section: "premium", seatsSold: 0, comps: 1, refunds: 0, refundedCents: 0, grossCents: 0, revenueCents: 0 },
      {
        section: "vip",
        seatsSold: 1,
        comps: 0,
        refunds: 1,
        refundedCents: price,
        grossCents: paid.totalCents,
        revenueCents: price,
      },
    ]);
    // Holds sold nothing and are not listed.
    expect(figures.orders.map((o) => o.id).sort()).toEqual([paid.id, compOrder.id].sort());
    const order = figures.orders.find((o) => o.id === paid.id);
    expect(order).toMatchObject({
      buyerEmail: buyer.email,
      status: "paid",
      totalCents: paid.totalCents,
      refundedCents: price,
    });
    expect(order?.seats.map((s) => [s.id, s.status])).toEqual([
      [vip[0], "sold"],
      [vip[1], "refunded"],
    ]);
    expect((await sales(event.id, admin.cookie)).status).toBe(200);
  });

  it("is its manager's and the admins' only", async () => {
    const event = await buildEvent(t.ctx.db, { created_by: manager.userId });
    for (const path of ["sales", "orders.csv", "attendees.csv"]) {
      for (const [cookie, status] of [
        [otherManager.cookie, 403],
        [buyer.cookie, 403],
        [undefined, 401],
        [manager.cookie, 200],
      ] as const) {
        expect((await t.request(`/api/manage/events/${event.id}/${path}`, { cookie })).status).toBe(status);
      }
      expect(
        (await t.request(`/api/manage/events/${crypto.randomUUID()}/${path}`, { cookie: admin.cookie })).status,
      ).toBe(404);
    }
  });

  it("names the CSV files after the English title without its accents, whatever the reader's language", async () => {
    const event = await buildEvent(t.ctx.db, {
      created_by: manager.userId,
      title: "Canción de Año Nuevo",
      title_es: "Noche de canciones",
    });
    for (const lang of ["en", "es"]) {
      const file = await t.request(`/api/manage/events/${event.id}/attendees.csv`, {
        cookie: `${manager.cookie}; lang=${lang}`,
      });
      expect(file.status).toBe(200);
      expect(file.headers.get("content-disposition")).toMatch(
        /^attachment; filename="cancion-de-ano-nuevo-\d{4}-\d{2}-\d{2}-attendees\.csv"$/,
      );
    }
  });

  it("exports orders and attendees as CSV, with formulas defused", async () => {
    // A buyer whose name would run as a formula in a spreadsheet.
    const [mallory] = (await buildUsers(t.ctx, 1)) as [BuiltUser];
    await t.ctx.db
      .updateTable("profiles")
      .set({ full_name: '=HYPERLINK("http://evil.example","Click")' })
      .where("id", "=", mallory.userId)
      .execute();
    const { event, paid } = await soldEvent(mallory);
    const orders = await t.request(`/api/manage/events/${event.id}/orders.csv`, { cookie: manager.cookie });
    expect(orders.status).toBe(200);
    expect(orders.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(orders.headers.get("content-disposition")).toMatch(
      /^attachment; filename="sales-night-\d{4}-\d{2}-\d{2}-orders\.csv"$/,
    );
    const ordersText = await orders.text();
    const lines = ordersText
      .replace(/^\uFEFF/, "")
      .trimEnd()
      .split("\r\n");
    expect(lines[0]).toBe(
      "Order,Status,Buyer,Email,Paid with,Paid at (UTC),Seats,Total (USD),Refunded (USD),Net (USD)",
    );
    const paidLine = lines.find((line) => line.startsWith(paid.id));
    const price = (paid.totalCents / 200).toFixed(2);
    expect(paidLine).toBe(
      `${paid.id},Paid,"'=HYPERLINK(""http://evil.example"",""Click"")",${mallory.email},simulated,${paid.paidAt},2,${(paid.totalCents / 100).toFixed(2)},${price},${price}`,
    );

    const attendees = await t.request(`/api/manage/events/${event.id}/attendees.csv`, {
      cookie: `${admin.cookie}; lang=es`,
    });
    const rows = (await attendees.text())
      .replace(/^\uFEFF/, "")
      .trimEnd()
      .split("\r\n");
    expect(rows[0]).toBe("Nombre,Correo electrónico,Sección,Fila,Asiento,Boleto,Pedido");
    // The refunded seat admits nobody and is not an attendee; the held one never was.
    expect(rows).toHaveLength(3);
    expect(rows.some((row) => row.startsWith(`"'=HYPERLINK`) && row.includes(",VIP,1,1,Vendido,"))).toBe(true);
    expect(rows.some((row) => row.includes(",Preferente,4,1,De cortesía,"))).toBe(true);
  });
});
