import { type ReactElement, useCallback, useEffect, useMemo, useRef } from "react";

/** The seat tooltip appears after 300 ms. */
export const TOOLTIP_DELAY_MS = 300;
const GAP = 8;
const HEADER_HEIGHT = 72;

export interface TooltipContent {
  title: string;
  price: string;
  hint: string;
}

export interface SeatTooltip {
  element: ReactElement;
  /** Shows the content beside `anchor` after the delay (at once if a tooltip is already up). */
  show(anchor: HTMLElement, content: TooltipContent): void;
  hide(): void;
}

/**
 * One tooltip for the whole chart, written straight to the DOM: hovering across hundreds of seats
 * renders nothing in React. It only repeats the seat's accessible name, so it is hidden from
 * assistive technology; it stays up while the pointer is over the chart and Escape dismisses it.
 */
export function useSeatTooltip(): SeatTooltip {
  const box = useRef<HTMLDivElement>(null);
  const title = useRef<HTMLSpanElement>(null);
  const price = useRef<HTMLSpanElement>(null);
  const hint = useRef<HTMLSpanElement>(null);
  const timer = useRef<number | undefined>(undefined);
  const visible = useRef(false);

  const place = useCallback((anchor: HTMLElement, content: TooltipContent) => {
    const el = box.current;
    if (!el || !anchor.isConnected) return;
    if (title.current) title.current.textContent = content.title;
    if (price.current) price.current.textContent = content.price;
    if (hint.current) hint.current.textContent = content.hint;
    el.hidden = false;
    const rect = anchor.getBoundingClientRect();
    const width = el.offsetWidth;
    const height = el.offsetHeight;
    const center = rect.left + rect.width / 2;
    const left = Math.min(Math.max(center - width / 2, GAP), window.innerWidth - width - GAP);
    const above = rect.top - GAP - height;
    const top = above > HEADER_HEIGHT ? above : rect.bottom + GAP;
    el.style.transform = `translate(${Math.round(left)}px, ${Math.round(top)}px)`;
    visible.current = true;
  }, []);

  const hide = useCallback(() => {
    window.clearTimeout(timer.current);
    visible.current = false;
    if (box.current) box.current.hidden = true;
  }, []);

  const show = useCallback(
    (anchor: HTMLElement, content: TooltipContent) => {
      window.clearTimeout(timer.current);
      if (visible.current) place(anchor, content);
      else timer.current = window.setTimeout(() => place(anchor, content), TOOLTIP_DELAY_MS);
    },
    [place],
  );

  useEffect(() => {
    // A fixed tooltip would drift away from its seat while the page or the chart scrolls.
    const onScroll = () => visible.current && hide();
    window.addEventListener("scroll", onScroll, { capture: true, passive: true });
    return () => {
      window.removeEventListener("scroll", onScroll, { capture: true });
      window.clearTimeout(timer.current);
    };
  }, [hide]);

  const element = useMemo(
    () => (
      <div
        ref={box}
        hidden
        aria-hidden="true"
        className="pointer-events-none fixed left-0 top-0 z-30 grid max-w-64 gap-0.5 rounded-md border border-border bg-card px-3 py-2 text-xs shadow-lg text-card-foreground"
      >
        <span ref={title} className="font-semibold" />
        <span ref={price} className="tabular-nums" />
        <span ref={hint} className="text-muted-foreground" />
      </div>
    ),
    [],
  );

  return useMemo(() => ({ element, show, hide }), [element, show, hide]);
}
