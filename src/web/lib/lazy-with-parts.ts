import { type ComponentType, type LazyExoticComponent, lazy } from "react";
import { loadCatalogParts } from "./i18n";
import type { CatalogPart } from "./i18n-parts";

/**
 * A component fetched with the catalog parts it shows, rendering once both are there: a piece of a
 * page that only some visitors see (a manager's tools, a step of the checkout) stays out of the
 * page's first load, code and texts alike. Its parts are written as a list in the call, which a
 * test reads to keep them complete.
 */
export function lazyWithParts<P extends object>(
  load: () => Promise<ComponentType<P>>,
  parts: readonly CatalogPart[],
): LazyExoticComponent<ComponentType<P>> {
  return lazy(() => Promise.all([load(), loadCatalogParts(parts)]).then(([Component]) => ({ default: Component })));
}
