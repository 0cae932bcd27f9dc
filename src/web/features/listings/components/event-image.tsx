import { useState } from "react";
import { STOCK_IMAGE_DIR } from "#domain/events";
import { cn } from "#web/lib/cn";

/** Where a broken upload falls back to. */
const FALLBACK = `${STOCK_IMAGE_DIR}/stock-2.webp`;

/**
 * The site's own event pictures come 1200 px wide and, as `<name>-<width>.webp`, 600 and 800 px
 * wide: a phone's full-width card (400 CSS px at two device pixels each) takes the 800.
 */
const SMALLER_WIDTHS = [600, 800];
const FULL_WIDTH = 1200;

/** The widths a picture is available in, for `srcset`: the site's own pictures only (uploads have one). */
export function eventImageSrcSet(src: string): string | undefined {
  if (!src.startsWith(`${STOCK_IMAGE_DIR}/`) || !src.endsWith(".webp")) return undefined;
  return [
    ...SMALLER_WIDTHS.map((width) => `${src.replace(/\.webp$/, `-${width}.webp`)} ${width}w`),
    `${src} ${FULL_WIDTH}w`,
  ].join(", ");
}

/** A card's picture is a column of the list's grid: a third of a wide screen, a half, or all of a phone's. */
const CARD_SIZES = "(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw";

/** An event's picture in a 16:9 frame; the title is its description for screen readers. */
export function EventImage({
  src,
  alt,
  className,
  priority = false,
  sizes = CARD_SIZES,
}: {
  src: string;
  alt: string;
  className?: string;
  /** In view on arrival (the page's largest paint): fetched at once, at high priority. */
  priority?: boolean;
  /** How wide the picture is drawn (`sizes`), when it is not a card's. */
  sizes?: string;
}) {
  const [failed, setFailed] = useState(false);
  const shown = failed ? FALLBACK : src;
  const srcSet = eventImageSrcSet(shown);
  return (
    <img
      src={shown}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      alt={alt}
      width={FULL_WIDTH}
      height={675}
      loading={priority ? "eager" : "lazy"}
      // The page's main picture is fetched before anything else it shows (and the app waits for it).
      fetchPriority={priority ? "high" : undefined}
      decoding="async"
      onError={() => setFailed(true)}
      className={cn("aspect-video w-full bg-muted object-cover", className)}
    />
  );
}
