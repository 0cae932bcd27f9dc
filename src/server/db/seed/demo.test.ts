import { expect, it } from "vitest";
import { generateSeats, seatCount } from "#domain/seating/layouts";
import { fetchSeatMap } from "#server/testing/factories";
import { describeDialects } from "#server/testing/postgres";
import { seedDemo } from "./demo";
import { DEMO_LAYOUT, demoEvents } from "./demo-events";

describeDialects("the demo seed", (open) => {
  it("puts its events on the full arena, but for the recital, with their seats already written", async () => {
    const t = await open();
    expect(await seedDemo(t.ctx)).toBe(true);
    const events = await t.ctx.db.selectFrom("events").select(["id", "title", "layout"]).execute();
    expect(events).toHaveLength(demoEvents(new Date()).length);
    const seats = await t.ctx.db
      .selectFrom("seats")
      .select((eb) => ["event_id", eb.fn.countAll().as("n")])
      .groupBy("event_id")
      .execute();
    const seatsOf = new Map(seats.map((row) => [row.event_id, Number(row.n)]));
    for (const event of events) {
      const layout = event.title.startsWith("Classical Piano Recital") ? "traditional" : DEMO_LAYOUT;
      expect(event.layout, event.title).toBe(layout);
      expect(seatsOf.get(event.id), event.title).toBe(seatCount(layout));
    }
    expect(seatCount(DEMO_LAYOUT)).toBe(3_500);

    // The seat map answers from the written seats: the arena's three sections, its wheelchair
    // spaces and companion seats marked as the layout places them.
    const arena = events.find((event) => event.layout === DEMO_LAYOUT);
    if (!arena) throw new Error("no full-arena event");
    const map = await fetchSeatMap(t, arena.id);
    expect(map.totals).toMatchObject({ seats: 3_500, available: 3_500 });
    expect(map.sections.map((s) => [s.key, s.rows.reduce((n, r) => n + r.seats, 0)])).toEqual([
      ["vip", 200],
      ["premium", 500],
      ["general", 2_800],
    ]);
    const byId = (a: { id: string }, b: { id: string }) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
    const marked = await t.ctx.db
      .selectFrom("seats")
      .select(["id", "access"])
      .where("event_id", "=", arena.id)
      .where("access", "is not", null)
      .execute();
    marked.sort(byId);
    const expected = generateSeats(arena.id, DEMO_LAYOUT)
      .filter((s) => s.access !== null)
      .map((s) => ({ id: s.id, access: s.access }))
      .sort(byId);
    expect(marked.length).toBeGreaterThan(0);
    expect(marked).toEqual(expected);

    // A second start finds the accounts and seeds nothing.
    expect(await seedDemo(t.ctx)).toBe(false);
  });
});
