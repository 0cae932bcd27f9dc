/**
 * The built server as the read and page benchmarks serve it: a database seeded with the demo
 * content and a full arena half sold, and a child process started and waited for.
 */
import { type ChildProcess, spawn } from "node:child_process";
import type { EventRow } from "#server/db/schema";

const FULL_ARENA_SEATS = 3_500;

/** Seeds the database the server will serve: the demo content and a half-sold full arena. */
export async function seedHalfSoldArena(
  dataDir: string,
  options: { authSecret: string; ticketSigningKey: string; event?: Partial<EventRow> },
): Promise<{ eventId: string }> {
  const { loadConfig } = await import("#server/config");
  const { bootContext } = await import("#server/boot");
  const { seedDemo } = await import("#server/db/seed/demo");
  const { silentLogger } = await import("#server/platform/logger");
  const { buildEvent, buildUsers } = await import("#server/testing/factories");
  const { ensureSeats } = await import("#server/features/seating");
  const config = loadConfig({
    NODE_ENV: "development",
    DATA_DIR: dataDir,
    AUTH_SECRET: options.authSecret,
    TICKET_SIGNING_KEY: options.ticketSigningKey,
    SEED_DEMO: "true",
  });
  const { ctx, database } = await bootContext(config, silentLogger);
  try {
    await seedDemo(ctx);
    const event = await buildEvent(ctx.db, { layout: "full-arena", title: "Full House", ...options.event });
    await ensureSeats(ctx.db, event);
    const seats = await ctx.db.selectFrom("seats").select("id").where("event_id", "=", event.id).execute();
    if (seats.length !== FULL_ARENA_SEATS) throw new Error(`expected ${FULL_ARENA_SEATS} seats, got ${seats.length}`);
    const [buyer] = await buildUsers(ctx, 1);
    if (!buyer) throw new Error("no buyer");
    const now = new Date().toISOString();
    const orderId = crypto.randomUUID();
    const sold = seats.filter((_, i) => i % 2 === 0);
    await ctx.db.transaction().execute(async (trx) => {
      await trx
        .insertInto("orders")
        .values({
          id: orderId,
          user_id: buyer.userId,
          event_id: event.id,
          kind: "tickets",
          status: "paid",
          total_cents: 0,
          currency: "USD",
          provider: null,
          provider_ref: null,
          details: null,
          expires_at: null,
          paid_at: now,
          created_at: now,
          updated_at: now,
        })
        .execute();
      for (let i = 0; i < sold.length; i += 500) {
        await trx
          .insertInto("bookings")
          .values(
            sold.slice(i, i + 500).map((seat) => ({
              id: crypto.randomUUID(),
              order_id: orderId,
              user_id: buyer.userId,
              seat_id: seat.id,
              event_id: event.id,
              total_amount_cents: 0,
              payment_status: "completed" as const,
              user_email: buyer.email,
              user_name: buyer.name,
              booking_date: now,
            })),
          )
          .execute();
      }
    });
    return { eventId: event.id };
  } finally {
    await database.close();
  }
}

/** Starts a child and resolves once `url` answers, or rejects when the child exits first. */
export function startChild(
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  url: string,
): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env, stdio: ["ignore", "ignore", "pipe"] });
    let output = "";
    let exited = false;
    child.stderr?.on("data", (chunk: Buffer) => {
      output += chunk.toString("utf8");
    });
    child.once("exit", (code) => {
      exited = true;
      reject(new Error(`${args.join(" ")} exited (${code}):\n${output}`));
    });
    const poll = () => {
      if (exited) return;
      fetch(url).then(
        () => resolve(child),
        () => setTimeout(poll, 100),
      );
    };
    poll();
  });
}

/** Signs the demo guest in and answers their session cookie, checked against `/api/me`. */
export async function signIn(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: baseUrl },
    body: JSON.stringify({ email: "guest@example.com", password: "arena-demo-2026" }),
  });
  if (!response.ok) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  const cookie = response.headers
    .getSetCookie()
    .map((line) => line.split(";")[0] ?? "")
    .filter((pair) => pair.includes("session_token"))
    .join("; ");
  const me = (await (await fetch(`${baseUrl}/api/me`, { headers: { cookie } })).json()) as { user: unknown };
  if (!me.user) throw new Error("the session cookie is not accepted");
  return cookie;
}
