import { useQueryClient } from "@tanstack/react-query";
import { AlertTriangle, ArrowLeft, Info } from "lucide-react";
import type { ReactNode } from "react";
import { Link, useLocation, useParams } from "react-router";
import type { ErrorReason } from "#domain/errors";
import { LoadingState } from "#web/components/loading-state";
import { Button } from "#web/components/ui/button";
import { useSession } from "#web/features/auth";
import { useEvent } from "#web/features/listings";
import { ApiError } from "#web/lib/api";
import { useEventText } from "#web/lib/event-text";
import { useFormatters } from "#web/lib/format";
import { useTranslation } from "#web/lib/translation";
import { useDocumentTitle } from "#web/lib/use-document-title";
import { queueKeys, useQueueStatus } from "./api/queue";
import { QueueCard } from "./components/queue-card";
import { viewOf } from "./lib/queue-view";
import { useAnnouncement, useFirstAhead } from "./lib/use-line-memory";
import { useNow } from "./lib/use-now";
import { useJoin } from "./use-join";
import type { WaitingRoomState } from "./use-return-to-queue";

/**
 * /box-office/:id/queue: an event's waiting room. Light on purpose (no seat map): the event's
 * title and the visitor's place, asked again as often as the server says. The place is the
 * server's, so a reload shows the same one.
 */
export default function WaitingRoomPage() {
  const { t } = useTranslation();
  const text = useEventText();
  const { id = "" } = useParams();
  const eventId = decodeURIComponent(id);
  const session = useSession();
  const location = useLocation();
  const refused = (location.state as WaitingRoomState | null)?.refused ?? null;
  const queryClient = useQueryClient();
  const format = useFormatters();
  const event = useEvent(eventId);
  const status = useQueueStatus(eventId, { poll: true });
  const join = useJoin(eventId);
  const now = useNow();
  const firstAhead = useFirstAhead(eventId, status.data);
  const announcement = useAnnouncement(status.data);

  const place = status.data?.phase === "waiting" && status.data.position !== null ? status.data.position : null;
  const title = event.data ? `${t("waitingRoom.page.title")} · ${text.title(event.data)}` : t("waitingRoom.page.title");
  useDocumentTitle(place === null ? title : `#${format.count(place)} · ${title}`);

  const refresh = () =>
    void queryClient.invalidateQueries({ queryKey: queueKeys.status(eventId, session.user?.id ?? null) });

  const notFound =
    (event.error instanceof ApiError && event.error.code === "not_found") ||
    (status.error instanceof ApiError && status.error.code === "not_found");

  let main: ReactNode;
  if (session.loading || (status.isPending && !status.isError)) {
    main = <LoadingState label={t("waitingRoom.page.loading")} />;
  } else if (notFound) {
    main = (
      <div className="flex flex-col items-center gap-4 rounded-xl border border-border bg-card p-6 text-center">
        <AlertTriangle className="size-8 text-muted-foreground" aria-hidden="true" />
        <p role="alert" className="text-lg font-semibold">
          {t("waitingRoom.page.eventMissing")}
        </p>
        <Button asChild>
          <Link to="/calendar">{t("waitingRoom.page.otherEvents")}</Link>
        </Button>
      </div>
    );
  } else if (!status.data) {
    main = (
      <div className="flex flex-col items-center gap-4 rounded-xl border border-border bg-card p-6 text-center">
        <AlertTriangle className="size-8 text-destructive" aria-hidden="true" />
        <p role="alert">{t("waitingRoom.page.loadError")}</p>
        <Button variant="outline" onClick={() => void status.refetch()}>
          {t("waitingRoom.page.retry")}
        </Button>
      </div>
    );
  } else {
    main = (
      <QueueCard
        eventId={eventId}
        status={status.data}
        view={viewOf(status.data, session.user !== null, now)}
        now={now}
        firstAhead={firstAhead}
        join={join}
        onRefresh={refresh}
      />
    );
  }

  const inLine = status.data?.phase === "pre_queue" || status.data?.phase === "waiting";
  return (
    <div className="mx-auto grid w-full max-w-xl gap-6 px-4 py-8 sm:py-12">
      <header className="grid gap-1 text-center">
        <p className="text-sm font-semibold uppercase tracking-wide text-primary">{t("waitingRoom.page.heading")}</p>
        <h1 className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">
          {event.data ? text.title(event.data) : t("waitingRoom.page.title")}
        </h1>
        {event.data && (
          <p className="text-muted-foreground">
            {format.fullDate(event.data.eventDate)} · {event.data.venue}
          </p>
        )}
      </header>
      {refused && <RefusedNotice reason={refused} />}
      {main}
      {status.data?.onSaleAt && Date.parse(status.data.onSaleAt) > now && status.data.phase !== "sold_out" && (
        <p className="text-center text-sm text-muted-foreground">
          {t("waitingRoom.page.saleAt", { time: format.fullDate(status.data.onSaleAt) })}
        </p>
      )}
      {(inLine || status.data?.phase === "not_open") && (
        <p className="flex items-start justify-center gap-2 text-center text-sm text-muted-foreground">
          <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {t("waitingRoom.page.keepOpen")}
        </p>
      )}
      <div className="flex flex-col items-center gap-2 sm:flex-row sm:justify-center">
        <Button asChild variant="ghost">
          <Link to="/calendar">
            <ArrowLeft aria-hidden="true" />
            {t("waitingRoom.page.otherEvents")}
          </Link>
        </Button>
      </div>
      <div role="status" aria-live="polite" aria-atomic="true" className="sr-only">
        {announcement}
      </div>
    </div>
  );
}

function RefusedNotice({ reason }: { reason: ErrorReason }) {
  const { t } = useTranslation();
  return (
    <div role="alert" className="flex items-start gap-3 rounded-lg border border-amber-500/40 bg-amber-500/10 p-4">
      <AlertTriangle className="mt-0.5 size-5 shrink-0 text-amber-700 dark:text-amber-300" aria-hidden="true" />
      <div className="grid gap-1">
        <p className="font-semibold">{t("waitingRoom.page.refusedTitle")}</p>
        <p className="text-sm">{t(`errors.reasons.${reason}` as "errors.reasons.admission_invalid")}</p>
      </div>
    </div>
  );
}
