import { createBrowserRouter } from "react-router";
import { ComingSoonPage } from "../features/placeholder/coming-soon-page";
import { RootLayout } from "./root-layout";
import { PageLoading } from "./shell/page-loading";

/** Every page of spec §2. Pages are lazy-loaded so the first visit ships little JavaScript. */
export const router = createBrowserRouter([
  {
    element: <RootLayout />,
    HydrateFallback: PageLoading,
    children: [
      { path: "/", lazy: async () => ({ Component: (await import("../features/home/home-page")).default }) },
      { path: "/calendar", element: <ComingSoonPage title="nav.calendar" /> },
      {
        path: "/box-office",
        lazy: async () => ({ Component: (await import("../features/box-office/box-office-page")).default }),
      },
      { path: "/information", element: <ComingSoonPage title="nav.information" /> },
      { path: "/planner", element: <ComingSoonPage title="nav.planner" /> },
      { path: "/contact", element: <ComingSoonPage title="footer.contact" /> },
      { path: "/privacy", lazy: async () => ({ Component: (await import("../features/legal/privacy-page")).default }) },
      { path: "/terms", lazy: async () => ({ Component: (await import("../features/legal/terms-page")).default }) },
      {
        path: "/my-tickets",
        lazy: async () => ({ Component: (await import("../features/my-tickets/my-tickets-page")).default }),
      },
      { path: "/event-manager", element: <ComingSoonPage title="nav.manageEvents" /> },
      { path: "/tour-scheduling", element: <ComingSoonPage title="footer.tours" /> },
      { path: "/newsletter", element: <ComingSoonPage title="footer.newsletter" /> },
      { path: "/feedback-manager", element: <ComingSoonPage title="nav.viewFeedback" /> },
      { path: "*", lazy: async () => ({ Component: (await import("../features/not-found/not-found-page")).default }) },
    ],
  },
]);
