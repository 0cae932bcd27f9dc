import { describe, expect, it } from "vitest";
import { isPageRequest, PageLane } from "./page-lane";

describe("the page lane", () => {
  it("lets a page go only after the event loop's next turn, behind work already waiting for it", async () => {
    const lane = new PageLane();
    const order: string[] = [];
    setImmediate(() => order.push("other request"));
    const page = lane.turn().then(() => order.push("page"));
    queueMicrotask(() => order.push("this request's own work"));
    await page;
    expect(order).toEqual(["this request's own work", "other request", "page"]);
  });

  it("answers a queue of pages in slices, looking for other work between them", async () => {
    const lane = new PageLane(1);
    const order: string[] = [];
    const busy = (ms: number) => {
      const until = performance.now() + ms;
      while (performance.now() < until) {
        // A page's own work.
      }
    };
    const pages = Array.from({ length: 20 }, (_, i) =>
      lane.turn().then(() => {
        busy(0.3);
        order.push(`page ${i}`);
      }),
    );
    // Arrives once the first slice has started: it goes before the pages left.
    setImmediate(() => setImmediate(() => order.push("other request")));
    await Promise.all(pages);
    const other = order.indexOf("other request");
    expect(other).toBeGreaterThan(0);
    expect(other).toBeLessThan(order.length - 1);
    expect(lane.length).toBe(0);
  });

  it("takes page paths for pages, and the API and files for what they are", () => {
    expect(isPageRequest("GET", "/")).toBe(true);
    expect(isPageRequest("GET", "/events/3f1e")).toBe(true);
    expect(isPageRequest("HEAD", "/calendar")).toBe(true);
    expect(isPageRequest("POST", "/calendar")).toBe(false);
    expect(isPageRequest("GET", "/api/events")).toBe(false);
    expect(isPageRequest("GET", "/robots.txt")).toBe(false);
    expect(isPageRequest("GET", "/assets/index-abc.js")).toBe(false);
  });
});
