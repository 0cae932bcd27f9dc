import { ArrowRight, Check, Hourglass, Undo2, X } from "lucide-react";
import { changedFields, type EventDetailField, type EventDetails } from "#domain/schemas/event-changes";
import type { ManagedEvent } from "#domain/schemas/event-form";
import { Button } from "#web/components/ui/button";
import { explainError } from "#web/lib/explain-error";
import { useFormatters } from "#web/lib/format";
import { toast } from "#web/lib/toast";
import { useTranslation } from "#web/lib/translation";
import { type ChangeAction, useEventChangeAction } from "../api/managed-events";

interface PendingChangeProps {
  event: ManagedEvent;
  /** Admins approve or reject; the event's manager withdraws. */
  canApprove: boolean;
}

/**
 * A change to an approved event that waits for an admin: what it changes (old → new), what it does
 * to the rental's price, and the decision (admins) or withdrawal (its manager).
 */
export function PendingChange({ event, canApprove }: PendingChangeProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const action = useEventChangeAction();
  const change = event.pendingChange;
  if (!change || event.cancelledAt) return null;
  const current: EventDetails = {
    title: event.title,
    description: event.description,
    titleEs: event.titleEs,
    descriptionEs: event.descriptionEs,
    eventDate: event.eventDate,
    venue: event.venue,
    imageUrl: event.imageUrl,
    rentalHours: event.rentalHours,
  };
  const fields = changedFields(current, change.proposed);

  function shown(field: EventDetailField, details: EventDetails): string {
    if (field === "eventDate") return format.fullDate(details.eventDate);
    if (field === "imageUrl") return details.imageUrl ? t("manage.changes.imageSet") : t("manage.changes.imageNone");
    if (field === "rentalHours") {
      return details.rentalHours === null
        ? t("manage.changes.empty")
        : t("manage.events.details.rentalHours", { count: details.rentalHours });
    }
    const value = details[field];
    return value ? String(value) : t("manage.changes.empty");
  }

  const done: Record<ChangeAction, string> = {
    approve: t("manage.changes.toasts.approved"),
    reject: t("manage.changes.toasts.rejected"),
    withdraw: t("manage.changes.toasts.withdrawn"),
  };
  function act(kind: ChangeAction) {
    if (!change) return;
    action.mutate(
      { id: event.id, changeId: change.id, action: kind },
      {
        onSuccess: () => toast.success(done[kind]),
        onError: (error) => {
          const { title, description } = explainError(t, error);
          toast.error(title, { description });
        },
      },
    );
  }

  const headingId = `pending-change-${event.id}`;
  const working = action.isPending;
  return (
    <section
      aria-labelledby={headingId}
      className="grid gap-2 rounded-md border border-amber-600/40 bg-amber-50 p-3 text-sm text-amber-950 dark:bg-amber-950/40 dark:text-amber-50"
    >
      <h4 id={headingId} className="flex items-center gap-2 font-semibold">
        <Hourglass className="size-4 shrink-0" aria-hidden="true" />
        {t("manage.changes.pendingTitle")}
      </h4>
      <p>
        {canApprove
          ? t("manage.changes.pendingAdmin", { date: format.dateTime(change.createdAt) })
          : t("manage.changes.pendingManager")}
      </p>
      <dl className="grid gap-1.5">
        {fields.map((field) => (
          <div key={field} className="grid gap-0.5 sm:grid-cols-[9rem_1fr] sm:gap-2">
            <dt className="font-medium">{t(`manage.changes.field.${field}`)}</dt>
            <dd className="flex min-w-0 flex-wrap items-center gap-1 break-words">
              <span className="sr-only">
                {t("manage.changes.fromTo", { from: shown(field, current), to: shown(field, change.proposed) })}
              </span>
              <span aria-hidden="true" className="line-clamp-2 text-amber-900/80 line-through dark:text-amber-100/70">
                {shown(field, current)}
              </span>
              <ArrowRight className="size-3.5 shrink-0" aria-hidden="true" />
              <span aria-hidden="true" className="line-clamp-2 font-medium">
                {shown(field, change.proposed)}
              </span>
            </dd>
          </div>
        ))}
      </dl>
      {change.priceDeltaCents < 0 && (
        <p>{t("manage.changes.refundDelta", { amount: format.money(-change.priceDeltaCents) })}</p>
      )}
      {change.priceDeltaCents > 0 && (
        <p>{t("manage.changes.chargeDelta", { amount: format.money(change.priceDeltaCents) })}</p>
      )}
      <div className="flex flex-wrap gap-2">
        {canApprove && (
          <>
            <Button size="sm" onClick={() => act("approve")} disabled={working}>
              <Check aria-hidden="true" />
              {t("manage.changes.approve")}
            </Button>
            <Button size="sm" variant="outline" onClick={() => act("reject")} disabled={working}>
              <X aria-hidden="true" />
              {t("manage.changes.reject")}
            </Button>
          </>
        )}
        {event.canChange && !canApprove && (
          <Button size="sm" variant="outline" onClick={() => act("withdraw")} disabled={working}>
            <Undo2 aria-hidden="true" />
            {t("manage.changes.withdraw")}
          </Button>
        )}
      </div>
      {working && (
        <p className="sr-only" role="status">
          {t("manage.changes.working")}
        </p>
      )}
    </section>
  );
}
