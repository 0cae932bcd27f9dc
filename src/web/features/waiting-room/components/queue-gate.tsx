import { useQueryClient } from "@tanstack/react-query";
import { CalendarClock, Clock, Loader2 } from "lucide-react";
import { type ReactNode, useEffect, useRef } from "react";
import { Link, Navigate } from "react-router";
import type { QueueStatus } from "#domain/schemas/onsale";
import { Button } from "#web/components/ui/button";
import { useSession } from "#web/features/auth";
import { useFormatters } from "#web/lib/format";
import { useCatalogParts } from "#web/lib/i18n";
import { useTranslation } from "#web/lib/translation";
import { queueKeys, useQueueStatus } from "../api/queue";
import { boxOfficeRoute, clock, minutesLeft } from "../lib/queue-view";
import { useNow } from "../lib/use-now";
import { waitingRoomPath } from "../use-return-to-queue";

/**
 * The box office's door for one event while its on-sale runs through the waiting room: a visitor
 * without a turn is sent to the waiting page; one with a turn sees how long it lasts above the
 * seats. The decision is taken when the event is opened: a turn that ends while the visitor is
 * checking out does not pull the checkout away (the hold request says so if it matters).
 * `bypass` (back from a payment page) always opens the seats.
 */
export function QueueGate({
  eventId,
  bypass = false,
  children,
}: {
  eventId: string;
  bypass?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const session = useSession();
  const status = useQueueStatus(eventId);
  const opened = useRef(false);
  // Staff book complimentary seats and never wait in line.
  const staff = session.can("bookings.complimentary");

  const checking = !opened.current && status.isPending;
  const turn = status.data?.phase === "admitted" && status.data.admission ? status.data.admission : null;
  const upcoming = status.data ? upcomingSale(status.data) : false;
  // Most events sell without a waiting room: its texts are fetched only when the gate shows one.
  const textsReady = useCatalogParts(["waitingRoom"], !bypass && !staff && (checking || turn !== null || upcoming));

  if (bypass || staff) return <>{children}</>;
  if (checking) {
    return (
      <p role="status" className="flex items-center justify-center gap-2 py-16 text-muted-foreground">
        <Loader2 className="size-5 animate-spin" aria-hidden="true" />
        {textsReady ? t("waitingRoom.box.checking") : t("common.loading")}
      </p>
    );
  }
  // Without an answer the seats open: the hold request itself still asks for a turn when needed.
  if (!status.data) {
    opened.current = true;
    return <>{children}</>;
  }
  if (!opened.current && boxOfficeRoute(status.data, staff) === "queue") {
    return <Navigate to={waitingRoomPath(eventId)} replace />;
  }
  opened.current = true;
  return (
    <>
      {textsReady && turn && <TurnTimer eventId={eventId} expiresAt={turn.expiresAt} />}
      {textsReady && upcoming && <UpcomingSale eventId={eventId} status={status.data} />}
      {children}
    </>
  );
}

/** Before an on-sale that runs through the waiting room, the box office names its time. */
function upcomingSale(status: QueueStatus): boolean {
  return Boolean(status.onSaleAt) && !status.active && (status.phase === "not_open" || status.phase === "open");
}

/** The time left in the visitor's turn: mm:ss on screen, whole minutes for screen readers. */
function TurnTimer({ eventId, expiresAt }: { eventId: string; expiresAt: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const session = useSession();
  const now = useNow();
  const remaining = Date.parse(expiresAt) - now;
  const ended = remaining <= 0;
  const userId = session.user?.id ?? null;
  // The turn is over on this clock: the server's answer says what comes next (done, or longer).
  useEffect(() => {
    if (ended) void queryClient.invalidateQueries({ queryKey: queueKeys.status(eventId, userId) });
  }, [ended, eventId, userId, queryClient]);

  return (
    <section
      aria-label={t("waitingRoom.box.turnTitle")}
      className="sticky top-0 z-20 flex flex-wrap items-center justify-between gap-3 rounded-lg border border-emerald-600/40 bg-card/95 px-4 py-3 shadow-sm backdrop-blur"
    >
      {ended ? (
        <>
          <p role="alert" className="text-sm font-medium">
            {t("waitingRoom.box.ended")}
          </p>
          <Button asChild size="sm" variant="outline">
            <Link to={waitingRoomPath(eventId)}>{t("waitingRoom.box.backToLine")}</Link>
          </Button>
        </>
      ) : (
        <>
          <span className="flex items-center gap-2 font-semibold">
            <Clock className="size-5 text-emerald-700 dark:text-emerald-300" aria-hidden="true" />
            {t("waitingRoom.box.turnTitle")}
          </span>
          <span className="flex items-center gap-2 text-sm">
            <span className="text-muted-foreground">{t("waitingRoom.box.timeLeft")}</span>
            <span role="timer" className="text-lg font-bold tabular-nums">
              {clock(remaining)}
            </span>
          </span>
          <span className="sr-only" aria-live="polite">
            {t("waitingRoom.box.minutesLeft", { count: minutesLeft(remaining) })}
          </span>
        </>
      )}
    </section>
  );
}

/** Before an on-sale, the box office names its time and the waiting room visitors will join. */
function UpcomingSale({ eventId, status }: { eventId: string; status: QueueStatus }) {
  const { t } = useTranslation();
  const format = useFormatters();
  if (!status.onSaleAt) return null;
  return (
    <section
      aria-label={t("waitingRoom.page.title")}
      className="flex flex-col gap-3 rounded-lg border border-primary/40 bg-primary/5 p-4 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="flex items-start gap-3">
        <CalendarClock className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
        <div>
          <p className="font-semibold">
            {t("waitingRoom.box.upcomingTitle", { time: format.fullDate(status.onSaleAt) })}
          </p>
          {status.opensAt && (
            <p className="text-sm text-muted-foreground">
              {t("waitingRoom.box.upcomingBody", { opens: format.time(status.opensAt) })}
            </p>
          )}
        </div>
      </div>
      <Button asChild className="shrink-0">
        <Link to={waitingRoomPath(eventId)}>{t("waitingRoom.box.openRoom")}</Link>
      </Button>
    </section>
  );
}
