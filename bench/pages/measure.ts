/**
 * What a page costs the server, as ratios to a bare request measured against the same server
 * process in the same run, so a slower or busier machine moves both sides and the ratio stays:
 *
 * - render: server CPU per page rendered anew (a query no one asked for before, so the page cache
 *   misses), one request at a time, so the render bound never sends the shell instead;
 * - cached: server CPU per page served from the page cache, at a few connections.
 *
 * `measurePageCosts` takes a few seconds; a guard script can hold the ratios to ceilings.
 */

import { percentile } from "../lib/harness";
import { runLoad } from "../lib/load";
import { clockTicks, processCpuMs } from "../lib/process-cpu";

export interface PageToMeasure {
  /** A name for the report (`/events/:id`). */
  label: string;
  /** The path and query asked for. */
  path: string;
  headers?: Record<string, string>;
}

export interface PageCost {
  label: string;
  /** Server CPU per page rendered anew (ms). */
  renderCpuMs: number;
  /** The render's own CPU as the server reports it (`Server-Timing: render-cpu`), median (ms). */
  renderCpuMsP50: number;
  /** renderCpuMs over the CPU of a bare request. */
  renderRatio: number;
  /** Server CPU per page served from the cache (ms). */
  cachedCpuMs: number;
  /** cachedCpuMs over the CPU of a bare request. */
  cachedRatio: number;
}

export interface PageCosts {
  /** Server CPU per bare request (ms): routing, the middleware every answer passes, a short text. */
  bareCpuMs: number;
  pages: PageCost[];
}

export interface MeasureOptions {
  host: string;
  port: number;
  /** The server's process, whose CPU time is read from /proc. */
  pid: number;
  pages: PageToMeasure[];
  /** The bare request: no database, no page. */
  barePath?: string;
  /** Pages rendered anew per page. */
  renders?: number;
  /** How long the bare request and each cached page are driven. */
  loadMs?: number;
  connections?: number;
}

const ACCEPT = { "accept-encoding": "gzip, br" };

/** `path` made a URL no one asked for before: the page cache misses it. */
export function uncachedPath(path: string, n: number | string): string {
  return `${path}${path.includes("?") ? "&" : "?"}uncached=${n}`;
}

/** The render's own timings a response reports (`Server-Timing: render;dur=…, render-cpu;dur=…`). */
export function renderTiming(response: Response): { ms: number; cpuMs: number } | null {
  const header = response.headers.get("server-timing") ?? "";
  const ms = /(?:^|,\s*)render;dur=([\d.]+)/.exec(header)?.[1];
  const cpu = /(?:^|,\s*)render-cpu;dur=([\d.]+)/.exec(header)?.[1];
  return ms === undefined ? null : { ms: Number(ms), cpuMs: Number(cpu ?? ms) };
}

let uncachedCounter = 0;

export async function measurePageCosts(options: MeasureOptions): Promise<PageCosts> {
  const { host, port, pid } = options;
  const renders = options.renders ?? 20;
  const loadMs = options.loadMs ?? 1_000;
  const connections = options.connections ?? 8;
  const ticks = clockTicks();
  const cpu = () => {
    const ms = processCpuMs(pid, ticks);
    if (ms === null) throw new Error(`no CPU time for process ${pid}`);
    return ms;
  };
  const perRequest = async (path: string, headers: Record<string, string> = {}) => {
    const before = cpu();
    const result = await runLoad({
      host,
      port,
      path,
      headers: { ...ACCEPT, ...headers },
      connections,
      durationMs: loadMs,
      warmupMs: 0,
    });
    // Answers still in flight when the window closes are not counted: a few against thousands.
    return (cpu() - before) / Math.max(1, result.requests);
  };

  const bareCpuMs = await perRequest(options.barePath ?? "/robots.txt");
  const pages: PageCost[] = [];
  for (const page of options.pages) {
    const base = `http://${host}:${port}`;
    // Warm: the renderer loaded, the page kept, the code it runs compiled.
    for (let i = 0; i < 3; i++) {
      await (
        await fetch(`${base}${uncachedPath(page.path, ++uncachedCounter)}`, { headers: page.headers })
      ).arrayBuffer();
    }
    await (await fetch(`${base}${page.path}`, { headers: page.headers })).arrayBuffer();
    const reported: number[] = [];
    const before = cpu();
    for (let i = 0; i < renders; i++) {
      const response = await fetch(`${base}${uncachedPath(page.path, ++uncachedCounter)}`, {
        headers: { ...ACCEPT, ...page.headers },
      });
      await response.arrayBuffer();
      const timing = renderTiming(response);
      if (timing) reported.push(timing.cpuMs);
    }
    const renderCpuMs = (cpu() - before) / renders;
    const cachedCpuMs = await perRequest(page.path, page.headers);
    pages.push({
      label: page.label,
      renderCpuMs,
      renderCpuMsP50: percentile(reported, 50),
      renderRatio: renderCpuMs / bareCpuMs,
      cachedCpuMs,
      cachedRatio: cachedCpuMs / bareCpuMs,
    });
  }
  return { bareCpuMs, pages };
}
