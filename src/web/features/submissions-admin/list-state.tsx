import type { UseQueryResult } from "@tanstack/react-query";
import { Inbox, Loader2 } from "lucide-react";
import { type ReactNode, useId } from "react";
import type { SubmissionList } from "#domain/schemas/submissions";
import { Button } from "#web/components/ui/button";
import { useTranslation } from "#web/lib/translation";

/**
 * Loading, error and empty states shared by the three admin lists; `children` draws the rows.
 * A capped list says how many of how many it shows.
 */
export function ListState<T, L extends SubmissionList<T>>({
  query,
  title,
  summary,
  empty,
  actions,
  children,
}: {
  query: UseQueryResult<L>;
  title: string;
  summary: (list: L) => string;
  empty: string;
  actions?: ReactNode;
  children: (list: L) => ReactNode;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  let content: ReactNode;
  if (query.isPending) {
    content = (
      <p role="status" className="flex items-center gap-2 py-8 text-muted-foreground">
        <Loader2 className="size-5 animate-spin" aria-hidden="true" />
        {t("manage.submissions.loading")}
      </p>
    );
  } else if (query.isError) {
    content = (
      <div role="alert" className="grid justify-items-start gap-3 rounded-lg border border-destructive p-4">
        <p>{t("manage.submissions.loadError")}</p>
        <Button variant="outline" onClick={() => void query.refetch()}>
          {t("manage.submissions.retry")}
        </Button>
      </div>
    );
  } else if (query.data.items.length === 0) {
    content = (
      <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed border-border px-4 py-12 text-center text-muted-foreground">
        <Inbox className="size-8" aria-hidden="true" />
        <p>{empty}</p>
      </div>
    );
  } else {
    const list = query.data;
    content = (
      <>
        {list.total > list.items.length && (
          <p className="text-sm text-muted-foreground">
            {t("manage.submissions.showing", { shown: list.items.length, total: list.total })}
          </p>
        )}
        {children(list)}
      </>
    );
  }

  return (
    <section aria-labelledby={headingId} className="grid gap-4" aria-busy={query.isFetching}>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id={headingId} className="text-xl font-semibold">
            {title}
          </h2>
          {query.data && <p className="text-sm text-muted-foreground">{summary(query.data)}</p>}
        </div>
        {actions}
      </div>
      {content}
    </section>
  );
}
