import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { useSearchParams } from "react-router";
import { meQuery, useAuthDialog } from "#web/features/auth";
import { toast } from "#web/lib/toast";
import { useTranslation } from "#web/lib/translation";
import { accountLinkLanding, withoutLinkParameters } from "./account-links";

/**
 * Where links from account mails land (see account-links.ts): a confirmed address (or a bad
 * confirmation link) is told in a toast; a password reset link opens the auth dialog on its
 * "choose a new password" view. The link's parameters then leave the address bar.
 */
export function VerificationNotice() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const queryClient = useQueryClient();
  const { openPasswordReset } = useAuthDialog();

  useEffect(() => {
    const landing = accountLinkLanding(params);
    if (!landing) return;
    if (landing.kind === "reset") openPasswordReset(landing.token);
    else if (landing.kind === "verification-failed") {
      toast.error(t("auth.verificationFailedTitle"), { description: t("auth.verificationFailed") });
    } else {
      toast.success(t("auth.emailVerifiedTitle"), { description: t("auth.emailVerified") });
      void queryClient.invalidateQueries({ queryKey: meQuery.queryKey });
    }
    setParams(withoutLinkParameters(params, landing), { replace: true });
  }, [params, setParams, t, queryClient, openPasswordReset]);

  return null;
}
