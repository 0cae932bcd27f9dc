import { Play } from "lucide-react";
import { type FormEvent, useState } from "react";
import type { TranslationKey } from "#domain/i18n/translate";
import { type CheckInEvent, gateSchema } from "#domain/schemas/check-in";
import { Button } from "#web/components/ui/button";
import { SelectField } from "#web/components/ui/select-field";
import { TextField } from "#web/components/ui/text-field";
import { useEventText } from "#web/lib/event-text";
import { useFormatters } from "#web/lib/format";
import { useTranslation } from "#web/lib/translation";
import { useHydrated } from "#web/lib/use-hydrated";
import type { DoorSetup } from "../lib/storage";

/** Choosing the event and naming the gate; the choice is remembered on the device. */
export function EventSetup({
  events,
  initial,
  onStart,
}: {
  events: CheckInEvent[];
  initial: DoorSetup | null;
  onStart: (setup: DoorSetup) => void;
}) {
  const { t, i18n } = useTranslation();
  const text = useEventText();
  const format = useFormatters();
  const listed = initial && events.some((event) => event.id === initial.eventId) ? initial.eventId : "";
  const [eventId, setEventId] = useState(listed || (events.length === 1 ? (events[0]?.id ?? "") : ""));
  const [gate, setGate] = useState(initial?.gate ?? "");
  const [errors, setErrors] = useState<{ event?: string; gate?: string }>({});
  const hydrated = useHydrated();

  function submit(form: FormEvent) {
    form.preventDefault();
    const event = events.find((candidate) => candidate.id === eventId);
    const parsed = gateSchema.safeParse(gate);
    const gateError = parsed.success ? undefined : parsed.error.issues[0]?.message;
    const next = {
      event: event ? undefined : t("door.setup.eventRequired"),
      gate: gateError ? t(i18n.exists(gateError) ? (gateError as TranslationKey) : "door.gateRequired") : undefined,
    };
    setErrors(next);
    if (!event || !parsed.success) {
      document.getElementById(next.event ? "door-event" : "door-gate")?.focus();
      return;
    }
    onStart({ eventId: event.id, eventTitle: text.title(event), gate: parsed.data });
  }

  return (
    <form onSubmit={submit} noValidate className="grid gap-4 rounded-lg border border-border bg-card p-4 sm:p-6">
      <h2 className="text-xl font-semibold">{t("door.setup.heading")}</h2>
      {/* Disabled until the app has taken the server's HTML over: a choice made before would be reset. */}
      <fieldset disabled={!hydrated} className="contents">
        <SelectField
          id="door-event"
          label={t("door.setup.event")}
          value={eventId}
          error={errors.event}
          onChange={(change) => setEventId(change.target.value)}
        >
          <option value="">{t("door.setup.chooseEvent")}</option>
          {events.map((event) => (
            <option key={event.id} value={event.id}>
              {text.title(event)} — {format.shortDate(event.eventDate)}
            </option>
          ))}
        </SelectField>
        <TextField
          id="door-gate"
          label={t("door.setup.gate")}
          hint={t("door.setup.gateHint")}
          value={gate}
          error={errors.gate}
          maxLength={40}
          autoComplete="off"
          onChange={(change) => setGate(change.target.value)}
        />
        <Button type="submit" size="lg" className="w-full sm:w-fit">
          <Play aria-hidden="true" />
          {t("door.setup.start")}
        </Button>
      </fieldset>
    </form>
  );
}
