import type { MiddlewareHandler } from "hono";

/** How long pages are answered in a row before the server looks for other requests again. */
const SLICE_MS = 1;

/**
 * Pages take their turn after everything else the server has to do. A page request waits until
 * the event loop has looked for other work (the API, the seat streams, the door), and pages are
 * then answered for at most `sliceMs` in a row before it looks again. A flood of pages thus
 * delays another request by about a slice instead of by the whole queue of pages ahead of it,
 * and pages still get every turn nothing else needs.
 */
export class PageLane {
  private readonly waiting: (() => void)[] = [];
  private scheduled = false;

  constructor(private readonly sliceMs = SLICE_MS) {}

  /** Pages waiting for their turn now. */
  get length(): number {
    return this.waiting.length;
  }

  /** Resolves when it is this page's turn. */
  turn(): Promise<void> {
    return new Promise((resolve) => {
      this.waiting.push(resolve);
      this.schedule();
    });
  }

  private schedule() {
    if (this.scheduled) return;
    this.scheduled = true;
    // After the event loop's next look for I/O: requests that arrived meanwhile go first.
    setImmediate(this.drain);
  }

  private readonly drain = () => {
    this.scheduled = false;
    const until = performance.now() + this.sliceMs;
    // Each page goes on once the one before it has run up to its first wait, so the slice's time
    // counts the pages' own work.
    const next = () => {
      const resolve = this.waiting.shift();
      if (!resolve) return;
      resolve();
      if (performance.now() < until) queueMicrotask(next);
      else if (this.waiting.length > 0) this.schedule();
    };
    next();
  };
}

/**
 * Whether a request is for a page: a GET or HEAD outside the API whose last path segment names no
 * file (files, the API and everything else are answered in their own turn).
 */
export function isPageRequest(method: string, path: string): boolean {
  if (method !== "GET" && method !== "HEAD") return false;
  if (path.startsWith("/api/") || path === "/api") return false;
  return !path.slice(path.lastIndexOf("/") + 1).includes(".");
}

/** Puts page requests in the lane before anything else is done for them. */
export function pageLaneMiddleware(lane: PageLane): MiddlewareHandler {
  return async (c, next) => {
    if (isPageRequest(c.req.method, c.req.path)) await lane.turn();
    await next();
  };
}
