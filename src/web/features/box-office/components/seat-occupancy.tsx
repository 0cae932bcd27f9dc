import { Loader2 } from "lucide-react";
import { useTranslation } from "#web/lib/translation";
import { useEventSeats } from "../api/event-seats";
import { SeatChart } from "../seat-chart/seat-chart";

const NONE: ReadonlySet<string> = new Set();
const noop = () => undefined;

/**
 * An event's seats as they stand, on its own seating chart: sold, held and free, kept live by the
 * seat stream. Nothing can be chosen (staff read it on the sales dashboard).
 */
export function SeatOccupancy({ eventId }: { eventId: string }) {
  const { t } = useTranslation();
  const seats = useEventSeats(eventId, { signedIn: true });
  if (seats.isPending || !seats.model || !seats.rows) {
    if (seats.isError) {
      return (
        <p role="alert" className="text-muted-foreground">
          {t("tickets.chart.errorTitle")}
        </p>
      );
    }
    return (
      <p role="status" className="flex items-center gap-2 text-muted-foreground">
        <Loader2 className="size-4 animate-spin" aria-hidden="true" />
        {t("tickets.chart.loading")}
      </p>
    );
  }
  return (
    <SeatChart
      model={seats.model}
      rows={seats.rows}
      mine={NONE}
      selectedIds={[]}
      canSelect={false}
      onToggle={noop}
      onRequireSignIn={noop}
    />
  );
}
