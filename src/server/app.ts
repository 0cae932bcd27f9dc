import path from "node:path";
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { AppContext, AppEnv } from "#server/context";
import { aerialRoutes } from "#server/features/aerial/aerial.routes";
import { signUpGate, signUpRoutes } from "#server/features/auth/sign-up.routes";
import { chatRoutes } from "#server/features/chat/chat.routes";
import { checkInRoutes } from "#server/features/check-in/check-in.routes";
import { eventManagementRoutes } from "#server/features/event-management/event-management.routes";
import { eventsRoutes } from "#server/features/events/events.routes";
import { feedbackRoutes } from "#server/features/feedback/feedback.routes";
import { healthRoutes } from "#server/features/health/health.routes";
import { announceListingChanges, onListingsChanged, renderPageWithHead } from "#server/features/listings";
import { listingsRoutes } from "#server/features/listings/listings.routes";
import { seoRoutes } from "#server/features/listings/seo.routes";
import { meRoutes } from "#server/features/me/me.routes";
import { MEDIA_UPLOAD_PATH, mediaFiles, mediaRoutes } from "#server/features/media/media.routes";
import { requireAdmission } from "#server/features/onsale";
import { onsaleRoutes } from "#server/features/onsale/onsale.routes";
import { ordersRoutes } from "#server/features/orders/orders.routes";
import { paymentExceptionsRoutes } from "#server/features/payments/exceptions.routes";
import { paymentsRoutes } from "#server/features/payments/payments.routes";
import { paypalIpnRoutes } from "#server/features/payments/paypal-ipn.routes";
import { refundsRoutes } from "#server/features/payments/refunds.routes";
import { stripeWebhookRoutes } from "#server/features/payments/stripe-webhook.routes";
import { privacyRoutes } from "#server/features/privacy";
import { saleCodesRoutes } from "#server/features/sale-codes/sale-codes.routes";
import { salesRoutes } from "#server/features/sales";
import { seatLimitRoutes } from "#server/features/seating/seat-limit.routes";
import { seatingRoutes } from "#server/features/seating/seating.routes";
import { siteRoutes } from "#server/features/site/site.routes";
import { metricsRoutes, statusRoutes } from "#server/features/status/status.routes";
import { submissionsRoutes } from "#server/features/submissions/submissions.routes";
import { ticketsRoutes } from "#server/features/tickets/tickets.routes";
import { toursRoutes } from "#server/features/tours/tours.routes";
import { waitlistRoutes } from "#server/features/waitlist/waitlist.routes";
import { walletRoutes } from "#server/features/wallet/wallet.routes";
import { windowRoutes } from "#server/features/window";
import { createActorResolver } from "#server/http/actor";
import { compression } from "#server/http/compression";
import { AppError, errorBody, handleError } from "#server/http/errors";
import { PAGE_CACHE_DEFAULTS, PageCache } from "#server/http/page-cache";
import { PageLane, pageLaneMiddleware } from "#server/http/page-lane";
import { clientAddress } from "#server/http/rate-limit";
import { observeRequests } from "#server/http/request-observer";
import { sameOriginOnly } from "#server/http/same-origin";
import { securityHeaders } from "#server/http/security-headers";
import { serverRenderer } from "#server/http/server-render";
import { webApp } from "#server/http/web-app";
import { AUTH_BASE_PATH } from "#server/platform/auth";

const JSON_BODY_LIMIT = 64 * 1024;
/** What an API answer that says nothing of caching is sent with: it may be someone's own, so no one keeps it. */
const API_CACHE_CONTROL = "private, no-store";

/** The API's routes, one line a feature. Every route declares its access rule (`allow`). */
export function apiRoutes(ctx: AppContext) {
  return new Hono<AppEnv>()
    .route("/", healthRoutes(ctx))
    .route("/", statusRoutes(ctx))
    .route("/", siteRoutes(ctx))
    .route("/", meRoutes())
    .route("/", feedbackRoutes(ctx))
    .route("/", eventsRoutes(ctx))
    .route("/", listingsRoutes(ctx))
    .route("/", eventManagementRoutes(ctx))
    .route("/", mediaRoutes(ctx))
    .route("/", seatingRoutes(ctx))
    .route("/", seatLimitRoutes(ctx))
    .route("/", ordersRoutes(ctx, requireAdmission))
    .route("/", saleCodesRoutes(ctx))
    .route("/", onsaleRoutes(ctx))
    .route("/", signUpRoutes(ctx))
    .route("/", waitlistRoutes(ctx))
    .route("/", paymentsRoutes(ctx))
    .route("/", refundsRoutes(ctx))
    .route("/", paymentExceptionsRoutes(ctx))
    .route("/", ticketsRoutes(ctx))
    .route("/", walletRoutes(ctx))
    .route("/", checkInRoutes(ctx))
    .route("/", windowRoutes(ctx))
    .route("/", salesRoutes(ctx))
    .route("/", paypalIpnRoutes(ctx))
    .route("/", stripeWebhookRoutes(ctx))
    .route("/", toursRoutes(ctx))
    .route("/", submissionsRoutes(ctx))
    .route("/", aerialRoutes(ctx))
    .route("/", chatRoutes(ctx))
    .route("/", privacyRoutes(ctx));
}

