import { ChevronDown, User } from "lucide-react";
import { lazy, Suspense } from "react";
import { Button } from "#web/components/ui/button";
import { useAuthDialog, useSession } from "#web/features/auth";
import { loadCatalogParts } from "#web/lib/i18n";
import { useTranslation } from "#web/lib/translation";
import { useHydrated } from "#web/lib/use-hydrated";
import { SHELL_PARTS } from "../page-parts";

/** The menu with its dropdown code and texts: only a signed-in visitor fetches them. */
const SignedInMenu = lazy(() =>
  Promise.all([import("./signed-in-menu"), loadCatalogParts(SHELL_PARTS.accountMenu)]).then(([module]) => module),
);

/** The Account button as the menu draws it, holding its place while the menu's code arrives. */
function AccountButtonPlaceholder() {
  const { t } = useTranslation();
  return (
    <Button variant="outline" size="sm" disabled>
      <User aria-hidden="true" />
      {t("nav.account")}
      <ChevronDown aria-hidden="true" />
    </Button>
  );
}

/** Sign In when signed out; the Account menu, with role-dependent items, when signed in. */
export function AccountMenu() {
  const { t } = useTranslation();
  const session = useSession();
  const { openAuthDialog } = useAuthDialog();
  const hydrated = useHydrated();

  if (!session.user) {
    return (
      <Button size="sm" onClick={() => openAuthDialog("sign-in")} disabled={session.loading}>
        {t("nav.signIn")}
      </Button>
    );
  }

  // The server's HTML and the hydration draw the placeholder: a menu drawn before its code is
  // there could not take a click.
  if (!hydrated) return <AccountButtonPlaceholder />;
  return (
    <Suspense fallback={<AccountButtonPlaceholder />}>
      <SignedInMenu />
    </Suspense>
  );
}
