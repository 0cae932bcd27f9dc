import { useId } from "react";
import { useFormatters } from "#web/lib/format";
import { useTranslation } from "#web/lib/translation";
import { useCheckInCounts } from "../api/check-in-api";

/** Admissions so far at the event, per gate and in total against its valid tickets; polled while online. */
export function LiveCounts({ eventId, online }: { eventId: string; online: boolean }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const counts = useCheckInCounts(eventId);
  const headingId = useId();
  const data = counts.data;
  const share = data && data.tickets > 0 ? Math.min(100, Math.round((data.admitted / data.tickets) * 100)) : 0;
  return (
    <section aria-labelledby={headingId} className="grid gap-3 rounded-lg border border-border bg-card p-4">
      <h2 id={headingId} className="text-lg font-semibold">
        {t("door.counts.heading")}
      </h2>
      {data ? (
        <>
          <p className="text-2xl font-bold" data-admitted={data.admitted} data-tickets={data.tickets}>
            {t("door.counts.total", { admitted: format.count(data.admitted), tickets: format.count(data.tickets) })}
          </p>
          <div className="h-2 overflow-hidden rounded-full bg-muted" aria-hidden="true">
            <div className="h-full bg-primary" style={{ width: `${share}%` }} />
          </div>
          {data.gates.length === 0 ? (
            <p className="text-sm text-muted-foreground">{t("door.counts.noneYet")}</p>
          ) : (
            <table className="w-full text-sm">
              <thead>
                <tr className="border-b border-border text-left">
                  <th scope="col" className="py-1.5 font-medium">
                    {t("door.counts.gate")}
                  </th>
                  <th scope="col" className="py-1.5 text-right font-medium">
                    {t("door.counts.admitted")}
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.gates.map((gate) => (
                  <tr key={gate.gate} className="border-b border-border/60 last:border-0">
                    <th scope="row" className="py-1.5 text-left font-normal">
                      {gate.gate}
                    </th>
                    <td className="py-1.5 text-right tabular-nums">{format.count(gate.admitted)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </>
      ) : null}
      {!online && (
        <p className="text-sm text-muted-foreground">{t(data ? "door.counts.stale" : "door.counts.unavailable")}</p>
      )}
    </section>
  );
}
