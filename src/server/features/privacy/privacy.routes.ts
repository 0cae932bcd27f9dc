import { Hono } from "hono";
import { deleteAccountSchema, type MyData } from "#domain/schemas/privacy";
import { venueDateOf } from "#domain/time";
import type { AppContext, AppEnv } from "#server/context";
import { allow } from "#server/http/access";
import { AppError } from "#server/http/errors";
import { rateLimit } from "#server/http/rate-limit";
import { signedInUser } from "#server/http/session-user";
import { jsonBody } from "#server/http/validate";
import { deleteMyAccount, exportMyData } from "./privacy.service";

/** The person's rights over their data: a copy of all of it, and deleting the account. */
export function privacyRoutes(ctx: AppContext) {
  // An export reads every table the person appears in: a few a minute is plenty for a person.
  const exportLimit = rateLimit(ctx, { name: "my-data", max: 10, windowMs: 60_000, per: "account" });
  // Password guesses are limited like a sign-in's.
  const deleteLimit = rateLimit(ctx, { name: "delete-account", max: 5, windowMs: 10 * 60_000, per: "account" });
  return new Hono<AppEnv>()
    .get("/my/data", allow("account.own"), exportLimit, async (c) => {
      const now = new Date();
      const data = await exportMyData(ctx, signedInUser(c).id, now);
      c.header("Cache-Control", "no-store");
      c.header("Content-Disposition", `attachment; filename="bridgeland-arena-my-data-${venueDateOf(now)}.json"`);
      return c.json<MyData>(data);
    })
    .delete("/my/account", allow("account.own"), deleteLimit, async (c) => {
      const input = await jsonBody(c, deleteAccountSchema);
      const user = signedInUser(c);
      const session = await ctx.auth.api.getSession({ headers: c.req.raw.headers });
      if (!session) throw new AppError("unauthenticated");
      await deleteMyAccount(ctx, {
        ...input,
        userId: user.id,
        signedInAt: new Date(session.session.createdAt),
        now: new Date(),
      });
      // The browser's cookie is cleared too; the session behind it is gone already.
      const auth = await ctx.auth.$context;
      const secure = ctx.config.isProduction ? "; Secure" : "";
      c.header(
        "Set-Cookie",
        `${auth.authCookies.sessionToken.name}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${secure}`,
        {
          append: true,
        },
      );
      return c.body(null, 204);
    });
}
