import { Worker } from "node:worker_threads";

/** A job for a worker thread, and its answer, as they cross between threads. */
export interface ThreadRequest<In> {
  id: number;
  input: In;
}
export type ThreadReply<Out> = { id: number; output: Out } | { id: number; error: string };

export interface WorkerThread<In, Out> {
  run(input: In): Promise<Out>;
  /** Ends the thread; a later run starts it again. */
  close(): Promise<void>;
}

/**
 * CPU work (rendering a mail with its images) on a thread of its own, so it never blocks the
 * event loop that answers requests. The thread is started on the first job and kept; jobs are
 * answered in order. A thread that dies fails the jobs it had and is started anew by the next
 * one. While no job is waiting it does not keep the process alive.
 *
 * `entry` is the thread's module: the compiled `.js` in production; a `.ts` source (tests, the
 * development server) is loaded through tsx.
 */
export function workerThread<In, Out>(entry: URL): WorkerThread<In, Out> {
  let worker: Worker | null = null;
  let next = 0;
  const pending = new Map<number, { resolve: (out: Out) => void; reject: (error: Error) => void }>();

  const failAll = (error: Error) => {
    for (const job of pending.values()) job.reject(error);
    pending.clear();
  };

  function start(): Worker {
    const started = entry.pathname.endsWith(".ts")
      ? // A source module: the thread registers tsx's loader before importing it.
        new Worker(
          `import("tsx/esm/api").then((tsx) => { tsx.register(); return import(${JSON.stringify(entry.href)}); })`,
          { eval: true },
        )
      : new Worker(entry);
    started.on("message", (reply: ThreadReply<Out>) => {
      const job = pending.get(reply.id);
      if (!job) return;
      pending.delete(reply.id);
      if ("error" in reply) job.reject(new Error(reply.error));
      else job.resolve(reply.output);
      if (pending.size === 0) started.unref();
    });
    started.on("error", (error) => failAll(error));
    started.on("exit", (code) => {
      if (worker === started) worker = null;
      failAll(new Error(`worker thread stopped (exit code ${code})`));
    });
    return started;
  }

  return {
    run(input) {
      worker ??= start();
      worker.ref();
      const id = ++next;
      const running = worker;
      return new Promise<Out>((resolve, reject) => {
        pending.set(id, { resolve, reject });
        running.postMessage({ id, input } satisfies ThreadRequest<In>);
      });
    },
    async close() {
      const stopping = worker;
      worker = null;
      if (stopping) await stopping.terminate();
    },
  };
}
