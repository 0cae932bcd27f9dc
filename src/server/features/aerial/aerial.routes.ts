import { Hono } from "hono";
import type { AerialView } from "#domain/schemas/aerial";
import { venueAddressLine } from "#domain/venue";
import type { AppContext, AppEnv } from "#server/context";
import { allow } from "#server/http/access";
import { createAerialLookup } from "./aerial.service";

export function aerialRoutes(ctx: AppContext) {
  const lookUp = createAerialLookup({ config: ctx.config.aerialView, address: venueAddressLine, logger: ctx.logger });
  return new Hono<AppEnv>().get("/aerial-view", allow("site.browse"), async (c) => {
    // Signed video links expire: browsers and proxies must not keep them longer than we do.
    c.header("Cache-Control", "no-store");
    return c.json<AerialView>(await lookUp());
  });
}
