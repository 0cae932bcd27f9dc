import { Hono } from "hono";
import { abilitiesOf } from "#domain/permissions";
import type { Me } from "#domain/schemas/auth";
import type { AppEnv } from "#server/context";
import { allow } from "#server/http/access";

/** The caller, their roles and abilities: the web app decides what to show from this alone. */
export function meRoutes() {
  return new Hono<AppEnv>().get("/me", allow("site.browse"), (c) => {
    const actor = c.get("actor");
    c.header("Cache-Control", "no-store");
    const held = actor.heldBack;
    const user = c.get("user");
    return c.json<Me>({
      user: user && { ...user, twoFactorEnabled: user.twoFactorEnabled === true },
      roles: [...actor.roles],
      abilities: abilitiesOf(actor),
      secondFactor: held ? { roles: [...held.roles], missing: held.missing } : null,
    });
  });
}
