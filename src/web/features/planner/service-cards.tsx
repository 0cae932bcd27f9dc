import { Camera, ClipboardList, Palette, Shield, Speaker, UtensilsCrossed } from "lucide-react";
import { useId } from "react";
import { ADDITIONAL_SERVICES, type AdditionalService } from "#domain/schemas/submission-fields";
import { Checkbox } from "#web/components/ui/checkbox";
import { useTranslation } from "#web/lib/translation";

const ICONS = {
  audiovisual: Speaker,
  catering: UtensilsCrossed,
  coordination: ClipboardList,
  security: Shield,
  decorations: Palette,
  photography: Camera,
} satisfies Record<AdditionalService, unknown>;

function ServiceCard({
  service,
  checked,
  onToggle,
}: {
  service: AdditionalService;
  checked: boolean;
  onToggle: (checked: boolean) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const Icon = ICONS[service];
  return (
    <li>
      <label
        htmlFor={id}
        className="flex h-full cursor-pointer gap-3 rounded-lg border border-border bg-background p-4 transition-colors hover:bg-muted has-[[data-state=checked]]:border-primary has-[[data-state=checked]]:bg-primary/10 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring"
      >
        <Checkbox
          id={id}
          checked={checked}
          onCheckedChange={(value) => onToggle(value === true)}
          aria-labelledby={`${id}-title`}
          aria-describedby={`${id}-body`}
          className="mt-0.5 focus-visible:outline-none"
        />
        <span className="grid gap-1">
          <span id={`${id}-title`} className="flex items-center gap-2 font-medium">
            <Icon className="size-4 text-primary" aria-hidden="true" />
            {t(`services.planner.serviceCards.${service}.title`)}
          </span>
          <span id={`${id}-body`} className="text-sm text-muted-foreground">
            {t(`services.planner.serviceCards.${service}.body`)}
          </span>
        </span>
      </label>
    </li>
  );
}

/** /planner: the six additional services, each a card that toggles when chosen. */
export function ServiceCards({
  selected,
  onChange,
  error,
}: {
  selected: readonly AdditionalService[];
  onChange: (next: AdditionalService[]) => void;
  error?: string | null;
}) {
  const { t } = useTranslation();
  const hintId = useId();
  const toggle = (service: AdditionalService, on: boolean) =>
    onChange(ADDITIONAL_SERVICES.filter((s) => (s === service ? on : selected.includes(s))));
  return (
    <fieldset className="grid gap-3" aria-describedby={hintId}>
      <legend className="text-sm font-medium">{t("services.planner.services")}</legend>
      <p id={hintId} className="text-xs text-muted-foreground">
        {t("services.planner.servicesHint")}
      </p>
      <ul className="grid gap-3 sm:grid-cols-2">
        {ADDITIONAL_SERVICES.map((service) => (
          <ServiceCard
            key={service}
            service={service}
            checked={selected.includes(service)}
            onToggle={(on) => toggle(service, on)}
          />
        ))}
      </ul>
      {error && (
        <p className="text-sm text-destructive" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
