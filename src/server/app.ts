import path from "node:path";
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { AppContext, AppEnv } from "./context";
import { aerialRoutes } from "./features/aerial/aerial.routes";
import { chatRoutes } from "./features/chat/chat.routes";
import { eventManagementRoutes } from "./features/event-management/event-management.routes";
import { eventsRoutes } from "./features/events/events.routes";
import { feedbackRoutes } from "./features/feedback/feedback.routes";
import { healthRoutes } from "./features/health/health.routes";
import { listingsRoutes } from "./features/listings/listings.routes";
import { renderPageWithHead } from "./features/listings/page-meta";
import { seoRoutes } from "./features/listings/seo.routes";
import { meRoutes } from "./features/me/me.routes";
import { MEDIA_UPLOAD_PATH, mediaFiles, mediaRoutes } from "./features/media/media.routes";
import { ordersRoutes } from "./features/orders/orders.routes";
import { paypalIpnRoutes } from "./features/payments/paypal-ipn.routes";
import { seatingRoutes } from "./features/seating/seating.routes";
import { siteRoutes } from "./features/site/site.routes";
import { submissionsRoutes } from "./features/submissions/submissions.routes";
import { ticketsRoutes } from "./features/tickets/tickets.routes";
import { toursRoutes } from "./features/tours/tours.routes";
import { createActorResolver } from "./http/actor";
import { compression } from "./http/compression";
import { AppError, errorBody, handleError } from "./http/errors";
import { clientAddress } from "./http/rate-limit";
import { sameOriginOnly } from "./http/same-origin";
import { securityHeaders } from "./http/security-headers";
import { webApp } from "./http/web-app";
import { AUTH_BASE_PATH } from "./platform/auth";

const JSON_BODY_LIMIT = 64 * 1024;

/** The API's routes, one line a feature. Every route declares its access rule (`allow`). */
export function apiRoutes(ctx: AppContext) {
  return new Hono<AppEnv>()
    .route("/", healthRoutes(ctx))
    .route("/", siteRoutes(ctx))
    .route("/", meRoutes())
    .route("/", feedbackRoutes(ctx))
    .route("/", eventsRoutes(ctx))
    .route("/", listingsRoutes(ctx))
    .route("/", eventManagementRoutes(ctx))
    .route("/", mediaRoutes(ctx))
    .route("/", seatingRoutes(ctx))
    .route("/", ordersRoutes(ctx))
    .route("/", ticketsRoutes(ctx))
    .route("/", paypalIpnRoutes(ctx))
    .route("/", toursRoutes(ctx))
    .route("/", submissionsRoutes(ctx))
    .route("/", aerialRoutes(ctx))
    .route("/", chatRoutes(ctx));
}

export function createApp(ctx: AppContext, options: { distDir?: string } = {}) {
  const app = new Hono<AppEnv>();
  const actors = createActorResolver(ctx);
  app.onError(handleError(ctx.logger));
  app.use("*", securityHeaders({ isProduction: ctx.config.isProduction }));
  app.use("*", compression());
  app.use("*", async (c, next) => {
    const started = performance.now();
    await next();
    if (c.req.path.startsWith("/api/")) {
      ctx.logger.debug("request", {
        method: c.req.method,
        path: c.req.path,
        status: c.res.status,
        ms: Math.round(performance.now() - started),
      });
    }
  });

  // better-auth answers its own paths. It reads the client address from a header, so the
  // socket's address is put there unless a trusted proxy already did.
  app.on(["GET", "POST"], `${AUTH_BASE_PATH}/*`, async (c) => {
    const headers = new Headers(c.req.raw.headers);
    headers.set("x-forwarded-for", clientAddress(c, ctx.config.trustProxy));
    const response = await ctx.auth.handler(new Request(c.req.raw, { headers }));
    actors.authRequestHandled(c.req.path);
    return response;
  });

  app.use("/api/*", sameOriginOnly(ctx.config.publicUrl));
  const jsonBodyLimit = bodyLimit({
    maxSize: JSON_BODY_LIMIT,
    onError: () => {
      throw new AppError("payload_too_large");
    },
  });
  // Image uploads carry their own, larger limit (media.routes.ts).
  app.use("/api/*", (c, next) => (c.req.path === MEDIA_UPLOAD_PATH ? next() : jsonBodyLimit(c, next)));
  app.use("/api/*", actors.resolve);
  app.route("/api", apiRoutes(ctx));
  app.all("/api/*", (c) => c.json(errorBody("not_found"), 404));

  app.route("/", mediaFiles(ctx));

  app.route("/", seoRoutes(ctx));
  app.route("/", webApp(options.distDir ?? path.resolve("dist"), { renderPage: renderPageWithHead(ctx) }));
  return app;
}
