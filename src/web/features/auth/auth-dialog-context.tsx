import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from "react";

type Tab = "sign-in" | "sign-up";

interface AuthDialogState {
  open: boolean;
  tab: Tab;
  openAuthDialog(tab?: Tab): void;
  setOpen(open: boolean): void;
  setTab(tab: Tab): void;
}

const AuthDialogContext = createContext<AuthDialogState | null>(null);

/** Any page can ask for the sign-in dialog (booking while signed out, for example). */
export function AuthDialogProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const [tab, setTab] = useState<Tab>("sign-in");
  const openAuthDialog = useCallback((next: Tab = "sign-in") => {
    setTab(next);
    setOpen(true);
  }, []);
  const value = useMemo(() => ({ open, tab, openAuthDialog, setOpen, setTab }), [open, tab, openAuthDialog]);
  return <AuthDialogContext.Provider value={value}>{children}</AuthDialogContext.Provider>;
}

export function useAuthDialog(): AuthDialogState {
  const value = useContext(AuthDialogContext);
  if (!value) throw new Error("useAuthDialog outside AuthDialogProvider");
  return value;
}
