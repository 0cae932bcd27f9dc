import { type Kysely, SqliteAdapter, sql } from "kysely";
import { beforeAll, expect, it } from "vitest";
import type { MyData } from "#domain/schemas/privacy";
import { seatId } from "#domain/seating/layouts";
import type { DB } from "#server/db/schema";
import { buildContact, buildInquiry, buildSignUp } from "#server/features/submissions/submissions.test-kit";
import { buildEvent, paidOrder } from "#server/testing/factories";
import { describeDialects } from "#server/testing/postgres";
import { TEST_PASSWORD, type TestApp } from "#server/testing/test-app";

const DAY_MS = 24 * 60 * 60_000;

/**
 * Every table and column that can hold text, read from the live schema (SQLite's catalog or
 * PostgreSQL's information_schema): a column added tomorrow is walked too.
 */
async function textColumns(db: Kysely<DB>): Promise<{ table: string; column: string }[]> {
  if (db.getExecutor().adapter instanceof SqliteAdapter) {
    const tables = await sql<{ name: string }>`
      select name from sqlite_master where type = 'table' and name not like 'sqlite_%'`.execute(db);
    const out: { table: string; column: string }[] = [];
    for (const { name } of tables.rows) {
      const columns = await sql<{ name: string; type: string }>`
        select name, type from pragma_table_info(${name})`.execute(db);
      for (const column of columns.rows) {
        if (/text|char|clob/i.test(column.type)) out.push({ table: name, column: column.name });
      }
    }
    return out;
  }
  const rows = await sql<{ table_name: string; column_name: string }>`
    select table_name, column_name from information_schema.columns
    where table_schema = current_schema() and data_type in ('text', 'character varying', 'json', 'jsonb')`.execute(db);
  return rows.rows.map((r) => ({ table: r.table_name, column: r.column_name }));
}

/** Where, in any text column of any table, one of `needles` still appears. */
async function findTraces(db: Kysely<DB>, needles: string[]): Promise<string[]> {
  const byTable = new Map<string, string[]>();
  for (const { table, column } of await textColumns(db)) byTable.set(table, [...(byTable.get(table) ?? []), column]);
  const found: string[] = [];
  for (const [table, columns] of byTable) {
    // One query a table, and a closer look only where something matched.
    const anyMatch = sql.join(
      columns.flatMap((column) =>
        needles.map((needle) => sql`lower(cast(${sql.ref(column)} as text)) like ${`%${needle.toLowerCase()}%`}`),
      ),
      sql` or `,
    );
    const hit = await sql<{
      n: number | string;
    }>`select count(*) as n from ${sql.table(table)} where ${anyMatch}`.execute(db);
    if (Number(hit.rows[0]?.n ?? 0) === 0) continue;
    for (const column of columns) {
      for (const needle of needles) {
        const one = await sql<{ n: number | string }>`
          select count(*) as n from ${sql.table(table)}
          where lower(cast(${sql.ref(column)} as text)) like ${`%${needle.toLowerCase()}%`}`.execute(db);
        if (Number(one.rows[0]?.n ?? 0) > 0) found.push(`${table}.${column} holds "${needle}"`);
      }
    }
  }
  return found;
}

