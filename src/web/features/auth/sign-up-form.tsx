import { type FormEvent, useEffect, useId, useState } from "react";
import { signUpSchema } from "#domain/schemas/auth";
import { Button } from "#web/components/ui/button";
import { Checkbox } from "#web/components/ui/checkbox";
import { Label } from "#web/components/ui/input";
import { TextField } from "#web/components/ui/text-field";
import { useZodForm } from "#web/lib/form";
import { toast } from "#web/lib/toast";
import { useTranslation } from "#web/lib/translation";
import { AuthError, isAccountExists, prepareSignUpProof, signUpWithEmail } from "./auth-api";
import { providerMessage } from "./provider-message";

type Field = "fullName" | "email" | "password" | "confirmPassword";
const FIELDS: { name: Field; type: string; autoComplete: string }[] = [
  { name: "fullName", type: "text", autoComplete: "name" },
  { name: "email", type: "email", autoComplete: "email" },
  { name: "password", type: "password", autoComplete: "new-password" },
  { name: "confirmPassword", type: "password", autoComplete: "new-password" },
];

export function SignUpForm({ onDone }: { onDone(): void }) {
  const { t } = useTranslation();
  const id = useId();
  const validationToast = `${id}-validation`;
  const [pending, setPending] = useState(false);
  const form = useZodForm(signUpSchema, {
    fullName: "",
    email: "",
    password: "",
    confirmPassword: "",
    acceptTerms: false,
  });
  // The sign-up's proof-of-work runs in the background while the visitor fills the form.
  useEffect(() => {
    void prepareSignUpProof();
  }, []);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    // These two rules answer with their own toast, one at a time; it goes once the form is valid.
    if (form.values.password !== form.values.confirmPassword) {
      toast.error(t("auth.passwordMismatchTitle"), { id: validationToast, description: t("auth.passwordMismatch") });
      return;
    }
    if (!form.values.acceptTerms) {
      toast.error(t("auth.termsRequiredTitle"), { id: validationToast, description: t("auth.termsRequired") });
      return;
    }
    const input = await form.validate();
    if (!input) return;
    toast.dismiss(validationToast);
    setPending(true);
    try {
      await signUpWithEmail(input);
      toast.success(t("auth.accountCreatedTitle"), { description: t("auth.accountCreated") });
      onDone();
    } catch (error) {
      if (error instanceof AuthError && isAccountExists(error)) {
        toast.error(t("auth.accountExistsTitle"), { description: t("auth.accountExists") });
      } else {
        toast.error(t("auth.signUpFailedTitle"), { description: providerMessage(t, error) });
      }
    } finally {
      setPending(false);
    }
  }

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      {FIELDS.map((field) => (
        <TextField
          key={field.name}
          label={t(`auth.${field.name}`)}
          name={field.name}
          type={field.type}
          autoComplete={field.autoComplete}
          required
          value={form.values[field.name]}
          onChange={(e) => form.set(field.name, e.target.value)}
          error={form.message(field.name)}
          hint={field.name === "password" ? t("auth.passwordHint") : undefined}
        />
      ))}
      <div className="flex items-start gap-3">
        <Checkbox
          id={`${id}-terms`}
          checked={form.values.acceptTerms}
          onCheckedChange={(checked) => form.set("acceptTerms", checked === true)}
          className="mt-0.5"
        />
        <Label htmlFor={`${id}-terms`} className="font-normal leading-snug">
          {t("auth.acceptTermsBefore")}{" "}
          <a href="/terms" target="_blank" rel="noopener" className="text-primary underline">
            {t("auth.termsLink")}
            <span className="sr-only"> {t("auth.opensInNewTab")}</span>
          </a>
        </Label>
      </div>
      <Button type="submit" disabled={pending || !form.values.acceptTerms} className="w-full">
        {pending ? t("auth.signingUp") : t("auth.signUpButton")}
      </Button>
    </form>
  );
}
