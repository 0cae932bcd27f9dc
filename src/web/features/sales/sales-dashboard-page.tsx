import { AlertTriangle } from "lucide-react";
import { type ReactNode, useId, useMemo } from "react";
import { Link, useSearchParams } from "react-router";
import { slug as slugOf } from "#domain/calendar-file";
import type { SalesCounts, SalesDashboard } from "#domain/schemas/dashboard";
import { AccessDenied } from "#web/components/access-denied";
import { LoadingState } from "#web/components/loading-state";
import { Button } from "#web/components/ui/button";
import { Label } from "#web/components/ui/input";
import { useAuthDialog, useSession } from "#web/features/auth";
import { SeatOccupancy } from "#web/features/box-office";
import { useEventText } from "#web/lib/event-text";
import { useFormatters } from "#web/lib/format";
import { useSectionName } from "#web/lib/section-name";
import { useTranslation } from "#web/lib/translation";
import { useDocumentTitle } from "#web/lib/use-document-title";
import { useSalesDashboard } from "./api/dashboard";
import { ChartFigure } from "./components/chart-figure";

function Centered({ children }: { children: ReactNode }) {
  return <div className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-16 text-center">{children}</div>;
}

/**
 * /sales: the sales dashboard. The season (every event the viewer may see) or one event: its
 * figures, charts with their tables, the seats on the chart and the door's admissions.
 */
export default function SalesDashboardPage() {
  const { t } = useTranslation();
  useDocumentTitle(t("sales.title"));
  const session = useSession();
  const { openAuthDialog } = useAuthDialog();
  if (session.loading) return <LoadingState label={t("sales.loading")} />;
  if (!session.can("sales.dashboard")) {
    return (
      <AccessDenied
        title={t("sales.denied.title")}
        message={t("sales.denied.body")}
        signIn={{
          signedOut: session.user === null,
          label: t("sales.denied.signIn"),
          onSignIn: () => openAuthDialog("sign-in"),
        }}
        backToHome={t("sales.denied.backToHome")}
      />
    );
  }
  return <Dashboard />;
}

function Dashboard() {
  const { t } = useTranslation();
  const text = useEventText();
  const id = useId();
  const [params, setParams] = useSearchParams();
  const eventId = params.get("event");
  const dashboard = useSalesDashboard(eventId);
  const events = dashboard.data?.events ?? [];

  return (
    <div className="mx-auto grid max-w-7xl gap-6 px-4 py-8">
      <header>
        <h1 className="text-3xl font-bold tracking-tight">{t("sales.title")}</h1>
        <p className="mt-2 text-muted-foreground">{t("sales.lead")}</p>
      </header>
      <div className="grid max-w-xl gap-2">
        <Label htmlFor={`${id}-scope`}>{t("sales.scope")}</Label>
        <select
          id={`${id}-scope`}
          value={eventId ?? ""}
          onChange={(e) =>
            setParams(
              (current) => {
                const next = new URLSearchParams(current);
                if (e.target.value) next.set("event", e.target.value);
                else next.delete("event");
                return next;
              },
              { replace: true, preventScrollReset: true },
            )
          }
          className="h-11 w-full rounded-md border border-input bg-background px-3 text-base text-foreground md:text-sm"
        >
          <option value="">{t("sales.season")}</option>
          {events.map((event) => (
            <option key={event.id} value={event.id} lang={text.titleLang(event)}>
              {text.title(event)}
            </option>
          ))}
        </select>
      </div>
      {dashboard.isPending ? (
        <LoadingState label={t("sales.loading")} />
      ) : dashboard.isError ? (
        <Centered>
          <AlertTriangle className="size-10 text-destructive" aria-hidden="true" />
          <p role="alert">{t("sales.error")}</p>
          <Button onClick={() => dashboard.refetch()}>{t("sales.retry")}</Button>
        </Centered>
      ) : (
        <Figures data={dashboard.data} />
      )}
    </div>
  );
}

