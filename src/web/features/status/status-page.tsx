import { AlertTriangle, CheckCircle2, XCircle } from "lucide-react";
import type { ReactNode } from "react";
import type { ReadyStatus } from "#domain/schemas/site";
import type { StatusSample } from "#domain/schemas/status";
import { AccessDenied } from "#web/components/access-denied";
import { LoadingState } from "#web/components/loading-state";
import { Button } from "#web/components/ui/button";
import { useSession } from "#web/features/auth";
import { useFormatters } from "#web/lib/format";
import { useTranslation } from "#web/lib/translation";
import { useStatus } from "./api/status";
import { Sparkline } from "./sparkline";

/** Samples in a minute (the server samples every 5 s): the "last minute" sums. */
const MINUTE_SAMPLES = 12;
/** Above these, a figure is drawn as an alert (the same thresholds as the example alerts). */
const OUTBOX_AGE_ALERT_S = 300;
const LOOP_LAG_ALERT_MS = 100;

function Centered({ children }: { children: ReactNode }) {
  return <div className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-16 text-center">{children}</div>;
}

/** /status: admins watch the figures that matter on an on-sale day, live; others are turned away. */
export default function StatusPage() {
  const { t } = useTranslation();
  const session = useSession();
  const allowed = session.can("site.status");
  const status = useStatus(allowed);

  if (session.loading) return <LoadingState label={t("common.loading")} />;
  if (!allowed) {
    return (
      <AccessDenied
        title={t("status.accessDeniedTitle")}
        message={t("status.accessDenied")}
        backToHome={t("status.backToHome")}
      />
    );
  }

  return (
    <div className="mx-auto grid max-w-5xl gap-6 px-4 py-8 sm:py-12">
      <header>
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{t("status.title")}</h1>
        <p className="mt-2 text-muted-foreground">{t("status.lead", { seconds: 5 })}</p>
      </header>
      {status.isPending ? (
        <LoadingState label={t("status.loading")} />
      ) : status.isError && !status.data ? (
        <Centered>
          <AlertTriangle className="size-10 text-destructive" aria-hidden="true" />
          <h2 className="text-xl font-semibold">{t("status.errorTitle")}</h2>
          <p role="alert" className="text-muted-foreground">
            {t("status.error")}
          </p>
          <Button onClick={() => status.refetch()}>{t("status.retry")}</Button>
        </Centered>
      ) : (
        <StatusBoard data={status.data} stale={status.isError} />
      )}
    </div>
  );
}

function StatusBoard({ data, stale }: { data: NonNullable<ReturnType<typeof useStatus>["data"]>; stale: boolean }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const history = data.history.length > 0 ? data.history : [data.latest];
  const lastMinute = history.slice(-MINUTE_SAMPLES);
  const sum = (pick: (s: StatusSample) => number) => lastMinute.reduce((total, s) => total + pick(s), 0);
  const latest = data.latest;
  const series = (pick: (s: StatusSample) => number) => history.map(pick);

  const errors = sum((s) => s.checkoutErrors);
  const figures: { id: string; title: string; value: string; hint: string; values: number[]; alert: boolean }[] = [
    {
      id: "checkout-errors",
      title: t("status.figures.checkoutErrors.title"),
      value: t("status.figures.checkoutErrors.value", {
        errors: format.count(errors),
        requests: format.count(sum((s) => s.checkoutRequests)),
      }),
      hint: t("status.figures.checkoutErrors.hint"),
      values: series((s) => s.checkoutErrors),
      alert: errors > 0,
    },
    {
      id: "outbox-depth",
      title: t("status.figures.outboxDepth.title"),
      value: t("status.figures.outboxDepth.value", { count: latest.outboxDepth }),
      hint: t("status.figures.outboxDepth.hint"),
      values: series((s) => s.outboxDepth),
      alert: false,
    },
    {
      id: "outbox-age",
      title: t("status.figures.outboxAge.title"),
      value: t("status.figures.outboxAge.value", { seconds: format.count(latest.outboxOldestSeconds) }),
      hint: t("status.figures.outboxAge.hint"),
      values: series((s) => s.outboxOldestSeconds),
      alert: latest.outboxOldestSeconds > OUTBOX_AGE_ALERT_S,
    },
    {
      id: "queue-waiting",
      title: t("status.figures.queueWaiting.title"),
      value: t("status.figures.queueWaiting.value", { count: latest.queueWaiting }),
      hint: t("status.figures.queueWaiting.hint"),
      values: series((s) => s.queueWaiting),
      alert: false,
    },
    {
      id: "admissions",
      title: t("status.figures.admissions.title"),
      value: t("status.figures.admissions.value", { count: format.count(latest.queueAdmittedPerMinute) }),
      hint: t("status.figures.admissions.hint"),
      values: series((s) => s.queueAdmittedPerMinute),
      alert: latest.queueWaiting > 0 && latest.queueAdmittedPerMinute === 0,
    },
    {
      id: "event-loop-lag",
      title: t("status.figures.eventLoopLag.title"),
      value: t("status.figures.eventLoopLag.value", { ms: format.count(Math.round(latest.eventLoopLagMs)) }),
      hint: t("status.figures.eventLoopLag.hint"),
      values: series((s) => s.eventLoopLagMs),
      alert: latest.eventLoopLagMs > LOOP_LAG_ALERT_MS,
    },
  ];

  return (
    <>
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {t("status.instance", { id: data.instance.slice(0, 8) })} ·{" "}
        {t("status.updated", { time: format.time(latest.at) })}
        {stale ? ` · ${t("status.errorTitle")}` : ""}
      </p>
      <Readiness readiness={data.readiness} />
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {figures.map((figure) => (
          <li key={figure.id} className="grid gap-2 rounded-lg border border-border bg-card p-4 text-card-foreground">
            <h2 className="text-sm font-medium text-muted-foreground">{figure.title}</h2>
            <p className={`text-2xl font-semibold ${figure.alert ? "text-destructive" : ""}`} data-testid={figure.id}>
              {figure.value}
            </p>
            <Sparkline
              values={figure.values}
              alert={figure.alert}
              label={t("status.chartLabel", {
                name: figure.title,
                first: format.count(figure.values[0] ?? 0),
                last: format.count(figure.values.at(-1) ?? 0),
              })}
            />
            <p className="text-xs text-muted-foreground">{figure.hint}</p>
          </li>
        ))}
      </ul>
    </>
  );
}

function Readiness({ readiness }: { readiness: ReadyStatus }) {
  const { t } = useTranslation();
  const checks = [
    ["database", readiness.checks.database],
    ["migrations", readiness.checks.migrations],
    ["storage", readiness.checks.storage],
    ["relay", readiness.checks.relay],
  ] as const;
  return (
    <section
      aria-labelledby="readiness-title"
      className={`grid gap-3 rounded-lg border p-4 ${readiness.ready ? "border-border" : "border-destructive"}`}
    >
      <h2 id="readiness-title" className="flex items-center gap-2 text-lg font-semibold">
        {readiness.ready ? (
          <CheckCircle2 className="size-5 text-green-700 dark:text-green-400" aria-hidden="true" />
        ) : (
          <XCircle className="size-5 text-destructive" aria-hidden="true" />
        )}
        {t("status.ready.title")}: {readiness.ready ? t("status.ready.yes") : t("status.ready.no")}
      </h2>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-4">
        {checks.map(([name, value]) => (
          <div key={name}>
            <dt className="text-muted-foreground">{t(`status.ready.${name}`)}</dt>
            <dd className="font-medium">{t(`status.ready.values.${value}`)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
