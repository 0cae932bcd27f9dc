import { createBrowserRouter, matchRoutes } from "react-router";
import { routes } from "./routes";

/**
 * The browser's router, created once the current page's code and texts are loaded: its first
 * render is then the page itself, exactly as the server rendered it (hydration needs the two to
 * match), never the loading state in between.
 */
export async function createRouter() {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== "function") return;
      Object.assign(route, await route.lazy());
      route.lazy = undefined;
    }),
  );
  return createBrowserRouter(routes);
}
