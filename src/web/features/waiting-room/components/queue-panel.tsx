import { Loader2, Pause, Play, Trash2 } from "lucide-react";
import { type ComponentProps, type FormEvent, type ReactNode, useId, useState } from "react";
import type { BilingualTitle } from "#domain/event-text";
import type { QueueSettingsInput, QueueStats } from "#domain/schemas/onsale";
import { venue } from "#domain/venue";
import { Button } from "#web/components/ui/button";
import { FieldError, Input, Label } from "#web/components/ui/input";
import { useSession } from "#web/features/auth";
import { ApiError } from "#web/lib/api";
import { useEventText } from "#web/lib/event-text";
import { explainError } from "#web/lib/explain-error";
import { useFormatters } from "#web/lib/format";
import { toast } from "#web/lib/toast";
import { useTranslation } from "#web/lib/translation";
import { useQueueStats, useSaveQueueSettings } from "../api/queue-admin";
import {
  fieldsOf,
  parseSettings,
  QUEUE_NUMBER_RANGE,
  type SettingsErrors,
  type SettingsField,
  type SettingsFields,
} from "../lib/settings-form";

/** The event, with its English and Spanish titles (the panel names it in the page's language). */
interface PanelEvent extends BilingualTitle {
  id: string;
}

/**
 * The Waiting room panel of an event (Seating tab, admins): the on-sale time, the pace and the cap
 * on shoppers, pause and resume, and the queue's figures read again every two seconds.
 */
export function WaitingRoomPanel({ event }: { event: PanelEvent }) {
  const { t } = useTranslation();
  const id = useId();
  const session = useSession();
  const allowed = session.can("queue.manage");
  const stats = useQueueStats(event.id, allowed);
  if (!allowed) return null;

  let body: ReactNode;
  if (stats.isPending) {
    body = (
      <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
        <Loader2 className="size-4 animate-spin" aria-hidden="true" />
        {t("waitingRoom.admin.loading")}
      </p>
    );
  } else if (!stats.data) {
    body = (
      <div role="alert" className="flex flex-wrap items-center gap-3 text-sm">
        <p>{t("waitingRoom.admin.loadError")}</p>
        <Button variant="outline" size="sm" onClick={() => void stats.refetch()}>
          {t("waitingRoom.admin.retry")}
        </Button>
      </div>
    );
  } else {
    body = (
      <>
        <QueueFigures stats={stats.data} stale={stats.isError} />
        <SettingsForm event={event} stats={stats.data} />
      </>
    );
  }

  return (
    <section aria-labelledby={`${id}-title`} className="grid gap-4 rounded-lg border border-border p-4 sm:p-6">
      <h3 id={`${id}-title`} className="text-lg font-semibold">
        {t("waitingRoom.admin.title")}
      </h3>
      <p className="text-sm text-muted-foreground">{t("waitingRoom.admin.lead")}</p>
      {body}
    </section>
  );
}

