import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { type ReactNode, StrictMode, useEffect } from "react";
import { AuthDialogProvider } from "#web/features/auth";
import { PreferencesProvider } from "#web/lib/preferences";

/** Once the app has rendered (or hydrated) the page, the page takes clicks (public/theme-init.js). */
function TakenOver() {
  useEffect(() => document.documentElement.removeAttribute("data-hydrating"), []);
  return null;
}

/**
 * What every page renders inside, in the browser and on the server alike (the same tree on both
 * sides: the ids React generates depend on it).
 */
export function AppProviders({
  queryClient,
  initialDark,
  children,
}: {
  queryClient: QueryClient;
  /** The theme the server rendered with; undefined: read it from the document. */
  initialDark?: boolean;
  children: ReactNode;
}) {
  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <PreferencesProvider initialDark={initialDark}>
          <AuthDialogProvider>
            {children}
            <TakenOver />
          </AuthDialogProvider>
        </PreferencesProvider>
      </QueryClientProvider>
    </StrictMode>
  );
}
