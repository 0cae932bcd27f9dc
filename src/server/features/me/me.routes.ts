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
    return c.json<Me>({ user: c.get("user"), roles: [...actor.roles], abilities: abilitiesOf(actor) });
  });
}
