import { ChevronLeft, ChevronRight, ZoomOut } from "lucide-react";
import { Button } from "#web/components/ui/button";
import { useTranslation } from "#web/lib/translation";

interface ZoomBarProps {
  sections: readonly { key: string }[];
  current: string;
  onZoomOut(): void;
  onZoom(key: string): void;
}

/** A zoomed section's way back to the whole house, and to the sections before and after it. */
export function ZoomBar({ sections, current, onZoomOut, onZoom }: ZoomBarProps) {
  const { t } = useTranslation();
  const keys = sections.map((s) => s.key);
  const index = keys.indexOf(current);
  const previous = keys[index - 1];
  const next = keys[index + 1];
  return (
    <div data-zoom-bar className="mt-4 flex items-center justify-between gap-2">
      <Button variant="outline" className="h-11" onClick={onZoomOut}>
        <ZoomOut aria-hidden="true" />
        {t("tickets.chart.zoomOut")}
      </Button>
      <div className="flex gap-2">
        <Button
          variant="outline"
          size="icon"
          className="size-11"
          disabled={!previous}
          aria-label={t("tickets.chart.previousSection")}
          onClick={() => previous && onZoom(previous)}
        >
          <ChevronLeft aria-hidden="true" />
        </Button>
        <Button
          variant="outline"
          size="icon"
          className="size-11"
          disabled={!next}
          aria-label={t("tickets.chart.nextSection")}
          onClick={() => next && onZoom(next)}
        >
          <ChevronRight aria-hidden="true" />
        </Button>
      </div>
    </div>
  );
}
