import {
  Activity,
  ChartColumn,
  ChevronDown,
  LogOut,
  type LucideIcon,
  MessageSquareText,
  ScanLine,
  Settings,
  ShieldCheck,
  Store,
  Ticket,
  User,
  UserRound,
} from "lucide-react";
import { Link } from "react-router";
import type { TranslationKey } from "#domain/i18n/translate";
import type { Ability } from "#domain/permissions";
import { Button } from "#web/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "#web/components/ui/dropdown-menu";
import { useSession, useSignOut } from "#web/features/auth";
import { useTranslation } from "#web/lib/translation";

/** The menu's pages, each shown to those with the ability it needs. */
const ACCOUNT_LINKS: { to: string; label: TranslationKey; ability: Ability; Icon: LucideIcon }[] = [
  { to: "/my-tickets", label: "nav.myTickets", ability: "tickets.readOwn", Icon: Ticket },
  { to: "/account", label: "nav.myAccount", ability: "account.own", Icon: UserRound },
  { to: "/event-manager", label: "nav.manageEvents", ability: "events.manage", Icon: Settings },
  { to: "/feedback-manager", label: "nav.viewFeedback", ability: "feedback.read", Icon: MessageSquareText },
  { to: "/check-in", label: "door.menuLink", ability: "tickets.checkIn", Icon: ScanLine },
  { to: "/window", label: "door.menuWindow", ability: "window.sell", Icon: Store },
  { to: "/status", label: "nav.status", ability: "site.status", Icon: Activity },
  { to: "/sales", label: "door.menuSales", ability: "sales.dashboard", Icon: ChartColumn },
];

/** The signed-in visitor's Account menu: their pages (by role) and Sign Out. */
export default function SignedInMenu() {
  const { t } = useTranslation();
  const session = useSession();
  const signOut = useSignOut();
  if (!session.user) return null;

  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="outline" size="sm">
          <User aria-hidden="true" />
          {t("nav.account")}
          <ChevronDown aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuLabel>{t("nav.signedInAs", { email: session.user.email })}</DropdownMenuLabel>
        <DropdownMenuSeparator />
        {ACCOUNT_LINKS.filter((link) => session.can(link.ability)).map(({ to, label, Icon }) => (
          <DropdownMenuItem key={to} asChild>
            <Link to={to}>
              <Icon aria-hidden="true" />
              {t(label)}
            </Link>
          </DropdownMenuItem>
        ))}
        <DropdownMenuItem asChild>
          <Link to="/account/security">
            <ShieldCheck aria-hidden="true" />
            {t(session.secondFactor ? "nav.finishSecurity" : "nav.accountSecurity")}
          </Link>
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => void signOut()}>
          <LogOut aria-hidden="true" />
          {t("nav.signOut")}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
