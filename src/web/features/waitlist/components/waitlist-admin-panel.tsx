import { Loader2 } from "lucide-react";
import { type ReactNode, useId } from "react";
import { Button } from "#web/components/ui/button";
import { useFormatters } from "#web/lib/format";
import { useTranslation } from "#web/lib/translation";
import { useEventWaitlist } from "../api/waitlist";

/** The event's waitlist for admins: everyone who joined, in order, with what they asked for. */
export function WaitlistAdminPanel({ eventId }: { eventId: string }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const id = useId();
  const list = useEventWaitlist(eventId);

  let body: ReactNode;
  if (list.isPending) {
    body = (
      <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
        <Loader2 className="size-4 animate-spin" aria-hidden="true" />
        {t("waitlist.admin.loading")}
      </p>
    );
  } else if (list.isError) {
    body = (
      <div role="alert" className="flex flex-wrap items-center gap-3 text-sm">
        <p>{t("waitlist.admin.loadError")}</p>
        <Button variant="outline" size="sm" onClick={() => list.refetch()}>
          {t("common.tryAgain")}
        </Button>
      </div>
    );
  } else if (list.data.entries.length === 0) {
    body = <p className="text-sm text-muted-foreground">{t("waitlist.admin.empty")}</p>;
  } else {
    body = (
      <>
        <p className="text-sm font-medium">{t("waitlist.admin.waiting", { count: list.data.waiting })}</p>
        <div className="overflow-x-auto rounded-md border border-border">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{t("waitlist.admin.title")}</caption>
            <thead className="bg-muted/50">
              <tr>
                <th scope="col" className="px-3 py-2 font-medium">
                  {t("waitlist.admin.place")}
                </th>
                <th scope="col" className="px-3 py-2 font-medium">
                  {t("waitlist.admin.person")}
                </th>
                <th scope="col" className="px-3 py-2 text-right font-medium">
                  {t("waitlist.admin.seats")}
                </th>
                <th scope="col" className="px-3 py-2 text-right font-medium">
                  {t("waitlist.admin.maxPrice")}
                </th>
                <th scope="col" className="px-3 py-2 font-medium">
                  {t("waitlist.admin.status")}
                </th>
                <th scope="col" className="px-3 py-2 font-medium">
                  {t("waitlist.admin.joinedAt")}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-border">
              {list.data.entries.map((entry) => (
                <tr key={entry.id}>
                  <td className="px-3 py-2 tabular-nums">{entry.place ?? "–"}</td>
                  <td className="px-3 py-2">
                    <span className="block font-medium">{entry.name || entry.email}</span>
                    <span className="block break-all text-muted-foreground">{entry.email}</span>
                  </td>
                  <td className="px-3 py-2 text-right tabular-nums">{entry.count}</td>
                  <td className="px-3 py-2 text-right tabular-nums">
                    {entry.maxPriceCents === null ? t("waitlist.admin.anyPrice") : format.money(entry.maxPriceCents)}
                  </td>
                  <td className="px-3 py-2">
                    <span className="block">{t(`waitlist.status.${entry.status}`)}</span>
                    {entry.offer && (
                      <span className="block text-muted-foreground">
                        {t("waitlist.admin.offerUntil", { time: format.dateTime(entry.offer.expiresAt) })}
                      </span>
                    )}
                  </td>
                  <td className="px-3 py-2 whitespace-nowrap">{format.dateTime(entry.joinedAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </>
    );
  }

  return (
    <section aria-labelledby={`${id}-title`} className="grid gap-3">
      <h3 id={`${id}-title`} className="text-lg font-semibold">
        {t("waitlist.admin.title")}
      </h3>
      <p className="text-sm text-muted-foreground">{t("waitlist.admin.lead")}</p>
      {body}
    </section>
  );
}
