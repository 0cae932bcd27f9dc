import { Loader2 } from "lucide-react";
import { useId, useState } from "react";
import type { ManagedEvent } from "#domain/schemas/event-form";
import { isLayoutId, LAYOUT_IDS, type LayoutId, layoutSections, seatCount } from "#domain/seating/layouts";
import { Button } from "#web/components/ui/button";
import { ConfirmDialog } from "#web/components/ui/confirm-dialog";
import { useEventText } from "#web/lib/event-text";
import { useFormatters } from "#web/lib/format";
import { useSectionName } from "#web/lib/section-name";
import { toast } from "#web/lib/toast";
import { useTranslation } from "#web/lib/translation";
import { useChangeLayout } from "../api/seating-admin";
import { seatingFailure } from "../lib/seating-error";
import { RefusalAlert } from "./refusal-alert";

const option =
  "flex cursor-pointer items-start gap-3 rounded-md border border-border p-3 text-sm has-checked:border-primary has-checked:bg-muted has-focus-visible:outline-2 has-focus-visible:outline-ring";

interface LayoutChooserProps {
  event: ManagedEvent;
  current: string;
  currentSeats: number;
}

/** The five plans with their seat counts; a change asks first. */
export function LayoutChooser({ event, current, currentSeats }: LayoutChooserProps) {
  const { t } = useTranslation();
  const text = useEventText();
  const format = useFormatters();
  const sectionName = useSectionName();
  const id = useId();
  const [choice, setChoice] = useState<LayoutId | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const change = useChangeLayout();
  const chosen = choice ?? (isLayoutId(current) ? current : null);
  const layoutName = (layout: LayoutId) => t(`manage.seating.layouts.${layout}`);

  function apply() {
    if (!chosen) return;
    setRefusal(null);
    change.mutate(
      { eventId: event.id, layout: chosen },
      {
        onSuccess: (result) => {
          if (result.seats === 0) {
            toast.error(t("manage.seating.layoutErrorTitle"), { description: t("manage.seating.noSeatsGenerated") });
            return;
          }
          setChoice(null);
          toast.success(t("manage.seating.layoutChangedTitle"), {
            description: t("manage.seating.layoutChanged", {
              event: text.title(event),
              layout: layoutName(chosen),
              seats: format.count(result.seats),
            }),
          });
        },
        onError: (error) => {
          const failure = seatingFailure(t, error);
          if (failure.refused) setRefusal(failure.message);
          toast.error(t("manage.seating.layoutErrorTitle"), {
            description: t("manage.seating.layoutError", { reason: failure.message }),
          });
        },
      },
    );
  }

  return (
    <section aria-labelledby={`${id}-title`} className="grid gap-3">
      <h3 id={`${id}-title`} className="text-lg font-semibold">
        {t("manage.seating.layoutTitle")}
      </h3>
      <p id={`${id}-hint`} className="text-sm text-muted-foreground">
        {t("manage.seating.layoutHint")}
      </p>
      <fieldset className="grid gap-2 sm:grid-cols-2 xl:grid-cols-3" aria-describedby={`${id}-hint`}>
        <legend className="sr-only">{t("manage.seating.layoutTitle")}</legend>
        {LAYOUT_IDS.map((layout) => (
          <label key={layout} className={option}>
            <input
              type="radio"
              name={`${id}-layout`}
              value={layout}
              checked={chosen === layout}
              onChange={() => setChoice(layout)}
              className="mt-0.5 size-4 shrink-0 accent-primary"
            />
            <span className="grid gap-0.5">
              <span className="flex flex-wrap items-center gap-2 font-medium">
                {layoutName(layout)}
                {layout === current && (
                  <span className="rounded-full bg-primary px-2 py-0.5 text-xs text-primary-foreground">
                    {t("manage.seating.current")}
                  </span>
                )}
              </span>
              <span className="tabular-nums text-muted-foreground">
                {t("manage.seating.layoutSeats", { seats: format.count(seatCount(layout)) })}
              </span>
              <span className="text-xs text-muted-foreground">
                {layoutSections(layout)
                  .map((section) => sectionName(section.key))
                  .join(" · ")}
              </span>
            </span>
          </label>
        ))}
      </fieldset>
      <div>
        <Button
          onClick={() => setConfirming(true)}
          disabled={!chosen || chosen === current || change.isPending}
          className="w-full sm:w-auto"
        >
          {change.isPending && <Loader2 className="animate-spin" aria-hidden="true" />}
          {change.isPending ? t("manage.seating.changing") : t("manage.seating.changeLayout")}
        </Button>
      </div>
      <RefusalAlert message={refusal} />
      {chosen && (
        <ConfirmDialog
          open={confirming}
          onOpenChange={setConfirming}
          title={t("manage.seating.confirmLayoutTitle")}
          description={t("manage.seating.confirmLayout", {
            current: format.count(currentSeats),
            event: text.title(event),
            layout: layoutName(chosen),
            next: format.count(seatCount(chosen)),
          })}
          cancelLabel={t("manage.seating.cancel")}
          confirmLabel={t("manage.seating.changeLayout")}
          onConfirm={apply}
        />
      )}
    </section>
  );
}
