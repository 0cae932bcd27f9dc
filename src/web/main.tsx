import "@fontsource-variable/inter";
import "#web/styles.css";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { RouterProvider } from "react-router";
import { router } from "#web/app/router";
import { AuthDialogProvider } from "#web/features/auth";
import { setupI18n } from "#web/lib/i18n";
import { PreferencesProvider } from "#web/lib/preferences";

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

// The first paint waits for the shell's texts in the visitor's language (the page's own code and
// texts are already on their way: the router fetched them when it was created).
void setupI18n().then(() =>
  createRoot(root).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <PreferencesProvider>
          <AuthDialogProvider>
            <RouterProvider router={router} />
          </AuthDialogProvider>
        </PreferencesProvider>
      </QueryClientProvider>
    </StrictMode>,
  ),
);