describeDialects("privacy: export and deletion", (open) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await open();
  });

  /**
   * A signed-in person with a distinctive name, who then makes one of every kind of record: a paid
   * order (two tickets), a transfer of one of them, a tour, a waitlist and a queue place, an
   * inquiry, a contact message, feedback and a newsletter sign-up, each with a marker of its own.
   */
  async function personWithEverything(label: string) {
    const tag = `${label}${crypto.randomUUID().slice(0, 6)}`;
    const email = `zora.${tag}@example.com`;
    const name = `Zora Quillfeather ${tag}`;
    const person = await t.signedIn([], email);
    await t.ctx.db.updateTable("profiles").set({ full_name: name }).where("id", "=", person.userId).execute();
    const markers = {
      inquiry: `Inquiry marker ${tag}`,
      contact: `Contact marker ${tag}`,
      feedback: `Feedback marker ${tag}`,
      interests: `Interests marker ${tag}`,
    };
    const event = await buildEvent(t.ctx.db, { title: `Night ${tag}` });
    const seats = [seatId(event.id, "premium", 5, 1), seatId(event.id, "premium", 5, 2)];
    const order = await paidOrder(t, person.cookie, event.id, seats);
    const friendEmail = `friend.${tag}@example.com`;
    const tickets = await t.ctx.db
      .selectFrom("bookings")
      .select(["id", "seat_id"])
      .where("order_id", "=", order.id)
      .orderBy("seat_id")
      .execute();
    const moved = await t.request(`/api/my/tickets/${tickets[1]?.id}/transfer`, {
      method: "POST",
      cookie: person.cookie,
      json: { email: friendEmail },
    });
    expect(moved.status, await moved.clone().text()).toBe(200);

    const now = new Date().toISOString();
    await t.ctx.db
      .insertInto("tour_bookings")
      .values({
        id: crypto.randomUUID(),
        user_id: person.userId,
        user_email: email,
        user_name: name,
        tour_date: "2020-01-15",
        status: "confirmed",
        created_at: now,
      })
      .execute();
    const soldOut = await buildEvent(t.ctx.db, { title: `Sold out ${tag}` });
    await t.ctx.db
      .insertInto("waitlist_entries")
      .values({
        event_id: soldOut.id,
        user_id: person.userId,
        count: 2,
        max_price_cents: null,
        language: "en",
        status: "waiting",
        offer_order_id: null,
        offered_at: null,
        created_at: now,
        updated_at: now,
      })
      .execute();
    const lang = { cookie: `${person.cookie}; lang=en` };
    const sent = await Promise.all([
      t.request("/api/inquiries", {
        method: "POST",
        ...lang,
        json: buildInquiry({ name, email, eventDescription: markers.inquiry }),
      }),
      t.request("/api/contact", {
        method: "POST",
        ...lang,
        json: buildContact({ name, email, message: markers.contact }),
      }),
      t.request("/api/feedback", { method: "POST", ...lang, json: { email, feedback: markers.feedback } }),
      t.request("/api/newsletter", {
        method: "POST",
        ...lang,
        json: buildSignUp({ name, email, interests: markers.interests }),
      }),
    ]);
    expect(sent.map((r) => r.status)).toEqual([201, 201, 201, 201]);
    return { ...person, email, name, tag, markers, event, order, tickets, friendEmail };
  }

  /** Someone else, with records of their own that must never show in the person's export. */
  async function bystander() {
    const tag = crypto.randomUUID().slice(0, 6);
    const email = `bystander.${tag}@example.com`;
    const name = `Bram Stillwater ${tag}`;
    const other = await t.signedIn([], email);
    await t.ctx.db.updateTable("profiles").set({ full_name: name }).where("id", "=", other.userId).execute();
    const event = await buildEvent(t.ctx.db, { title: `Other night ${tag}` });
    await paidOrder(t, other.cookie, event.id, [seatId(event.id, "premium", 5, 3)]);
    await t.request("/api/contact", {
      method: "POST",
      json: buildContact({ name, email, message: `Bystander marker ${tag}` }),
    });
    await t.request("/api/feedback", { method: "POST", json: { email, feedback: `Bystander feedback ${tag}` } });
    return { ...other, email, name, tag };
  }

  async function exportOf(cookie: string): Promise<MyData> {
    const response = await t.request("/api/my/data", { cookie });
    expect(response.status, await response.clone().text()).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(response.headers.get("content-disposition")).toMatch(/^attachment; filename="bridgeland-arena-my-data-/);
    return (await response.json()) as MyData;
  }

  function deleteAccount(cookie: string, body: unknown) {
    return t.request("/api/my/account", { method: "DELETE", cookie, json: body });
  }

  /** The event of the person's tickets moved to the past: nothing of theirs is still to come. */
  async function eventPassed(eventId: string) {
    await t.ctx.db
      .updateTable("events")
      .set({ event_date: new Date(Date.now() - 3 * DAY_MS).toISOString() })
      .where("id", "=", eventId)
      .execute();
  }

  it("exports every kind of record the person made, and nothing of anyone else's", async () => {
    const other = await bystander();
    const person = await personWithEverything("export");
    const data = await exportOf(person.cookie);

    expect(data.account).toMatchObject({ id: person.userId, email: person.email, name: person.name, roles: [] });
    expect(data.account.signInMethods.map((m) => m.provider)).toEqual(["credential"]);
    expect(data.sessions.length).toBeGreaterThanOrEqual(1);
    expect(data.orders).toEqual([expect.objectContaining({ id: person.order.id, status: "paid" })]);
    expect(data.tickets).toHaveLength(2);
    expect(data.transfers).toEqual([expect.objectContaining({ fromEmail: person.email, toEmail: person.friendEmail })]);
    expect(data.tours).toEqual([expect.objectContaining({ tourDate: "2020-01-15", status: "confirmed" })]);
    expect(data.waitlist).toEqual([expect.objectContaining({ count: 2, status: "waiting" })]);
    expect(data.inquiries).toEqual([expect.objectContaining({ eventDescription: person.markers.inquiry })]);
    expect(data.contactMessages).toEqual([expect.objectContaining({ message: person.markers.contact })]);
    expect(data.feedback).toEqual([expect.objectContaining({ feedback: person.markers.feedback })]);
    expect(data.newsletter).toMatchObject({
      email: person.email,
      interests: person.markers.interests,
      confirmedAt: null,
    });
    expect(data.chatTranscripts).toEqual([]);
    expect(data.mails.length).toBeGreaterThanOrEqual(3);

    // No secret of the account, and nothing of the bystander's.
    const text = JSON.stringify(data);
    for (const secret of ["password", "token", "addressHash"]) expect(text).not.toMatch(new RegExp(`"${secret}"`, "i"));
    for (const theirs of [other.email, other.name, other.userId, other.tag]) expect(text).not.toContain(theirs);

    // Signed out: no data.
    expect((await t.request("/api/my/data")).status).toBe(401);
  });

  it("refuses deletion while the person holds a ticket for an event to come, and changes nothing", async () => {
    const person = await personWithEverything("future");
    const refused = await deleteAccount(person.cookie, { confirm: true, password: TEST_PASSWORD });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({
      error: { code: "conflict", params: { reason: "future_tickets", count: 1 } },
    });
    expect((await exportOf(person.cookie)).account.email).toBe(person.email);
  });

  it("asks for the confirmation and the password (or a fresh sign-in), and a wrong password changes nothing", async () => {
    const person = await personWithEverything("proof");
    await eventPassed(person.event.id);
    const unconfirmed = await deleteAccount(person.cookie, { password: TEST_PASSWORD });
    expect(unconfirmed.status).toBe(400);
    expect((await unconfirmed.json()).error.fields).toEqual({ confirm: "legal.account.delete.confirmRequired" });

    const wrong = await deleteAccount(person.cookie, { confirm: true, password: "not the password at all" });
    expect(wrong.status).toBe(400);
    expect((await wrong.json()).error.fields).toEqual({ password: "legal.account.delete.wrongPassword" });

    // A sign-in older than a few minutes needs the password again.
    await t.ctx.db
      .updateTable("sessions")
      .set({
        created_at:
          t.ctx.db.getExecutor().adapter instanceof SqliteAdapter ? "2020-01-01T00:00:00.000Z" : new Date("2020-01-01"),
      })
      .where("user_id", "=", person.userId)
      .execute();
    const stale = await deleteAccount(person.cookie, { confirm: true });
    expect(stale.status).toBe(400);
    expect((await stale.json()).error.fields).toEqual({ password: "legal.account.delete.passwordRequired" });
    expect((await exportOf(person.cookie)).account.email).toBe(person.email);
  });

  it("deletes the account: signed out everywhere, no personal data in any table, paid orders and the ledger kept", async () => {
    const other = await bystander();
    const person = await personWithEverything("erase");
    // A second session, as on another device.
    const device = await t.request("/api/auth/sign-in/email", {
      method: "POST",
      json: { email: person.email, password: TEST_PASSWORD },
    });
    const secondCookie = (device.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
    expect((await t.request("/api/my/data", { cookie: secondCookie })).status).toBe(200);
    await eventPassed(person.event.id);

    const ledgerBefore = await t.ctx.db.selectFrom("payment_ledger").selectAll().orderBy("id").execute();
    expect(ledgerBefore.some((row) => row.order_id === person.order.id)).toBe(true);
    const ordersBefore = await t.ctx.db.selectFrom("orders").selectAll().where("user_id", "=", person.userId).execute();

    // Signed in moments ago: the confirmation is enough.
    const deleted = await deleteAccount(person.cookie, { confirm: true });
    expect(deleted.status, await deleted.clone().text()).toBe(204);
    expect(deleted.headers.get("set-cookie")).toMatch(/Max-Age=0/);

    // Signed out on every device; the password signs nobody in.
    for (const cookie of [person.cookie, secondCookie]) {
      expect((await t.request("/api/my/data", { cookie })).status).toBe(401);
    }
    const again = await t.request("/api/auth/sign-in/email", {
      method: "POST",
      json: { email: person.email, password: TEST_PASSWORD },
    });
    expect(again.status).toBe(401);

    // Not a trace of the person's name, address or words in any text column of any table.
    const needles = [person.email, person.name, ...Object.values(person.markers)];
    expect(await findTraces(t.ctx.db, needles)).toEqual([]);
    // The bystander keeps everything.
    expect((await findTraces(t.ctx.db, [other.email, other.name])).length).toBeGreaterThan(0);
    expect((await exportOf(other.cookie)).account.email).toBe(other.email);

    // Money stays: the paid order, its tickets (without holder), every ledger row unchanged.
    const ordersAfter = await t.ctx.db.selectFrom("orders").selectAll().where("user_id", "=", person.userId).execute();
    expect(ordersAfter).toEqual(ordersBefore);
    const bookings = await t.ctx.db
      .selectFrom("bookings")
      .selectAll()
      .where("order_id", "=", person.order.id)
      .execute();
    expect(bookings).toHaveLength(2);
    for (const booking of bookings) expect(booking.user_email).toBe(`deleted-${person.userId}@deleted.invalid`);
    expect(await t.ctx.db.selectFrom("payment_ledger").selectAll().orderBy("id").execute()).toEqual(ledgerBefore);
  }, 60_000);
});
