import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { EVENT_TYPES, HONEYPOT_FIELD, SUBMISSION_LIMITS } from "#domain/schemas/submission-fields";
import type { InquiryForm as InquiryValues, SubmissionReceived } from "#domain/schemas/submissions";
import { venueDateOf } from "#domain/time";
import { FormCard } from "#web/components/form-card";
import { PersonFields } from "#web/components/person-fields";
import { Button } from "#web/components/ui/button";
import { HoneypotField } from "#web/components/ui/honeypot-field";
import { SelectField } from "#web/components/ui/select-field";
import { SuccessPanel } from "#web/components/ui/success-panel";
import { TextAreaField, TextField } from "#web/components/ui/text-field";
import { api } from "#web/lib/api";
import { useFormSubmit, useZodForm } from "#web/lib/form";
import { useFormatters } from "#web/lib/format";
import { toast } from "#web/lib/toast";
import { useTranslation } from "#web/lib/translation";
import { ServiceCards } from "./service-cards";

const EMPTY: InquiryValues = {
  name: "",
  email: "",
  phone: "",
  organization: "",
  // No type is chosen until the visitor picks one; the schema then demands it.
  eventType: "" as InquiryValues["eventType"],
  eventDate: "",
  expectedAttendees: "",
  eventDescription: "",
  additionalServices: [],
  [HONEYPOT_FIELD]: "",
};

/** Name, email, phone and event type required. */
export function InquiryForm() {
  const { t } = useTranslation();
  const { count } = useFormatters();
  const form = useZodForm(() => import("#domain/schemas/submissions").then((module) => module.inquirySchema), EMPTY);
  const [sentTo, setSentTo] = useState<{ name: string; email: string } | null>(null);
  const send = useMutation({
    mutationFn: (values: InquiryValues) => api<SubmissionReceived>("/api/inquiries", { method: "POST", json: values }),
  });
  const v = form.values;
  const max = SUBMISSION_LIMITS;

  const { formRef, onSubmit } = useFormSubmit(form.validate, async (input) => {
    await send.mutateAsync(v);
    toast.success(t("services.planner.success"));
    setSentTo({ name: input.name, email: input.email });
    form.reset();
  });

  if (sentTo) {
    return (
      <SuccessPanel title={t("services.planner.sentTitle")}>
        <p className="text-muted-foreground">{t("services.planner.success")}</p>
        <p className="text-sm text-muted-foreground">{t("services.planner.sentBody", sentTo)}</p>
        <Button variant="outline" onClick={() => setSentTo(null)}>
          {t("services.planner.sendAnother")}
        </Button>
      </SuccessPanel>
    );
  }

  return (
    <FormCard
      title={t("services.planner.formTitle")}
      note={t("services.requiredNote")}
      formRef={formRef}
      onSubmit={onSubmit}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <PersonFields
          form={form}
          labels={{
            name: t("services.planner.name"),
            email: t("services.planner.email"),
            phone: t("services.planner.phone"),
          }}
          limits={max}
          phoneRequired={true}
        />
        <TextField
          label={`${t("services.planner.organization")} ${t("services.optional")}`}
          autoComplete="organization"
          maxLength={max.organizationMax}
          value={v.organization ?? ""}
          onChange={(e) => form.set("organization", e.target.value)}
          error={form.message("organization")}
        />
        <SelectField
          label={`${t("services.planner.eventType")} *`}
          required
          value={v.eventType}
          onChange={(e) => form.set("eventType", e.target.value as InquiryValues["eventType"])}
          error={form.message("eventType")}
        >
          <option value="">{t("services.planner.chooseEventType")}</option>
          {EVENT_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`services.planner.eventTypes.${type}`)}
            </option>
          ))}
        </SelectField>
        <TextField
          label={`${t("services.planner.eventDate")} ${t("services.optional")}`}
          type="date"
          min={venueDateOf(new Date())}
          value={v.eventDate ?? ""}
          onChange={(e) => form.set("eventDate", e.target.value)}
          error={form.message("eventDate")}
        />
        <TextField
          label={`${t("services.planner.attendees")} ${t("services.optional")}`}
          type="number"
          inputMode="numeric"
          min={1}
          max={max.attendeesMax}
          step={1}
          hint={t("services.planner.attendeesHint", {
            max: count(max.attendeesMax),
          })}
          value={String(v.expectedAttendees ?? "")}
          onChange={(e) => form.set("expectedAttendees", e.target.value)}
          error={form.message("expectedAttendees")}
        />
      </div>
      <TextAreaField
        label={`${t("services.planner.description")} ${t("services.optional")}`}
        rows={5}
        maxLength={max.eventDescriptionMax}
        placeholder={t("services.planner.descriptionPlaceholder")}
        value={v.eventDescription ?? ""}
        onChange={(e) => form.set("eventDescription", e.target.value)}
        error={form.message("eventDescription")}
      />
      <ServiceCards
        selected={v.additionalServices ?? []}
        onChange={(next) => form.set("additionalServices", next)}
        error={form.message("additionalServices")}
      />
      <HoneypotField
        name={HONEYPOT_FIELD}
        label={t("services.honeypot")}
        value={v[HONEYPOT_FIELD] ?? ""}
        onChange={(value) => form.set(HONEYPOT_FIELD, value)}
      />
      <Button type="submit" size="lg" disabled={send.isPending} className="w-full sm:w-fit">
        {send.isPending ? t("services.planner.submitting") : t("services.planner.submit")}
      </Button>
    </FormCard>
  );
}
