import { useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { toast } from "#web/lib/toast";
import { useTranslation } from "#web/lib/translation";
import { signOut } from "./auth-api";
import { ANONYMOUS, meQuery } from "./session";

export const SIGN_OUT_REDIRECT_MS = 500;

/**
 * The user is cleared at once, the server is asked to end the session (a failure is
 * tolerated), a toast confirms, and the visitor lands on the home page about 0.5 s later.
 */
export function useSignOut() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return async () => {
    queryClient.setQueryData(meQuery.queryKey, ANONYMOUS);
    try {
      await signOut();
    } catch (error) {
      console.error("sign-out failed", error);
    } finally {
      // Queries that belonged to the signed-in user must not survive them.
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== "me" && query.queryKey[0] !== "site" });
      await queryClient.invalidateQueries({ queryKey: meQuery.queryKey });
      toast.success(t("auth.signedOutTitle"), { description: t("auth.signedOut") });
      setTimeout(() => navigate("/"), SIGN_OUT_REDIRECT_MS);
    }
  };
}
