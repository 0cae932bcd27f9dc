import { describe, expect, it } from "vitest";
import { linkedPaths, splitReply } from "./links";

describe("splitReply turns the site's page paths into links and nothing else", () => {
  it("splits text around paths, keeping punctuation as text", () => {
    expect(splitReply("Buy at /box-office. Or call.")).toEqual([
      { kind: "text", text: "Buy at " },
      { kind: "link", path: "/box-office" },
      { kind: "text", text: ". Or call." },
    ]);
  });

  it.each([
    ["several paths", "See /calendar, then /box-office and /my-tickets!", ["/calendar", "/box-office", "/my-tickets"]],
    ["a path at the start", "/contact is the page", ["/contact"]],
    ["a path in brackets", "(see /terms)", ["/terms"]],
    ["a path in Spanish punctuation", "¿Vio /information?", ["/information"]],
    ["no link for 24/7", "Support 24/7 and 1/2 price", []],
    ["no link for a page that does not exist", "Go to /admin or /wp-login", []],
    ["no link inside a URL", "https://example.com/contact", []],
    ["no link for a longer path", "/contact/us and /box-office/x", []],
    ["no link for the home page", "Back to / please", []],
    ["no link for capitals", "/Contact", []],
    ["a path used twice", "/planner or /planner", ["/planner", "/planner"]],
  ])("%s", (_case, text, paths) => {
    expect(linkedPaths(text)).toEqual(paths);
  });

  it("leaves markup and script URLs as plain text", () => {
    const text = '<img src=x onerror="alert(1)"> [click](javascript:alert(1)) <a href="/contact">x</a>';
    const segments = splitReply(text);
    // Only the page path itself links; the markup around it is text.
    expect(segments.filter((s) => s.kind === "link")).toEqual([{ kind: "link", path: "/contact" }]);
    expect(segments[0]).toEqual({ kind: "text", text: text.slice(0, text.indexOf("/contact")) });
    expect(segments.map((s) => (s.kind === "text" ? s.text : s.path)).join("")).toBe(text);
  });

  it("gives back the whole text, links included, in order", () => {
    const text = "Parking is free. Directions at /information. Tickets: /box-office";
    expect(
      splitReply(text)
        .map((s) => (s.kind === "text" ? s.text : s.path))
        .join(""),
    ).toBe(text);
  });
});

describe("splitReply links an event's page and the box office preselected on it", () => {
  it.each([
    [
      "an event page",
      "Details at /events/3f2a9c1e-1b2c-4d5e-8f90-a1b2c3d4e5f6.",
      ["/events/3f2a9c1e-1b2c-4d5e-8f90-a1b2c3d4e5f6"],
    ],
    ["the box office on an event", "Tickets at /box-office?event=abc-123; or call", ["/box-office?event=abc-123"]],
    ["no query on other pages", "See /calendar?event=abc", []],
    ["only the page for another query", "See /box-office?admin=1", ["/box-office"]],
    ["no id under a page without one", "See /contact/abc", []],
  ])("%s", (_case, text, paths) => {
    expect(linkedPaths(text)).toEqual(paths);
  });
});
