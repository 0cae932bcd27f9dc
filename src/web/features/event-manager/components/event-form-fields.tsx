import { useMemo } from "react";
import { RENTAL_HOURS } from "#domain/rental";
import { EVENT_HOURS, EVENT_LIMITS, type EventFormInput } from "#domain/schemas/event-form";
import { venueToday } from "#domain/tours";
import { SelectField } from "#web/components/ui/select-field";
import { TextAreaField, TextField } from "#web/components/ui/text-field";
import { localeOf } from "#web/lib/i18n";
import { useTranslation } from "#web/lib/translation";
import { ImageField } from "./image-field";

export interface EventFormState {
  values: EventFormInput;
  set<K extends keyof EventFormInput>(key: K, value: EventFormInput[K]): void;
  message(field: string): string | null;
}

interface EventFormFieldsProps {
  form: EventFormState;
  disabled: boolean;
  onUploadingChange(busy: boolean): void;
}

/** "7:00 PM" / "19:00": the 24 whole-hour options in the visitor's language. */
function useHourLabels(): string[] {
  const { i18n } = useTranslation();
  const locale = localeOf(i18n.language);
  return useMemo(() => {
    const format = new Intl.DateTimeFormat(locale, { hour: "numeric", minute: "2-digit", timeZone: "UTC" });
    return EVENT_HOURS.map((hour) => format.format(Date.UTC(2000, 0, 1, hour)));
  }, [locale]);
}

const required = (label: string) => `${label} *`;

const isBlank = (value: string | null | undefined) => !value || value.trim() === "";

/** The event form's fields; validation messages come from the shared schema. */
export function EventFormFields({ form, disabled, onUploadingChange }: EventFormFieldsProps) {
  const { t } = useTranslation();
  const hourLabels = useHourLabels();
  const { values, set, message } = form;
  // An empty Spanish field says the English text stands in for it (shown as its placeholder).
  const spanishHint = (value: string | null | undefined) =>
    isBlank(value) ? t("manage.events.fields.spanishFallback") : t("manage.events.fields.spanishHint");
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField
        className="sm:col-span-2"
        label={required(t("manage.events.fields.title"))}
        lang="en"
        value={values.title ?? ""}
        onChange={(e) => set("title", e.target.value)}
        error={message("title")}
        maxLength={EVENT_LIMITS.titleMax}
        aria-required="true"
        disabled={disabled}
      />
      <TextField
        className="sm:col-span-2"
        label={t("manage.events.fields.titleEs")}
        lang="es"
        hint={spanishHint(values.titleEs)}
        placeholder={values.title ?? ""}
        value={values.titleEs ?? ""}
        onChange={(e) => set("titleEs", e.target.value)}
        error={message("titleEs")}
        maxLength={EVENT_LIMITS.titleMax}
        disabled={disabled}
        data-fallback={isBlank(values.titleEs) ? "en" : undefined}
      />
      <TextField
        label={required(t("manage.events.fields.date"))}
        type="date"
        min={venueToday(new Date())}
        value={values.date ?? ""}
        onChange={(e) => set("date", e.target.value)}
        error={message("date")}
        aria-required="true"
        disabled={disabled}
      />
      <SelectField
        label={required(t("manage.events.fields.time"))}
        hint={t("manage.events.fields.timeHint")}
        value={String(values.hour ?? "")}
        onChange={(e) => set("hour", e.target.value === "" ? Number.NaN : Number(e.target.value))}
        error={message("hour")}
        aria-required="true"
        disabled={disabled}
      >
        {EVENT_HOURS.map((hour) => (
          <option key={hour} value={hour}>
            {hourLabels[hour]}
          </option>
        ))}
      </SelectField>
      <TextField
        className="sm:col-span-2"
        label={required(t("manage.events.fields.venue"))}
        value={values.venue ?? ""}
        onChange={(e) => set("venue", e.target.value)}
        error={message("venue")}
        maxLength={EVENT_LIMITS.venueMax}
        aria-required="true"
        disabled={disabled}
      />
      <TextAreaField
        className="sm:col-span-2"
        label={t("manage.events.fields.description")}
        lang="en"
        value={values.description ?? ""}
        onChange={(e) => set("description", e.target.value)}
        error={message("description")}
        maxLength={EVENT_LIMITS.descriptionMax}
        rows={4}
        disabled={disabled}
      />
      <TextAreaField
        className="sm:col-span-2"
        label={t("manage.events.fields.descriptionEs")}
        lang="es"
        hint={spanishHint(values.descriptionEs)}
        placeholder={values.description ?? ""}
        value={values.descriptionEs ?? ""}
        onChange={(e) => set("descriptionEs", e.target.value)}
        error={message("descriptionEs")}
        maxLength={EVENT_LIMITS.descriptionMax}
        rows={4}
        disabled={disabled}
        data-fallback={isBlank(values.descriptionEs) ? "en" : undefined}
      />
      <div className="sm:col-span-2">
        <ImageField
          value={values.imageUrl ?? null}
          onChange={(url) => set("imageUrl", url)}
          onBusyChange={onUploadingChange}
          disabled={disabled}
        />
        {message("imageUrl") && (
          <p role="alert" className="mt-2 text-sm text-destructive">
            {message("imageUrl")}
          </p>
        )}
      </div>
      <TextField
        label={t("manage.events.fields.rentalHours")}
        hint={t("manage.events.fields.rentalHoursHint")}
        type="number"
        inputMode="numeric"
        min={RENTAL_HOURS.min}
        max={RENTAL_HOURS.max}
        step={1}
        value={String(values.rentalHours ?? "")}
        onChange={(e) => set("rentalHours", e.target.value)}
        disabled={disabled}
      />
    </div>
  );
}
