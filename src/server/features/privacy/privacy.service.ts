import { type DeleteAccountInput, FRESH_SIGN_IN_MINUTES, type MyData } from "#domain/schemas/privacy";
import type { AppContext } from "#server/context";
import { SESSION_REVOCATIONS_CHANNEL, type SessionRevocation } from "#server/http/actor";
import { AppError } from "#server/http/errors";
import { nowIso } from "#server/platform/clock";
import {
  countFutureTickets,
  eraseAccount,
  findAccount,
  findCheckIns,
  findContactMessages,
  findFeedback,
  findInquiries,
  findMails,
  findOrders,
  findPasswordHash,
  findQueuePlaces,
  findSessions,
  findSubscriber,
  findTickets,
  findTours,
  findTransfers,
  findWaitlistEntries,
} from "./privacy.repository";

type Ctx = Pick<AppContext, "db" | "auth" | "relay" | "logger">;

/** `snake_case` row -> `camelCase` object, with JSON text columns read back as JSON. */
function view(row: object): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(row)) {
    const name = key.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());
    out[name] = value instanceof Date ? value.toISOString() : parseJsonColumn(key, value);
  }
  return out;
}

const JSON_COLUMNS = new Set(["details", "additional_services", "interests"]);

function parseJsonColumn(key: string, value: unknown): unknown {
  if (!JSON_COLUMNS.has(key) || typeof value !== "string") return value;
  try {
    return JSON.parse(value);
  } catch {
    return value;
  }
}

function dateText(value: Date | string): string {
  return value instanceof Date ? value.toISOString() : value;
}

/**
 * Everything the site keeps about the person, as one document: their account, sessions, orders
 * and tickets, transfers, admissions, tours, waitlist and queue places, what they sent through
 * the forms (matched by their address), their newsletter subscription and the mail sent to them.
 * Nothing of anyone else's: a transfer shows the other party's address only as the person typed
 * it or received it.
 */
export async function exportMyData(ctx: Pick<Ctx, "db">, userId: string, now: Date): Promise<MyData> {
  const db = ctx.db;
  const account = await findAccount(db, userId);
  if (!account) throw new AppError("unauthenticated");
  const email = account.profile.email;
  const [sessions, orders, tickets, transfers, checkIns, tours, waitlist, queuePlaces] = await Promise.all([
    findSessions(db, userId),
    findOrders(db, userId),
    findTickets(db, userId),
    findTransfers(db, userId, email),
    findCheckIns(db, userId),
    findTours(db, userId),
    findWaitlistEntries(db, userId),
    findQueuePlaces(db, userId),
  ]);
  const [inquiries, contactMessages, feedback, subscriber, mails] = await Promise.all([
    findInquiries(db, email),
    findContactMessages(db, email),
    findFeedback(db, email),
    findSubscriber(db, email),
    findMails(db, email),
  ]);
  return {
    exportedAt: nowIso(now),
    account: {
      id: account.profile.id,
      email,
      name: account.profile.full_name,
      emailVerified: Boolean(account.profile.email_verified),
      createdAt: dateText(account.profile.created_at),
      roles: account.roles,
      signInMethods: account.methods.map((m) => ({ provider: m.provider_id, createdAt: dateText(m.created_at) })),
    },
    sessions: sessions.map((s) => ({
      createdAt: dateText(s.created_at),
      expiresAt: dateText(s.expires_at),
      ipAddress: s.ip_address,
      userAgent: s.user_agent,
    })),
    // The provider's reference and the checkout reference identify the payment at the provider.
    orders: orders.map(view),
    tickets: tickets.map(view),
    transfers: transfers.map(view),
    checkIns: checkIns.map(view),
    tours: tours.map(view),
    waitlist: waitlist.map(view),
    queuePlaces: queuePlaces.map(view),
    inquiries: inquiries.map(view),
    contactMessages: contactMessages.map(view),
    feedback: feedback.map(view),
    newsletter: subscriber ? view(subscriber) : null,
    chatTranscripts: [],
    mails: mails.map(view),
  };
}

/**
 * Deletes the account: the person proves it is them (their password, or a sign-in in the last few
 * minutes), holds no ticket for an event to come (they transfer or refund it first), and then, in
 * one transaction, everything that is only theirs is deleted and what must stay (paid orders,
 * tickets, transfers, the ledger) keeps no name or address. Every session ends, on every instance.
 */
export async function deleteMyAccount(
  ctx: Ctx,
  input: DeleteAccountInput & { userId: string; signedInAt: Date; now: Date },
): Promise<void> {
  const account = await findAccount(ctx.db, input.userId);
  if (!account) throw new AppError("unauthenticated");
  await proveIdentity(ctx, input);

  const email = account.profile.email;
  const now = nowIso(input.now);
  const count = await countFutureTickets(ctx.db, input.userId, email, now);
  if (count > 0) throw new AppError("conflict", { reason: "future_tickets", count });

  await ctx.db.transaction().execute(async (trx) => {
    // Checked again inside the erasure: a ticket bought a moment ago keeps the account.
    const again = await countFutureTickets(trx, input.userId, email, now);
    if (again > 0) throw new AppError("conflict", { reason: "future_tickets", count: again });
    await eraseAccount(trx, {
      userId: input.userId,
      email,
      name: account.profile.full_name,
      placeholderEmail: `deleted-${input.userId}@deleted.invalid`,
      now,
    });
  });
  ctx.relay.publish(SESSION_REVOCATIONS_CHANNEL, { userId: input.userId } satisfies SessionRevocation);
  ctx.logger.info("account deleted", { userId: input.userId });
}

async function proveIdentity(
  ctx: Pick<Ctx, "db" | "auth">,
  input: { userId: string; password?: string | undefined; signedInAt: Date; now: Date },
): Promise<void> {
  if (input.password) {
    const hash = await findPasswordHash(ctx.db, input.userId);
    const auth = await ctx.auth.$context;
    const valid = hash !== null && (await auth.password.verify({ hash, password: input.password }));
    if (!valid) throw new AppError("validation_failed", undefined, { password: "legal.account.delete.wrongPassword" });
    return;
  }
  const fresh = input.now.getTime() - input.signedInAt.getTime() <= FRESH_SIGN_IN_MINUTES * 60_000;
  if (!fresh) {
    throw new AppError("validation_failed", undefined, { password: "legal.account.delete.passwordRequired" });
  }
}
