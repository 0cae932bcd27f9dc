/**
 * Rows for tests and benchmarks, written straight to the database. No vitest import here, so
 * `bench/` scripts can use these too.
 */
import { createHmac } from "node:crypto";
import { symmetricEncrypt } from "better-auth/crypto";
import type { Kysely } from "kysely";
import { type Role, SECOND_FACTOR_ROLES } from "#domain/permissions";
import type {
  MySeatHoldsResponse,
  OrderView,
  SeatClaimState,
  SeatLayoutResponse,
  SeatStatesResponse,
} from "#domain/schemas/tickets";
import { SEAT_CODES, seatGrid, seatIdAt } from "#domain/seating/seat-states";
import type { AppContext } from "#server/context";
import type { DB, EventRow } from "#server/db/schema";
import { nowIso } from "#server/platform/clock";
import type { TestApp } from "./test-app";
import { base32Encode } from "./totp";

const DAY_MS = 24 * 60 * 60 * 1000;

let counter = 0;

/** An event row (approved, a month ahead, traditional layout unless overridden), not yet stored. */
export function eventRow(overrides: Partial<EventRow> = {}): EventRow {
  counter += 1;
  const now = nowIso();
  const approval = overrides.approval_status ?? "approved";
  return {
    id: crypto.randomUUID(),
    title: `Test Event ${counter}`,
    description: "An event made by a test.",
    title_es: null,
    description_es: null,
    event_date: new Date(Date.now() + 30 * DAY_MS).toISOString(),
    venue: "Bridgeland Arena",
    image_url: null,
    layout: "traditional",
    rental_hours: null,
    created_by: null,
    approval_status: approval,
    approved_by: null,
    approved_at: approval === "approved" ? now : null,
    created_at: now,
    updated_at: now,
    cancelled_at: null,
    cancel_reason: null,
    cancelled_by: null,
    max_seats_per_account: null,
    id_checks: 0,
    max_accessible_spaces_per_account: null,
    on_sale_at: null,
    queue_admit_per_minute: null,
    queue_max_active: null,
    queue_paused: 0,
    queue_drawn_at: null,
    queue_last_line: 0,
    queue_admitted_line: 0,
    queue_admit_credit: 0,
    queue_step_at: null,
    ...overrides,
  };
}

/** Stores an event row built by `eventRow`. No seats yet: they are generated on first view. */
export async function buildEvent(db: Kysely<DB>, overrides: Partial<EventRow> = {}): Promise<EventRow> {
  const row = eventRow(overrides);
  await db.insertInto("events").values(row).execute();
  return row;
}

export interface BuiltUser {
  userId: string;
  email: string;
  name: string;
  /** The `cookie` header value of a signed-in browser. */
  cookie: string;
}

/**
 * Signed-in users without the password hashing of a real sign-in (two scrypt runs each), so a
 * test can make hundreds: a profile, a better-auth session and its signed session cookie.
 * `TestApp.signedIn` is the faithful path; use it when the sign-in itself matters.
 */
export async function buildUsers(
  ctx: AppContext,
  count: number,
  roles: Role[] = [],
  /**
   * Admins and event managers have an authenticator app set up and a session that passed it,
   * unless told otherwise: `enrolled: false` (no app yet) or `passed: false` (an app, but this
   * session never gave its code).
   */
  secondFactor: { enrolled?: boolean; passed?: boolean } = {},
): Promise<BuiltUser[]> {
  const auth = await ctx.auth.$context;
  const cookieName = auth.authCookies.sessionToken.name;
  const users: BuiltUser[] = [];
  for (let i = 0; i < count; i++) {
    counter += 1;
    const email = `buyer${counter}-${crypto.randomUUID().slice(0, 8)}@example.com`;
    const name = `Buyer ${counter}`;
    const user = await auth.internalAdapter.createUser({ email, name, emailVerified: true }, { method: "admin" });
    for (const role of roles) {
      await ctx.db.insertInto("user_roles").values({ user_id: user.id, role, created_at: nowIso() }).execute();
    }
    const staff = roles.some((role) => SECOND_FACTOR_ROLES.includes(role));
    const enrolled = staff && secondFactor.enrolled !== false;
    if (enrolled) await storeTwoFactor(ctx, user.id);
    const passed = enrolled && secondFactor.passed !== false;
    const session = await auth.internalAdapter.createSession(user.id, false, { secondFactor: passed }, true);
    users.push({
      userId: user.id,
      email,
      name,
      cookie: `${cookieName}=${signedCookieValue(session.token, auth.secret)}`,
    });
  }
  return users;
}

/**
 * An authenticator app set up for the user without the set-up requests, as better-auth stores
 * one (a 32-character secret, encrypted with the auth secret; no recovery codes left). Returns
 * the base32 secret the app would be given.
 */
