import { useState } from "react";
import { STOCK_IMAGE_DIR } from "#domain/events";
import { cn } from "#web/lib/cn";

/** Where a broken upload falls back to. */
const FALLBACK = `${STOCK_IMAGE_DIR}/stock-2.webp`;

/** An event's picture in a 16:9 frame; the title is its description for screen readers. */
export function EventImage({
  src,
  alt,
  className,
  priority = false,
}: {
  src: string;
  alt: string;
  className?: string;
  priority?: boolean;
}) {
  const [failed, setFailed] = useState(false);
  return (
    <img
      src={failed ? FALLBACK : src}
      alt={alt}
      width={1200}
      height={675}
      loading={priority ? "eager" : "lazy"}
      decoding="async"
      onError={() => setFailed(true)}
      className={cn("aspect-video w-full bg-muted object-cover", className)}
    />
  );
}
