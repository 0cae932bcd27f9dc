import { hydrate, QueryClient } from "@tanstack/react-query";
import { createRoot, hydrateRoot } from "react-dom/client";
import { RouterProvider } from "react-router";
import { loadCatalogParts, setupI18n, startingLanguage } from "#web/lib/i18n";
import { AppProviders } from "./app-providers";
import { createRouter } from "./router";
import { readSsrState } from "./ssr-state";

// The forms' schemas validate without compiling code at run time: the CSP forbids eval, and the
// validation library's probe for it would be reported as a violation on every page that loads it.
// Set on the global the library reads its configuration from (every copy shares it), so the first
// load does not carry the library to say so; the schemas' chunks evaluate after this line.
(globalThis as { __zod_globalConfig?: { jitless?: boolean } }).__zod_globalConfig = { jitless: true };

const queryClient = new QueryClient({
  defaultOptions: { queries: { refetchOnWindowFocus: false, retry: 1 } },
});

const root = document.getElementById("root");
if (!root) throw new Error("#root is missing from index.html");

// A page the server rendered comes with the data it was rendered with. In the visitor's language
// (the cookie the server read and the stored choice agree, as they do once the site set them), the
// first render here is the HTML already on screen and React only attaches to it; otherwise the
// app renders the page anew in the stored language.
const ssr = readSsrState();
if (ssr) hydrate(queryClient, ssr.queries);
const hydrating = ssr !== null && ssr.language === startingLanguage();

// The first render waits for the shell's texts in the visitor's language and the current page's
// code and texts (and every text the server's HTML shows), fetched side by side.
void Promise.all([setupI18n(), createRouter(), hydrating ? loadCatalogParts(ssr.parts) : null]).then(([, router]) => {
  const app = (
    <AppProviders queryClient={queryClient} initialDark={hydrating ? (ssr?.dark ?? false) : undefined}>
      <RouterProvider router={router} />
    </AppProviders>
  );
  if (hydrating && root.firstElementChild) hydrateRoot(root, app);
  else createRoot(root).render(app);
});
