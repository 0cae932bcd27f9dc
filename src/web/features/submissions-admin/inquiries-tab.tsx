import { useQuery } from "@tanstack/react-query";
import { Mail, Phone } from "lucide-react";
import type { InquiryView } from "#domain/schemas/submissions";
import { useFormatters } from "#web/lib/format";
import { useTranslation } from "#web/lib/translation";
import { ListState } from "./list-state";
import { inquiriesQuery } from "./submissions-api";

function InquiryCard({ inquiry }: { inquiry: InquiryView }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const facts: [string, string | null][] = [
    [t("manage.submissions.inquiries.organization"), inquiry.organization],
    [t("manage.submissions.inquiries.eventDate"), inquiry.eventDate && format.calendarDate(inquiry.eventDate)],
    [
      t("manage.submissions.inquiries.attendees"),
      inquiry.expectedAttendees === null ? null : format.count(inquiry.expectedAttendees),
    ],
  ];
  return (
    <li className="grid gap-3 rounded-lg border border-border bg-card p-4 sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h3 className="font-semibold">{inquiry.name}</h3>
          <p className="text-xs text-muted-foreground">
            {t("manage.submissions.received", { date: format.dateTime(inquiry.createdAt) })}
          </p>
        </div>
        <span className="rounded-full bg-primary/10 px-2.5 py-0.5 text-xs font-medium text-primary">
          {t(`services.planner.eventTypes.${inquiry.eventType}`)}
        </span>
      </div>
      <div className="flex flex-wrap gap-x-6 gap-y-1 text-sm">
        <a
          href={`mailto:${inquiry.email}`}
          className="inline-flex items-center gap-1.5 break-all text-primary hover:underline"
        >
          <Mail className="size-4 shrink-0" aria-hidden="true" />
          <span className="sr-only">{t("manage.submissions.email")}: </span>
          {inquiry.email}
        </a>
        <a href={`tel:${inquiry.phone}`} className="inline-flex items-center gap-1.5 text-primary hover:underline">
          <Phone className="size-4 shrink-0" aria-hidden="true" />
          <span className="sr-only">{t("manage.submissions.phone")}: </span>
          {inquiry.phone}
        </a>
      </div>
      <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-3">
        {facts
          .filter(([, value]) => value)
          .map(([label, value]) => (
            <div key={label}>
              <dt className="text-muted-foreground">{label}</dt>
              <dd className="break-words">{value}</dd>
            </div>
          ))}
      </dl>
      {inquiry.additionalServices.length > 0 && (
        <div className="text-sm">
          <p className="text-muted-foreground">{t("manage.submissions.inquiries.services")}</p>
          <ul className="mt-1 flex flex-wrap gap-1.5">
            {inquiry.additionalServices.map((service) => (
              <li key={service} className="rounded-md bg-muted px-2 py-0.5 text-xs">
                {t(`services.planner.serviceCards.${service}.title`)}
              </li>
            ))}
          </ul>
        </div>
      )}
      {inquiry.eventDescription && (
        <div className="text-sm">
          <p className="text-muted-foreground">{t("manage.submissions.inquiries.description")}</p>
          <p className="mt-1 whitespace-pre-wrap break-words">{inquiry.eventDescription}</p>
        </div>
      )}
    </li>
  );
}

/** Admin tab of /event-manager: planning inquiries sent through /planner, newest first. */
export function InquiriesTab() {
  const { t } = useTranslation();
  const query = useQuery(inquiriesQuery);
  return (
    <ListState
      query={query}
      title={t("manage.submissions.inquiries.title")}
      summary={(list) => t("manage.submissions.inquiries.count", { count: list.total })}
      empty={t("manage.submissions.inquiries.empty")}
    >
      {(list) => (
        <ul className="grid gap-4">
          {list.items.map((inquiry) => (
            <InquiryCard key={inquiry.id} inquiry={inquiry} />
          ))}
        </ul>
      )}
    </ListState>
  );
}
