import type { ComponentType } from "react";
import { PAGE_LIST, type PageEntry } from "#domain/routes";

type PageModule = { default: ComponentType };

/**
 * Every `*-page.tsx` of the features, each loaded on first visit so the first visit ships little
 * JavaScript. A registry entry names its module (`component`), so adding a page needs no line here.
 */
const MODULES = import.meta.glob<PageModule>("../features/*/*-page.tsx");

export function pageLoader(page: Pick<PageEntry, "component">): (() => Promise<PageModule>) | undefined {
  return MODULES[`../features/${page.component}.tsx`];
}

/** Registry entries whose component module does not exist (a test keeps this empty). */
export function pagesWithoutModule(): string[] {
  return PAGE_LIST.filter((page) => !pageLoader(page)).map((page) => `${page.id}: ${page.component}`);
}
