import { type RefObject, useEffect, useRef } from "react";

/**
 * Two fingers count as a pinch once their distance has grown or shrunk by this factor (a quarter
 * of the first distance) and by at least `PINCH_MIN_PX`: a slightly uneven two-finger scroll
 * never zooms.
 */
export const PINCH_RATIO = 1.25;
export const PINCH_MIN_PX = 24;

/** A click this soon after a pinch, before any new touch, belongs to the pinch's fingers, not to a tap. */
const CLICK_AFTER_PINCH_MS = 400;

/** "spread": the fingers moved apart (zoom in); "close": they moved together (zoom out). */
export type PinchDirection = "spread" | "close";

export interface Point {
  x: number;
  y: number;
}

export const distanceOf = (a: Point, b: Point) => Math.hypot(a.x - b.x, a.y - b.y);
export const midpointOf = (a: Point, b: Point): Point => ({ x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 });

/**
 * The pinch two fingers make, from their distance when the second touched (`start`) to their
 * distance now, or null while the change stays within the threshold either way.
 */
export function pinchDirection(
  start: number,
  now: number,
  ratio = PINCH_RATIO,
  minPx = PINCH_MIN_PX,
): PinchDirection | null {
  if (!(start > 0) || !Number.isFinite(now) || now < 0) return null;
  if (Math.abs(now - start) < minPx) return null;
  if (now >= start * ratio) return "spread";
  if (now <= start / ratio) return "close";
  return null;
}

/**
 * Which of a column of boxes two fingers pinched on: the one `y` falls in, else the one nearest to
 * it (fingers in the gap between two sections pick the closer one); -1 when there are none.
 */
export function nearestBox(boxes: readonly { top: number; bottom: number }[], y: number): number {
  let best = -1;
  let bestGap = Number.POSITIVE_INFINITY;
  boxes.forEach((box, i) => {
    const gap = y < box.top ? box.top - y : y > box.bottom ? y - box.bottom : 0;
    if (gap < bestGap) {
      best = i;
      bestGap = gap;
    }
  });
  return best;
}

export interface PinchHandlers {
  /** Whether pinches are read at all (on a phone's zoomable chart). */
  enabled: boolean;
  /** The fingers spread; `at` is the point between them when the second touched (client pixels). */
  onSpread(at: Point): void;
  /** The fingers closed. */
  onClose(at: Point): void;
}

/**
 * Reads two-finger pinches on `ref`'s element from Pointer Events: touch pointers only, so a
 * mouse, a pen and the keyboard work as before. One pinch calls one handler once, when it crosses
 * the threshold; lifting every finger ends it. The element should set `touch-action` to panning
 * only (`pan-x pan-y`): one finger still scrolls the page and the rows, while the browser leaves
 * two-finger pinches to this hook instead of zooming the page.
 */
export function usePinchZoom(ref: RefObject<HTMLElement | null>, handlers: PinchHandlers): void {
  const latest = useRef(handlers);
  latest.current = handlers;
  const { enabled } = handlers;

  useEffect(() => {
    const el = ref.current;
    if (!el || !enabled) return;
    const touches = new Map<number, Point>();
    let start: { distance: number; at: Point } | null = null;
    let done = false;
    /** When the last pinch's fingers lifted; a new touch forgets it. */
    let pinchedAt = Number.NEGATIVE_INFINITY;

    const pair = () => {
      const [a, b] = [...touches.values()];
      return a && b ? ([a, b] as const) : null;
    };
    const onDown = (event: PointerEvent) => {
      if (event.pointerType !== "touch") return;
      if (touches.size === 0) pinchedAt = Number.NEGATIVE_INFINITY;
      touches.set(event.pointerId, { x: event.clientX, y: event.clientY });
      const fingers = touches.size === 2 ? pair() : null;
      // A third finger makes it no pinch of two; a second one starts one.
      start = fingers ? { distance: distanceOf(...fingers), at: midpointOf(...fingers) } : null;
    };
    const onMove = (event: PointerEvent) => {
      if (!touches.has(event.pointerId)) return;
      touches.set(event.pointerId, { x: event.clientX, y: event.clientY });
      const fingers = pair();
      if (!start || done || touches.size !== 2 || !fingers) return;
      const direction = pinchDirection(start.distance, distanceOf(...fingers));
      if (!direction) return;
      done = true;
      if (direction === "spread") latest.current.onSpread(start.at);
      else latest.current.onClose(start.at);
    };
    const onUp = (event: PointerEvent) => {
      if (!touches.delete(event.pointerId)) return;
      if (done) pinchedAt = performance.now();
      start = null;
      if (touches.size === 0) done = false;
    };
    // Two fingers on the chart are this hook's: the browser neither scrolls nor zooms the page for
    // them, and so never cancels their pointers midway. One finger keeps scrolling as usual.
    const onTouchMove = (event: TouchEvent) => {
      if (event.touches.length >= 2 && event.cancelable) event.preventDefault();
    };
    const onClick = (event: MouseEvent) => {
      if (performance.now() - pinchedAt > CLICK_AFTER_PINCH_MS) return;
      event.preventDefault();
      event.stopPropagation();
    };

    // A pinch's fingers start on the element; their moves and lifts are followed on the window, since
    // the element they touched may be gone once the pinch has zoomed (a lift unseen would leave a
    // finger down for good).
    el.addEventListener("pointerdown", onDown);
    window.addEventListener("pointermove", onMove, true);
    window.addEventListener("pointerup", onUp, true);
    window.addEventListener("pointercancel", onUp, true);
    el.addEventListener("touchmove", onTouchMove, { passive: false });
    el.addEventListener("click", onClick, true);
    return () => {
      el.removeEventListener("pointerdown", onDown);
      window.removeEventListener("pointermove", onMove, true);
      window.removeEventListener("pointerup", onUp, true);
      window.removeEventListener("pointercancel", onUp, true);
      el.removeEventListener("touchmove", onTouchMove);
      el.removeEventListener("click", onClick, true);
    };
  }, [ref, enabled]);
}
