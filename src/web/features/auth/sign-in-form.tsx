import { useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { signInSchema } from "#domain/schemas/auth";
import { Button } from "#web/components/ui/button";
import { TextField } from "#web/components/ui/text-field";
import { useZodForm } from "#web/lib/form";
import { toast } from "#web/lib/toast";
import { useTranslation } from "#web/lib/translation";
import { signInWithEmail } from "./auth-api";
import { providerMessage } from "./provider-message";
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
  const form = useZodForm(signInSchema, { email: "", password: "" });
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    // Back from the new-password view: the keyboard starts where the visitor signs in again.
    if (notice) formRef.current?.querySelector<HTMLInputElement>('input[type="email"]')?.focus();
  }, [notice]);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const input = await form.validate();
    if (!input) return;
    setPending(true);
    try {
      await signInWithEmail(input);
      await queryClient.invalidateQueries({ queryKey: meQuery.queryKey });
      toast.success(t("auth.welcomeBackTitle"), { description: t("auth.welcomeBack") });
      onDone();
    } catch (error) {
      toast.error(t("auth.signInFailedTitle"), { description: providerMessage(t, error) });
    } finally {
      setPending(false);
    }
  }

  return (
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
  );
}
