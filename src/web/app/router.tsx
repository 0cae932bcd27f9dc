import { createBrowserRouter } from "react-router";
import { LoadingState } from "../components/loading-state";
import { RootLayout } from "./root-layout";

/** Every page of spec §2. Pages are lazy-loaded so the first visit ships little JavaScript. */
export const router = createBrowserRouter([
  {
    element: <RootLayout />,
    HydrateFallback: LoadingState,
    children: [
      { path: "/", lazy: async () => ({ Component: (await import("../features/home/home-page")).default }) },
      {
        path: "/calendar",
        lazy: async () => ({ Component: (await import("../features/calendar/calendar-page")).default }),
      },
      {
        path: "/events/:id",
        lazy: async () => ({ Component: (await import("../features/event-page/event-page")).default }),
      },
      {
        path: "/box-office",
        lazy: async () => ({ Component: (await import("../features/box-office/box-office-page")).default }),
      },
      {
        path: "/information",
        lazy: async () => ({ Component: (await import("../features/information/information-page")).default }),
      },
      {
        path: "/planner",
        lazy: async () => ({ Component: (await import("../features/planner/planner-page")).default }),
      },
      {
        path: "/contact",
        lazy: async () => ({ Component: (await import("../features/contact/contact-page")).default }),
      },
      { path: "/privacy", lazy: async () => ({ Component: (await import("../features/legal/privacy-page")).default }) },
      { path: "/terms", lazy: async () => ({ Component: (await import("../features/legal/terms-page")).default }) },
      {
        path: "/my-tickets",
        lazy: async () => ({ Component: (await import("../features/my-tickets/my-tickets-page")).default }),
      },
      {
        path: "/event-manager",
        lazy: async () => ({ Component: (await import("../features/event-manager/event-manager-page")).default }),
      },
      {
        path: "/tour-scheduling",
        lazy: async () => ({ Component: (await import("../features/tours/tour-scheduling-page")).default }),
      },
      {
        path: "/newsletter",
        lazy: async () => ({ Component: (await import("../features/newsletter/newsletter-page")).default }),
      },
      {
        path: "/feedback-manager",
        lazy: async () => ({ Component: (await import("../features/feedback-manager/feedback-manager-page")).default }),
      },
      { path: "*", lazy: async () => ({ Component: (await import("../features/not-found/not-found-page")).default }) },
    ],
  },
]);
