import { lazy, Suspense, useState } from "react";
import { useAuthDialog } from "./auth-dialog-context";

const AuthDialogContent = lazy(() => import("./auth-dialog").then((module) => ({ default: module.AuthDialog })));

/**
 * The sign-in dialog, fetched the first time it opens: its forms and their rules are not part of
 * any page's first load. Once opened it stays mounted, so it closes with its animation.
 */
export function LazyAuthDialog() {
  const { open } = useAuthDialog();
  const [wanted, setWanted] = useState(open);
  if (open && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <AuthDialogContent />
    </Suspense>
  );
}
