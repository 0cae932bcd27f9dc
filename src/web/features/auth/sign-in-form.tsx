import { useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { signInSchema } from "#domain/schemas/auth";
import { Button } from "#web/components/ui/button";
import { TextField } from "#web/components/ui/text-field";
import { useZodForm } from "#web/lib/form";
import { signInWithEmail } from "./auth-api";
import { providerMessage } from "./provider-message";
import { meQuery } from "./session";

export function SignInForm({ onDone }: { onDone(): void }) {
  const { t } = useTranslation();
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

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
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
      <Button type="submit" disabled={pending} className="w-full">
        {pending ? t("auth.signingIn") : t("auth.signInButton")}
      </Button>
    </form>
  );
}
