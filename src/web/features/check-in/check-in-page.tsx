import { AlertTriangle, CalendarX2, DoorOpen } from "lucide-react";
import { type ReactNode, useRef, useState } from "react";
import { AccessDenied } from "#web/components/access-denied";
import { LoadingState } from "#web/components/loading-state";
import { Button } from "#web/components/ui/button";
import { useAuthDialog, useSession } from "#web/features/auth";
import { useEventText } from "#web/lib/event-text";
import { explainError } from "#web/lib/explain-error";
import { useTranslation } from "#web/lib/translation";
import { useDocumentTitle } from "#web/lib/use-document-title";
import { useCheckInEvents } from "./api/check-in-api";
import { CameraScanner } from "./components/camera-scanner";
import { EventSetup } from "./components/event-setup";
import { HandheldField } from "./components/handheld-field";
import { LiveCounts } from "./components/live-counts";
import { ScanResultPanel } from "./components/scan-result";
import { SyncStatus } from "./components/sync-status";
import { useInstallable } from "./lib/installable";
import { type DoorSetup, readSetup, writeSetup } from "./lib/storage";
import { useDoor, useOnline } from "./use-door";

function Centered({ children }: { children: ReactNode }) {
  return <div className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-16 text-center">{children}</div>;
}

/**
 * /check-in: door staff (and the event's managers and admins) choose the event and gate, then scan
 * tickets with the camera or a handheld scanner. It keeps working with no network: the device
 * checks each ticket itself and syncs its scans when the network is back.
 */
export default function CheckInPage() {
  const { t } = useTranslation();
  useDocumentTitle(t("door.title"));
  useInstallable();
  const session = useSession();
  const { openAuthDialog } = useAuthDialog();
  const online = useOnline();
  const [stored] = useState(readSetup);
  const allowed = session.can("tickets.checkIn");
  // Offline, who is signed in cannot be asked: a device already set up keeps scanning (its
  // uploads still need the sign-in when the network is back), and stays on the scanner while the
  // sign-in is asked again once it is back.
  const scanning = useRef(false);
  const offlineDoor = !allowed && stored !== null && (!online || (session.loading && scanning.current));
  scanning.current = allowed || offlineDoor;

  if (session.loading && !offlineDoor) return <LoadingState label={t("common.loading")} />;
  if (!allowed && !offlineDoor) {
    return (
      <AccessDenied
        title={t("door.denied.title")}
        message={t("door.denied.body")}
        signIn={{
          signedOut: session.user === null,
          label: t("door.denied.signIn"),
          onSignIn: () => openAuthDialog("sign-in"),
        }}
        backToHome={t("door.denied.backToHome")}
      />
    );
  }
  return <Door stored={stored} offlineOnly={!allowed} />;
}

function Door({ stored, offlineOnly }: { stored: DoorSetup | null; offlineOnly: boolean }) {
  const { t } = useTranslation();
  const [setup, setSetup] = useState<DoorSetup | null>(stored);
  const [choosing, setChoosing] = useState(stored === null);
  const events = useCheckInEvents(!offlineOnly);

  function start(next: DoorSetup) {
    writeSetup(next);
    setSetup(next);
    setChoosing(false);
  }

  let body: ReactNode;
  if (setup && !choosing) {
    body = <Scanner setup={setup} onChange={offlineOnly ? null : () => setChoosing(true)} />;
  } else if (events.isPending) {
    body = <LoadingState label={t("door.loading")} />;
  } else if (events.isError) {
    const { title, description } = explainError(t, events.error);
    body = (
      <Centered>
        <AlertTriangle className="size-10 text-destructive" aria-hidden="true" />
        <h2 className="text-xl font-semibold">{t("door.setup.loadErrorTitle")}</h2>
        <p role="alert" className="text-muted-foreground">
          {title}: {description}
        </p>
        <Button onClick={() => void events.refetch()}>{t("door.setup.retry")}</Button>
      </Centered>
    );
  } else if (events.data.length === 0) {
    body = (
      <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed border-border p-10 text-center">
        <CalendarX2 className="size-10 text-muted-foreground" aria-hidden="true" />
        <h2 className="text-xl font-semibold">{t("door.setup.empty.title")}</h2>
        <p className="text-muted-foreground">{t("door.setup.empty.body")}</p>
      </div>
    );
  } else {
    body = <EventSetup events={events.data} initial={setup} onStart={start} />;
  }

  const scanning = setup !== null && !choosing;
  return (
    <div className="mx-auto grid max-w-3xl gap-4 px-4 py-4 sm:gap-5 sm:py-10">
      <header>
        <h1 className="flex items-center gap-2 text-2xl font-bold tracking-tight sm:text-3xl">
          <DoorOpen className="size-7 shrink-0 text-primary sm:size-8" aria-hidden="true" />
          {t("door.title")}
        </h1>
        {/* While scanning, a phone's screen is kept for the result and the field. */}
        <p className={scanning ? "mt-1 hidden text-muted-foreground sm:block" : "mt-1 text-muted-foreground"}>
          {t("door.lead")}
        </p>
      </header>
      {body}
    </div>
  );
}

function Scanner({ setup, onChange }: { setup: DoorSetup; onChange: (() => void) | null }) {
  const { t } = useTranslation();
  const text = useEventText();
  const door = useDoor(setup);
  const title = door.data ? text.title(door.data.event) : setup.eventTitle;
  return (
    <>
      <section aria-labelledby="door-scan-heading" className="grid gap-4">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="door-scan-heading" className="text-base font-semibold sm:text-lg">
            {t("door.setup.atGate", { event: title, gate: setup.gate })}
          </h2>
          {onChange && (
            <Button variant="outline" size="sm" onClick={onChange}>
              {t("door.setup.change")}
            </Button>
          )}
        </div>
        {door.data?.event.idChecks && (
          <p className="rounded-md border border-border bg-muted px-3 py-2 text-sm">{t("door.setup.idChecks")}</p>
        )}
        <SyncStatus
          online={door.online}
          pending={door.pending}
          syncing={door.syncing}
          syncError={door.syncError}
          listAt={door.data?.generatedAt ?? null}
          onSync={door.syncNow}
        />
        <ScanResultPanel shown={door.shown} />
        {/* The camera's picture right under the result, so both are in view on a phone. */}
        <CameraScanner onScan={door.scan} />
        <HandheldField onScan={door.scan} />
      </section>
      <LiveCounts eventId={setup.eventId} online={door.online} />
    </>
  );
}
