import { describe, expect, it } from "vitest";
import { FIXED_PAGES, isPagePath, isStaffPath, matchPage, PAGE_LIST } from "./routes";

describe("the page registry", () => {
  it("gives every page its own path", () => {
    const paths = PAGE_LIST.map((page) => page.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const path of paths) expect(path).toMatch(/^\/(?:[a-z-]+|:[a-z]+)?(?:\/(?:[a-z-]+|:[a-z]+))*$/);
  });

  it("marks the door and the managers' pages as staff pages, and no public page", () => {
    expect(["/check-in", "/check-in/", "/event-manager", "/feedback-manager"].map(isStaffPath)).toEqual([
      true,
      true,
      true,
      true,
    ]);
    expect(["/", "/box-office", "/events/abc", "/my-tickets", "/no-such-page"].map(isStaffPath)).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
  });

  it("names only pages with one address as fixed pages", () => {
    expect(FIXED_PAGES.map((page) => page.id)).not.toContain("event");
    expect(FIXED_PAGES.every((page) => !page.path.includes(":"))).toBe(true);
  });

  it.each([
    ["/", true],
    ["/calendar", true],
    ["/calendar/", true],
    ["/tour-scheduling", true],
    ["/events/abc-123", true],
    ["/events/abc-123/", true],
    ["/events", false],
    ["/events/a/b", false],
    ["/calendar/x", false],
    ["/no-such-page", false],
    ["/Calendar", false],
  ])("%s is a page: %s", (path, expected) => {
    expect(isPagePath(path)).toBe(expected);
  });

  it("reads a page's parameters from the path", () => {
    expect(matchPage("/events/a%20b")).toEqual({ id: "event", params: { id: "a%20b" } });
    expect(matchPage("/box-office")).toEqual({ id: "boxOffice", params: {} });
    expect(matchPage("/nowhere")).toBeUndefined();
  });
});
