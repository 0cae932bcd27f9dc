import { Loader2, Trash2 } from "lucide-react";
import { useId, useRef, useState } from "react";
import type { ManagedEvent } from "#domain/schemas/event-form";
import { Button } from "#web/components/ui/button";
import { ConfirmDialog } from "#web/components/ui/confirm-dialog";
import { useEventText } from "#web/lib/event-text";
import { useFormatters } from "#web/lib/format";
import { useSectionName } from "#web/lib/section-name";
import { toast } from "#web/lib/toast";
import { useTranslation } from "#web/lib/translation";
import { useDeleteSection } from "../api/seating-admin";
import { seatingFailure } from "../lib/seating-error";
import type { SectionStats } from "../lib/section-stats";
import { RefusalAlert } from "./refusal-alert";

interface SectionListProps {
  event: ManagedEvent;
  sections: readonly SectionStats[];
}

/**
 * Each section's rows, seats, sales, holds and price, with a delete that asks first. A section with
 * seats sold or on hold cannot be deleted (the server refuses it too): its button is disabled and
 * says why, as the layout change does.
 */
export function SectionList({ event, sections }: SectionListProps) {
  const { t } = useTranslation();
  const text = useEventText();
  const format = useFormatters();
  const sectionName = useSectionName();
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const [confirming, setConfirming] = useState<SectionStats | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const remove = useDeleteSection();

  function price(section: SectionStats) {
    return section.minPriceCents === section.maxPriceCents
      ? format.money(section.minPriceCents)
      : `${format.money(section.minPriceCents)}–${format.money(section.maxPriceCents)}`;
  }

  function apply(section: SectionStats) {
    setRefusal(null);
    const name = sectionName(section.key);
    remove.mutate(
      { eventId: event.id, section: section.key },
      {
        onSuccess: (result) => {
          toast.success(t("manage.seating.sectionDeletedTitle"), {
            description: t("manage.seating.sectionDeleted", { section: name, count: result.deleted }),
          });
          // The deleted section's button is gone: the focus goes to the list, not to the page's top.
          heading.current?.focus();
        },
        onError: (error) => {
          const failure = seatingFailure(t, error);
          if (failure.refused) setRefusal(failure.message);
          toast.error(t("manage.seating.deleteErrorTitle"), { description: failure.message });
        },
      },
    );
  }

  return (
    <section aria-labelledby={`${id}-title`} className="grid gap-3">
      <h3 id={`${id}-title`} ref={heading} tabIndex={-1} className="text-lg font-semibold outline-none">
        {t("manage.seating.sectionsTitle")}
      </h3>
      <RefusalAlert message={refusal} />
      {sections.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t("manage.seating.noSections")}</p>
      ) : (
        <ul className="grid gap-3 md:grid-cols-2 xl:grid-cols-3">
          {sections.map((section) => {
            const name = sectionName(section.key);
            const deleting = remove.isPending && remove.variables?.section === section.key;
            const locked = section.sold > 0 || section.held > 0;
            const lockedId = `${id}-${section.key}-locked`;
            const facts = [
              {
                key: "rows",
                label: t("manage.seating.columns.rows"),
                value: t("manage.seating.rowRange", { from: section.firstRow, to: section.lastRow }),
              },
              { key: "seats", label: t("manage.seating.columns.seats"), value: format.count(section.seats) },
              { key: "sold", label: t("manage.seating.columns.sold"), value: format.count(section.sold) },
              { key: "held", label: t("manage.seating.columns.held"), value: format.count(section.held) },
            ];
            return (
              <li key={section.key} className="grid gap-3 rounded-lg border border-border bg-card p-4">
                <div className="flex items-start justify-between gap-3">
                  <div className="grid">
                    <h4 className="font-semibold">{name}</h4>
                    <span className="text-sm tabular-nums text-muted-foreground">
                      <span className="sr-only">{t("manage.seating.columns.price")}: </span>
                      {price(section)}
                    </span>
                  </div>
                  <Button
                    variant="outline"
                    size="sm"
                    onClick={() => setConfirming(section)}
                    disabled={remove.isPending || locked}
                    aria-label={deleting ? undefined : t("manage.seating.deleteSectionLabel", { section: name })}
                    aria-describedby={locked ? lockedId : undefined}
                    className="text-destructive"
                  >
                    {deleting ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Trash2 aria-hidden="true" />}
                    {deleting ? t("manage.seating.deleting") : t("manage.seating.deleteSection")}
                  </Button>
                </div>
                <dl className="grid grid-cols-4 gap-2 rounded-md bg-muted p-2 text-center">
                  {facts.map((fact) => (
                    <div key={fact.key} className="flex min-w-0 flex-col-reverse">
                      <dt className="truncate text-xs text-muted-foreground">{fact.label}</dt>
                      <dd className="font-semibold tabular-nums">{fact.value}</dd>
                    </div>
                  ))}
                </dl>
                {locked && (
                  <p id={lockedId} className="text-sm text-muted-foreground">
                    {t("manage.seating.deleteSectionLocked")}
                  </p>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {confirming && (
        <ConfirmDialog
          open
          onOpenChange={(open) => !open && setConfirming(null)}
          destructive
          title={t("manage.seating.confirmDeleteTitle", { section: sectionName(confirming.key) })}
          description={t("manage.seating.confirmDelete", {
            seats: format.count(confirming.seats),
            event: text.title(event),
          })}
          cancelLabel={t("manage.seating.cancel")}
          confirmLabel={t("manage.seating.confirmDeleteButton")}
          onConfirm={() => apply(confirming)}
        />
      )}
    </section>
  );
}
