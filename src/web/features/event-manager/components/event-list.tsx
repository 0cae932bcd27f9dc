import { AlertCircle, CalendarPlus, Loader2 } from "lucide-react";
import { useState } from "react";
import type { ManagedEvent } from "#domain/schemas/event-form";
import { Button } from "#web/components/ui/button";
import { useTranslation } from "#web/lib/translation";
import { useManagedEvents } from "../api/managed-events";
import { countByFilter, EVENT_FILTERS, type EventFilter, filterEvents } from "../lib/event-filter";
import { EventCard } from "./event-card";

interface EventListProps {
  canApprove: boolean;
  onEdit(event: ManagedEvent): void;
  onCreate(): void;
}

/** Filters of the list, each with how many events it shows; the pressed one is the current. */
function FilterBar({
  value,
  counts,
  onChange,
}: {
  value: EventFilter;
  counts: Record<EventFilter, number>;
  onChange(filter: EventFilter): void;
}) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-2">
      <fieldset className="flex flex-wrap gap-2">
        <legend className="sr-only">{t("manage.events.filter.label")}</legend>
        {EVENT_FILTERS.map((filter) => (
          <Button
            key={filter}
            size="sm"
            variant={value === filter ? "default" : "outline"}
            aria-pressed={value === filter}
            onClick={() => onChange(filter)}
          >
            {t(`manage.events.filter.${filter}`)}
            <span className="rounded-full border border-current px-1.5 text-xs tabular-nums">{counts[filter]}</span>
          </Button>
        ))}
      </fieldset>
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {t("manage.events.filter.pendingCount", { count: counts.pending })}
      </p>
    </div>
  );
}

/**
 * The events the caller manages, with every state; filtered by approval, with how many wait for a
 * decision (a new event or a change of one).
 */
export function EventList({ canApprove, onEdit, onCreate }: EventListProps) {
  const { t } = useTranslation();
  const events = useManagedEvents();
  const [filter, setFilter] = useState<EventFilter>("all");
  const heading = canApprove ? t("manage.events.listHeadingAll") : t("manage.events.listHeadingOwn");

  let body: React.ReactNode;
  if (events.isPending) {
    body = (
      <p role="status" className="flex items-center gap-2 text-muted-foreground">
        <Loader2 className="size-4 animate-spin" aria-hidden="true" />
        {t("manage.events.loading")}
      </p>
    );
  } else if (events.isError) {
    body = (
      <div role="alert" className="grid justify-items-start gap-3 rounded-md border border-destructive/50 p-4">
        <p className="flex items-center gap-2 font-medium">
          <AlertCircle className="size-4 text-destructive" aria-hidden="true" />
          {t("manage.events.loadError")}
        </p>
        <Button variant="outline" onClick={() => window.location.reload()}>
          {t("common.refreshPage")}
        </Button>
      </div>
    );
  } else if (events.data.length === 0) {
    body = (
      <div className="grid justify-items-center gap-3 rounded-lg border border-dashed border-border p-8 text-center">
        <CalendarPlus className="size-8 text-muted-foreground" aria-hidden="true" />
        <p className="text-muted-foreground">{t("manage.events.empty")}</p>
        <Button onClick={onCreate}>{t("manage.events.create")}</Button>
      </div>
    );
  } else {
    const shown = filterEvents(events.data, filter);
    body = (
      <>
        <FilterBar value={filter} counts={countByFilter(events.data)} onChange={setFilter} />
        {shown.length === 0 ? (
          <p className="rounded-lg border border-dashed border-border p-6 text-center text-muted-foreground">
            {t("manage.events.filter.none")}
          </p>
        ) : (
          <ul className="grid gap-4 xl:grid-cols-2">
            {shown.map((event) => (
              <EventCard key={event.id} event={event} canApprove={canApprove} onEdit={onEdit} />
            ))}
          </ul>
        )}
      </>
    );
  }

  return (
    <section aria-labelledby="managed-events-heading" className="grid gap-4">
      <h2 id="managed-events-heading" className="text-xl font-semibold">
        {heading}
      </h2>
      {body}
    </section>
  );
}
