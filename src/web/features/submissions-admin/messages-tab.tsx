import { useQuery } from "@tanstack/react-query";
import { Mail, Phone } from "lucide-react";
import { useFormatters } from "#web/lib/format";
import { useTranslation } from "#web/lib/translation";
import { ListState } from "./list-state";
import { messagesQuery } from "./submissions-api";

/** Admin tab of /event-manager: messages sent through /contact, newest first. */
export function MessagesTab() {
  const { t } = useTranslation();
  const format = useFormatters();
  const query = useQuery(messagesQuery);
  return (
    <ListState
      query={query}
      title={t("manage.submissions.messages.title")}
      summary={(list) => t("manage.submissions.messages.count", { count: list.total })}
      empty={t("manage.submissions.messages.empty")}
    >
      {(list) => (
        <ul className="grid gap-4">
          {list.items.map((message) => (
            <li key={message.id} className="grid gap-2 rounded-lg border border-border bg-card p-4 sm:p-5">
              <div className="flex flex-wrap items-start justify-between gap-2">
                <h3 className="font-semibold break-words">{message.subject}</h3>
                <p className="text-xs text-muted-foreground">
                  {t("manage.submissions.received", { date: format.dateTime(message.createdAt) })}
                </p>
              </div>
              <div className="flex flex-wrap gap-x-6 gap-y-1 text-sm">
                <span className="font-medium">{message.name}</span>
                <a
                  href={`mailto:${message.email}`}
                  className="inline-flex items-center gap-1.5 break-all text-primary hover:underline"
                >
                  <Mail className="size-4 shrink-0" aria-hidden="true" />
                  <span className="sr-only">{t("manage.submissions.email")}: </span>
                  {message.email}
                </a>
                {message.phone && (
                  <a
                    href={`tel:${message.phone}`}
                    className="inline-flex items-center gap-1.5 text-primary hover:underline"
                  >
                    <Phone className="size-4 shrink-0" aria-hidden="true" />
                    <span className="sr-only">{t("manage.submissions.phone")}: </span>
                    {message.phone}
                  </a>
                )}
              </div>
              <p className="whitespace-pre-wrap break-words text-sm">{message.message}</p>
            </li>
          ))}
        </ul>
      )}
    </ListState>
  );
}
