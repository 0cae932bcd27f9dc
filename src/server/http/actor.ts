import { createMiddleware } from "hono/factory";
import { anonymous, type Role } from "../../domain/permissions";
import type { AppContext, AppEnv } from "../context";

/** Resolves the caller once per API request: the session's user and their roles. */
export function resolveActor(ctx: AppContext) {
  return createMiddleware<AppEnv>(async (c, next) => {
    c.set("actor", anonymous);
    c.set("user", null);
    if (c.req.header("cookie")?.includes("session_token")) {
      const session = await ctx.auth.api.getSession({ headers: c.req.raw.headers }).catch(() => null);
      if (session) {
        const roles = await rolesOf(ctx, session.user.id);
        c.set("user", {
          id: session.user.id,
          email: session.user.email,
          name: session.user.name,
          emailVerified: session.user.emailVerified,
        });
        c.set("actor", { userId: session.user.id, roles });
      }
    }
    await next();
  });
}

/** Spec §6: if the lookup fails, the caller has no role. */
export async function rolesOf(ctx: Pick<AppContext, "db" | "logger">, userId: string): Promise<Role[]> {
  try {
    const rows = await ctx.db.selectFrom("user_roles").select("role").where("user_id", "=", userId).execute();
    return rows.map((row) => row.role);
  } catch (error) {
    ctx.logger.error("role lookup failed", { userId, error: String(error) });
    return [];
  }
}
