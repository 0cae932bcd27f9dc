import { createBrowserRouter } from "react-router";
import { LoadingState } from "#web/components/loading-state";
import { RootLayout } from "./root-layout";

/** Every page of the site. Pages are lazy-loaded so the first visit ships little JavaScript. */
export const router = createBrowserRouter([
  {
    element: <RootLayout />,
    HydrateFallback: LoadingState,
    children: [
      { path: "/", lazy: async () => ({ Component: (await import("#web/features/home/home-page")).default }) },
      {
        path: "/calendar",
        lazy: async () => ({ Component: (await import("#web/features/calendar/calendar-page")).default }),
      },
      {
        path: "/events/:id",
        lazy: async () => ({ Component: (await import("#web/features/event-page/event-page")).default }),
      },
      {
        path: "/box-office",
        lazy: async () => ({ Component: (await import("#web/features/box-office/box-office-page")).default }),
      },
      {
        path: "/information",
        lazy: async () => ({ Component: (await import("#web/features/information/information-page")).default }),
      },
      {
        path: "/planner",
        lazy: async () => ({ Component: (await import("#web/features/planner/planner-page")).default }),
      },
      {
        path: "/contact",
        lazy: async () => ({ Component: (await import("#web/features/contact/contact-page")).default }),
      },
      {
        path: "/privacy",
        lazy: async () => ({ Component: (await import("#web/features/legal/privacy-page")).default }),
      },
      { path: "/terms", lazy: async () => ({ Component: (await import("#web/features/legal/terms-page")).default }) },
      {
        path: "/my-tickets",
        lazy: async () => ({ Component: (await import("#web/features/my-tickets/my-tickets-page")).default }),
      },
      {
        path: "/event-manager",
        lazy: async () => ({ Component: (await import("#web/features/event-manager/event-manager-page")).default }),
      },
      {
        path: "/tour-scheduling",
        lazy: async () => ({ Component: (await import("#web/features/tours/tour-scheduling-page")).default }),
      },
      {
        path: "/newsletter",
        lazy: async () => ({ Component: (await import("#web/features/newsletter/newsletter-page")).default }),
      },
      {
        path: "/feedback-manager",
        lazy: async () => ({
          Component: (await import("#web/features/feedback-manager/feedback-manager-page")).default,
        }),
      },
      {
        path: "*",
        lazy: async () => ({ Component: (await import("#web/features/not-found/not-found-page")).default }),
      },
    ],
  },
]);