export async function storeTwoFactor(ctx: AppContext, userId: string): Promise<string> {
  const auth = await ctx.auth.$context;
  const alphabet = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";
  const secret = Array.from(crypto.getRandomValues(new Uint8Array(32)), (byte) => alphabet[byte % 62]).join("");
  const yes: boolean | number = ctx.dialect === "sqlite" ? 1 : true;
  await ctx.db
    .insertInto("two_factors")
    .values({
      id: crypto.randomUUID(),
      user_id: userId,
      secret: await symmetricEncrypt({ key: auth.secretConfig, data: secret }),
      backup_codes: await symmetricEncrypt({ key: auth.secretConfig, data: "[]" }),
      verified: yes,
      failed_verification_count: 0,
      locked_until: null,
    })
    .execute();
  await ctx.db.updateTable("profiles").set({ two_factor_enabled: yes }).where("id", "=", userId).execute();
  return base32Encode(Buffer.from(secret));
}

/** better-auth's signed cookie value: `token.base64(HMAC-SHA256(secret, token))`, URI-encoded. */
function signedCookieValue(token: string, secret: string): string {
  return encodeURIComponent(`${token}.${createHmac("sha256", secret).update(token).digest("base64")}`);
}

// --- Requests through a test app ---------------------------------------------------------------

/** POST /api/orders: holds these seats for the cookie's user. */
export function holdSeats(t: TestApp, cookie: string | undefined, eventId: string, seatIds: string[]) {
  return t.request("/api/orders", { method: "POST", cookie, json: { eventId, seatIds } });
}

/** Holds the seats and returns the order; throws unless the hold was made. */
export async function heldOrder(t: TestApp, cookie: string, eventId: string, seatIds: string[]): Promise<OrderView> {
  const response = await holdSeats(t, cookie, eventId, seatIds);
  if (response.status !== 201) throw new Error(`hold failed: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { order: OrderView }).order;
}

/** POST /api/orders/:id/payments/simulated with a simulated card token. */
export function paySimulated(t: TestApp, cookie: string | undefined, orderId: string, token = "sim_ok_4242") {
  return t.request(`/api/orders/${orderId}/payments/simulated`, { method: "POST", cookie, json: { token } });
}

/** Holds and pays; returns the paid order. */
export async function paidOrder(t: TestApp, cookie: string, eventId: string, seatIds: string[]): Promise<OrderView> {
  const order = await heldOrder(t, cookie, eventId, seatIds);
  const response = await paySimulated(t, cookie, order.id);
  if (response.status !== 200) throw new Error(`payment failed: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { order: OrderView }).order;
}

/**
 * An event's seats as a signed-in viewer's chart shows them, read through the seat-state protocol:
 * the layout, the shared states, and the cookie's user's own holds read as "mine". `claims` lists
 * every seat that is not available.
 */
export interface ViewedSeatMap {
  eventId: string;
  layout: string;
  layoutVersion: string;
  sections: SeatLayoutResponse["sections"];
  epoch: string;
  version: number;
  claims: Record<string, SeatClaimState>;
  totals: SeatStatesResponse["totals"];
}

async function readJson<T>(t: TestApp, pathname: string, cookie?: string): Promise<T> {
  const response = await t.request(pathname, { cookie });
  if (response.status !== 200) throw new Error(`${pathname}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/**
 * GET /api/events/:id/seat-states, its layout and (with a cookie) the user's own holds, as one
 * map. The first read of an event also generates its seats.
 */
export async function fetchSeatMap(t: TestApp, eventId: string, cookie?: string): Promise<ViewedSeatMap> {
  const base = `/api/events/${encodeURIComponent(eventId)}`;
  const states = await readJson<SeatStatesResponse>(t, `${base}/seat-states`, cookie);
  const layout = await readJson<SeatLayoutResponse>(t, `${base}/seat-layout?v=${states.layoutVersion}`, cookie);
  const mine = cookie
    ? new Set((await readJson<MySeatHoldsResponse>(t, `${base}/seat-states/mine`, cookie)).seats.map((s) => s.id))
    : new Set<string>();
  const grid = seatGrid(eventId, layout.sections);
  const claims: Record<string, SeatClaimState> = {};
  states.rows.forEach((row, i) => {
    for (let seat = 0; seat < row.length; seat++) {
      const code = row[seat];
      if (code === SEAT_CODES.available) continue;
      const id = seatIdAt(grid, (grid.offsets[i] ?? 0) + seat);
      claims[id] = code === SEAT_CODES.sold ? "occupied" : mine.has(id) ? "mine" : "held";
    }
  });
  return {
    eventId,
    layout: layout.layout,
    layoutVersion: layout.layoutVersion,
    sections: layout.sections,
    epoch: states.epoch,
    version: states.version,
    claims,
    totals: states.totals,
  };
}

/** The live claims (held, completed, complimentary bookings) on each seat of an event. */
export async function liveClaimCounts(db: Kysely<DB>, eventId: string): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom("bookings")
    .select(["seat_id", (eb) => eb.fn.countAll<number>().as("n")])
    .where("event_id", "=", eventId)
    .where("payment_status", "in", ["held", "completed", "complimentary"])
    .groupBy("seat_id")
    .execute();
  return new Map(rows.map((r) => [r.seat_id, Number(r.n)]));
}

export async function countSeats(db: Kysely<DB>, eventId: string, section?: string): Promise<number> {
  let query = db
    .selectFrom("seats")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("event_id", "=", eventId);
  if (section) query = query.where("section", "=", section);
  return Number((await query.executeTakeFirstOrThrow()).n);
}
