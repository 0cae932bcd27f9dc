import { CalendarDays, MapPin } from "lucide-react";
import { useId } from "react";
import type { BookableEvent } from "#domain/schemas/tickets";
import { Label } from "#web/components/ui/input";
import { useEventText } from "#web/lib/event-text";
import { useFormatters } from "#web/lib/format";
import { useTranslation } from "#web/lib/translation";

interface EventPickerProps {
  events: readonly BookableEvent[];
  selected: BookableEvent;
  onSelect(eventId: string): void;
}

/** The event dropdown (a native select: accessible and touch-friendly) and the chosen event's details. */
export function EventPicker({ events, selected, onSelect }: EventPickerProps) {
  const { t } = useTranslation();
  const text = useEventText();
  const format = useFormatters();
  const id = useId();
  return (
    <section className="rounded-lg border border-border bg-card p-4 sm:p-6" aria-labelledby={`${id}-title`}>
      <div className="grid gap-2">
        <Label htmlFor={id}>{t("tickets.boxOffice.selectEvent")}</Label>
        <select
          id={id}
          value={selected.id}
          onChange={(event) => onSelect(event.target.value)}
          className="h-11 w-full min-w-0 truncate rounded-md border border-input bg-background px-3 text-base text-foreground md:text-sm"
        >
          {events.map((event) => (
            <option key={event.id} value={event.id}>
              {t("tickets.boxOffice.eventOption", {
                title: text.title(event),
                date: format.shortDate(event.eventDate),
                venue: event.venue,
              })}
            </option>
          ))}
        </select>
      </div>
      <div className="mt-5 grid gap-3">
        <h2 id={`${id}-title`} className="text-2xl font-bold tracking-tight">
          {text.title(selected)}
        </h2>
        <dl className="grid gap-2 text-sm sm:grid-cols-2">
          <div className="flex items-start gap-2">
            <dt>
              <CalendarDays className="mt-0.5 size-4 text-primary" aria-hidden="true" />
              <span className="sr-only">{t("tickets.boxOffice.when")}</span>
            </dt>
            <dd>{format.fullDate(selected.eventDate)}</dd>
          </div>
          <div className="flex items-start gap-2">
            <dt>
              <MapPin className="mt-0.5 size-4 text-primary" aria-hidden="true" />
              <span className="sr-only">{t("tickets.boxOffice.where")}</span>
            </dt>
            <dd>{selected.venue}</dd>
          </div>
        </dl>
        {text.description(selected) && (
          <p className="leading-7 text-muted-foreground whitespace-pre-line">{text.description(selected)}</p>
        )}
      </div>
    </section>
  );
}
