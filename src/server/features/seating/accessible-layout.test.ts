import { beforeAll, expect, it } from "vitest";
import { layoutSections } from "#domain/seating/layouts";
import { markAccessibleSeats } from "#server/db/migrations/0014-accessible";
import { type BuiltUser, buildEvent, buildUsers, fetchSeatMap } from "#server/testing/factories";
import { describeDialects } from "#server/testing/postgres";
import type { TestApp } from "#server/testing/test-app";
import { groupsOfRow } from "./accessible-groups";
import { createSeatStateStore, RESYNC_MS } from "./seat-state-store";

it("groups a row's marks: each companion with the space of its run, nearest first", () => {
  const w = "wheelchair" as const;
  const c = "companion" as const;
  expect(
    groupsOfRow([
      { seat: 3, access: c },
      { seat: 1, access: w },
      { seat: 2, access: c },
      { seat: 4, access: c },
      { seat: 8, access: w },
      { seat: 5, access: c },
      { seat: 6, access: c },
      { seat: 7, access: c },
    ]),
  ).toEqual([
    { space: 1, companions: [2, 3, 4] },
    { space: 8, companions: [7, 6, 5] },
  ]);
  // A companion seat cut off from every space belongs to no group.
  expect(
    groupsOfRow([
      { seat: 1, access: w },
      { seat: 2, access: c },
      { seat: 4, access: c },
    ]),
  ).toEqual([{ space: 1, companions: [2] }]);
});

describeDialects("accessible seats in the layout", (open) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await open();
  });

  it("sends the full house's 26 spaces, each with three companions, in every section", async () => {
    const event = await buildEvent(t.ctx.db, { layout: "full-arena" });
    const map = await fetchSeatMap(t, event.id);
    const groups = map.sections.flatMap((s) => s.rows.flatMap((r) => r.accessible ?? []));
    expect(groups).toHaveLength(26);
    for (const g of groups) expect(g.companions).toHaveLength(3);
    for (const section of map.sections) {
      expect(section.accessibleReleased).toBe(false);
      expect(section.rows.some((r) => (r.accessible ?? []).length > 0)).toBe(true);
    }
    // The wire says what the layout places.
    expect(
      map.sections.map((s) => ({
        key: s.key,
        groups: s.rows.flatMap((r) => (r.accessible ?? []).map((g) => ({ row: r.row, ...g }))),
      })),
    ).toEqual(layoutSections("full-arena").map((s) => ({ key: s.key, groups: s.accessible })));
    const marked = await t.ctx.db
      .selectFrom("seats")
      .select(["access", (eb) => eb.fn.countAll().as("n")])
      .where("event_id", "=", event.id)
      .groupBy("access")
      .execute();
    expect(Object.fromEntries(marked.map((m) => [m.access ?? "none", Number(m.n)]))).toEqual({
      wheelchair: 26,
      companion: 78,
      none: 3500 - 104,
    });
  });

  it("back-fills the marks of an existing event's seats from its layout", async () => {
    const event = await buildEvent(t.ctx.db, { layout: "arena" });
    await fetchSeatMap(t, event.id);
    // The event's seats as they were before the marks existed.
    await t.ctx.db.updateTable("seats").set({ access: null }).where("event_id", "=", event.id).execute();
    await markAccessibleSeats(t.ctx.db);
    const rows = await t.ctx.db
      .selectFrom("seats")
      .select(["section", "row_number", "seat_number", "access"])
      .where("event_id", "=", event.id)
      .where("access", "is not", null)
      .execute();
    const expected = layoutSections("arena").flatMap((s) =>
      s.accessible.flatMap((g) => [
        `${s.key}:${g.row}:${g.space}:wheelchair`,
        ...g.companions.map((seat) => `${s.key}:${g.row}:${seat}:companion`),
      ]),
    );
    expect(rows.map((r) => `${r.section}:${r.row_number}:${r.seat_number}:${r.access}`).sort()).toEqual(
      expected.sort(),
    );
  });

  it("makes a release reach another instance's layout at its next read, as a new version", async () => {
    const [admin] = (await buildUsers(t.ctx, 1, ["admin"])) as [BuiltUser];
    const event = await buildEvent(t.ctx.db, { layout: "arena" });
    // Another instance on the same database: its own store, which this app's release never touches.
    const elsewhere = createSeatStateStore(t.ctx.db, t.ctx.seatChanges, t.ctx.seatClaims);
    const before = await elsewhere.layout(event.id);
    const released = await t.request(`/api/events/${event.id}/sections/floor/accessible-release`, {
      method: "POST",
      cookie: admin.cookie,
    });
    expect(released.status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, RESYNC_MS + 100));
    const after = await elsewhere.layout(event.id);
    expect(after?.version).not.toBe(before?.version);
    const body = JSON.parse(Buffer.from(after?.body.bytes("identity") ?? []).toString("utf8")) as {
      sections: { key: string; accessibleReleased: boolean }[];
    };
    expect(body.sections.map((s) => [s.key, s.accessibleReleased])).toEqual([
      ["floor", true],
      ["lower-bowl", false],
      ["upper-bowl", false],
    ]);
    // This instance's charts hear of it at once.
    expect((await fetchSeatMap(t, event.id)).layoutVersion).toBe(after?.version);
  });
});
