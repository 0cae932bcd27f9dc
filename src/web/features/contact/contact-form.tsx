import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { HONEYPOT_FIELD, SUBMISSION_LIMITS } from "#domain/schemas/submission-fields";
import type { ContactForm as ContactValues, SubmissionReceived } from "#domain/schemas/submissions";
import { FormCard } from "#web/components/form-card";
import { PersonFields } from "#web/components/person-fields";
import { Button } from "#web/components/ui/button";
import { HoneypotField } from "#web/components/ui/honeypot-field";
import { SuccessPanel } from "#web/components/ui/success-panel";
import { TextAreaField, TextField } from "#web/components/ui/text-field";
import { api } from "#web/lib/api";
import { useFormSubmit, useZodForm } from "#web/lib/form";
import { toast } from "#web/lib/toast";
import { useTranslation } from "#web/lib/translation";

const EMPTY: ContactValues = { name: "", email: "", phone: "", subject: "", message: "", [HONEYPOT_FIELD]: "" };

/** Name, email, subject and message required; phone optional. */
export function ContactForm() {
  const { t } = useTranslation();
  const form = useZodForm(() => import("#domain/schemas/submissions").then((module) => module.contactSchema), EMPTY);
  const [sentTo, setSentTo] = useState<{ name: string; email: string } | null>(null);
  const send = useMutation({
    mutationFn: (values: ContactValues) => api<SubmissionReceived>("/api/contact", { method: "POST", json: values }),
  });
  const v = form.values;
  const max = SUBMISSION_LIMITS;

  const { formRef, onSubmit } = useFormSubmit(form.validate, async (input) => {
    await send.mutateAsync(v);
    toast.success(t("services.contact.successTitle"), {
      description: t("services.contact.success", { email: input.email }),
    });
    setSentTo({ name: input.name, email: input.email });
    form.reset();
  });

  if (sentTo) {
    return (
      <SuccessPanel title={t("services.contact.successTitle")}>
        <p className="text-muted-foreground">{t("services.contact.sentBody", sentTo)}</p>
        <Button variant="outline" onClick={() => setSentTo(null)}>
          {t("services.contact.sendAnother")}
        </Button>
      </SuccessPanel>
    );
  }

  return (
    <FormCard
      title={t("services.contact.formTitle")}
      note={t("services.requiredNote")}
      formRef={formRef}
      onSubmit={onSubmit}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <PersonFields
          form={form}
          labels={{
            name: t("services.contact.name"),
            email: t("services.contact.email"),
            phone: `${t("services.contact.phone")} ${t("services.optional")}`,
          }}
          limits={max}
          phoneRequired={false}
        />
        <TextField
          label={`${t("services.contact.subject")} *`}
          required
          maxLength={max.subjectMax}
          value={v.subject}
          onChange={(e) => form.set("subject", e.target.value)}
          error={form.message("subject")}
        />
      </div>
      <TextAreaField
        label={`${t("services.contact.message")} *`}
        required
        rows={6}
        maxLength={max.messageMax}
        value={v.message}
        onChange={(e) => form.set("message", e.target.value)}
        error={form.message("message")}
      />
      <HoneypotField
        name={HONEYPOT_FIELD}
        label={t("services.honeypot")}
        value={v[HONEYPOT_FIELD] ?? ""}
        onChange={(value) => form.set(HONEYPOT_FIELD, value)}
      />
      <Button type="submit" size="lg" disabled={send.isPending} className="w-full sm:w-fit">
        {send.isPending ? t("services.contact.submitting") : t("services.contact.submit")}
      </Button>
    </FormCard>
  );
}
