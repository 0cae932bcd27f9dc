import { APIError } from "better-auth/api";
import { createMiddleware } from "hono/factory";
import { type Actor, actorOf, anonymous, type Role } from "#domain/permissions";
import type { AppContext, AppEnv, SignedInUser } from "#server/context";
import { databaseReachable, describeDatabaseError, isDatabaseUnavailable } from "#server/db/unavailable";
import { AppError } from "./errors";

/**
 * How long a resolved session is reused without asking the database. Sign-outs and account
 * changes clear it at once on every instance (the relay carries the revocation; so does a role
 * granted or revoked with the user-role script on PostgreSQL); this time only bounds what a
 * revocation that never arrived (the relay's connection was down, or the user-role script ran
 * beside a single SQLite server) can leave behind. It is as long as the waiting room's longest pause
 * between polls (60 s), so a fan waiting in line costs no session lookup per poll.
 */
export const SESSION_CACHE_MS = 60_000;
/** How long a failed session lookup waits to learn whether the database answers at all. */
const REACHABLE_WAIT_MS = 2_000;
/** Sessions remembered at most; the oldest go first. */
const SESSION_CACHE_MAX = 10_000;

/**
 * The relay channel of revoked sessions: `{ userId }` drops that user's remembered sessions,
 * `{}` every remembered session, on every instance.
 */
export const SESSION_REVOCATIONS_CHANNEL = "sessions";

export interface SessionRevocation {
  userId?: string;
}

interface Resolved {
  user: SignedInUser;
  actor: Actor;
  /** Epoch ms after which the session is looked up again. */
  until: number;
}

/** The value of the named cookie in a Cookie header, as sent. */
function cookieValue(header: string, name: string): string | null {
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return null;
}

/**
 * Resolves the caller once per API request: the session's user and their roles. The signed
 * session cookie is the cache key, so a cached answer is only ever given for the exact cookie
 * better-auth verified.
 */
export function createActorResolver(ctx: AppContext) {
  const cache = new Map<string, Resolved>();
  /** Bumped when the cache is cleared, so a lookup that began before is not remembered after. */
  let generation = 0;
  let cookieName: Promise<string> | null = null;

  ctx.relay.subscribe(SESSION_REVOCATIONS_CHANNEL, (payload) => {
    const userId = (payload as SessionRevocation | null)?.userId;
    generation += 1;
    if (typeof userId !== "string") {
      cache.clear();
      return;
    }
    for (const [token, resolved] of cache) if (resolved.user.id === userId) cache.delete(token);
  });

  /**
   * The session's user and roles from better-auth and the database; null when signed out. A
   * failure to look the session up is not a signed-out caller: it is answered 503 while the
   * database is unreachable (so the app keeps the buyer signed in and retries), else 500.
   */
  async function lookUp(headers: Headers, now: number): Promise<{ resolved: Resolved; cacheable: boolean } | null> {
    const session = await ctx.auth.api.getSession({ headers }).catch(sessionLookupFailed);
    if (!session) return null;
    const roles = await findRoles(ctx, session.user.id);
    const { id, email, name, emailVerified } = session.user;
    const twoFactorEnabled = session.user.twoFactorEnabled === true;
    const secondFactor = { enrolled: twoFactorEnabled, passed: session.session.secondFactor === true };
    const until = Math.min(now + SESSION_CACHE_MS, new Date(session.session.expiresAt).getTime());
    return {
      resolved: {
        user: { id, email, name, emailVerified, twoFactorEnabled },
        actor: actorOf(id, roles ?? [], secondFactor),
        until,
      },
      // A failed role lookup is not remembered: the next request asks again.
      cacheable: roles !== null && until > now,
    };
  }

  const resolve = createMiddleware<AppEnv>(async (c, next) => {
    c.set("actor", anonymous);
    c.set("user", null);
    const header = c.req.header("cookie");
    if (header?.includes("session_token")) {
      cookieName ??= ctx.auth.$context.then((auth) => auth.authCookies.sessionToken.name);
      const token = cookieValue(header, await cookieName);
      const now = Date.now();
      let resolved = token ? cache.get(token) : undefined;
      if (!resolved || resolved.until <= now) {
        const startedIn = generation;
        const found = await lookUp(c.req.raw.headers, now);
        resolved = found?.resolved;
        if (token && found?.cacheable && startedIn === generation) remember(token, found.resolved);
        else if (token) cache.delete(token);
      }
      if (resolved) {
        c.set("user", resolved.user);
        c.set("actor", resolved.actor);
      }
    }
    await next();
  });

  /**
   * better-auth answers a database failure during getSession with a generic 500 and drops the
   * cause, so whether the database is reachable is asked directly. Only its own 401 (the
   * session vanished while being refreshed) means signed out. A database that does not answer
   * the question in time (every pooled connection busy, as in a rush's worst moments) is as
   * unavailable as one that is down: the caller is told to retry, not that something broke.
   */
  async function sessionLookupFailed(error: unknown): Promise<null> {
    if (error instanceof APIError && error.statusCode === 401) return null;
    const answered = new Promise<boolean>((resolve) => {
      setTimeout(() => resolve(false), REACHABLE_WAIT_MS).unref();
      databaseReachable(ctx.db).then(resolve, () => resolve(true));
    });
    if (isDatabaseUnavailable(error) || !(await answered)) {
      ctx.logger.warn("session lookup failed: database unavailable", { error: describeDatabaseError(error) });
      throw new AppError("unavailable");
    }
    throw error;
  }

  function remember(token: string, resolved: Resolved) {
    cache.delete(token);
    cache.set(token, resolved);
    for (const oldest of cache.keys()) {
      if (cache.size <= SESSION_CACHE_MAX) break;
      cache.delete(oldest);
    }
  }

  return {
    /** The middleware that sets `actor` and `user`. */
    resolve,
    /**
     * Called for every request better-auth answers: anything but reading the session or signing
     * in may end sessions or change a user (sign-out, new password, new name), so nothing
     * remembered is trusted after it, on any instance. Resolves once the revocation is on its
     * way to the other instances (this one's cache is cleared at once).
     */
    authRequestHandled(path: string): Promise<void> {
      if (/\/(get-session|sign-in\/[^/]+|sign-up\/[^/]+)$/.test(path)) return Promise.resolve();
      ctx.relay.publish(SESSION_REVOCATIONS_CHANNEL, {} satisfies SessionRevocation);
      // Not longer than a second: an unreachable database must not hold the answer up.
      return Promise.race([ctx.relay.flushed(), new Promise<void>((resolve) => setTimeout(resolve, 1_000).unref())]);
    },
  };
}

/**
 * The user's roles; null when the lookup failed (the caller then has none for this request).
 * An unreachable database is answered 503 instead, like the session lookup.
 */
async function findRoles(ctx: Pick<AppContext, "db" | "logger">, userId: string): Promise<Role[] | null> {
  try {
    const rows = await ctx.db.selectFrom("user_roles").select("role").where("user_id", "=", userId).execute();
    return rows.map((row) => row.role);
  } catch (error) {
    if (isDatabaseUnavailable(error)) throw new AppError("unavailable");
    ctx.logger.error("role lookup failed", { userId, error: String(error) });
    return null;
  }
}
