import { type FormEvent, useEffect, useRef, useState } from "react";
import { resetPasswordSchema } from "#domain/schemas/auth";
import { Button } from "#web/components/ui/button";
import { TextField } from "#web/components/ui/text-field";
import { focusFirstInvalid } from "#web/lib/focus-invalid";
import { useZodForm } from "#web/lib/form";
import { toast } from "#web/lib/toast";
import { useTranslation } from "#web/lib/translation";
import { AuthError, resetPassword } from "./auth-api";
import { providerMessage } from "./provider-message";

/** A link that no longer works: it was used, it expired, or it was never ours. */
function isDeadLink(error: unknown): boolean {
  return error instanceof AuthError && (error.code === "INVALID_TOKEN" || error.code === "USER_NOT_FOUND");
}

/**
 * The new password, typed twice, for the reset link's token. A dead link (or one that turns out
 * dead on saving) says so and offers a new one; success hands over to sign-in.
 */
export function ResetPasswordForm({
  token,
  onDone,
  onRequestNewLink,
}: {
  token: string | null;
  onDone(): void;
  onRequestNewLink(): void;
}) {
  const { t } = useTranslation();
  const [pending, setPending] = useState(false);
  const [dead, setDead] = useState(token === null);
  const formRef = useRef<HTMLFormElement>(null);
  const deadRef = useRef<HTMLParagraphElement>(null);
  const form = useZodForm(resetPasswordSchema, { password: "", confirmPassword: "" });

  useEffect(() => {
    if (dead) deadRef.current?.focus();
    else formRef.current?.querySelector<HTMLInputElement>("input")?.focus();
  }, [dead]);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const input = await form.validate();
    if (!input || token === null) {
      focusFirstInvalid(formRef.current);
      return;
    }
    setPending(true);
    try {
      await resetPassword({ token, password: input.password });
      onDone();
    } catch (error) {
      if (isDeadLink(error)) setDead(true);
      else toast.error(t("auth.resetFailedTitle"), { description: providerMessage(t, error) });
    } finally {
      setPending(false);
    }
  }

  if (dead) {
    return (
      <div className="grid gap-4">
        <p ref={deadRef} tabIndex={-1} role="alert" className="rounded-md bg-destructive/10 p-4 text-sm outline-none">
          {t("auth.resetLinkInvalid")}
        </p>
        <Button className="w-full" onClick={onRequestNewLink}>
          {t("auth.requestNewLink")}
        </Button>
      </div>
    );
  }

  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate className="grid gap-4">
      <p className="text-sm text-muted-foreground">{t("auth.resetLead")}</p>
      <TextField
        label={t("auth.newPassword")}
        name="password"
        type="password"
        autoComplete="new-password"
        required
        value={form.values.password}
        onChange={(e) => form.set("password", e.target.value)}
        error={form.message("password")}
        hint={t("auth.passwordHint")}
      />
      <TextField
        label={t("auth.confirmNewPassword")}
        name="confirmPassword"
        type="password"
        autoComplete="new-password"
        required
        value={form.values.confirmPassword}
        onChange={(e) => form.set("confirmPassword", e.target.value)}
        error={form.message("confirmPassword")}
      />
      <Button type="submit" disabled={pending} aria-busy={pending} className="w-full">
        {pending ? t("auth.resetting") : t("auth.resetButton")}
      </Button>
    </form>
  );
}
