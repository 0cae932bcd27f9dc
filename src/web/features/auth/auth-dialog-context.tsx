import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from "react";

type Tab = "sign-in" | "sign-up";
/** What the dialog shows: the two tabs, the "forgot password" form or the new-password form. */
export type AuthView = Tab | "forgot-password" | "reset-password";

interface AuthDialogState {
  open: boolean;
  view: AuthView;
  /** The token of the reset link the visitor followed; null when the link was bad or expired. */
  resetToken: string | null;
  /** A message for the sign-in view (after a password was changed), read out when it appears. */
  notice: string | null;
  openAuthDialog(tab?: Tab): void;
  /** Opens the "choose a new password" view for a reset link's token (null: the link is bad). */
  openPasswordReset(token: string | null): void;
  setOpen(open: boolean): void;
  setView(view: AuthView, notice?: string | null): void;
}

const AuthDialogContext = createContext<AuthDialogState | null>(null);

/** Any page can ask for the sign-in dialog (booking while signed out, for example). */
export function AuthDialogProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const [view, setViewState] = useState<AuthView>("sign-in");
  const [resetToken, setResetToken] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const setView = useCallback((next: AuthView, message: string | null = null) => {
    setViewState(next);
    setNotice(message);
  }, []);
  const openAuthDialog = useCallback(
    (next: Tab = "sign-in") => {
      setView(next);
      setOpen(true);
    },
    [setView],
  );
  const openPasswordReset = useCallback(
    (token: string | null) => {
      setResetToken(token);
      setView("reset-password");
      setOpen(true);
    },
    [setView],
  );
  const value = useMemo(
    () => ({ open, view, resetToken, notice, openAuthDialog, openPasswordReset, setOpen, setView }),
    [open, view, resetToken, notice, openAuthDialog, openPasswordReset, setView],
  );
  return <AuthDialogContext.Provider value={value}>{children}</AuthDialogContext.Provider>;
}

export function useAuthDialog(): AuthDialogState {
  const value = useContext(AuthDialogContext);
  if (!value) throw new Error("useAuthDialog outside AuthDialogProvider");
  return value;
}
