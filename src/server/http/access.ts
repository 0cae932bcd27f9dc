import type { MiddlewareHandler } from "hono";
import { createMiddleware } from "hono/factory";
import { ABILITIES, type Ability, type AccessLevel, can, canAfterSecondFactor } from "#domain/permissions";
import type { AppEnv } from "#server/context";
import { AppError } from "./errors";

/**
 * Marks a middleware as the access rule of its route. The authorization test walks every API
 * route, reads this mark and checks each kind of caller against the table, so a route joins
 * that test just by being registered — and a route without a mark fails it.
 */
export const ACCESS_RULE = Symbol("access rule");

export type AccessRule = { ability: Ability; level: AccessLevel };
type MarkedMiddleware = MiddlewareHandler<AppEnv> & { [ACCESS_RULE]: AccessRule };

/** First in every route's pipeline, before validation: who may call it. */
export function allow(ability: Ability): MarkedMiddleware {
  const middleware = createMiddleware<AppEnv>(async (c, next) => {
    const actor = c.get("actor");
    if (!can(actor, ability)) {
      if (actor.heldBack && canAfterSecondFactor(actor, ability)) {
        throw new AppError("two_factor_required", { missing: actor.heldBack.missing });
      }
      throw new AppError(actor.userId === null ? "unauthenticated" : "forbidden");
    }
    await next();
  });
  return Object.assign(middleware, { [ACCESS_RULE]: { ability, level: ABILITIES[ability] } });
}

export function accessRuleOf(handler: unknown): AccessRule | undefined {
  return typeof handler === "function" ? (handler as Partial<MarkedMiddleware>)[ACCESS_RULE] : undefined;
}