export function createApp(ctx: AppContext, options: { distDir?: string } = {}) {
  const app = new Hono<AppEnv>();
  const actors = createActorResolver(ctx);
  app.onError(handleError(ctx.logger, ctx.metrics));
  // Every request gets its id and is measured, the page lane's wait included.
  app.use("*", observeRequests(ctx.metrics));
  // Pages wait for their turn before anything is done for them: the API, the seat streams and the
  // door are answered first, however many pages are asked for (page-lane.ts).
  app.use("*", pageLaneMiddleware(new PageLane()));
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
  // Metrics for a scraper with the token; on their own port instead when one is configured (main.ts).
  if (ctx.config.metrics.token && ctx.config.metrics.port === undefined) {
    app.route("/", metricsRoutes(ctx, ctx.config.metrics.token));
  } else {
    app.get("/metrics", (c) => c.json(errorBody("not_found"), 404));
  }

  // Every request body is bounded before anything reads it, better-auth's included: a 10 MB
  // name must be refused (413) before it reaches the profile. Image uploads carry their own,
  // larger limit (media.routes.ts).
  const bodyLimited = bodyLimit({
    maxSize: JSON_BODY_LIMIT,
    onError: () => {
      throw new AppError("payload_too_large");
    },
  });
  // A GET or HEAD has no body to bound (and asking for one would build a whole Request).
  app.use("*", (c, next) =>
    c.req.method === "GET" || c.req.method === "HEAD" || c.req.path === MEDIA_UPLOAD_PATH
      ? next()
      : bodyLimited(c, next),
  );

  // Every API answer is personal unless it says otherwise: the public ones that may be kept (the
  // listings, the seat map, the site's configuration, the ticket key) set their own Cache-Control.
  app.use("/api/*", async (c, next) => {
    await next();
    if (c.res.headers.has("Cache-Control")) return;
    try {
      c.res.headers.set("Cache-Control", API_CACHE_CONTROL);
    } catch {
      // An answer whose headers cannot change (one passed on whole) is copied first.
      const answer = c.res;
      c.res = undefined;
      c.res = new Response(answer.body, answer);
      c.res.headers.set("Cache-Control", API_CACHE_CONTROL);
    }
  });

  // A new account pays with a proof-of-work and counts against its network's sign-ups.
  app.use(`${AUTH_BASE_PATH}/sign-up/email`, signUpGate(ctx));
  // better-auth answers its own paths. It reads the client address from a header, so the
  // socket's address is put there unless a trusted proxy already did.
  app.on(["GET", "POST"], `${AUTH_BASE_PATH}/*`, async (c) => {
    const headers = new Headers(c.req.raw.headers);
    headers.set("x-forwarded-for", clientAddress(c, ctx.config.trustProxy));
    const response = await ctx.auth.handler(new Request(c.req.raw, { headers }));
    await actors.authRequestHandled(c.req.path);
    return response;
  });

  app.use("/api/*", sameOriginOnly(ctx.config));
  app.use("/api/*", actors.resolve);
  // After a write that changes what the public listings show, every instance forgets them.
  app.use("/api/*", announceListingChanges(ctx));
  app.route("/api", apiRoutes(ctx));
  app.all("/api/*", (c) => c.json(errorBody("not_found"), 404));

  app.route("/", mediaFiles(ctx));

  app.route("/", seoRoutes(ctx));
  const distDir = options.distDir ?? path.resolve("dist");
  // A page rendered on the server fetches its data from this same app, as the visitor would.
  const renderer = serverRenderer(distDir, (request, env) => Promise.resolve(app.fetch(request, env)), ctx.logger, {
    maxRenders: ctx.config.pageRenders,
    renderTimeoutMs: ctx.config.pageRenderTimeoutMs,
    origin: ctx.config.publicUrl,
  });
  // Pages for visitors without a session, kept while the data they show is current: an announced
  // listing change (an event edited, approved, cancelled; on any instance) has every page compare
  // its data again before it is served.
  const pages = new PageCache({ ...PAGE_CACHE_DEFAULTS, currentTag: renderer.currentTag });
  onListingsChanged(ctx, () => pages.invalidate());
  app.route(
    "/",
    webApp(distDir, {
      renderPage: renderPageWithHead(ctx),
      renderer,
      pages,
      onRender: (ms) => ctx.metrics.renderSeconds.observe(ms / 1000),
    }),
  );
  return app;
}
