import type { Context } from "hono";
import type { AppEnv, SignedInUser } from "#server/context";
import { AppError } from "./errors";

/** The signed-in user of a route whose access rule already requires one. */
export function signedInUser(c: Context<AppEnv>): SignedInUser {
  const user = c.get("user");
  if (!user) throw new AppError("unauthenticated");
  return user;
}
