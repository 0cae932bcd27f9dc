import { Loader2 } from "lucide-react";
import { type ReactNode, useId } from "react";
import type { ManagedEvent } from "#domain/schemas/event-form";
import { Button } from "#web/components/ui/button";
import { Checkbox } from "#web/components/ui/checkbox";
import { Label } from "#web/components/ui/input";
import { useEventText } from "#web/lib/event-text";
import { explainError } from "#web/lib/explain-error";
import { toast } from "#web/lib/toast";
import { useTranslation } from "#web/lib/translation";
import { useEventIdChecks, useSetIdChecks } from "../api/id-checks";

/**
 * Whether the event's door checks photo ID: only then do the scanners get holders' names. Saved
 * as soon as it is switched.
 */
export function IdChecksField({ event }: { event: ManagedEvent }) {
  const { t } = useTranslation();
  const text = useEventText();
  const id = useId();
  const current = useEventIdChecks(event.id);
  const save = useSetIdChecks();

  let body: ReactNode;
  if (current.isPending) {
    body = (
      <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
        <Loader2 className="size-4 animate-spin" aria-hidden="true" />
        {t("seatLimits.idChecks.loading")}
      </p>
    );
  } else if (current.isError) {
    body = (
      <div role="alert" className="flex flex-wrap items-center gap-3 text-sm">
        <p>{t("seatLimits.idChecks.loadError")}</p>
        <Button variant="outline" size="sm" onClick={() => current.refetch()}>
          {t("seatLimits.idChecks.retry")}
        </Button>
      </div>
    );
  } else {
    const checked = save.isPending ? save.variables.idChecks : current.data.idChecks;
    body = (
      <div className="flex items-start gap-3">
        <Checkbox
          id={`${id}-on`}
          checked={checked}
          disabled={save.isPending}
          aria-describedby={`${id}-hint`}
          className="mt-1"
          onCheckedChange={(value) =>
            save.mutate(
              { eventId: event.id, idChecks: value === true },
              {
                onSuccess: (result) =>
                  toast.success(t("seatLimits.idChecks.savedTitle"), {
                    description: result.idChecks
                      ? t("seatLimits.idChecks.savedOn", { event: text.title(event) })
                      : t("seatLimits.idChecks.savedOff", { event: text.title(event) }),
                  }),
                onError: (failure) =>
                  toast.error(t("seatLimits.idChecks.errorTitle"), {
                    description: explainError(t, failure).description,
                  }),
              },
            )
          }
        />
        <Label htmlFor={`${id}-on`} className="leading-6 font-normal">
          {t("seatLimits.idChecks.label")}
        </Label>
        {save.isPending && <Loader2 className="mt-1 size-4 animate-spin" aria-hidden="true" />}
      </div>
    );
  }

  return (
    <section aria-labelledby={`${id}-title`} className="grid gap-3">
      <h3 id={`${id}-title`} className="text-lg font-semibold">
        {t("seatLimits.idChecks.title")}
      </h3>
      <p id={`${id}-hint`} className="text-sm text-muted-foreground sm:max-w-xl">
        {t("seatLimits.idChecks.hint")}
      </p>
      {body}
    </section>
  );
}
