import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { toast } from "sonner";
import { meQuery } from "#web/features/auth";

/** The verification link lands on `/?verified=1` (with `error=` when the token was bad). */
export function VerificationNotice() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const queryClient = useQueryClient();
  const verified = params.get("verified");
  const error = params.get("error");

  useEffect(() => {
    if (verified === null && error === null) return;
    if (error) toast.error(t("auth.verificationFailedTitle"), { description: t("auth.verificationFailed") });
    else {
      toast.success(t("auth.emailVerifiedTitle"), { description: t("auth.emailVerified") });
      void queryClient.invalidateQueries({ queryKey: meQuery.queryKey });
    }
    const next = new URLSearchParams(params);
    next.delete("verified");
    next.delete("error");
    setParams(next, { replace: true });
  }, [verified, error, params, setParams, t, queryClient]);

  return null;
}
