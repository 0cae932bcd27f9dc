import { type FormEvent, useEffect, useRef, useState } from "react";
import { forgotPasswordSchema } from "#domain/schemas/auth";
import { Button } from "#web/components/ui/button";
import { TextField } from "#web/components/ui/text-field";
import { focusFirstInvalid } from "#web/lib/focus-invalid";
import { useZodForm } from "#web/lib/form";
import { toast } from "#web/lib/toast";
import { useTranslation } from "#web/lib/translation";
import { requestPasswordReset } from "./auth-api";
import { providerMessage } from "./provider-message";

/**
 * Asks for the account's address and sends it a reset link. The answer never says whether the
 * address has an account: either way the visitor reads that a link is on its way if it does.
 */
export function ForgotPasswordForm({ initialEmail = "", onBack }: { initialEmail?: string; onBack(): void }) {
  const { t } = useTranslation();
  const [pending, setPending] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const sentRef = useRef<HTMLParagraphElement>(null);
  const form = useZodForm(forgotPasswordSchema, { email: initialEmail });

  useEffect(() => {
    // The dialog's content changed under the keyboard: start in the field, or on the outcome.
    if (sentTo === null) formRef.current?.querySelector<HTMLInputElement>("input")?.focus();
    else sentRef.current?.focus();
  }, [sentTo]);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const input = await form.validate();
    if (!input) {
      focusFirstInvalid(formRef.current);
      return;
    }
    setPending(true);
    try {
      await requestPasswordReset(input.email);
      setSentTo(input.email);
    } catch (error) {
      toast.error(t("auth.resetFailedTitle"), { description: providerMessage(t, error) });
    } finally {
      setPending(false);
    }
  }

  if (sentTo !== null) {
    return (
      <div className="grid gap-4">
        <div role="status" className="rounded-md bg-muted p-4 text-sm">
          <p className="font-semibold">{t("auth.resetLinkSentTitle")}</p>
          <p ref={sentRef} tabIndex={-1} className="mt-1 outline-none">
            {t("auth.resetLinkSent", { email: sentTo })}
          </p>
        </div>
        <Button variant="outline" className="w-full" onClick={onBack}>
          {t("auth.backToSignIn")}
        </Button>
      </div>
    );
  }

  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate className="grid gap-4">
      <p className="text-sm text-muted-foreground">{t("auth.forgotLead")}</p>
      <TextField
        label={t("auth.email")}
        type="email"
        autoComplete="email"
        required
        value={form.values.email}
        onChange={(e) => form.set("email", e.target.value)}
        error={form.message("email")}
      />
      <Button type="submit" disabled={pending} aria-busy={pending} className="w-full">
        {pending ? t("auth.sendingResetLink") : t("auth.sendResetLink")}
      </Button>
      <Button type="button" variant="ghost" className="w-full" onClick={onBack}>
        {t("auth.backToSignIn")}
      </Button>
    </form>
  );
}
