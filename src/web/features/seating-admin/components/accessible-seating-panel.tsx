import { Accessibility, AlertTriangle, Loader2 } from "lucide-react";
import { type ReactNode, useId, useState } from "react";
import type { AccessibleSectionView } from "#domain/schemas/accessible";
import type { ManagedEvent } from "#domain/schemas/event-form";
import { Button } from "#web/components/ui/button";
import { ConfirmDialog } from "#web/components/ui/confirm-dialog";
import { useEventText } from "#web/lib/event-text";
import { explainError } from "#web/lib/explain-error";
import { useFormatters } from "#web/lib/format";
import { useSectionName } from "#web/lib/section-name";
import { toast } from "#web/lib/toast";
import { useTranslation } from "#web/lib/translation";
import { useAccessibleSeating, useReleaseAccessibleSection } from "../api/accessible-seating";
import { RefusalAlert } from "./refusal-alert";

/**
 * Accessible seating per section: its wheelchair spaces and companion seats, how many are unsold,
 * and whether they are released to general sale. Releasing asks first and is final. The button is
 * the suggested action once the rest of the section is sold out (the rule the server applies);
 * before that it stays available, and says when the rule would suggest it.
 */
export function AccessibleSeatingPanel({ event }: { event: ManagedEvent }) {
  const { t } = useTranslation();
  const text = useEventText();
  const id = useId();
  const seating = useAccessibleSeating(event.id);
  const release = useReleaseAccessibleSection();
  const sectionName = useSectionName();
  const [confirming, setConfirming] = useState<AccessibleSectionView | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);

  function apply(section: AccessibleSectionView) {
    setRefusal(null);
    const name = sectionName(section.key);
    release.mutate(
      { eventId: event.id, section: section.key },
      {
        onSuccess: () => {
          toast.success(t("manage.seating.accessible.releasedTitle"), {
            description: t("manage.seating.accessible.releasedToast", { section: name }),
          });
        },
        onError: (error) => {
          const { title, description } = explainError(t, error);
          setRefusal(description);
          toast.error(title, { description });
        },
      },
    );
  }

  let body: ReactNode;
  if (seating.isPending) {
    body = (
      <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
        <Loader2 className="size-4 animate-spin" aria-hidden="true" />
        {t("manage.seating.accessible.loading")}
      </p>
    );
  } else if (seating.isError) {
    body = (
      <div role="alert" className="flex flex-wrap items-center gap-3 text-sm">
        <AlertTriangle className="size-4 text-destructive" aria-hidden="true" />
        <span>{t("manage.seating.accessible.error")}</span>
        <Button variant="outline" size="sm" onClick={() => seating.refetch()}>
          {t("manage.seating.retry")}
        </Button>
      </div>
    );
  } else if (seating.data.sections.length === 0) {
    body = <p className="text-sm text-muted-foreground">{t("manage.seating.accessible.none")}</p>;
  } else {
    body = (
      <ul className="grid gap-3 md:grid-cols-2 xl:grid-cols-3">
        {seating.data.sections.map((section) => (
          <SectionCard
            key={section.key}
            section={section}
            releasing={release.isPending && release.variables?.section === section.key}
            disabled={release.isPending}
            onRelease={() => setConfirming(section)}
          />
        ))}
      </ul>
    );
  }

  return (
    <section aria-labelledby={`${id}-title`} className="grid gap-3">
      <h3 id={`${id}-title`} className="flex items-center gap-2 text-lg font-semibold">
        <Accessibility className="size-5" aria-hidden="true" />
        {t("manage.seating.accessible.title")}
      </h3>
      <p className="text-sm text-muted-foreground">{t("manage.seating.accessible.lead")}</p>
      <RefusalAlert message={refusal} />
      {body}
      {confirming && (
        <ConfirmDialog
          open
          onOpenChange={(open) => !open && setConfirming(null)}
          title={t("manage.seating.accessible.confirmTitle", { section: sectionName(confirming.key) })}
          description={t(
            confirming.suggested
              ? "manage.seating.accessible.confirmSuggested"
              : "manage.seating.accessible.confirmEarly",
            { spaces: confirming.unsoldSpaces, companions: confirming.unsoldCompanions, event: text.title(event) },
          )}
          cancelLabel={t("manage.seating.cancel")}
          confirmLabel={t("manage.seating.accessible.confirmButton")}
          onConfirm={() => apply(confirming)}
        />
      )}
    </section>
  );
}

interface SectionCardProps {
  section: AccessibleSectionView;
  releasing: boolean;
  disabled: boolean;
  onRelease(): void;
}

function SectionCard({ section, releasing, disabled, onRelease }: SectionCardProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const sectionName = useSectionName();
  const id = useId();
  const name = sectionName(section.key);
  const facts = [
    { key: "spaces", label: t("manage.seating.accessible.spaces"), value: format.count(section.spaces) },
    { key: "unsold", label: t("manage.seating.accessible.unsold"), value: format.count(section.unsoldSpaces) },
    { key: "companions", label: t("manage.seating.accessible.companions"), value: format.count(section.companions) },
    {
      key: "unsoldCompanions",
      label: t("manage.seating.accessible.unsoldCompanions"),
      value: format.count(section.unsoldCompanions),
    },
  ];
  return (
    <li
      className={`grid gap-3 rounded-lg border bg-card p-4 ${section.suggested ? "border-primary ring-1 ring-primary" : "border-border"}`}
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h4 className="font-semibold">{name}</h4>
        <span className="text-sm font-medium">
          {section.released ? t("manage.seating.accessible.released") : t("manage.seating.accessible.notReleased")}
        </span>
      </div>
      <dl className="grid grid-cols-2 gap-2 rounded-md bg-muted p-2 text-center sm:grid-cols-4">
        {facts.map((fact) => (
          <div key={fact.key} className="flex min-w-0 flex-col-reverse">
            <dt className="text-xs text-muted-foreground">{fact.label}</dt>
            <dd className="font-semibold tabular-nums">{fact.value}</dd>
          </div>
        ))}
      </dl>
      {section.released ? (
        <p className="text-sm text-muted-foreground">
          {section.releasedAt
            ? t("manage.seating.accessible.releasedOn", { date: format.shortDate(section.releasedAt) })
            : t("manage.seating.accessible.releasedNote")}
        </p>
      ) : (
        <>
          <p id={`${id}-rule`} className="text-sm">
            {section.suggested
              ? t("manage.seating.accessible.suggested")
              : t("manage.seating.accessible.notSuggested", { count: section.otherSeatsAvailable })}
          </p>
          <Button
            variant={section.suggested ? "default" : "outline"}
            onClick={onRelease}
            disabled={disabled || section.unsoldSpaces + section.unsoldCompanions === 0}
            aria-label={releasing ? undefined : t("manage.seating.accessible.releaseLabel", { section: name })}
            aria-describedby={`${id}-rule`}
          >
            {releasing && <Loader2 className="animate-spin" aria-hidden="true" />}
            {releasing ? t("manage.seating.accessible.releasing") : t("manage.seating.accessible.release")}
          </Button>
        </>
      )}
    </li>
  );
}
