import { LogIn } from "lucide-react";
import { Button } from "#web/components/ui/button";
import { useAuthDialog } from "#web/features/auth";
import { useTranslation } from "#web/lib/translation";

/** Shown to visitors who are not signed in: they may look, and sign in to choose seats. */
export function SignInPrompt() {
  const { t } = useTranslation();
  const { openAuthDialog } = useAuthDialog();
  return (
    <section
      aria-labelledby="sign-in-prompt"
      className="flex flex-col gap-3 rounded-lg border border-primary/40 bg-primary/5 p-4 sm:flex-row sm:items-center sm:justify-between"
    >
      <div>
        <h2 id="sign-in-prompt" className="font-semibold">
          {t("tickets.boxOffice.signInTitle")}
        </h2>
        <p className="text-sm text-muted-foreground">{t("tickets.boxOffice.signInBody")}</p>
      </div>
      <Button onClick={() => openAuthDialog("sign-in")} className="shrink-0">
        <LogIn aria-hidden="true" />
        {t("tickets.boxOffice.signIn")}
      </Button>
    </section>
  );
}
