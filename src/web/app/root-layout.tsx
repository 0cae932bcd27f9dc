import { Suspense } from "react";
import { Outlet, ScrollRestoration } from "react-router";
import { LoadingState } from "#web/components/loading-state";
import { AuthDialog } from "#web/features/auth";
import { usePreferences } from "#web/lib/preferences";
import { useTranslation } from "#web/lib/translation";
import { Footer } from "./shell/footer";
import { Header } from "./shell/header";
import { LazyAssistantLauncher, LazyToaster } from "./shell/lazy-shell";
import { SecondFactorGate } from "./shell/second-factor-gate";
import { TestModeBanner } from "./shell/test-mode-banner";
import { VerificationNotice } from "./shell/verification-notice";

export function RootLayout() {
  const { t } = useTranslation();
  const { dark } = usePreferences();
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-primary px-4 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
      >
        {t("meta.skipToContent")}
      </a>
      {/* The header and the footer hydrate on their own, after the first paint's work and in small
          steps (a Suspense boundary's server HTML is attached at a low priority), like the page;
          the main thread is never held for the whole page at once. */}
      <Suspense>
        <Header />
      </Suspense>
      {/* At least a screen high: the footer starts below the fold, so a page whose content arrives
          late (an event, the seat chart, a list) never pushes a visible footer down. */}
      <main id="main" tabIndex={-1} className="min-h-dvh flex-1 pt-16 outline-none">
        <TestModeBanner />
        <Suspense fallback={<LoadingState />}>
          <Outlet />
        </Suspense>
      </main>
      <Suspense>
        <Footer />
      </Suspense>
      <AuthDialog />
      <VerificationNotice />
      <LazyAssistantLauncher />
      <LazyToaster dark={dark} />
      <SecondFactorGate />
      <ScrollRestoration />
    </div>
  );
}
