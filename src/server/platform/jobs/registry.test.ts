import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Logger } from "../logger";
import { createJobRegistry, defineJob, type JobRun } from "./registry";

/** A logger that keeps its lines. */
function recordingLogger() {
  const lines: { level: string; message: string; fields?: Record<string, unknown> }[] = [];
  const at =
    (level: string) =>
    (message: string, fields?: Record<string, unknown>): void => {
      lines.push({ level, message, ...(fields ? { fields } : {}) });
    };
  const logger: Logger = {
    debug: at("debug"),
    info: at("info"),
    warn: at("warn"),
    error: at("error"),
    child: () => logger,
  };
  return { logger, lines };
}

/** A job whose runs each wait until the test lets them end. */
function gatedJob(name: string, options: { intervalMs?: number; runAtStart?: boolean } = {}) {
  const runs: JobRun[] = [];
  const releases: (() => void)[] = [];
  let active = 0;
  let mostAtOnce = 0;
  const job = defineJob<unknown>({
    name,
    intervalMs: options.intervalMs ?? 1_000,
    ...(options.runAtStart ? { runAtStart: true } : {}),
    async run(_deps, run) {
      runs.push(run);
      active += 1;
      mostAtOnce = Math.max(mostAtOnce, active);
      await new Promise<void>((resolve) => releases.push(resolve));
      active -= 1;
    },
  });
  return {
    job,
    runs,
    get mostAtOnce() {
      return mostAtOnce;
    },
    /** Lets the runs waiting so far end, and lets their endings settle. */
    async release() {
      for (const release of releases.splice(0)) release();
      await vi.advanceTimersByTimeAsync(0);
    },
  };
}

describe("job registry", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("never lets a slow run be overtaken: ticks during it are skipped", async () => {
    const slow = gatedJob("slow");
    const registry = createJobRegistry({ deps: null, jobs: [slow.job], logger: recordingLogger().logger });
    registry.start();
    expect(slow.runs).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(slow.runs).toHaveLength(1);
    // Three more ticks while the first run goes on.
    await vi.advanceTimersByTimeAsync(3_000);
    expect(slow.runs).toHaveLength(1);
    await slow.release();
    // The skipped ticks are not made up for: the next run is the next tick's.
    expect(slow.runs).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(slow.runs).toHaveLength(2);
    await slow.release();
    expect(slow.mostAtOnce).toBe(1);
    await registry.stop();
  });

  it("logs a failing job with its name, keeps its schedule, and never stops another", async () => {
    const { logger, lines } = recordingLogger();
    let failures = 0;
    let broken = true;
    const failing = defineJob<unknown>({
      name: "failing",
      intervalMs: 1_000,
      async run() {
        if (!broken) return;
        failures += 1;
        throw new Error("database gone");
      },
    });
    let healthy = 0;
    const other = defineJob<unknown>({
      name: "other",
      intervalMs: 1_000,
      async run() {
        healthy += 1;
      },
    });
    const registry = createJobRegistry({ deps: null, jobs: [failing, other], logger });
    registry.start();
    await vi.advanceTimersByTimeAsync(3_000);
    expect(failures).toBe(3);
    expect(healthy).toBe(3);
    // Failing the same way on every tick is one line, with the job's name.
    expect(lines.filter((l) => l.level === "error")).toEqual([
      { level: "error", message: "job failed", fields: { job: "failing", error: "Error: database gone" } },
    ]);
    broken = false;
    await vi.advanceTimersByTimeAsync(1_000);
    expect(lines.at(-1)).toEqual({ level: "info", message: "job recovered", fields: { job: "failing" } });
    await registry.stop();
  });

  it("runs the jobs that ask to at start, the others at their first tick", async () => {
    const atStart = gatedJob("at start", { runAtStart: true, intervalMs: 30_000 });
    const later = gatedJob("later", { intervalMs: 30_000 });
    const registry = createJobRegistry({
      deps: null,
      jobs: [atStart.job, later.job],
      logger: recordingLogger().logger,
      clock: () => new Date("2030-01-01T00:00:00.000Z"),
    });
    registry.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(atStart.runs.map((r) => r.now.toISOString())).toEqual(["2030-01-01T00:00:00.000Z"]);
    expect(later.runs).toHaveLength(0);
    await atStart.release();
    await vi.advanceTimersByTimeAsync(30_000);
    expect(atStart.runs).toHaveLength(2);
    expect(later.runs).toHaveLength(1);
    await atStart.release();
    await later.release();
    await registry.stop();
  });

  it("runs a nudged job now, and coalesces nudges during a run into one more run", async () => {
    const mail = gatedJob("mail", { intervalMs: 60_000 });
    const registry = createJobRegistry({ deps: null, jobs: [mail.job], logger: recordingLogger().logger });
    // Before start a nudge does nothing.
    registry.nudge("mail");
    mail.job.nudge();
    await vi.advanceTimersByTimeAsync(0);
    expect(mail.runs).toHaveLength(0);

    registry.start();
    registry.nudge("mail");
    expect(mail.runs).toHaveLength(1);
    // Three nudges (one given to the job itself) while it runs: one more run, after this one.
    registry.nudge("mail");
    mail.job.nudge();
    registry.nudge("mail");
    expect(mail.runs).toHaveLength(1);
    await mail.release();
    expect(mail.runs).toHaveLength(2);
    await mail.release();
    expect(mail.runs).toHaveLength(2);
    expect(mail.mostAtOnce).toBe(1);
    expect(() => registry.nudge("no such job")).toThrow(/no job is named/);
    await registry.stop();
  });

  it("stops: waits for the run in progress, aborts its signal, and runs nothing after", async () => {
    const job = gatedJob("sweep", { runAtStart: true });
    const registry = createJobRegistry({ deps: null, jobs: [job.job], logger: recordingLogger().logger });
    registry.start();
    expect(job.runs).toHaveLength(1);
    let stopped = false;
    const stopping = registry.stop().then(() => {
      stopped = true;
    });
    await vi.advanceTimersByTimeAsync(5_000);
    expect(job.runs[0]?.signal.aborted).toBe(true);
    expect(stopped).toBe(false);
    await job.release();
    await stopping;
    expect(stopped).toBe(true);

    registry.nudge("sweep");
    job.job.nudge();
    registry.start();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(job.runs).toHaveLength(1);
    expect(vi.getTimerCount()).toBe(0);
  });

  it("refuses two jobs of one name", () => {
    const a = gatedJob("same").job;
    const b = gatedJob("same").job;
    expect(() => createJobRegistry({ deps: null, jobs: [a, b], logger: recordingLogger().logger })).toThrow(
      /two jobs are named "same"/,
    );
  });
});
