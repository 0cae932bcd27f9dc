import { createBrowserRouter } from "react-router";
import { PAGE_LIST } from "#domain/routes";
import { LoadingState } from "#web/components/loading-state";
import { pageLoader } from "./page-modules";
import { RootLayout } from "./root-layout";

/** Every page of the site at its registry path; any other path shows the not-found page. */
export const router = createBrowserRouter([
  {
    element: <RootLayout />,
    HydrateFallback: LoadingState,
    children: [
      ...PAGE_LIST.map((page) => ({
        path: page.path,
        lazy: async () => {
          const load = pageLoader(page);
          if (!load) throw new Error(`No page module ${page.component}`);
          return { Component: (await load()).default };
        },
      })),
      {
        path: "*",
        lazy: async () => ({ Component: (await import("#web/features/not-found/not-found-page")).default }),
      },
    ],
  },
]);
