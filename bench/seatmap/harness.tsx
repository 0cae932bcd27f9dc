import "@fontsource-variable/inter";
import "#web/styles.css";
import { useMemo, useState, useSyncExternalStore } from "react";
import { flushSync } from "react-dom";
import { createRoot, type Root } from "react-dom/client";
import { seatGrid, seatIdAt } from "#domain/seating/seat-states";
import { buildChartModel, type SeatRef } from "#web/features/box-office/lib/chart-model";
import { LiveSeats } from "#web/features/box-office/lib/live-seats";
import { SeatChart } from "#web/features/box-office/seat-chart/seat-chart";
import { setupI18n } from "#web/lib/i18n";
import { type PlanName, random, type SeatPlan, seatPlanOf } from "./plans";

/**
 * The benchmark page: the real SeatChart, fed generated seat plans through the box office's own
 * live seat states, inside the box office's own page grid. It is its own Vite entry and never
 * part of the app's build. The runner drives it through `window.seatBench`.
 */

export interface ClickTiming {
  /** Input event -> React committed the new state and the browser has styled and laid it out. */
  workMs: number;
  /** Input event -> the frame after that work has been produced (includes waiting for vsync). */
  frameMs: number;
}

/** A stream delta applied. */
export interface DeltaTiming {
  /** Delta in hand -> the live states updated, React committed, and the browser styled and laid it out. */
  workMs: number;
  /** Of which React: the live states, render and commit (only the rows whose seats changed). */
  reactMs: number;
  /** Delta in hand -> the frame after that work (includes waiting for vsync). */
  frameMs: number;
}

export interface MountTiming {
  /** Data in hand -> painted and ready for input. */
  totalMs: number;
  /** Of which React: model, render and commit. */
  reactMs: number;
}

export interface SeatBench {
  /** Mounts the chart for a plan and times it from "data in hand" to a painted, idle chart. */
  mount(plan: PlanName): Promise<MountTiming>;
  unmount(): Promise<void>;
  /** Arms the measurement of the next click on a seat (call before clicking). */
  armClick(): void;
  /** The armed click's timing, once its seat's new state is painted. */
  clickTiming(): Promise<ClickTiming>;
  selectedCount(): number;
  /** Applies a stream delta that puts `seats` free seats on hold, and times it to the next paint. */
  delta(seats: number): Promise<DeltaTiming>;
}

declare global {
  interface Window {
    seatBench: SeatBench;
  }
}

setupI18n();

let selected = 0;
const noMine: ReadonlySet<string> = new Set();

/** The box office's state around the chart: the layout turned into a model, live rows, a cart. */
function Bench({ plan, live }: { plan: SeatPlan; live: LiveSeats }) {
  const model = useMemo(() => buildChartModel(plan.layout), [plan]);
  const rows = useSyncExternalStore(live.subscribe, live.getRows) ?? [];
  const [cart, setCart] = useState<SeatRef[]>([]);
  const selectedIds = useMemo(() => cart.map((seat) => seat.id), [cart]);
  selected = cart.length;
  return (
    <div className="mx-auto grid max-w-7xl gap-6 px-4 py-8">
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="min-w-0">
          <SeatChart
            model={model}
            rows={rows}
            mine={noMine}
            selectedIds={selectedIds}
            canSelect
            onToggle={(seat) =>
              setCart((current) =>
                current.some((s) => s.id === seat.id) ? current.filter((s) => s.id !== seat.id) : [...current, seat],
              )
            }
            onRequireSignIn={() => {}}
          />
        </div>
        <aside className="rounded-lg border border-border bg-card p-4" aria-live="polite">
          {cart.length} selected
        </aside>
      </div>
    </div>
  );
}

/** Resolves after the next frame has been produced: a task queued from rAF runs after its paint. */
function afterNextPaint(): Promise<void> {
  return new Promise((resolve) =>
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => resolve();
      channel.port2.postMessage(null);
    }),
  );
}

const container = document.getElementById("root") as HTMLElement;
let root: Root | null = null;
let pendingClick: Promise<ClickTiming> | null = null;
let active: { plan: SeatPlan; live: LiveSeats; version: number; next: () => number } | null = null;

window.seatBench = {
  async mount(plan) {
    await this.unmount();
    const seatPlan = seatPlanOf(plan);
    // Garbage of the previous chart and of making the data is the benchmark's, not this mount's.
    (window as { gc?: () => void }).gc?.();
    await afterNextPaint();
    const start = performance.now();
    // Data in hand -> the chart's live states, as the box office builds them from a read.
    const live = new LiveSeats(seatPlan.layout);
    live.snapshot(seatPlan.states);
    live.hello({
      eventId: seatPlan.layout.eventId,
      epoch: "bench",
      v: 1,
      layoutVersion: seatPlan.layout.layoutVersion,
    });
    active = { plan: seatPlan, live, version: 1, next: random(7) };
    root = createRoot(container);
    const mounted = root;
    flushSync(() => mounted.render(<Bench plan={seatPlan} live={live} />));
    const reactMs = performance.now() - start;
    await afterNextPaint();
    return { totalMs: performance.now() - start, reactMs };
  },
  async unmount() {
    root?.unmount();
    root = null;
    await afterNextPaint();
  },
  armClick() {
    pendingClick = new Promise((resolve) => {
      const onClick = (event: MouseEvent) => {
        const seat = event.target instanceof Element ? event.target.closest("button[data-seat]") : null;
        if (!seat) return;
        window.removeEventListener("click", onClick, true);
        const now = performance.now();
        // The event's own time stamp marks the input; fall back to now if it is in another time base.
        const start =
          event.timeStamp > 0 && event.timeStamp <= now && now - event.timeStamp < 1000 ? event.timeStamp : now;
        const before = seat.getAttribute("aria-pressed");
        const observer = new MutationObserver(() => {
          if (seat.getAttribute("aria-pressed") === before) return;
          observer.disconnect();
          // Style and layout now, so the work is measured rather than left to the frame.
          void document.body.offsetHeight;
          const workMs = performance.now() - start;
          void afterNextPaint().then(() => resolve({ workMs, frameMs: performance.now() - start }));
        });
        observer.observe(seat, { attributes: true, attributeFilter: ["aria-pressed"] });
      };
      window.addEventListener("click", onClick, true);
    });
  },
  clickTiming() {
    if (!pendingClick) return Promise.reject(new Error("armClick() first"));
    return pendingClick;
  },
  selectedCount: () => selected,
  async delta(count) {
    if (!active) throw new Error("mount() first");
    const { live, plan } = active;
    const grid = seatGrid(plan.layout.eventId, plan.layout.sections);
    const seats: Record<string, string> = {};
    for (let tries = 0; Object.keys(seats).length < count && tries < count * 50; tries++) {
      const id = seatIdAt(grid, Math.floor(active.next() * grid.seatCount));
      if (live.codeOf(id) === ".") seats[id] = "h";
    }
    const since = active.version;
    active.version += 1;
    const v = active.version;
    await afterNextPaint();
    const start = performance.now();
    flushSync(() => live.delta({ v, since, seats }));
    const reactMs = performance.now() - start;
    void document.body.offsetHeight;
    const workMs = performance.now() - start;
    await afterNextPaint();
    return { workMs, reactMs, frameMs: performance.now() - start };
  },
};