function Figures({ data }: { data: SalesDashboard }) {
  const { t } = useTranslation();
  const text = useEventText();
  const format = useFormatters();
  const sectionName = useSectionName();
  const money = format.money;
  const count = format.count;
  // File names stay the same whatever the page's language: the English title's slug and the
  // event's id (two events may share a title), or "season".
  const slug = data.event ? [slugOf(data.event.title), data.event.id.slice(0, 8)].filter(Boolean).join("-") : "season";
  const c = t("sales.columns.tickets");

  const charts = useMemo(() => {
    const countsColumns = [
      t("sales.columns.sold"),
      t("sales.columns.comps"),
      t("sales.columns.refunds"),
      t("sales.columns.gross"),
      t("sales.columns.refunded"),
      t("sales.columns.revenue"),
    ];
    const countsRow = (s: SalesCounts) => [
      count(s.sold),
      count(s.comps),
      count(s.refunds),
      money(s.grossCents),
      money(s.refundedCents),
      money(s.revenueCents),
    ];
    return {
      byDay: {
        labels: data.byDay.map((d) => format.calendarDate(d.at)),
        series: [
          { label: t("sales.columns.gross"), data: data.byDay.map((d) => d.grossCents) },
          { label: c, data: data.byDay.map((d) => d.tickets), line: true },
        ],
        table: {
          columns: [t("sales.columns.day"), c, t("sales.columns.gross")],
          rows: data.byDay.map((d) => [d.at, count(d.tickets), money(d.grossCents)]),
        },
      },
      refundsByDay: {
        labels: data.refundsByDay.map((d) => format.calendarDate(d.at)),
        series: [
          { label: t("sales.columns.refunded"), data: data.refundsByDay.map((d) => d.refundedCents) },
          { label: t("sales.columns.refunds"), data: data.refundsByDay.map((d) => d.refunds), line: true },
        ],
        table: {
          columns: [t("sales.columns.day"), t("sales.columns.refunds"), t("sales.columns.refunded")],
          rows: data.refundsByDay.map((d) => [d.at, count(d.refunds), money(d.refundedCents)]),
        },
      },
      codesUsed: (() => {
        // The season names each code's event: a code's text is unique only within its event.
        const titles = new Map(data.events.map((e) => [e.id, e.title]));
        const name = (code: (typeof data.codesUsed)[number]) =>
          data.event ? code.code : `${code.code} · ${titles.get(code.eventId) ?? ""}`;
        return {
          labels: data.codesUsed.map(name),
          series: [
            { label: t("sales.columns.discount"), data: data.codesUsed.map((code) => code.discountCents) },
            { label: c, data: data.codesUsed.map((code) => code.tickets), line: true },
          ],
          table: {
            columns: [
              t("sales.columns.code"),
              t("sales.columns.kind"),
              t("sales.columns.orders"),
              c,
              t("sales.columns.discount"),
            ],
            rows: data.codesUsed.map((code) => [
              name(code),
              t(`sales.kinds.${code.kind}`),
              count(code.orders),
              count(code.tickets),
              money(code.discountCents),
            ]),
          },
        };
      })(),
      byMinute: {
        labels: data.byMinute.map((m) => format.time(m.at)),
        series: [{ label: c, data: data.byMinute.map((m) => m.tickets) }],
        table: {
          columns: [t("sales.columns.minute"), c, t("sales.columns.gross")],
          rows: data.byMinute.map((m) => [format.dateTime(m.at), count(m.tickets), money(m.grossCents)]),
        },
      },
      bySection: {
        labels: data.bySection.map((s) => sectionName(s.section)),
        series: [
          { label: t("sales.columns.revenue"), data: data.bySection.map((s) => s.revenueCents) },
          { label: t("sales.columns.refunded"), data: data.bySection.map((s) => s.refundedCents) },
        ],
        table: {
          columns: [t("sales.columns.section"), ...countsColumns],
          rows: data.bySection.map((s) => [sectionName(s.section), ...countsRow(s)]),
        },
      },
      byPriceLevel: {
        labels: data.byPriceLevel.map((p) => t(`sales.levels.${p.tier}`)),
        series: [
          { label: t("sales.columns.revenue"), data: data.byPriceLevel.map((p) => p.revenueCents) },
          { label: t("sales.columns.refunded"), data: data.byPriceLevel.map((p) => p.refundedCents) },
        ],
        table: {
          columns: [t("sales.columns.level"), ...countsColumns],
          rows: data.byPriceLevel.map((p) => [t(`sales.levels.${p.tier}`), ...countsRow(p)]),
        },
      },
      byChannel: {
        labels: data.byChannel.map((ch) => t(`sales.channels.${ch.channel}`)),
        series: [
          { label: t("sales.columns.revenue"), data: data.byChannel.map((ch) => ch.revenueCents) },
          { label: c, data: data.byChannel.map((ch) => ch.sold + ch.comps), line: true },
        ],
        table: {
          columns: [t("sales.columns.channel"), t("sales.columns.orders"), ...countsColumns],
          rows: data.byChannel.map((ch) => [t(`sales.channels.${ch.channel}`), count(ch.orders), ...countsRow(ch)]),
        },
      },
      admissions: data.admissions
        ? (() => {
            const minutes = [...new Set(data.admissions.byMinute.map((m) => m.at))];
            const gates = data.admissions.gates;
            const of = (at: string, gate: string) =>
              data.admissions?.byMinute.find((m) => m.at === at && m.gate === gate)?.admitted ?? 0;
            return {
              labels: minutes.map((at) => format.time(at)),
              series: gates.map((gate) => ({ label: gate, data: minutes.map((at) => of(at, gate)) })),
              table: {
                columns: [t("sales.columns.minute"), ...gates],
                rows: minutes.map((at) => [format.dateTime(at), ...gates.map((gate) => count(of(at, gate)))]),
              },
            };
          })()
        : null,
    };
  }, [data, t, format, money, count, sectionName, c]);

  // The occupancy view's house seats and their names (staff texts, not the box office's).
  const houseSeatIds = data.occupancy?.houseSeatIds;
  const house = useMemo(
    () => ({
      seatIds: houseSeatIds ?? [],
      text: {
        status: t("sales.occupancy.houseSeat"),
        hint: t("sales.occupancy.houseHint"),
        legend: t("sales.occupancy.houseLegend"),
        total: t("sales.occupancy.house"),
      },
    }),
    [houseSeatIds, t],
  );

  const figures: [string, string][] = [
    [t("sales.totals.sold"), count(data.totals.sold)],
    [t("sales.totals.comps"), count(data.totals.comps)],
    [t("sales.totals.refunds"), count(data.totals.refunds)],
    [t("sales.totals.gross"), money(data.totals.grossCents)],
    [t("sales.totals.refunded"), money(data.totals.refundedCents)],
    [t("sales.totals.revenue"), money(data.totals.revenueCents)],
  ];

  return (
    <div className="grid gap-6">
      <dl className="grid grid-cols-2 gap-3 md:grid-cols-3 lg:grid-cols-6" data-testid="sales-totals">
        {figures.map(([label, value]) => (
          <div key={label} className="rounded-lg border border-border bg-card p-3">
            <dt className="text-sm text-muted-foreground">{label}</dt>
            <dd className="text-xl font-bold tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      <div className="grid gap-6 lg:grid-cols-2">
        <ChartFigure
          title={t("sales.charts.byDay")}
          {...charts.byDay}
          format={money}
          formatRight={count}
          csvName={`sales-by-day-${slug}.csv`}
        />
        <div className="grid content-start gap-2">
          <ChartFigure
            title={t("sales.charts.refundsByDay")}
            {...charts.refundsByDay}
            format={money}
            formatRight={count}
            csvName={`refunds-by-day-${slug}.csv`}
          />
          <p className="text-sm text-muted-foreground">{t("sales.charts.refundsNote")}</p>
        </div>
        {data.event && (
          <ChartFigure
            title={t("sales.charts.byMinute")}
            {...charts.byMinute}
            format={count}
            csvName={`sales-by-minute-${slug}.csv`}
          />
        )}
        <ChartFigure
          title={t("sales.charts.bySection")}
          {...charts.bySection}
          stacked
          format={money}
          csvName={`sales-by-section-${slug}.csv`}
        />
        <ChartFigure
          title={t("sales.charts.byPriceLevel")}
          {...charts.byPriceLevel}
          stacked
          format={money}
          csvName={`sales-by-price-level-${slug}.csv`}
        />
        <ChartFigure
          title={t("sales.charts.byChannel")}
          {...charts.byChannel}
          format={money}
          formatRight={count}
          csvName={`sales-by-channel-${slug}.csv`}
        />
        <div className="grid content-start gap-2">
          <ChartFigure
            title={t("sales.charts.codesUsed")}
            {...charts.codesUsed}
            format={money}
            formatRight={count}
            csvName={`codes-used-${slug}.csv`}
          />
          <p className="text-sm text-muted-foreground">{t("sales.codesNote")}</p>
        </div>
        {charts.admissions && data.admissions && (
          <div className="grid gap-2">
            <ChartFigure
              title={t("sales.charts.admissions")}
              {...charts.admissions}
              stacked
              format={count}
              csvName={`admissions-${slug}.csv`}
            />
            <p className="text-sm text-muted-foreground">
              {t("sales.charts.admitted", {
                admitted: count(data.admissions.admitted),
                valid: count(data.admissions.ticketsValid),
              })}
            </p>
          </div>
        )}
      </div>
      {data.event && data.occupancy && (
        <section aria-labelledby="occupancy-title" className="grid gap-3">
          <h2 id="occupancy-title" className="text-2xl font-semibold">
            {t("sales.occupancy.heading")}
          </h2>
          <dl className="grid grid-cols-2 gap-3 sm:grid-cols-5" data-testid="occupancy">
            {(["sold", "comps", "held", "house", "free"] as const).map((key) => (
              <div key={key} className="rounded-lg border border-border bg-card p-3">
                <dt className="text-sm text-muted-foreground">{t(`sales.occupancy.${key}`)}</dt>
                <dd className="text-xl font-bold tabular-nums">{count(data.occupancy?.[key] ?? 0)}</dd>
              </div>
            ))}
          </dl>
          <p className="text-sm text-muted-foreground">{t("sales.occupancy.houseNote")}</p>
          <SeatOccupancy eventId={data.event.id} house={house} />
        </section>
      )}
      {!data.event && (
        <section aria-labelledby="season-events" className="grid gap-2">
          <h2 id="season-events" className="text-2xl font-semibold">
            {t("sales.events")}
          </h2>
          {data.events.length === 0 ? (
            <p className="text-muted-foreground">{t("sales.noEvents")}</p>
          ) : (
            <div className="overflow-x-auto">
              <table className="w-full text-sm">
                <thead>
                  <tr className="border-b border-border text-left">
                    <th scope="col" className="py-1 pr-3">
                      {t("sales.columns.event")}
                    </th>
                    <th scope="col" className="py-1 pr-3">
                      {t("sales.columns.date")}
                    </th>
                    <th scope="col" className="py-1 pr-3 text-right">
                      {t("sales.columns.sold")}
                    </th>
                    <th scope="col" className="py-1 pr-3 text-right">
                      {t("sales.columns.comps")}
                    </th>
                    <th scope="col" className="py-1 pr-3 text-right">
                      {t("sales.columns.revenue")}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {data.events.map((event) => (
                    <tr key={event.id} className="border-b border-border">
                      <th scope="row" className="py-1 pr-3 text-left font-normal">
                        <Link to={`/sales?event=${event.id}`} className="underline" lang={text.titleLang(event)}>
                          {text.title(event)}
                        </Link>
                      </th>
                      <td className="py-1 pr-3">{format.shortDate(event.eventDate)}</td>
                      <td className="py-1 pr-3 text-right tabular-nums">{count(event.totals?.sold ?? 0)}</td>
                      <td className="py-1 pr-3 text-right tabular-nums">{count(event.totals?.comps ?? 0)}</td>
                      <td className="py-1 pr-3 text-right tabular-nums">{money(event.totals?.revenueCents ?? 0)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </section>
      )}
    </div>
  );
}
