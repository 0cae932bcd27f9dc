import { ShieldAlert } from "lucide-react";
import { Link, useSearchParams } from "react-router";
import { isStaffPath } from "#domain/routes";
import { LoadingState } from "#web/components/loading-state";
import { Button } from "#web/components/ui/button";
import { useTranslation } from "#web/lib/translation";
import { useAuthDialog } from "./auth-dialog-context";
import { PasskeysSection } from "./passkeys-section";
import { useSession } from "./session";
import { TwoFactorSection } from "./two-factor-section";

/** Where to go once staff have set up or confirmed their second factor: a staff page, nothing else. */
function nextPage(params: URLSearchParams): string | null {
  const next = params.get("next");
  return next?.startsWith("/") && !next.startsWith("//") && isStaffPath(next.split("?")[0] ?? "") ? next : null;
}

/**
 * /account/security: two-step sign-in and passkeys, for everyone. Admins and event managers are
 * sent here from a staff page until they have set up an app and confirmed this sign-in with it.
 */
export default function AccountSecurityPage() {
  const { t } = useTranslation();
  const session = useSession();
  const { openAuthDialog } = useAuthDialog();
  const [params] = useSearchParams();
  const next = nextPage(params);

  if (session.loading) return <LoadingState label={t("common.loading")} />;
  if (!session.user) {
    return (
      <div className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-16 text-center">
        <h1 className="text-2xl font-bold">{t("security.signedOutTitle")}</h1>
        <p className="text-muted-foreground">{t("security.signedOut")}</p>
        <Button onClick={() => openAuthDialog("sign-in")}>{t("nav.signIn")}</Button>
      </div>
    );
  }

  const pending = session.secondFactor;
  return (
    <div className="mx-auto grid max-w-3xl gap-6 px-4 py-8 sm:py-12">
      <header>
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{t("security.title")}</h1>
        <p className="mt-2 text-muted-foreground">{t("security.lead")}</p>
      </header>
      {pending ? (
        <div role="status" className="flex gap-3 rounded-lg border border-destructive/50 bg-destructive/10 p-4">
          <ShieldAlert className="mt-0.5 size-6 shrink-0 text-destructive" aria-hidden="true" />
          <div className="grid gap-1">
            <h2 className="font-semibold">
              {pending.missing === "enrol"
                ? t("security.staffRequired.enrolTitle")
                : t("security.staffRequired.verifyTitle")}
            </h2>
            <p className="text-sm">
              {pending.missing === "enrol" ? t("security.staffRequired.enrol") : t("security.staffRequired.verify")}
            </p>
          </div>
        </div>
      ) : (
        next && (
          <Button asChild className="justify-self-start">
            <Link to={next}>{t("security.staffRequired.continue")}</Link>
          </Button>
        )
      )}
      <TwoFactorSection enabled={session.user.twoFactorEnabled} confirm={pending?.missing === "verify"} />
      <PasskeysSection />
    </div>
  );
}
