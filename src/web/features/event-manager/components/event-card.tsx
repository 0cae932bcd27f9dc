import { Ban, CalendarDays, Clock, MapPin } from "lucide-react";
import { eventImageFor, eventImageUrl } from "#domain/events";
import type { ManagedEvent } from "#domain/schemas/event-form";
import { useSession } from "#web/features/auth";
import { useEventText } from "#web/lib/event-text";
import { useFormatters } from "#web/lib/format";
import { useTranslation } from "#web/lib/translation";
import { EventActions } from "./event-actions";
import { PendingChange } from "./pending-change";
import { StatusBadge } from "./status-badge";

interface EventCardProps {
  event: ManagedEvent;
  canApprove: boolean;
  onEdit(event: ManagedEvent): void;
}

/** One event of the management list: picture, status, when and where, and what the caller may do. */
export function EventCard({ event, canApprove, onEdit }: EventCardProps) {
  const { t } = useTranslation();
  const text = useEventText();
  const format = useFormatters();
  const { user } = useSession();
  const image = eventImageUrl(eventImageFor({ title: text.title(event), uploadedUrl: event.imageUrl }));
  return (
    <li className="grid overflow-hidden rounded-lg border border-border bg-card text-card-foreground shadow-sm sm:grid-cols-[10rem_1fr]">
      <img
        src={image}
        alt=""
        loading="lazy"
        decoding="async"
        className="aspect-video h-full w-full bg-muted object-cover sm:aspect-auto"
      />
      <div className="grid content-start gap-3 p-4">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h3 className="text-lg font-semibold leading-tight">{text.title(event)}</h3>
          {event.cancelledAt ? (
            <span className="inline-flex items-center gap-1 rounded-full border border-red-600/40 bg-red-50 px-2 py-0.5 text-xs font-semibold text-red-900 dark:bg-red-950/50 dark:text-red-100">
              <Ban className="size-3.5" aria-hidden="true" />
              {t("manage.money.cancelledBadge")}
            </span>
          ) : (
            <StatusBadge status={event.approvalStatus} />
          )}
        </div>
        <dl className="grid gap-1 text-sm text-muted-foreground">
          <div className="flex items-center gap-2">
            <dt className="sr-only">{t("manage.events.fields.date")}</dt>
            <CalendarDays className="size-4 shrink-0" aria-hidden="true" />
            <dd>{format.fullDate(event.eventDate)}</dd>
          </div>
          <div className="flex items-center gap-2">
            <dt className="sr-only">{t("manage.events.fields.venue")}</dt>
            <MapPin className="size-4 shrink-0" aria-hidden="true" />
            <dd>{event.venue}</dd>
          </div>
          {event.rentalHours !== null && (
            <div className="flex items-center gap-2">
              <dt className="sr-only">{t("manage.events.fields.rentalHours")}</dt>
              <Clock className="size-4 shrink-0" aria-hidden="true" />
              <dd>{t("manage.events.details.rentalHours", { count: event.rentalHours })}</dd>
            </div>
          )}
        </dl>
        {event.cancelledAt && (
          <p className="rounded-md border border-red-600/30 bg-red-50 p-2 text-sm text-red-950 dark:bg-red-950/40 dark:text-red-50">
            {t("manage.money.cancelledOn", { date: format.dateTime(event.cancelledAt) })}
            {event.cancelReason && (
              <span className="block break-words">
                {t("manage.money.cancelledReason", { reason: event.cancelReason })}
              </span>
            )}
          </p>
        )}
        {text.description(event) && <p className="line-clamp-3 text-sm">{text.description(event)}</p>}
        {user && event.createdBy === user.id && canApprove && (
          <p className="text-xs text-muted-foreground">{t("manage.events.details.yours")}</p>
        )}
        <PendingChange event={event} canApprove={canApprove} />
        <EventActions event={event} canApprove={canApprove} onEdit={onEdit} />
      </div>
    </li>
  );
}
