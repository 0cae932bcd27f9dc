import { AlertTriangle, Loader2 } from "lucide-react";
import { type ReactNode, useId, useState } from "react";
import type { ManagedEvent } from "#domain/schemas/event-form";
import { Button } from "#web/components/ui/button";
import { Label } from "#web/components/ui/input";
import { useSeatOverview } from "#web/features/box-office";
import { WaitingRoomPanel } from "#web/features/waiting-room";
import { WaitlistAdminPanel } from "#web/features/waitlist";
import { useEventText } from "#web/lib/event-text";
import { useFormatters } from "#web/lib/format";
import { useTranslation } from "#web/lib/translation";
import { useManagedEvents } from "./api/seating-admin";
import { AccessibleSeatingPanel } from "./components/accessible-seating-panel";
import { HouseSeatsPanel } from "./components/house-seats-panel";
import { IdChecksField } from "./components/id-checks-field";
import { LayoutChooser } from "./components/layout-chooser";
import { SaleCodesPanel } from "./components/sale-codes-panel";
import { SeatLimitField } from "./components/seat-limit-field";
import { SeatingSummary } from "./components/seating-summary";
import { SectionList } from "./components/section-list";
import { seatingStats } from "./lib/section-stats";

function Message({ children, tone = "muted" }: { children: ReactNode; tone?: "muted" | "error" }) {
  return (
    <div
      role={tone === "error" ? "alert" : "status"}
      className="flex flex-col items-center gap-3 rounded-lg border border-border bg-card p-6 text-center"
    >
      {children}
    </div>
  );
}

/** The next event to come, else the first of the list: the one an admin most likely prepares. */
function defaultEvent(events: readonly ManagedEvent[], now: number): ManagedEvent | undefined {
  return events.find((event) => Date.parse(event.eventDate) >= now) ?? events[0];
}

/**
 * Seating Management tab of /event-manager: per-event layout chooser, section manager and the
 * event's seats per account.
 */
export function SeatingTab() {
  const { t } = useTranslation();
  const text = useEventText();
  const format = useFormatters();
  const id = useId();
  const events = useManagedEvents();
  const [selectedId, setSelectedId] = useState<string | null>(null);

  if (events.isPending) {
    return (
      <Message>
        <Loader2 className="size-5 animate-spin text-muted-foreground" aria-hidden="true" />
        <p className="text-muted-foreground">{t("manage.seating.loadingEvents")}</p>
      </Message>
    );
  }
  if (events.isError) {
    return (
      <Message tone="error">
        <AlertTriangle className="size-6 text-destructive" aria-hidden="true" />
        <p>{t("manage.seating.eventsError")}</p>
        <Button variant="outline" onClick={() => events.refetch()}>
          {t("manage.seating.retry")}
        </Button>
      </Message>
    );
  }
  const selected = events.data.find((event) => event.id === selectedId) ?? defaultEvent(events.data, Date.now());
  if (!selected) {
    return (
      <Message>
        <p className="text-muted-foreground">{t("manage.seating.noEvents")}</p>
      </Message>
    );
  }

  return (
    <div className="grid gap-6">
      <p className="text-muted-foreground">{t("manage.seating.lead")}</p>
      <div className="grid gap-2 sm:max-w-xl">
        <Label htmlFor={`${id}-event`}>{t("manage.seating.event")}</Label>
        <select
          id={`${id}-event`}
          value={selected.id}
          onChange={(event) => setSelectedId(event.target.value)}
          className="h-11 w-full min-w-0 truncate rounded-md border border-input bg-background px-3 text-base text-foreground md:text-sm"
        >
          {events.data.map((event) => {
            const values = { title: text.title(event), date: format.shortDate(event.eventDate) };
            return (
              <option key={event.id} value={event.id}>
                {event.approvalStatus === "approved"
                  ? t("manage.seating.eventOption", values)
                  : t("manage.seating.eventOptionStatus", {
                      ...values,
                      status: t(`manage.seating.status.${event.approvalStatus}`),
                    })}
              </option>
            );
          })}
        </select>
      </div>
      <EventSeating key={selected.id} event={selected} />
      <SeatLimitField key={`${selected.id}-limit`} event={selected} />
      <IdChecksField key={`${selected.id}-id-checks`} event={selected} />
      <WaitingRoomPanel key={`${selected.id}-queue`} event={selected} />
      <WaitlistAdminPanel key={`${selected.id}-waitlist`} eventId={selected.id} />
    </div>
  );
}

function EventSeating({ event }: { event: ManagedEvent }) {
  const { t } = useTranslation();
  const seatMap = useSeatOverview(event.id);

  if (seatMap.isPending) {
    return (
      <Message>
        <Loader2 className="size-5 animate-spin text-muted-foreground" aria-hidden="true" />
        <p className="text-muted-foreground">{t("manage.seating.loadingSeats")}</p>
      </Message>
    );
  }
  if (seatMap.isError) {
    return (
      <Message tone="error">
        <AlertTriangle className="size-6 text-destructive" aria-hidden="true" />
        <p className="font-semibold">{t("manage.seating.seatsErrorTitle")}</p>
        <p className="text-sm text-muted-foreground">{t("manage.seating.seatsError")}</p>
        <Button variant="outline" onClick={() => seatMap.refetch()}>
          {t("manage.seating.retry")}
        </Button>
      </Message>
    );
  }

  if (!seatMap.data) return null;
  const { layout, states } = seatMap.data;
  const stats = seatingStats(layout, states);
  return (
    <div className="grid gap-8">
      <SeatingSummary layout={layout.layout} stats={stats} />
      <LayoutChooser event={event} current={layout.layout} currentSeats={stats.seats} />
      <SectionList event={event} sections={stats.sections} />
      <AccessibleSeatingPanel event={event} />
      <HouseSeatsPanel event={event} sections={layout.sections} />
      <SaleCodesPanel event={event} sections={layout.sections.map((s) => s.key)} />
    </div>
  );
}
