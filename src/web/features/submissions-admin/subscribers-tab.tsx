import { useQuery } from "@tanstack/react-query";
import { Download } from "lucide-react";
import { Button } from "#web/components/ui/button";
import { cn } from "#web/lib/cn";
import { useFormatters } from "#web/lib/format";
import { useTranslation } from "#web/lib/translation";
import { ListState } from "./list-state";
import { SUBSCRIBERS_CSV_URL, subscribersQuery } from "./submissions-api";

/** Admin tab of /event-manager: newsletter subscribers, still subscribed first, with the CSV export. */
export function SubscribersTab() {
  const { t } = useTranslation();
  const format = useFormatters();
  const query = useQuery(subscribersQuery);
  const cell = "px-3 py-2 text-left align-top";
  return (
    <ListState
      query={query}
      title={t("manage.submissions.subscribers.title")}
      summary={(list) =>
        t("manage.submissions.subscribers.count", {
          active: format.count(list.active),
          total: format.count(list.total),
        })
      }
      empty={t("manage.submissions.subscribers.empty")}
      actions={
        query.data && query.data.active > 0 ? (
          <div className="grid justify-items-start gap-1 sm:justify-items-end">
            <Button asChild variant="outline">
              <a href={SUBSCRIBERS_CSV_URL} download aria-describedby="csv-hint">
                <Download aria-hidden="true" />
                {t("manage.submissions.subscribers.export")}
              </a>
            </Button>
            <p id="csv-hint" className="text-xs text-muted-foreground">
              {t("manage.submissions.subscribers.exportHint")}
            </p>
          </div>
        ) : null
      }
    >
      {(list) => (
        // Keyboard users scroll the wide table too: the region takes focus.
        <section
          className="overflow-x-auto rounded-lg border border-border"
          aria-label={t("manage.submissions.subscribers.title")}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard.
          tabIndex={0}
        >
          <table className="w-full min-w-[40rem] text-sm">
            <thead className="bg-muted">
              <tr>
                <th scope="col" className={cell}>
                  {t("manage.submissions.subscribers.name")}
                </th>
                <th scope="col" className={cell}>
                  {t("manage.submissions.email")}
                </th>
                <th scope="col" className={cell}>
                  {t("manage.submissions.subscribers.interests")}
                </th>
                <th scope="col" className={cell}>
                  {t("manage.submissions.subscribers.language")}
                </th>
                <th scope="col" className={cell}>
                  {t("manage.submissions.subscribers.since")}
                </th>
                <th scope="col" className={cell}>
                  {t("manage.submissions.subscribers.status")}
                </th>
              </tr>
            </thead>
            <tbody>
              {list.items.map((subscriber) => (
                <tr key={subscriber.id} className="border-t border-border">
                  <th scope="row" className={cn(cell, "font-medium")}>
                    {subscriber.name}
                  </th>
                  <td className={cn(cell, "break-all")}>{subscriber.email}</td>
                  <td className={cn(cell, "max-w-xs whitespace-pre-wrap break-words text-muted-foreground")}>
                    {subscriber.interests}
                  </td>
                  <td className={cell}>{t(`manage.submissions.subscribers.languages.${subscriber.language}`)}</td>
                  <td className={cn(cell, "whitespace-nowrap")}>{format.dateTime(subscriber.subscribedAt)}</td>
                  <td className={cell}>
                    <span
                      className={cn(
                        "rounded-full px-2 py-0.5 text-xs font-medium",
                        subscriber.unsubscribedAt ? "bg-muted text-muted-foreground" : "bg-primary/10 text-primary",
                      )}
                    >
                      {subscriber.unsubscribedAt
                        ? t("manage.submissions.subscribers.unsubscribed")
                        : t("manage.submissions.subscribers.active")}
                    </span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
    </ListState>
  );
}
