import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { HONEYPOT_FIELD, SUBMISSION_LIMITS } from "#domain/schemas/submission-fields";
import type { NewsletterForm as NewsletterValues, SubmissionReceived } from "#domain/schemas/submissions";
import { venue } from "#domain/venue";
import { FormCard } from "#web/components/form-card";
import { Button } from "#web/components/ui/button";
import { HoneypotField } from "#web/components/ui/honeypot-field";
import { TextAreaField, TextField } from "#web/components/ui/text-field";
import { api } from "#web/lib/api";
import { useFormSubmit, useZodForm } from "#web/lib/form";
import { toast } from "#web/lib/toast";
import { useTranslation } from "#web/lib/translation";

/** The submitting state lasts about a second even when the server is quicker. */
const MIN_SUBMITTING_MS = 1000;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const EMPTY: NewsletterValues = { name: "", email: "", interests: "", [HONEYPOT_FIELD]: "" };

/** Name and email required ('Missing Information'), interests free text in 3 rows. */
export function NewsletterForm({ onSubscribed }: { onSubscribed: (name: string) => void }) {
  const { t } = useTranslation();
  const form = useZodForm(() => import("#domain/schemas/submissions").then((module) => module.newsletterSchema), EMPTY);
  const [submitting, setSubmitting] = useState(false);
  const send = useMutation({
    mutationFn: (values: NewsletterValues) =>
      api<SubmissionReceived>("/api/newsletter", { method: "POST", json: values }),
  });
  const v = form.values;

  const { formRef, onSubmit } = useFormSubmit(
    // A second press while the first is on its way does nothing.
    () => (submitting ? null : form.validate()),
    async (input) => {
      setSubmitting(true);
      try {
        await Promise.all([send.mutateAsync(v), pause(MIN_SUBMITTING_MS)]);
      } catch (error) {
        setSubmitting(false);
        throw error;
      }
      toast.success(t("services.newsletter.successTitle"), { description: t("services.newsletter.success") });
      onSubscribed(input.name);
    },
    (id) => {
      if (!submitting && (!v.name.trim() || !v.email.trim()))
        toast.error(t("services.newsletter.missingTitle"), { id, description: t("services.newsletter.missing") });
    },
  );

  return (
    <FormCard
      title={t("services.newsletter.formTitle")}
      note={t("services.requiredNote")}
      formRef={formRef}
      onSubmit={onSubmit}
      busy={submitting}
    >
      <TextField
        label={`${t("services.newsletter.name")} *`}
        autoComplete="name"
        required
        maxLength={SUBMISSION_LIMITS.nameMax}
        value={v.name}
        onChange={(e) => form.set("name", e.target.value)}
        error={form.message("name")}
      />
      <TextField
        label={`${t("services.newsletter.email")} *`}
        type="email"
        autoComplete="email"
        required
        maxLength={SUBMISSION_LIMITS.emailMax}
        value={v.email}
        onChange={(e) => form.set("email", e.target.value)}
        error={form.message("email")}
      />
      <TextAreaField
        label={`${t("services.newsletter.interests")} ${t("services.optional")}`}
        rows={3}
        className="[&_textarea]:min-h-0"
        maxLength={SUBMISSION_LIMITS.interestsMax}
        placeholder={t("services.newsletter.interestsPlaceholder")}
        value={v.interests ?? ""}
        onChange={(e) => form.set("interests", e.target.value)}
        error={form.message("interests")}
      />
      <HoneypotField
        name={HONEYPOT_FIELD}
        label={t("services.honeypot")}
        value={v[HONEYPOT_FIELD] ?? ""}
        onChange={(value) => form.set(HONEYPOT_FIELD, value)}
      />
      <Button type="submit" size="lg" disabled={submitting} className="w-full">
        {submitting ? t("services.newsletter.submitting") : t("services.newsletter.submit")}
      </Button>
      <p className="text-xs text-muted-foreground">{t("services.newsletter.consent", { venue: venue.name })}</p>
    </FormCard>
  );
}
