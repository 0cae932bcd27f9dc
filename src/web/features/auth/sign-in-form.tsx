import { useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { signInSchema } from "../../../domain/schemas/auth";
import { Button } from "../../components/ui/button";
import { FieldError, Input, Label } from "../../components/ui/input";
import { useZodForm } from "../../lib/form";
import { signInWithEmail } from "./auth-api";
import { providerMessage } from "./provider-message";
import { meQuery } from "./session";

export function SignInForm({ onDone }: { onDone(): void }) {
  const { t } = useTranslation();
  const id = useId();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);
  const form = useZodForm(signInSchema, { email: "", password: "" });

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const input = form.validate();
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

  const err = (field: string) => (form.errors[field] ? t(form.errors[field] as never) : null);
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <div className="grid gap-2">
        <Label htmlFor={`${id}-email`}>{t("auth.email")}</Label>
        <Input
          id={`${id}-email`}
          type="email"
          autoComplete="email"
          required
          value={form.values.email}
          onChange={(e) => form.set("email", e.target.value)}
          aria-invalid={Boolean(form.errors.email)}
          aria-describedby={form.errors.email ? `${id}-email-error` : undefined}
        />
        <FieldError id={`${id}-email-error`}>{err("email")}</FieldError>
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-password`}>{t("auth.password")}</Label>
        <Input
          id={`${id}-password`}
          type="password"
          autoComplete="current-password"
          required
          value={form.values.password}
          onChange={(e) => form.set("password", e.target.value)}
          aria-invalid={Boolean(form.errors.password)}
          aria-describedby={form.errors.password ? `${id}-password-error` : undefined}
        />
        <FieldError id={`${id}-password-error`}>{err("password")}</FieldError>
      </div>
      <Button type="submit" disabled={pending} className="w-full">
        {pending ? t("auth.signingIn") : t("auth.signInButton")}
      </Button>
    </form>
  );
}
