import { ChevronDown, LogOut, MessageSquareText, Settings, Ticket, User } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button } from "../../components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "../../components/ui/dropdown-menu";
import { useAuthDialog } from "../../features/auth/auth-dialog-context";
import { useSession } from "../../features/auth/session";
import { useSignOut } from "../../features/auth/use-sign-out";

/** Sign In when signed out; the Account menu, with role-dependent items, when signed in. */
export function AccountMenu() {
  const { t } = useTranslation();
  const session = useSession();
  const { openAuthDialog } = useAuthDialog();
  const signOut = useSignOut();

  if (!session.user) {
    return (
      <Button size="sm" onClick={() => openAuthDialog("sign-in")} disabled={session.loading}>
        {t("nav.signIn")}
      </Button>
    );
  }

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
        <DropdownMenuItem asChild>
          <Link to="/my-tickets">
            <Ticket aria-hidden="true" />
            {t("nav.myTickets")}
          </Link>
        </DropdownMenuItem>
        {session.can("events.manage") && (
          <DropdownMenuItem asChild>
            <Link to="/event-manager">
              <Settings aria-hidden="true" />
              {t("nav.manageEvents")}
            </Link>
          </DropdownMenuItem>
        )}
        {session.can("feedback.read") && (
          <DropdownMenuItem asChild>
            <Link to="/feedback-manager">
              <MessageSquareText aria-hidden="true" />
              {t("nav.viewFeedback")}
            </Link>
          </DropdownMenuItem>
        )}
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => void signOut()}>
          <LogOut aria-hidden="true" />
          {t("nav.signOut")}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
