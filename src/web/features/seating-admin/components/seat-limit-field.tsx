import { Loader2 } from "lucide-react";
import { type FormEvent, type ReactNode, useId, useState } from "react";
import type { ManagedEvent } from "#domain/schemas/event-form";
import type { EventSeatLimit } from "#domain/schemas/seat-limits";
import { ACCESSIBLE_LIMIT_RANGE, DEFAULT_MAX_SEATS_PER_ACCOUNT, SEAT_LIMIT_RANGE } from "#domain/seating/limits";
import { ACCESSIBLE_SPACES_PER_ACCOUNT } from "#domain/venue";
import { Button } from "#web/components/ui/button";
import { FieldError, Input, Label } from "#web/components/ui/input";
import { useEventText } from "#web/lib/event-text";
import { explainError } from "#web/lib/explain-error";
import { toast } from "#web/lib/toast";
import { useTranslation } from "#web/lib/translation";
import { useEventSeatLimit, useSetSeatLimit } from "../api/seat-limit";
import { parseAccessibleLimit, parseSeatLimit } from "../lib/seat-limit";

/**
 * Seats and wheelchair spaces per account for the chosen event: the event's own numbers, or empty
 * for the defaults.
 */
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
    body = (
      <SeatLimitForm
        key={`${current.data.limit}/${current.data.accessibleLimit}`}
        event={event}
        current={current.data}
      />
    );
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
  const [seats, setSeats] = useState(current.limit === null ? "" : String(current.limit));
  const [spaces, setSpaces] = useState(current.accessibleLimit === null ? "" : String(current.accessibleLimit));
  const [seatsError, setSeatsError] = useState<string | null>(null);
  const [spacesError, setSpacesError] = useState<string | null>(null);
  const range = { min: SEAT_LIMIT_RANGE.min, max: SEAT_LIMIT_RANGE.max };
  const spaceRange = { min: ACCESSIBLE_LIMIT_RANGE.min, max: ACCESSIBLE_LIMIT_RANGE.max };

  function submit(e: FormEvent) {
    e.preventDefault();
    const limit = parseSeatLimit(seats);
    const accessibleLimit = parseAccessibleLimit(spaces);
    setSeatsError(limit.ok ? null : t("seatLimits.admin.invalid", range));
    setSpacesError(accessibleLimit.ok ? null : t("seatLimits.admin.invalid", spaceRange));
    if (!limit.ok || !accessibleLimit.ok) {
      document.getElementById(limit.ok ? `${id}-spaces` : `${id}-limit`)?.focus();
      return;
    }
    save.mutate(
      { eventId: event.id, limit: limit.limit, accessibleLimit: accessibleLimit.limit },
      {
        onSuccess: (result) => {
          const title = eventText.title(event);
          const seatsSaved =
            result.limit === null
              ? t("seatLimits.admin.savedDefault", { event: title, limit: result.effectiveLimit })
              : t("seatLimits.admin.saved", { event: title, limit: result.effectiveLimit });
          toast.success(t("seatLimits.admin.savedTitle"), {
            description: `${seatsSaved} ${t("seatLimits.admin.spacesSaved", { count: result.effectiveAccessibleLimit })}`,
          });
        },
        onError: (failure) => {
          const { description } = explainError(t, failure);
          setSeatsError(description);
          toast.error(t("seatLimits.admin.errorTitle"), { description });
        },
      },
    );
  }

  return (
    <form onSubmit={submit} noValidate className="grid gap-4 sm:max-w-xl">
      <LimitInput
        id={`${id}-limit`}
        label={t("seatLimits.admin.label")}
        hint={t("seatLimits.admin.hint", { ...range, default: DEFAULT_MAX_SEATS_PER_ACCOUNT })}
        now={
          current.limit === null
            ? t("seatLimits.admin.currentDefault", { limit: current.effectiveLimit })
            : t("seatLimits.admin.current", { limit: current.effectiveLimit })
        }
        value={seats}
        placeholder={DEFAULT_MAX_SEATS_PER_ACCOUNT}
        error={seatsError}
        onChange={setSeats}
      />
      <LimitInput
        id={`${id}-spaces`}
        label={t("seatLimits.admin.spacesLabel")}
        hint={t("seatLimits.admin.spacesHint", { ...spaceRange, default: ACCESSIBLE_SPACES_PER_ACCOUNT })}
        now={
          current.accessibleLimit === null
            ? t("seatLimits.admin.spacesCurrentDefault", { count: current.effectiveAccessibleLimit })
            : t("seatLimits.admin.spacesCurrent", { count: current.effectiveAccessibleLimit })
        }
        value={spaces}
        placeholder={ACCESSIBLE_SPACES_PER_ACCOUNT}
        error={spacesError}
        onChange={setSpaces}
      />
      <Button type="submit" disabled={save.isPending} className="h-11 w-full sm:w-auto sm:justify-self-start">
        {save.isPending && <Loader2 className="animate-spin" aria-hidden="true" />}
        {save.isPending ? t("seatLimits.admin.saving") : t("seatLimits.admin.save")}
      </Button>
    </form>
  );
}

/** One per-account number: its label, what it means, what applies now, and its error. */
function LimitInput(props: {
  id: string;
  label: string;
  hint: string;
  now: string;
  value: string;
  placeholder: number;
  error: string | null;
  onChange: (value: string) => void;
}) {
  const { id, error } = props;
  const describedBy = [`${id}-hint`, `${id}-now`, error ? `${id}-error` : null].filter(Boolean).join(" ");
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{props.label}</Label>
      <p id={`${id}-hint`} className="text-sm text-muted-foreground">
        {props.hint}
      </p>
      <Input
        id={id}
        inputMode="numeric"
        autoComplete="off"
        value={props.value}
        placeholder={String(props.placeholder)}
        onChange={(e) => props.onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className="h-11 sm:w-32"
      />
      <p id={`${id}-now`} className="text-sm text-muted-foreground">
        {props.now}
      </p>
      <FieldError id={`${id}-error`}>{error}</FieldError>
    </div>
  );
}
