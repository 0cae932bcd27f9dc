import { useState } from "react";
import { Button } from "#web/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "#web/components/ui/dialog";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "#web/components/ui/tabs";
import { toast } from "#web/lib/toast";
import { useTranslation } from "#web/lib/translation";
import { signInWithGoogle } from "./auth-api";
import { useAuthDialog } from "./auth-dialog-context";
import { ForgotPasswordForm } from "./forgot-password-form";
import { providerMessage } from "./provider-message";
import { ResetPasswordForm } from "./reset-password-form";
import { SignInForm } from "./sign-in-form";
import { SignUpForm } from "./sign-up-form";
import { useSiteConfig } from "./site-config";

/** Google sign-in, with its "or" divider; only where the site has it configured. */
function GoogleSignIn() {
  const { t } = useTranslation();
  const site = useSiteConfig();
  // A way in that is not set up is not offered at all (nor while the site's settings load).
  if (site?.googleSignIn !== true) return null;

  async function onClick() {
    try {
      await signInWithGoogle();
    } catch (error) {
      toast.error(t("auth.googleFailedTitle"), { description: providerMessage(t, error) });
    }
  }

  return (
    <>
      <div className="flex items-center gap-3 text-xs uppercase text-muted-foreground">
        <span className="h-px flex-1 bg-border" />
        {t("auth.orContinueWith")}
        <span className="h-px flex-1 bg-border" />
      </div>
      <Button variant="outline" className="w-full" onClick={onClick}>
        <GoogleMark />
        {t("auth.google")}
      </Button>
    </>
  );
}

function GoogleMark() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true">
      <path
        fill="#4285F4"
        d="M22 12.2c0-.7-.1-1.4-.2-2H12v3.8h5.6a4.8 4.8 0 0 1-2.1 3.1v2.6h3.4c2-1.8 3.1-4.5 3.1-7.5z"
      />
      <path
        fill="#34A853"
        d="M12 22c2.8 0 5.2-.9 6.9-2.5l-3.4-2.6c-.9.6-2.1 1-3.5 1-2.7 0-5-1.8-5.8-4.3H2.7v2.7A10 10 0 0 0 12 22z"
      />
      <path fill="#FBBC05" d="M6.2 13.6a6 6 0 0 1 0-3.2V7.7H2.7a10 10 0 0 0 0 8.6l3.5-2.7z" />
      <path fill="#EA4335" d="M12 6c1.5 0 2.9.5 4 1.5l3-3A10 10 0 0 0 2.7 7.7l3.5 2.7C7 7.9 9.3 6 12 6z" />
    </svg>
  );
}

/**
 * Sign In and Sign Up tabs, plus Google sign-in where it is configured; or, for a forgotten password, the form that asks
 * for a reset link and the form that sets the new password from one.
 */
export function AuthDialog() {
  const { t } = useTranslation();
  const { open, setOpen, view, setView, resetToken, notice } = useAuthDialog();
  const [email, setEmail] = useState("");
  const close = () => setOpen(false);

  function onPasswordChanged() {
    const message = t("auth.passwordReset");
    toast.success(t("auth.passwordResetTitle"), { description: message });
    setView("sign-in", message);
  }

  if (view === "forgot-password" || view === "reset-password") {
    const forgot = view === "forgot-password";
    return (
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>{forgot ? t("auth.forgotTitle") : t("auth.resetTitle")}</DialogTitle>
            <DialogDescription className="sr-only">
              {forgot ? t("auth.forgotLead") : t("auth.resetLead")}
            </DialogDescription>
          </DialogHeader>
          {forgot ? (
            <ForgotPasswordForm initialEmail={email} onBack={() => setView("sign-in")} />
          ) : (
            <ResetPasswordForm
              key={resetToken ?? "dead-link"}
              token={resetToken}
              onDone={onPasswordChanged}
              onRequestNewLink={() => setView("forgot-password")}
            />
          )}
        </DialogContent>
      </Dialog>
    );
  }

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t("auth.dialogTitle")}</DialogTitle>
          <DialogDescription>{t("auth.dialogDescription")}</DialogDescription>
        </DialogHeader>
        <Tabs value={view} onValueChange={(value) => setView(value as typeof view)}>
          <TabsList>
            <TabsTrigger value="sign-in">{t("auth.signInTab")}</TabsTrigger>
            <TabsTrigger value="sign-up">{t("auth.signUpTab")}</TabsTrigger>
          </TabsList>
          <TabsContent value="sign-in" className="pt-4">
            <SignInForm
              onDone={close}
              notice={notice}
              onForgotPassword={(typed) => {
                setEmail(typed);
                setView("forgot-password");
              }}
            />
          </TabsContent>
          <TabsContent value="sign-up" className="pt-4">
            <SignUpForm onDone={close} />
          </TabsContent>
        </Tabs>
        <GoogleSignIn />
      </DialogContent>
    </Dialog>
  );
}
