import type { Context, MiddlewareHandler } from "hono";
import { routePath } from "hono/route";
import type { Metrics } from "#server/platform/metrics";
import { requestIdFrom, runInRequest } from "#server/platform/request-context";

/** Holds and payments (and the providers' notifications): what the Status page counts as checkout. */
const CHECKOUT = /^\/api\/(orders|payments)(\/|$)/;

/**
 * First on every request: gives it an id (a sane incoming `X-Request-Id`, else a new one) that
 * every log line and mail written for it carries and that the answer returns as `X-Request-Id`,
 * and measures it by route pattern and status. A page is labelled `(page)` and a file `(static)`,
 * whatever their path, so the label values stay the set of the site's routes.
 */
export function observeRequests(metrics: Metrics): MiddlewareHandler {
  return (c, next) => {
    const id = requestIdFrom(c.req.header("x-request-id"));
    const started = performance.now();
    return runInRequest(id, async () => {
      c.header("X-Request-Id", id);
      await next();
      if (!c.res.headers.has("X-Request-Id")) withHeader(c, id);
      const status = c.res.status;
      const route = routeLabel(c);
      metrics.observeRequest(c.req.method, route, status, (performance.now() - started) / 1000);
      if (route === "(page)") {
        const cache = c.res.headers.get("X-Page-Cache");
        if (cache) metrics.pageCache.inc({ result: cache });
      } else if (c.req.method !== "GET" && CHECKOUT.test(route)) {
        metrics.checkout.requests++;
        if (status >= 500) metrics.checkout.errors++;
      }
    });
  };
}

function routeLabel(c: Context): string {
  const route = routePath(c);
  if (route && !route.endsWith("*")) return route;
  if (c.req.path.startsWith("/api/")) return route || "/api/*";
  return c.res.headers.has("X-Page-Cache") ? "(page)" : "(static)";
}

/** An answer passed on whole (better-auth's, a file's) whose headers cannot change is copied first. */
function withHeader(c: Context, id: string): void {
  try {
    c.res.headers.set("X-Request-Id", id);
  } catch {
    const answer = c.res;
    c.res = undefined;
    c.res = new Response(answer.body, answer);
    c.res.headers.set("X-Request-Id", id);
  }
}
