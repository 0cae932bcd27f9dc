import { type RefObject, useLayoutEffect } from "react";

/**
 * Rows wider than the chart scroll sideways. On a wide screen they start centred under the stage,
 * not at their left end; sections off screen get their real width only once drawn
 * (content-visibility), so the chart re-centres as its width settles, until the visitor scrolls it
 * themselves. On a phone a zoomed section starts at its left end, where the row numbers are.
 * `shown` is what the chart draws: other content places the rows again.
 */
export function useCentredRows(grid: RefObject<HTMLDivElement | null>, narrow: boolean, shown: unknown) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: another section on a phone is other content to place.
  useLayoutEffect(() => {
    const el = grid.current;
    const content = el?.firstElementChild;
    if (el && narrow) {
      el.scrollLeft = 0;
      return;
    }
    if (!el || !content || typeof ResizeObserver === "undefined") return;
    let placed = -1;
    const center = () => {
      placed = Math.max(0, Math.round((el.scrollWidth - el.clientWidth) / 2));
      el.scrollLeft = placed;
    };
    const observer = new ResizeObserver(center);
    const onScroll = () => {
      if (Math.abs(el.scrollLeft - placed) > 1) observer.disconnect();
    };
    observer.observe(content);
    el.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      observer.disconnect();
      el.removeEventListener("scroll", onScroll);
    };
  }, [shown, narrow]);
}
