import { AlertCircle, CalendarPlus, Loader2 } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { ManagedEvent } from "#domain/schemas/event-form";
import { Button } from "#web/components/ui/button";
import { useManagedEvents } from "../api/managed-events";
import { EventCard } from "./event-card";

interface EventListProps {
  canApprove: boolean;
  onEdit(event: ManagedEvent): void;
  onCreate(): void;
}

/** The events the caller manages, with every state. */
export function EventList({ canApprove, onEdit, onCreate }: EventListProps) {
  const { t } = useTranslation();
  const events = useManagedEvents();
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
    body = (
      <ul className="grid gap-4 xl:grid-cols-2">
        {events.data.map((event) => (
          <EventCard key={event.id} event={event} canApprove={canApprove} onEdit={onEdit} />
        ))}
      </ul>
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
