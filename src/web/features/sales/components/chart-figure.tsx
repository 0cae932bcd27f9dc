import { Download, Table2 } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { Button } from "#web/components/ui/button";
import { cn } from "#web/lib/cn";
import { usePreferences } from "#web/lib/preferences";
import { useTranslation } from "#web/lib/translation";
import { downloadCsv, toCsv } from "./csv";

export interface Series {
  label: string;
  data: number[];
  /** Drawn as a line over bars (with its own axis on the right). */
  line?: boolean;
}

interface ChartFigureProps {
  title: string;
  labels: string[];
  series: Series[];
  stacked?: boolean;
  /** Formats a value of the left axis (money, counts). */
  format?: (value: number) => string;
  formatRight?: (value: number) => string;
  table: { columns: string[]; rows: (string | number)[][] };
  csvName: string;
}

/** Colours that read on both themes' cards (at least 3:1 against each), in series order. */
const PALETTE = ["--primary", "#d97706", "#0d9488", "#9333ea", "#db2777"];

function cssColor(name: string): string {
  if (!name.startsWith("--")) return name;
  return getComputedStyle(document.documentElement).getPropertyValue(name).trim() || "#1d4ed8";
}

/**
 * A chart drawn with Chart.js (loaded the first time a chart shows, so only staff pages fetch it),
 * in the theme's colours, with the same figures as a table: read by screen readers, shown on
 * request, and downloadable as CSV.
 */
export function ChartFigure({
  title,
  labels,
  series,
  stacked = false,
  format,
  formatRight,
  table,
  csvName,
}: ChartFigureProps) {
  const { t } = useTranslation();
  const { dark } = usePreferences();
  const id = useId();
  const canvas = useRef<HTMLCanvasElement>(null);
  const [showTable, setShowTable] = useState(false);
  const empty = table.rows.length === 0;

  // biome-ignore lint/correctness/useExhaustiveDependencies: the theme (`dark`) changes the colours read from the page's styles, so the chart is drawn again.
  useEffect(() => {
    if (empty || !canvas.current) return;
    let chart: { destroy(): void } | null = null;
    let cancelled = false;
    void import("./chart-js").then(({ chartClass }) => {
      if (cancelled || !canvas.current) return;
      const Chart = chartClass();
      const text = cssColor("--muted-foreground");
      const grid = cssColor("--border");
      const hasRight = series.some((s) => s.line);
      chart = new Chart(canvas.current, {
        type: "bar",
        data: {
          labels,
          datasets: series.map((s, i) => {
            const color = cssColor(PALETTE[i % PALETTE.length] ?? "--primary");
            return s.line
              ? {
                  type: "line" as const,
                  label: s.label,
                  data: s.data,
                  borderColor: color,
                  backgroundColor: color,
                  yAxisID: "right",
                  pointRadius: 2,
                  tension: 0.2,
                }
              : { type: "bar" as const, label: s.label, data: s.data, backgroundColor: color, yAxisID: "left" };
          }),
        },
        options: {
          responsive: true,
          maintainAspectRatio: false,
          animation: false,
          plugins: {
            legend: { labels: { color: text } },
            tooltip: {
              callbacks: {
                label: (item) => {
                  const value = Number(item.raw);
                  const line = series[item.datasetIndex]?.line;
                  const shown = line ? (formatRight ?? String)(value) : (format ?? String)(value);
                  return `${item.dataset.label}: ${shown}`;
                },
              },
            },
          },
          scales: {
            x: { stacked, ticks: { color: text, maxRotation: 60, autoSkip: true }, grid: { color: grid } },
            left: {
              stacked,
              position: "left",
              beginAtZero: true,
              ticks: { color: text, callback: (v) => (format ?? String)(Number(v)) },
              grid: { color: grid },
            },
            ...(hasRight
              ? {
                  right: {
                    position: "right" as const,
                    beginAtZero: true,
                    // The right axis counts tickets or refunds: whole numbers only.
                    ticks: {
                      color: text,
                      precision: 0,
                      callback: (v: string | number) => (formatRight ?? String)(Number(v)),
                    },
                    grid: { drawOnChartArea: false },
                  },
                }
              : {}),
          },
        },
      });
    });
    return () => {
      cancelled = true;
      chart?.destroy();
    };
  }, [labels, series, stacked, format, formatRight, empty, dark]);

  return (
    <figure aria-labelledby={`${id}-title`} className="grid gap-3 rounded-lg border border-border bg-card p-4">
      <figcaption id={`${id}-title`} className="font-semibold">
        {title}
      </figcaption>
      {empty ? (
        <p className="text-sm text-muted-foreground">{t("sales.charts.empty")}</p>
      ) : (
        <>
          <div className="relative h-64">
            <canvas ref={canvas} role="img" aria-label={t("sales.charts.chartOf", { title })} />
          </div>
          <div className="flex flex-wrap gap-2">
            <Button
              variant="outline"
              size="sm"
              aria-expanded={showTable}
              aria-controls={`${id}-table`}
              onClick={() => setShowTable((shown) => !shown)}
            >
              <Table2 aria-hidden="true" />
              {showTable ? t("sales.charts.hideTable") : t("sales.charts.showTable")}
            </Button>
            <Button variant="outline" size="sm" onClick={() => downloadCsv(csvName, toCsv(table.columns, table.rows))}>
              <Download aria-hidden="true" />
              {t("sales.charts.csv")}
            </Button>
          </div>
          {/* Hidden, the table is still read by screen readers; shown, it scrolls sideways on a phone. */}
          <div
            id={`${id}-table`}
            className={showTable ? "overflow-x-auto" : "sr-only"}
            {...(showTable ? { tabIndex: 0, role: "region", "aria-labelledby": `${id}-title` } : {})}
          >
            <table className="w-full text-sm">
              <caption className="sr-only">{title}</caption>
              <thead>
                <tr className="border-b border-border text-left">
                  {table.columns.map((column, i) => (
                    <th key={column} scope="col" className={cn("py-1 pr-3", i > 0 && "text-right")}>
                      {column}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {table.rows.map((row) => (
                  <tr key={String(row[0])} className="border-b border-border">
                    {row.map((cell, i) =>
                      i === 0 ? (
                        <th key={`${row[0]}-h`} scope="row" className="py-1 pr-3 text-left font-normal">
                          {cell}
                        </th>
                      ) : (
                        <td key={`${row[0]}-${table.columns[i]}`} className="py-1 pr-3 text-right tabular-nums">
                          {cell}
                        </td>
                      ),
                    )}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </figure>
  );
}