function QueueFigures({ stats, stale }: { stats: QueueStats; stale: boolean }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const state = stats.settings.paused
    ? t("waitingRoom.admin.state.paused")
    : stats.active
      ? t("waitingRoom.admin.state.active")
      : stats.settings.onSaleAt
        ? t("waitingRoom.admin.state.scheduled", { time: format.fullDate(stats.settings.onSaleAt) })
        : t("waitingRoom.admin.state.off");
  const figures: [string, string][] = [
    [t("waitingRoom.admin.figures.waiting"), format.count(stats.waiting)],
    [t("waitingRoom.admin.figures.preQueue"), format.count(stats.preQueue)],
    [t("waitingRoom.admin.figures.activeShoppers"), format.count(stats.activeShoppers)],
    [t("waitingRoom.admin.figures.admittedLastMinute"), format.count(stats.admittedLastMinute)],
    [t("waitingRoom.admin.figures.admitted"), format.count(stats.admitted)],
    [
      t("waitingRoom.admin.figures.soldOut"),
      stats.soldOut ? t("waitingRoom.admin.figures.yes") : t("waitingRoom.admin.figures.no"),
    ],
  ];
  return (
    <div className="grid gap-3">
      <p className="font-medium">{state}</p>
      <h4 className="sr-only">{t("waitingRoom.admin.figures.title")}</h4>
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-3">
        {figures.map(([label, value]) => (
          <div key={label} className="rounded-md bg-muted/60 p-3">
            <dt className="text-xs text-muted-foreground">{label}</dt>
            <dd className="text-xl font-semibold tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      {stale && (
        <p role="status" className="text-sm text-muted-foreground">
          {t("waitingRoom.admin.figures.stale")}
        </p>
      )}
    </div>
  );
}

const SERVER_FIELDS: readonly SettingsField[] = ["onSaleAt", "admitPerMinute", "maxActive"];

function sameFields(a: SettingsFields, b: SettingsFields): boolean {
  return SERVER_FIELDS.every((field) => a[field] === b[field]);
}

function SettingsForm({ event, stats }: { event: PanelEvent; stats: QueueStats }) {
  const { t } = useTranslation();
  const text = useEventText();
  const id = useId();
  const save = useSaveQueueSettings();
  const [fields, setFields] = useState<SettingsFields>(() => fieldsOf(stats.settings));
  const [synced, setSynced] = useState<SettingsFields>(() => fieldsOf(stats.settings));
  const [errors, setErrors] = useState<Partial<Record<SettingsField, string>>>({});
  const saved = fieldsOf(stats.settings);
  // Settings changed on the server (saved here or elsewhere): an untouched form follows them; a
  // form being edited keeps what the admin typed.
  if (!sameFields(saved, synced)) {
    setSynced(saved);
    if (sameFields(fields, synced)) setFields(saved);
  }
  const zone = new Intl.DateTimeFormat("en-US", { timeZone: venue.timeZone, timeZoneName: "short" })
    .formatToParts(new Date())
    .find((part) => part.type === "timeZoneName")?.value;

  function messageOf(errs: SettingsErrors): Partial<Record<SettingsField, string>> {
    const out: Partial<Record<SettingsField, string>> = {};
    for (const field of SERVER_FIELDS) {
      const key = errs[field];
      if (key === "invalidDate") out[field] = t("waitingRoom.admin.invalidDate");
      if (key === "invalidNumber") out[field] = t("waitingRoom.admin.invalidNumber", QUEUE_NUMBER_RANGE);
    }
    return out;
  }

  async function send(settings: QueueSettingsInput, doneTitle: string) {
    try {
      const result = await save.mutateAsync({ eventId: event.id, settings });
      setErrors({});
      // What was saved is what the form now shows.
      const now = fieldsOf(result.settings);
      setSynced(now);
      if (settings.onSaleAt !== undefined || settings.admitPerMinute !== undefined) setFields(now);
      toast.success(doneTitle, { description: t("waitingRoom.admin.saved", { event: text.title(event) }) });
    } catch (failure) {
      const { description } = explainError(t, failure);
      // A refused field is shown beside it, in the admin's language (its message is a catalog key).
      if (failure instanceof ApiError && failure.code === "validation_failed") {
        const next: Partial<Record<SettingsField, string>> = {};
        for (const field of SERVER_FIELDS) {
          const key = failure.fields[field];
          if (!key) continue;
          // A message that is not a catalog key still gets a translated sentence.
          const fallback = field === "onSaleAt" ? "waitingRoom.admin.invalidDate" : "validation.outOfRange";
          next[field] = t((key.includes(" ") ? fallback : key) as never);
        }
        setErrors(next);
      }
      toast.error(t("waitingRoom.admin.errorTitle"), { description });
    }
  }

  function submit(e: FormEvent) {
    e.preventDefault();
    const parsed = parseSettings(fields);
    if (!parsed.ok) {
      setErrors(messageOf(parsed.errors));
      return;
    }
    setErrors({});
    void send(parsed.input, t("waitingRoom.admin.savedTitle"));
  }

  function field(name: SettingsField, label: string, hint: string, props: Partial<ComponentProps<"input">>) {
    const error = errors[name];
    return (
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-${name}`}>{label}</Label>
        <Input
          id={`${id}-${name}`}
          name={name}
          value={fields[name]}
          onChange={(e) => setFields({ ...fields, [name]: e.target.value })}
          aria-invalid={error ? true : undefined}
          aria-describedby={[`${id}-${name}-hint`, error ? `${id}-${name}-error` : null].filter(Boolean).join(" ")}
          className="h-11"
          {...props}
        />
        <p id={`${id}-${name}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
        <FieldError id={`${id}-${name}-error`}>{error ?? null}</FieldError>
      </div>
    );
  }

  const paused = stats.settings.paused;
  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-3">
        {field("onSaleAt", t("waitingRoom.admin.onSaleAt"), t("waitingRoom.admin.onSaleHint", { zone }), {
          type: "datetime-local",
          step: 60,
        })}
        {field("admitPerMinute", t("waitingRoom.admin.admitPerMinute"), t("waitingRoom.admin.admitPerMinuteHint"), {
          inputMode: "numeric",
          autoComplete: "off",
        })}
        {field("maxActive", t("waitingRoom.admin.maxActive"), t("waitingRoom.admin.maxActiveHint"), {
          inputMode: "numeric",
          autoComplete: "off",
        })}
      </div>
      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        <Button type="submit" disabled={save.isPending} className="h-11">
          {save.isPending && <Loader2 className="animate-spin" aria-hidden="true" />}
          {save.isPending ? t("waitingRoom.admin.saving") : t("waitingRoom.admin.save")}
        </Button>
        <Button
          variant="outline"
          className="h-11"
          disabled={save.isPending}
          onClick={() =>
            void send(
              { paused: !paused },
              paused ? t("waitingRoom.admin.resumedTitle") : t("waitingRoom.admin.pausedTitle"),
            )
          }
        >
          {paused ? <Play aria-hidden="true" /> : <Pause aria-hidden="true" />}
          {paused ? t("waitingRoom.admin.resume") : t("waitingRoom.admin.pause")}
        </Button>
        {stats.settings.onSaleAt && (
          <Button
            variant="outline"
            className="h-11"
            disabled={save.isPending}
            onClick={() => void send({ onSaleAt: null }, t("waitingRoom.admin.clearedTitle"))}
          >
            <Trash2 aria-hidden="true" />
            {t("waitingRoom.admin.clear")}
          </Button>
        )}
      </div>
    </form>
  );
}
