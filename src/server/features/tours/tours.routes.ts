import { Hono } from "hono";
import type { AppContext, AppEnv } from "../../context";

export function toursRoutes(_ctx: AppContext) {
  return new Hono<AppEnv>();
}
