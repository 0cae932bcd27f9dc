import { type Kysely, type Migration, type QueryExecutorProvider, sql } from "kysely";
import { DEFAULT_LAYOUT, isLayoutId, layoutSections, seatId } from "#domain/seating/layouts";

/**
 * Accessible seating.
 *
 * - `seats.access` marks a wheelchair space (`wheelchair`) or a companion seat (`companion`); null
 *   for an ordinary seat. Seats generated from now on carry it; existing events' seats are marked
 *   here from their event's layout, as generating them today would.
 * - `accessible_releases`: a section of an event whose unsold spaces and companion seats an admin
 *   released to everyone (at most one row per section; a release is final).
 */
export const accessible: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable("seats")
      .addColumn("access", "text", (c) => c.check(sql`access in ('wheelchair', 'companion')`))
      .execute();
    await db.schema
      .createTable("accessible_releases")
      .addColumn("event_id", "text", (c) => c.notNull().references("events.id").onDelete("cascade"))
      .addColumn("section", "text", (c) => c.notNull())
      .addColumn("released_by", "text", (c) => c.references("profiles.id").onDelete("set null"))
      .addColumn("released_at", "text", (c) => c.notNull())
      .addPrimaryKeyConstraint("accessible_releases_pk", ["event_id", "section"])
      .execute();

    await markAccessibleSeats(db);
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable("accessible_releases").execute();
    await db.schema.alterTable("seats").dropColumn("access").execute();
  },
};

/** Marks the spaces and companion seats of every event with seats, from the event's layout. */
export async function markAccessibleSeats(db: QueryExecutorProvider): Promise<void> {
  const { rows: events } = await sql<{ id: string; layout: string }>`
    select id, layout from events where exists (select 1 from seats where seats.event_id = events.id)
  `.execute(db);
  for (const event of events) {
    const layout = isLayoutId(event.layout) ? event.layout : DEFAULT_LAYOUT;
    const spaces: string[] = [];
    const companions: string[] = [];
    for (const section of layoutSections(layout)) {
      for (const group of section.accessible) {
        spaces.push(seatId(event.id, section.key, group.row, group.space));
        for (const seat of group.companions) companions.push(seatId(event.id, section.key, group.row, seat));
      }
    }
    // Seats that are not there (a section an admin removed) are simply not marked.
    for (const [access, ids] of [
      ["wheelchair", spaces],
      ["companion", companions],
    ] as const) {
      if (ids.length === 0) continue;
      await sql`update seats set access = ${access} where id in (${sql.join(ids)})`.execute(db);
    }
  }
}
