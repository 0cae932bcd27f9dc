import { describe, expect, it } from "vitest";
import { PAGE_LIST } from "#domain/routes";
import { pageLoader, pagesWithoutModule } from "./page-modules";

describe("the page registry's components", () => {
  it("names an existing page module for every page", () => {
    expect(pagesWithoutModule()).toEqual([]);
  });

  it("loads a page module with a component as its default export", async () => {
    const home = PAGE_LIST.find((page) => page.id === "home");
    const loader = home && pageLoader(home);
    expect(loader).toBeTypeOf("function");
  });

  it("finds nothing for a module that does not exist", () => {
    expect(pageLoader({ component: "nowhere/nowhere-page" })).toBeUndefined();
  });
});
