import { Loader2 } from "lucide-react";
import { type FormEvent, type ReactNode, useId, useState } from "react";
import type { ManagedEvent } from "#domain/schemas/event-form";
import type { EventSeatLimit } from "#domain/schemas/seat-limits";
import { DEFAULT_MAX_SEATS_PER_ACCOUNT, SEAT_LIMIT_RANGE } from "#domain/seating/limits";
import { Button } from "#web/components/ui/button";
import { FieldError, Input, Label } from "#web/components/ui/input";
import { useEventText } from "#web/lib/event-text";
import { explainError } from "#web/lib/explain-error";
import { toast } from "#web/lib/toast";
import { useTranslation } from "#web/lib/translation";
import { useEventSeatLimit, useSetSeatLimit } from "../api/seat-limit";
import { parseSeatLimit } from "../lib/seat-limit";

/** Seats per account for the chosen event: the event's own limit, or empty for the default. */
export function SeatLimitField({ event }: { event: ManagedEvent }) {
  const { t } = useTranslation();
  const id = useId();
  const current = useEventSeatLimit(event.id);

  let body: ReactNode;
  if (current.isPending) {
    body = (
      <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
        <Loader2 className="size-4 animate-spin" aria-hidden="true" />
        {t("seatLimits.admin.loading")}
      </p>
    );
  } else if (current.isError) {
    body = (
      <div role="alert" className="flex flex-wrap items-center gap-3 text-sm">
        <p>{t("seatLimits.admin.loadError")}</p>
        <Button variant="outline" size="sm" onClick={() => current.refetch()}>
          {t("seatLimits.admin.retry")}
        </Button>
      </div>
    );
  } else {
    // Keyed by the saved value, so the field starts again from what the server now holds.
    body = <SeatLimitForm key={String(current.data.limit)} event={event} current={current.data} />;
  }

  return (
    <section aria-labelledby={`${id}-title`} className="grid gap-3">
      <h3 id={`${id}-title`} className="text-lg font-semibold">
        {t("seatLimits.admin.title")}
      </h3>
      {body}
    </section>
  );
}

function SeatLimitForm({ event, current }: { event: ManagedEvent; current: EventSeatLimit }) {
  const { t } = useTranslation();
  const eventText = useEventText();
  const id = useId();
  const save = useSetSeatLimit();
  const [text, setText] = useState(current.limit === null ? "" : String(current.limit));
  const [error, setError] = useState<string | null>(null);
  const range = { min: SEAT_LIMIT_RANGE.min, max: SEAT_LIMIT_RANGE.max };

  function submit(e: FormEvent) {
    e.preventDefault();
    const parsed = parseSeatLimit(text);
    if (!parsed.ok) {
      setError(t("seatLimits.admin.invalid", range));
      return;
    }
    setError(null);
    save.mutate(
      { eventId: event.id, limit: parsed.limit },
      {
        onSuccess: (result) => {
          toast.success(t("seatLimits.admin.savedTitle"), {
            description:
              result.limit === null
                ? t("seatLimits.admin.savedDefault", { event: eventText.title(event), limit: result.effectiveLimit })
                : t("seatLimits.admin.saved", { event: eventText.title(event), limit: result.effectiveLimit }),
          });
        },
        onError: (failure) => {
          const { description } = explainError(t, failure);
          setError(description);
          toast.error(t("seatLimits.admin.errorTitle"), { description });
        },
      },
    );
  }

  const describedBy = [`${id}-hint`, `${id}-current`, error ? `${id}-error` : null].filter(Boolean).join(" ");
  return (
    <form onSubmit={submit} noValidate className="grid gap-2 sm:max-w-xl">
      <p id={`${id}-hint`} className="text-sm text-muted-foreground">
        {t("seatLimits.admin.hint", { ...range, default: DEFAULT_MAX_SEATS_PER_ACCOUNT })}
      </p>
      <Label htmlFor={`${id}-limit`}>{t("seatLimits.admin.label")}</Label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Input
          id={`${id}-limit`}
          name="limit"
          inputMode="numeric"
          autoComplete="off"
          value={text}
          placeholder={String(DEFAULT_MAX_SEATS_PER_ACCOUNT)}
          onChange={(e) => setText(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className="h-11 sm:w-32"
        />
        <Button type="submit" disabled={save.isPending} className="h-11 w-full sm:w-auto">
          {save.isPending && <Loader2 className="animate-spin" aria-hidden="true" />}
          {save.isPending ? t("seatLimits.admin.saving") : t("seatLimits.admin.save")}
        </Button>
      </div>
      <p id={`${id}-current`} className="text-sm text-muted-foreground">
        {current.limit === null
          ? t("seatLimits.admin.currentDefault", { limit: current.effectiveLimit })
          : t("seatLimits.admin.current", { limit: current.effectiveLimit })}
      </p>
      <FieldError id={`${id}-error`}>{error}</FieldError>
    </form>
  );
}
