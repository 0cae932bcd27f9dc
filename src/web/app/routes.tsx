import type { RouteObject } from "react-router";
import { PAGE_LIST } from "#domain/routes";
import { LoadingState } from "#web/components/loading-state";
import { loadCatalogParts } from "#web/lib/i18n";
import { pageLoader } from "./page-modules";
import { PAGE_PARTS } from "./page-parts";
import { RootLayout } from "./root-layout";

/**
 * Every page of the site at its registry path; any other path shows the not-found page. A page's
 * code and the catalog parts it uses load together on its first visit, and it renders once both
 * are there. The browser's router and the server's renderer use these same routes.
 */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    HydrateFallback: LoadingState,
    children: [
      ...PAGE_LIST.map((page) => ({
        path: page.path,
        lazy: async () => {
          const load = pageLoader(page);
          if (!load) throw new Error(`No page module ${page.component}`);
          const [module] = await Promise.all([load(), loadCatalogParts(PAGE_PARTS[page.id])]);
          return { Component: module.default };
        },
      })),
      {
        path: "*",
        lazy: async () => {
          const [module] = await Promise.all([
            import("#web/features/not-found/not-found-page"),
            loadCatalogParts(PAGE_PARTS.notFound),
          ]);
          return { Component: module.default };
        },
      },
    ],
  },
];
