import {
  Ban,
  CalendarClock,
  CircleCheck,
  CirclePause,
  DoorOpen,
  Hourglass,
  Loader2,
  LogIn,
  type LucideIcon,
  ShieldCheck,
  Ticket,
} from "lucide-react";
import { type ReactNode, useId } from "react";
import { Link } from "react-router";
import type { QueueStatus } from "#domain/schemas/onsale";
import { Button } from "#web/components/ui/button";
import { useAuthDialog } from "#web/features/auth";
import { boxOfficePath } from "#web/features/listings";
import { useFormatters } from "#web/lib/format";
import { useTranslation } from "#web/lib/translation";
import { lineProgress, type WaitingView, waitWords } from "../lib/queue-view";
import { waitText } from "../lib/wait-text";
import type { useJoin } from "../use-join";
import { Countdown } from "./countdown";

type Tone = "default" | "success" | "warning" | "muted";

const TONES: Record<Tone, string> = {
  default: "bg-primary/10 text-primary",
  success: "bg-emerald-600/10 text-emerald-700 dark:text-emerald-300",
  warning: "bg-amber-500/15 text-amber-800 dark:text-amber-200",
  muted: "bg-muted text-muted-foreground",
};

function Panel({
  icon: Icon,
  tone = "default",
  title,
  children,
}: {
  icon: LucideIcon;
  tone?: Tone;
  title: string;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className="flex flex-col items-center gap-5 rounded-xl border border-border bg-card p-6 text-center shadow-sm sm:p-8"
    >
      <span className={`flex size-14 items-center justify-center rounded-full ${TONES[tone]}`}>
        <Icon className="size-7" aria-hidden="true" />
      </span>
      <h2 id={id} className="text-2xl font-bold tracking-tight">
        {title}
      </h2>
      {children}
    </section>
  );
}

function Body({ children }: { children: ReactNode }) {
  return <p className="max-w-prose text-muted-foreground">{children}</p>;
}

function PausedNote() {
  const { t } = useTranslation();
  return (
    <div className="flex w-full items-start gap-3 rounded-lg border border-amber-500/40 bg-amber-500/10 p-3 text-left text-sm">
      <CirclePause className="mt-0.5 size-5 shrink-0 text-amber-700 dark:text-amber-300" aria-hidden="true" />
      <p>
        <strong className="font-semibold">{t("waitingRoom.paused.title")}. </strong>
        {t("waitingRoom.paused.body")}
      </p>
    </div>
  );
}

function ProgressBar({ share, label, text }: { share: number; label: string; text: string }) {
  const percent = Math.round(share * 100);
  return (
    <div className="grid w-full gap-1.5">
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={text}
        className="h-3 w-full overflow-hidden rounded-full bg-muted"
      >
        <div
          className="h-full rounded-full bg-primary transition-[width] duration-700 motion-reduce:transition-none"
          style={{ width: `${percent}%` }}
        />
      </div>
      <p className="text-xs text-muted-foreground" aria-hidden="true">
        {text}
      </p>
    </div>
  );
}

function Figure({
  label,
  value,
  large = false,
  className,
}: {
  label: string;
  value: string;
  large?: boolean;
  className?: string;
}) {
  return (
    <div className={`flex flex-col items-center gap-1 rounded-lg bg-muted/60 p-3 ${className ?? ""}`}>
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className={large ? "text-5xl font-bold tabular-nums" : "text-lg font-semibold"}>{value}</dd>
    </div>
  );
}

function ChooseSeats({ eventId, label }: { eventId: string; label: string }) {
  return (
    <Button asChild size="lg" className="w-full sm:w-auto">
      <Link to={boxOfficePath(eventId)}>
        <Ticket aria-hidden="true" />
        {label}
      </Link>
    </Button>
  );
}

function JoinButton({ join, label }: { join: ReturnType<typeof useJoin>; label: string }) {
  const { t } = useTranslation();
  const busy = join.stage !== "idle";
  const percent = Math.round(join.progress * 100);
  return (
    <div className="grid w-full justify-items-center gap-3">
      <Button size="lg" className="w-full sm:w-auto" onClick={() => void join.join()} disabled={busy} aria-busy={busy}>
        {busy ? <Loader2 className="animate-spin" aria-hidden="true" /> : <DoorOpen aria-hidden="true" />}
        {join.stage === "checking"
          ? t("waitingRoom.join.checking")
          : join.stage === "joining"
            ? t("waitingRoom.join.joining")
            : label}
      </Button>
      {join.stage === "checking" && (
        <ProgressBar
          share={join.progress}
          label={t("waitingRoom.join.progress")}
          text={t("waitingRoom.join.progressText", { percent })}
        />
      )}
      {join.error && (
        <p role="alert" className="text-sm text-destructive">
          {join.error.description}
        </p>
      )}
    </div>
  );
}

function SignInToJoin() {
  const { t } = useTranslation();
  const { openAuthDialog } = useAuthDialog();
  return (
    <div className="grid w-full justify-items-center gap-3 rounded-lg border border-primary/40 bg-primary/5 p-4">
      <p className="font-semibold">{t("waitingRoom.signIn.title")}</p>
      <p className="text-sm text-muted-foreground">{t("waitingRoom.signIn.body")}</p>
      <Button onClick={() => openAuthDialog("sign-in")} className="w-full sm:w-auto">
        <LogIn aria-hidden="true" />
        {t("waitingRoom.signIn.button")}
      </Button>
    </div>
  );
}

