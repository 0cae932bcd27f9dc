import { useQueryClient } from "@tanstack/react-query";
import { KeyRound } from "lucide-react";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { signInSchema } from "#domain/schemas/auth";
import { Button } from "#web/components/ui/button";
import { TextField } from "#web/components/ui/text-field";
import { useZodForm } from "#web/lib/form";
import { toast } from "#web/lib/toast";
import { useTranslation } from "#web/lib/translation";
import { signInWithEmail } from "./auth-api";
import { authClient, unwrap } from "./auth-client";
import { providerMessage } from "./provider-message";
import { SecondFactorForm } from "./second-factor-form";
import { meQuery } from "./session";

/**
 * Email and password. `notice` is a message to read first (the password was just changed);
 * "Forgot password?" hands the address typed so far to the reset request.
 */
export function SignInForm({
  onDone,
  onForgotPassword,
  notice = null,
}: {
  onDone(): void;
  onForgotPassword(email: string): void;
  notice?: string | null;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);
  const [passkeyPending, setPasskeyPending] = useState(false);
  /** The password was right and the account asks for its second step. */
  const [secondStep, setSecondStep] = useState(false);
  const form = useZodForm(signInSchema, { email: "", password: "" });
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    // Back from the new-password view: the keyboard starts where the visitor signs in again.
    if (notice) formRef.current?.querySelector<HTMLInputElement>('input[type="email"]')?.focus();
  }, [notice]);

  async function welcome() {
    await queryClient.invalidateQueries({ queryKey: meQuery.queryKey });
    toast.success(t("auth.welcomeBackTitle"), { description: t("auth.welcomeBack") });
    onDone();
  }

  async function signInWithPasskey() {
    setPasskeyPending(true);
    try {
      unwrap(await authClient().signIn.passkey());
      await welcome();
    } catch (error) {
      toast.error(t("auth.signInFailedTitle"), { description: providerMessage(t, error) });
    } finally {
      setPasskeyPending(false);
    }
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const input = await form.validate();
    if (!input) return;
    setPending(true);
    try {
      const answer = await signInWithEmail(input);
      if (answer.twoFactorRedirect) {
        setSecondStep(true);
        return;
      }
      await welcome();
    } catch (error) {
      toast.error(t("auth.signInFailedTitle"), { description: providerMessage(t, error) });
    } finally {
      setPending(false);
    }
  }

  if (secondStep) {
    return (
      <section aria-labelledby="second-step-title" className="grid gap-3">
        <h3 id="second-step-title" className="text-base font-semibold">
          {t("auth.twoFactor.title")}
        </h3>
        <SecondFactorForm onDone={welcome} onStartOver={() => setSecondStep(false)} />
      </section>
    );
  }

  return (
    <div className="grid gap-4">
      <form ref={formRef} onSubmit={onSubmit} noValidate className="grid gap-4">
        {notice && (
          <p role="status" className="rounded-md bg-muted p-3 text-sm">
            {notice}
          </p>
        )}
        <TextField
          label={t("auth.email")}
          type="email"
          autoComplete="email"
          required
          value={form.values.email}
          onChange={(e) => form.set("email", e.target.value)}
          error={form.message("email")}
        />
        <TextField
          label={t("auth.password")}
          type="password"
          autoComplete="current-password"
          required
          value={form.values.password}
          onChange={(e) => form.set("password", e.target.value)}
          error={form.message("password")}
        />
        <button
          type="button"
          onClick={() => onForgotPassword(form.values.email)}
          className="-mt-2 justify-self-start rounded-sm text-sm text-primary underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          {t("auth.forgotPassword")}
        </button>
        <Button type="submit" disabled={pending} className="w-full">
          {pending ? t("auth.signingIn") : t("auth.signInButton")}
        </Button>
      </form>
      <p className="flex items-center gap-3 text-xs uppercase text-muted-foreground" aria-hidden="true">
        <span className="h-px flex-1 bg-border" />
        {t("auth.passkey.or")}
        <span className="h-px flex-1 bg-border" />
      </p>
      <Button type="button" variant="outline" className="w-full" disabled={passkeyPending} onClick={signInWithPasskey}>
        <KeyRound aria-hidden="true" />
        {passkeyPending ? t("auth.passkey.signingIn") : t("auth.passkey.signIn")}
      </Button>
    </div>
  );
}
