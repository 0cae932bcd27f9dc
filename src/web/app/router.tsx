import type { ComponentType } from "react";
import { createBrowserRouter } from "react-router";
import { PAGE_LIST, type PageId } from "#domain/routes";
import { LoadingState } from "#web/components/loading-state";
import { RootLayout } from "./root-layout";

/**
 * The component of every page in the registry, loaded on first visit so the first visit ships
 * little JavaScript. Keyed by page id: a page added to the registry without a component here, or
 * a component for a page that is not there, does not compile.
 */
const PAGE_COMPONENTS: Record<PageId, () => Promise<{ default: ComponentType }>> = {
  home: () => import("#web/features/home/home-page"),
  calendar: () => import("#web/features/calendar/calendar-page"),
  event: () => import("#web/features/event-page/event-page"),
  boxOffice: () => import("#web/features/box-office/box-office-page"),
  information: () => import("#web/features/information/information-page"),
  planner: () => import("#web/features/planner/planner-page"),
  contact: () => import("#web/features/contact/contact-page"),
  privacy: () => import("#web/features/legal/privacy-page"),
  terms: () => import("#web/features/legal/terms-page"),
  myTickets: () => import("#web/features/my-tickets/my-tickets-page"),
  eventManager: () => import("#web/features/event-manager/event-manager-page"),
  tourScheduling: () => import("#web/features/tours/tour-scheduling-page"),
  newsletter: () => import("#web/features/newsletter/newsletter-page"),
  feedbackManager: () => import("#web/features/feedback-manager/feedback-manager-page"),
};

/** Every page of the site at its registry path; any other path shows the not-found page. */
export const router = createBrowserRouter([
  {
    element: <RootLayout />,
    HydrateFallback: LoadingState,
    children: [
      ...PAGE_LIST.map((page) => ({
        path: page.path,
        lazy: async () => ({ Component: (await PAGE_COMPONENTS[page.id]()).default }),
      })),
      {
        path: "*",
        lazy: async () => ({ Component: (await import("#web/features/not-found/not-found-page")).default }),
      },
    ],
  },
]);
