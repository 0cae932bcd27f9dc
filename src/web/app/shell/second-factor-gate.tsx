import { Navigate, useLocation } from "react-router";
import { isStaffPath } from "#domain/routes";
import { useSession } from "#web/features/auth";

/**
 * Admins and event managers reach staff pages only with a second factor: until they have set up
 * an authenticator app and confirmed this sign-in with it, a staff page sends them to the account
 * security page, which brings them back when done. (The server refuses staff routes regardless.)
 */
export function SecondFactorGate() {
  const { pathname, search } = useLocation();
  const session = useSession();
  if (!session.secondFactor || !isStaffPath(pathname)) return null;
  return <Navigate to={`/account/security?next=${encodeURIComponent(pathname + search)}`} replace />;
}