export interface QueueCardProps {
  eventId: string;
  status: QueueStatus;
  view: WaitingView;
  now: number;
  /** How many were ahead when the visitor got their place (for the progress bar). */
  firstAhead: number | null;
  join: ReturnType<typeof useJoin>;
  /** Ask the server again now (a countdown reached its time). */
  onRefresh(): void;
}

/** The waiting page's main card: what the visitor's phase means and what they can do now. */
export function QueueCard({ eventId, status, view, now, firstAhead, join, onRefresh }: QueueCardProps) {
  const { t } = useTranslation();
  const format = useFormatters();

  switch (view.kind) {
    case "off":
      return (
        <Panel icon={Ticket} title={t("waitingRoom.off.title")}>
          <Body>{t("waitingRoom.off.body")}</Body>
          <ChooseSeats eventId={eventId} label={t("waitingRoom.off.choose")} />
        </Panel>
      );
    case "sold_out":
      return (
        <Panel icon={Ban} tone="muted" title={t("waitingRoom.soldOut.title")}>
          <Body>{t("waitingRoom.soldOut.body")}</Body>
          <Button asChild size="lg" className="w-full sm:w-auto">
            <Link to="/calendar">{t("waitingRoom.page.otherEvents")}</Link>
          </Button>
        </Panel>
      );
    case "not_open": {
      const minutes =
        view.opensAt && view.onSaleAt
          ? Math.round((Date.parse(view.onSaleAt) - Date.parse(view.opensAt)) / 60_000)
          : 30;
      return (
        <Panel icon={CalendarClock} title={t("waitingRoom.notOpen.title")}>
          {view.opensAt && (
            <Countdown label={t("waitingRoom.notOpen.countdown")} target={view.opensAt} now={now} onZero={onRefresh} />
          )}
          <Body>{t("waitingRoom.notOpen.body", { minutes })}</Body>
          {view.opensAt && (
            <p className="text-sm font-medium">
              {t("waitingRoom.notOpen.opensAt", { time: format.fullDate(view.opensAt) })}
            </p>
          )}
        </Panel>
      );
    }
    case "join":
      return (
        <Panel icon={DoorOpen} title={t("waitingRoom.join.title")}>
          {!view.saleStarted && view.onSaleAt && (
            <Countdown label={t("waitingRoom.join.countdown")} target={view.onSaleAt} now={now} />
          )}
          <Body>{view.saleStarted ? t("waitingRoom.join.bodyAfter") : t("waitingRoom.join.bodyBefore")}</Body>
          {view.paused && <PausedNote />}
          {view.signedIn ? <JoinButton join={join} label={t("waitingRoom.join.button")} /> : <SignInToJoin />}
        </Panel>
      );
    case "pre_queue":
      return (
        <Panel icon={CircleCheck} tone="success" title={t("waitingRoom.preQueue.title")}>
          {view.onSaleAt && (
            <Countdown
              label={t("waitingRoom.preQueue.countdown")}
              target={view.onSaleAt}
              now={now}
              onZero={onRefresh}
            />
          )}
          <Body>{t("waitingRoom.preQueue.body", { time: view.onSaleAt ? format.time(view.onSaleAt) : "" })}</Body>
          {view.paused && <PausedNote />}
        </Panel>
      );
    case "waiting": {
      const share = lineProgress(firstAhead, view.ahead);
      const percent = share === null ? 0 : Math.round(share * 100);
      return (
        <Panel icon={view.paused ? CirclePause : Hourglass} title={t("waitingRoom.waiting.title")}>
          <dl className="grid w-full gap-3 sm:grid-cols-3">
            <Figure
              large
              className="sm:col-span-3"
              label={t("waitingRoom.waiting.position")}
              value={view.position === null ? "—" : format.count(view.position)}
            />
            <Figure
              className="sm:col-span-2"
              label={t("waitingRoom.waiting.wait")}
              value={view.paused ? t("waitingRoom.paused.title") : waitText(t, waitWords(view.estimatedWaitSeconds))}
            />
            <Figure
              label={t("waitingRoom.waiting.ahead")}
              value={view.ahead === null ? "—" : format.count(view.ahead)}
            />
          </dl>
          {share !== null && (
            <ProgressBar
              share={share}
              label={t("waitingRoom.waiting.progress")}
              text={
                view.ahead === 0 ? t("waitingRoom.waiting.next") : t("waitingRoom.waiting.progressText", { percent })
              }
            />
          )}
          {view.paused && <PausedNote />}
        </Panel>
      );
    }
    case "admitted":
      return (
        <Panel icon={ShieldCheck} tone="success" title={t("waitingRoom.admitted.title")}>
          {view.expiresAt && (
            <Countdown
              label={t("waitingRoom.admitted.timeLeft")}
              target={view.expiresAt}
              now={now}
              onZero={onRefresh}
            />
          )}
          <Body>{t("waitingRoom.admitted.body")}</Body>
          <ChooseSeats eventId={eventId} label={t("waitingRoom.admitted.choose")} />
        </Panel>
      );
    case "done":
      return (
        <Panel icon={CircleCheck} tone="muted" title={t("waitingRoom.done.title")}>
          <Body>{t("waitingRoom.done.body")}</Body>
          {status.onSaleAt && view.signedIn && <JoinButton join={join} label={t("waitingRoom.done.rejoin")} />}
          <Button asChild variant="outline" size="lg" className="w-full sm:w-auto">
            <Link to="/my-tickets">{t("waitingRoom.page.myTickets")}</Link>
          </Button>
        </Panel>
      );
  }
}
