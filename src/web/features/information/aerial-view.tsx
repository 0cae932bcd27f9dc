import { useQuery } from "@tanstack/react-query";
import { Info, Loader2 } from "lucide-react";
import { type RefObject, useEffect, useRef, useState } from "react";
import type { AerialView as AerialAnswer } from "#domain/schemas/aerial";
import { venueAddressLine } from "#domain/venue";
import { useTranslation } from "#web/lib/translation";
import { aerialViewQuery } from "./aerial-view-api";

const SATELLITE_MAP_URL = `https://www.google.com/maps?q=${encodeURIComponent(venueAddressLine)}&t=k&z=17&output=embed`;

/** Why the satellite map shows instead of the video. */
const FALLBACK_MESSAGE = {
  processing: "services.information.aerial.processing",
  not_found: "services.information.aerial.notFound",
  error: "services.information.aerial.error",
  unreachable: "services.information.aerial.unreachable",
} as const;
type Fallback = keyof typeof FALLBACK_MESSAGE;

const frame = "aspect-video w-full overflow-hidden rounded-md border border-border bg-muted";

function prefersReducedMotion(): boolean {
  return typeof window !== "undefined" && window.matchMedia?.("(prefers-reduced-motion: reduce)").matches;
}

/** True once `element` has come within `margin` of the screen (and from then on). */
function useSeen(element: RefObject<Element | null>, margin: string): boolean {
  const [seen, setSeen] = useState(false);
  useEffect(() => {
    const target = element.current;
    if (seen || !target) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setSeen(true);
      },
      { rootMargin: margin },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [element, margin, seen]);
  return seen;
}

/**
 * The embedded satellite map, loaded once its frame comes near the screen: the map is another
 * site's page with much script of its own, which must not compete with this page's first view.
 * Its frame holds the same room until then.
 */
function SatelliteMap() {
  const { t } = useTranslation();
  const place = useRef<HTMLDivElement>(null);
  const seen = useSeen(place, "200px");
  if (!seen) return <div ref={place} className={frame} />;
  return (
    <iframe
      className={frame}
      src={SATELLITE_MAP_URL}
      title={t("services.information.aerial.mapTitle", { address: venueAddressLine })}
      loading="lazy"
      referrerPolicy="no-referrer-when-downgrade"
    />
  );
}

function Video({ answer, onFail }: { answer: Extract<AerialAnswer, { state: "ready" }>; onFail: () => void }) {
  const { t } = useTranslation();
  const description = t("services.information.aerial.videoDescription", { address: venueAddressLine });
  return (
    <figure className="grid gap-2">
      {/* A silent aerial flyover: there is no speech to caption; the figure caption describes it. */}
      <video
        className={frame}
        src={answer.videoUrl}
        poster={answer.posterUrl ?? undefined}
        aria-label={t("services.information.aerial.videoLabel", { address: venueAddressLine })}
        controls
        muted
        loop
        playsInline
        autoPlay={!prefersReducedMotion()}
        onError={onFail}
      />
      <figcaption className="text-sm text-muted-foreground">{description}</figcaption>
    </figure>
  );
}

/**
 * The venue from above: the aerial video when the server found one,
 * otherwise the embedded satellite map, saying why when something went wrong.
 */
export function AerialView() {
  const { t } = useTranslation();
  const query = useQuery(aerialViewQuery);
  const [videoFailed, setVideoFailed] = useState(false);

  if (query.isPending) {
    return (
      <div className={`${frame} flex items-center justify-center gap-2 text-muted-foreground`} role="status">
        <Loader2 className="size-5 animate-spin" aria-hidden="true" />
        <span>{t("services.information.aerial.loading")}</span>
      </div>
    );
  }

  const answer = query.data;
  if (answer?.state === "ready" && !videoFailed) return <Video answer={answer} onFail={() => setVideoFailed(true)} />;

  let fallback: Fallback | null = null;
  if (query.isError) fallback = "unreachable";
  else if (videoFailed) fallback = "error";
  else if (answer && answer.state !== "ready" && answer.state !== "not_configured") fallback = answer.state;

  return (
    <div className="grid gap-2">
      {fallback && (
        <p role="status" className="flex items-start gap-2 rounded-md bg-muted px-3 py-2 text-sm">
          <Info className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
          <span>
            {t(FALLBACK_MESSAGE[fallback])} {t("services.information.aerial.showingMap")}
          </span>
        </p>
      )}
      <SatelliteMap />
    </div>
  );
}
