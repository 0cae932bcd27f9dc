import { Menu, X } from "lucide-react";
import { useEffect, useState } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { Button } from "#web/components/ui/button";
import { cn } from "#web/lib/cn";
import { useTranslation } from "#web/lib/translation";
import { AccountMenu } from "./account-menu";
import { TOP_LINKS } from "./nav-links";
import { PreferenceControls } from "./preference-controls";

const linkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    "rounded-md px-3 py-2 text-sm font-medium transition-colors hover:bg-muted",
    isActive ? "text-primary" : "text-foreground",
  );

/** A fixed bar; full on lg and wider, a hamburger menu below that closes on choice. */
export function Header() {
  const { t } = useTranslation();
  const [menuOpen, setMenuOpen] = useState(false);
  const location = useLocation();

  // biome-ignore lint/correctness/useExhaustiveDependencies: closing on every navigation is the point.
  useEffect(() => setMenuOpen(false), [location.pathname]);

  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => event.key === "Escape" && setMenuOpen(false);
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [menuOpen]);

  return (
    <header className="fixed inset-x-0 top-0 z-40 border-b border-border bg-header backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-4">
        {/* One line at every width: on a 390 px phone the name, the account menu and the menu button fit. */}
        <Link to="/" className="mr-auto flex min-w-0 items-center gap-2 font-bold tracking-tight lg:mr-6">
          <img src="/favicon.svg" alt="" className="size-8 shrink-0" width="32" height="32" />
          <span className="truncate whitespace-nowrap text-base sm:text-lg">{t("meta.siteName")}</span>
        </Link>
        <nav aria-label={t("nav.mainNavigation")} className="mr-auto hidden lg:block">
          <ul className="flex items-center gap-1">
            {TOP_LINKS.map((link) => (
              <li key={link.to}>
                {/* One line each, a little tighter below xl: the Spanish labels fit at 1024 px. */}
                <NavLink to={link.to} end className={(s) => cn(linkClass(s), "block whitespace-nowrap px-2 xl:px-3")}>
                  {t(link.label)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="hidden sm:block">
          <PreferenceControls />
        </div>
        <AccountMenu />
        <Button
          variant="ghost"
          size="icon"
          className="lg:hidden"
          aria-expanded={menuOpen}
          aria-controls="mobile-menu"
          aria-label={menuOpen ? t("nav.closeMenu") : t("nav.openMenu")}
          onClick={() => setMenuOpen((open) => !open)}
        >
          {menuOpen ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
        </Button>
      </div>
      <div id="mobile-menu" hidden={!menuOpen} className="border-t border-border bg-background lg:hidden">
        <nav aria-label={t("nav.menu")} className="mx-auto max-w-7xl px-4 py-3">
          <ul className="grid gap-1">
            {TOP_LINKS.map((link) => (
              <li key={link.to}>
                <NavLink
                  to={link.to}
                  end
                  className={(s) => cn(linkClass(s), "block")}
                  onClick={() => setMenuOpen(false)}
                >
                  {t(link.label)}
                </NavLink>
              </li>
            ))}
          </ul>
          <div className="mt-3 border-t border-border pt-3 sm:hidden">
            <PreferenceControls />
          </div>
        </nav>
      </div>
    </header>
  );
}
