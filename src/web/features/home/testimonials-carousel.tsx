import { ChevronLeft, ChevronRight, Pause, Play, Star } from "lucide-react";
import { type KeyboardEvent, useEffect, useId, useState } from "react";
import { Button } from "#web/components/ui/button";
import { useTranslation } from "#web/lib/translation";
import { useMediaQuery } from "#web/lib/use-media-query";
import { nextPosition, positionsFor } from "./carousel";

const TESTIMONIALS = ["t1", "t2", "t3", "t4", "t5", "t6"] as const;
const RATING = 5;
const STARS = ["one", "two", "three", "four", "five"].slice(0, RATING);
/** The carousel moves on every 5 seconds. */
export const ROTATION_MS = 5000;

/**
 * The testimonials, as the WAI-ARIA carousel pattern: six five-star reviews, one, two or
 * three in view (<768, <1024, ≥1024 px), rotating every 5 s and looping. Rotation stops while
 * the pointer or keyboard focus is inside, and for good with the pause button; a visitor who
 * prefers reduced motion starts paused. Arrow keys move between reviews.
 */
export function TestimonialsCarousel() {
  const { t } = useTranslation();
  const regionId = useId();
  const medium = useMediaQuery("(min-width: 768px)");
  const large = useMediaQuery("(min-width: 1024px)");
  const calm = useMediaQuery("(prefers-reduced-motion: reduce)");
  const perView = large ? 3 : medium ? 2 : 1;
  const positions = positionsFor(TESTIMONIALS.length, perView);

  const [index, setIndex] = useState(0);
  const [stopped, setStopped] = useState<boolean | null>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const paused = stopped ?? calm;
  const rotating = !paused && !hovered && !focused;
  const current = Math.min(index, positions - 1);

  useEffect(() => {
    if (!rotating) return;
    const timer = window.setInterval(() => setIndex((i) => nextPosition(i, positions, 1)), ROTATION_MS);
    return () => window.clearInterval(timer);
  }, [rotating, positions]);

  const move = (step: 1 | -1) => setIndex((i) => nextPosition(Math.min(i, positions - 1), positions, step));

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === "ArrowRight") move(1);
    else if (event.key === "ArrowLeft") move(-1);
    else return;
    event.preventDefault();
  }

  return (
    <section
      aria-roledescription="carousel"
      aria-label={t("listings.home.carousel.label")}
      className="mt-8"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
      onKeyDown={onKeyDown}
    >
      <div className="mb-4 flex items-center justify-end gap-2">
        <Button
          variant="outline"
          size="icon"
          onClick={() => setStopped(!paused)}
          aria-label={t(paused ? "listings.home.carousel.play" : "listings.home.carousel.pause")}
        >
          {paused ? <Play aria-hidden="true" /> : <Pause aria-hidden="true" />}
        </Button>
        <Button
          variant="outline"
          size="icon"
          onClick={() => move(-1)}
          aria-controls={regionId}
          aria-label={t("listings.home.carousel.previous")}
        >
          <ChevronLeft aria-hidden="true" />
        </Button>
        <Button
          variant="outline"
          size="icon"
          onClick={() => move(1)}
          aria-controls={regionId}
          aria-label={t("listings.home.carousel.next")}
        >
          <ChevronRight aria-hidden="true" />
        </Button>
      </div>
      <div id={regionId} className="overflow-hidden" aria-live={rotating ? "off" : "polite"}>
        <div
          className="flex transition-transform duration-700 ease-out"
          style={{ transform: `translateX(-${(current * 100) / perView}%)` }}
        >
          {TESTIMONIALS.map((id, i) => {
            const visible = i >= current && i < current + perView;
            return (
              // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern's slide is a group, not a form fieldset.
              <div
                key={id}
                role="group"
                aria-roledescription="slide"
                aria-label={t("listings.home.carousel.slide", { index: i + 1, total: TESTIMONIALS.length })}
                aria-hidden={!visible}
                inert={!visible}
                className="shrink-0 px-3"
                style={{ flexBasis: `${100 / perView}%` }}
                data-testid="testimonial"
              >
                <figure className="flex h-full flex-col gap-4 rounded-xl border border-border bg-card p-6 shadow-sm">
                  <p
                    className="flex gap-0.5 text-amber-500"
                    role="img"
                    aria-label={t("listings.home.carousel.rating", { rating: RATING })}
                  >
                    {STARS.map((star) => (
                      <Star key={star} className="size-5 fill-current" aria-hidden="true" />
                    ))}
                  </p>
                  <blockquote className="flex-1 text-base">“{t(`listings.home.testimonials.${id}.quote`)}”</blockquote>
                  <figcaption>
                    <span className="block font-semibold">{t(`listings.home.testimonials.${id}.name`)}</span>
                    <span className="text-sm text-muted-foreground">
                      {t(`listings.home.testimonials.${id}.context`)}
                    </span>
                  </figcaption>
                </figure>
              </div>
            );
          })}
        </div>
      </div>
      <p className="mt-4 text-center text-sm text-muted-foreground">
        {perView === 1
          ? t("listings.home.carousel.slide", { index: current + 1, total: TESTIMONIALS.length })
          : t("listings.home.carousel.showing", {
              from: current + 1,
              to: current + perView,
              total: TESTIMONIALS.length,
            })}
      </p>
    </section>
  );
}
