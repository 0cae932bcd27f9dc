import type { Logger } from "../logger";
import type { Metrics } from "../metrics";
import { runInJob } from "../request-context";

/** What each run of a job is given. */
export interface JobRun {
  /** When the run began: the job's "now" for every rule it applies. */
  now: Date;
  /** Aborted once the registry stops: a long run may end early, its work left to the next process. */
  signal: AbortSignal;
}

/** A background job as its feature declares it. */
export interface JobDeclaration<Deps> {
  /** Names the job in the logs and for `nudge(name)`; unique in a registry. */
  name: string;
  /** Time between two ticks. */
  intervalMs: number;
  /** Also runs once when the registry starts, not only after the first interval. */
  runAtStart?: boolean;
  run(deps: Deps, run: JobRun): Promise<unknown>;
}

export interface Job<Deps = unknown> extends Readonly<JobDeclaration<Deps>> {
  /**
   * Runs the job now in every started registry that holds it, as `nudge(name)` does there, and
   * does nothing where none does: for code that holds the job but not the registry (the mailer).
   */
  nudge(): void;
}

export interface JobRegistry {
  /** Starts every job's ticks, and runs at once the jobs that ask to. Once only. */
  start(): void;
  /**
   * Runs the job now. During a run of it, one more run follows that one (however many nudges
   * came), so what the nudge was for is never missed. Does nothing before start or after stop.
   */
  nudge(name: string): void;
  /** No further tick or run; resolves once the runs in progress have ended. */
  stop(): Promise<void>;
}

/** The registries that have started each job, so a nudge given to the job reaches them. */
const bells = new WeakMap<object, Set<() => void>>();

/** A job, declared once by its feature; the registry it is given to runs it. */
export function defineJob<Deps>(declaration: JobDeclaration<Deps>): Job<Deps> {
  const job: Job<Deps> = {
    ...declaration,
    nudge() {
      for (const ring of bells.get(job) ?? []) ring();
    },
  };
  return job;
}

interface JobState<Deps> {
  job: Job<Deps>;
  timer: ReturnType<typeof setInterval> | null;
  running: Promise<void> | null;
  again: boolean;
  /** The error of the last run when it failed: a job failing the same way is logged once. */
  failing: string | null;
  ring: () => void;
}

/**
 * Runs background jobs on their intervals, each run after the previous one of the same job has
 * ended: a tick that comes while the job runs is skipped (the next tick comes soon enough), and a
 * nudge during a run is kept as one more run after it. A job that throws is logged with its name
 * and keeps its schedule; the other jobs never notice. A job failing the same way on every tick
 * is logged once, and again when it recovers, so an outage (the database gone, say) is a few
 * lines, not one a second. Timers never keep the process alive.
 */
export function createJobRegistry<Deps>(options: {
  deps: Deps;
  jobs: readonly Job<Deps>[];
  logger: Logger;
  /** The time each run is given (tests set it). */
  clock?: () => Date;
  /** Counts runs by job and outcome. */
  metrics?: Pick<Metrics, "jobRuns">;
}): JobRegistry {
  const { deps, logger } = options;
  const clock = options.clock ?? (() => new Date());
  const stopping = new AbortController();
  let started = false;

  const states = new Map<string, JobState<Deps>>();
  for (const job of options.jobs) {
    if (states.has(job.name)) throw new Error(`two jobs are named "${job.name}"`);
    const state: JobState<Deps> = { job, timer: null, running: null, again: false, failing: null, ring: () => {} };
    state.ring = () => nudgeState(state);
    states.set(job.name, state);
  }

  async function runUntilDone(state: JobState<Deps>): Promise<void> {
    const { job } = state;
    do {
      state.again = false;
      try {
        // Each run logs (and writes mail) with a job id of its own, as a request does with its id.
        await runInJob(job.name, () => job.run(deps, { now: clock(), signal: stopping.signal }));
        options.metrics?.jobRuns.inc({ job: job.name, outcome: "ok" });
        if (state.failing !== null) logger.info("job recovered", { job: job.name });
        state.failing = null;
      } catch (error) {
        options.metrics?.jobRuns.inc({ job: job.name, outcome: "failed" });
        const message = error instanceof Error ? error.message : String(error);
        if (state.failing !== message) logger.error("job failed", { job: job.name, error: String(error) });
        state.failing = message;
      }
    } while (state.again && !stopping.signal.aborted);
  }

  function begin(state: JobState<Deps>): void {
    state.running = runUntilDone(state).finally(() => {
      state.running = null;
    });
  }

  function tick(state: JobState<Deps>): void {
    if (!started || stopping.signal.aborted || state.running) return;
    begin(state);
  }

  function nudgeState(state: JobState<Deps>): void {
    if (!started || stopping.signal.aborted) return;
    if (state.running) state.again = true;
    else begin(state);
  }

  return {
    start() {
      if (started || stopping.signal.aborted) return;
      started = true;
      for (const state of states.values()) {
        state.timer = setInterval(() => tick(state), state.job.intervalMs);
        state.timer.unref();
        const rings = bells.get(state.job) ?? new Set();
        rings.add(state.ring);
        bells.set(state.job, rings);
      }
      for (const state of states.values()) if (state.job.runAtStart) tick(state);
    },
    nudge(name) {
      const state = states.get(name);
      if (!state) throw new Error(`no job is named "${name}"`);
      nudgeState(state);
    },
    async stop() {
      stopping.abort();
      for (const state of states.values()) {
        if (state.timer !== null) clearInterval(state.timer);
        state.timer = null;
        bells.get(state.job)?.delete(state.ring);
      }
      await Promise.all([...states.values()].map((state) => state.running));
    },
  };
}
