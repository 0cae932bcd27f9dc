import { Hono } from "hono";
import type { AppContext, AppEnv } from "../../context";

export function submissionsRoutes(_ctx: AppContext) {
  return new Hono<AppEnv>();
}
