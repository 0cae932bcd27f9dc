import { generateSeats } from "#domain/seating/layouts";
import type { AppContext } from "#server/context";
import { insertSeats } from "#server/db/seats";
import { nowIso } from "#server/platform/clock";
import { DEMO_LAYOUT, demoEvents } from "./demo-events";

/** Seat rows per insert: 500 rows of 7 values stay well under SQLite's and PostgreSQL's parameter limits. */
const SEAT_BATCH = 500;

export const DEMO_PASSWORD = "arena-demo-2026";

export const DEMO_ACCOUNTS = [
  { email: "admin@example.com", name: "Alex Admin", roles: ["admin"] },
  { email: "manager@example.com", name: "Morgan Manager", roles: ["event_manager"] },
  { email: "door@example.com", name: "Dana Door", roles: ["door_staff"] },
  { email: "window@example.com", name: "Wes Window", roles: ["box_office"] },
  { email: "guest@example.com", name: "Gabriela Guest", roles: [] },
] as const;

/** Demo content for a fresh database. Never runs in production mode (see main.ts). */
export async function seedDemo(ctx: AppContext, now: Date = new Date()): Promise<boolean> {
  const existing = await ctx.db.selectFrom("profiles").select("id").limit(1).executeTakeFirst();
  if (existing) return false;

  const auth = await ctx.auth.$context;
  const ids: Record<string, string> = {};
  for (const account of DEMO_ACCOUNTS) {
    const user = await auth.internalAdapter.createUser(
      { email: account.email, name: account.name, emailVerified: true },
      { method: "admin" },
    );
    await auth.internalAdapter.linkAccount({
      userId: user.id,
      providerId: "credential",
      accountId: user.id,
      password: await auth.password.hash(DEMO_PASSWORD),
    });
    for (const role of account.roles) {
      await ctx.db
        .insertInto("user_roles")
        .values({ user_id: user.id, role, created_at: nowIso(now) })
        .execute();
    }
    ids[account.email] = user.id;
  }

  const adminId = ids["admin@example.com"] ?? null;
  const managerId = ids["manager@example.com"] ?? null;
  const rows = demoEvents(now).map((event) => ({
    id: crypto.randomUUID(),
    title: event.title,
    description: event.description,
    title_es: event.titleEs,
    description_es: event.descriptionEs,
    event_date: event.startsAt,
    venue: "Bridgeland Arena",
    image_url: null,
    layout: event.layout ?? DEMO_LAYOUT,
    rental_hours: null,
    created_by: event.pending ? managerId : adminId,
    approval_status: event.pending ? ("pending" as const) : ("approved" as const),
    approved_by: event.pending ? null : adminId,
    approved_at: event.pending ? null : nowIso(now),
    created_at: nowIso(now),
    updated_at: nowIso(now),
  }));
  // The seats are written with their events, so no visitor's first chart waits for 3,500 of them
  // to be generated (the seat map still generates the seats of an event that has none).
  await ctx.db.transaction().execute(async (trx) => {
    await trx.insertInto("events").values(rows).execute();
    for (const event of rows) await insertSeats(trx, event.id, generateSeats(event.id, event.layout), SEAT_BATCH);
  });
  return true;
}
