import { Worker } from "node:worker_threads";
import type { Language } from "#domain/i18n/translate";

/** What the web app's renderer is given for one page, besides its way to the API. */
export interface RenderInput {
  url: string;
  language: Language;
  dark: boolean | null;
  /** Rendered for every visitor without a session (kept and shared), not for one visitor. */
  shared: boolean;
}

/**
 * What the web app's renderer (`src/web/entry-server.tsx`) answered for one page, its HTML as
 * UTF-8 bytes: made on the render thread and handed over without a copy, so a page of tens of KB
 * never becomes a string on the main thread (where big young strings make its garbage collection
 * pause longer).
 */
export interface RenderOutput {
  /** What goes inside `<div id="root">`. */
  root: Uint8Array;
  /** The JSON script element with the page's state, to follow `#root`. */
  state: Uint8Array;
  parts: string[];
  complete?: boolean;
}

/** One of the site's own API requests, made for a page being rendered. */
export type PageFetch = (
  path: string,
  init: { method: string; headers: Headers; body: string | null },
) => Promise<Response>;

/**
 * A render that takes longer, from the moment its thread begins it, is abandoned (its thread is
 * ended and started anew) and the shell is sent (5 s unless configured). A thread's start
 * (loading the renderer, which a loaded machine does slowly at the thread's low priority) has its
 * own, longer limit.
 */
const RENDER_TIMEOUT_MS = 5_000;
const START_TIMEOUT_MS = 30_000;
/** Render threads run this much below the main thread's priority (Linux niceness), where the system allows. */
const RENDER_NICENESS = 10;
/** Answers that carry no body whatever they are given. */
const NULL_BODY_STATUSES = new Set([101, 204, 205, 304]);

type FromThread =
  | {
      type: "fetch";
      id: number;
      fetch: number;
      path: string;
      method: string;
      headers: [string, string][];
      body: string | null;
    }
  | { type: "begun"; id: number }
  | { type: "rendered"; id: number; output: RenderOutput | null }
  | { type: "failed"; id: number; error: string };

/**
 * The thread's code (CommonJS, evaluated): it lowers its own priority, loads the renderer module,
 * and renders one page at a time (saying when it begins one), asking the main thread for every API
 * answer the page needs.
 */
const THREAD_SOURCE = `
const { parentPort, workerData } = require("node:worker_threads");
try {
  const tid = Number(require("node:fs").readlinkSync("/proc/thread-self").split("/").pop());
  require("node:os").setPriority(tid, workerData.niceness);
} catch {}
const renderer = import(workerData.url);
const waiting = new Map();
let nextFetch = 0;
parentPort.on("message", async (message) => {
  if (message.type === "answer" || message.type === "unreachable") {
    const pending = waiting.get(message.fetch);
    waiting.delete(message.fetch);
    if (!pending) return;
    if (message.type === "unreachable") pending.reject(new Error(message.error));
    else pending.resolve(new Response(message.body, { status: message.status, headers: message.headers }));
    return;
  }
  if (message.type !== "render") return;
  try {
    const { render } = await renderer;
    parentPort.postMessage({ type: "begun", id: message.id });
    const fetchApi = (path, init) =>
      new Promise((resolve, reject) => {
        const fetch = ++nextFetch;
        waiting.set(fetch, { resolve, reject });
        parentPort.postMessage({
          type: "fetch",
          id: message.id,
          fetch,
          path,
          method: (init && init.method) || "GET",
          headers: [...new Headers(init && init.headers)],
          body: init && typeof init.body === "string" ? init.body : null,
        });
      });
    const rendered = await render({ ...message.input, fetchApi });
    if (!rendered) {
      parentPort.postMessage({ type: "rendered", id: message.id, output: null });
      return;
    }
    const encoder = new TextEncoder();
    const root = encoder.encode(rendered.html);
    const state = encoder.encode(rendered.state);
    const output = { root, state, parts: rendered.parts, complete: rendered.complete };
    parentPort.postMessage({ type: "rendered", id: message.id, output }, [root.buffer, state.buffer]);
  } catch (error) {
    parentPort.postMessage({ type: "failed", id: message.id, error: String((error && error.stack) || error) });
  }
});
`;

interface Job {
  id: number;
  fetchApi: PageFetch;
  resolve(output: RenderOutput | null): void;
  reject(error: Error): void;
  timer: NodeJS.Timeout | undefined;
}

interface Thread {
  worker: Worker;
  job: Job | null;
}

/**
 * Threads that render pages, `size` of them at most, each one page at a time: the main thread
 * only answers the pages' API requests and assembles their HTML, so a render never holds up the
 * API, the seat streams or the door, and the threads run below its priority. A render asked for
 * while every thread is busy is refused (`null`): the caller sends the shell. Threads start on
 * first use; one that fails or hangs is ended and the next render starts a new one.
 */
export class RenderThreads {
  private readonly threads: Thread[] = [];
  private nextId = 0;

  constructor(
    private readonly rendererUrl: string,
    private readonly size: number,
    private readonly logger: { error(message: string, data?: object): void },
    private readonly renderTimeoutMs: number = RENDER_TIMEOUT_MS,
  ) {}

  /** Threads rendering now. */
  get busy(): number {
    return this.threads.filter((thread) => thread.job).length;
  }

  /** Whether a render asked for now would get a thread. */
  get free(): boolean {
    return this.threads.length < this.size || this.threads.some((thread) => thread.job === null);
  }

  /** The page rendered on a free thread; null when every thread is busy (nothing is started then). */
  render(input: RenderInput, fetchApi: PageFetch): Promise<RenderOutput | null> | null {
    let thread = this.threads.find((candidate) => candidate.job === null);
    if (!thread) {
      if (this.threads.length >= this.size) return null;
      thread = this.start();
    }
    const chosen = thread;
    return new Promise<RenderOutput | null>((resolve, reject) => {
      const id = ++this.nextId;
      const job: Job = {
        id,
        fetchApi,
        timer: undefined,
        resolve: (output) => {
          clearTimeout(job.timer);
          chosen.job = null;
          resolve(output);
        },
        reject: (error) => {
          clearTimeout(job.timer);
          chosen.job = null;
          reject(error);
        },
      };
      chosen.job = job;
      this.limit(chosen, job, START_TIMEOUT_MS, "the render thread took longer than");
      chosen.worker.postMessage({ type: "render", id, input });
    });
  }

  /** Ends the thread if the job is still running after `ms`, replacing the job's earlier limit. */
  private limit(thread: Thread, job: Job, ms: number, what: string) {
    clearTimeout(job.timer);
    job.timer = setTimeout(() => this.end(thread, new Error(`${what} ${ms} ms`)), ms);
    job.timer.unref();
  }

  private start(): Thread {
    const worker = new Worker(THREAD_SOURCE, {
      eval: true,
      workerData: { url: this.rendererUrl, niceness: RENDER_NICENESS },
    });
    // Idle threads never keep the process alive.
    worker.unref();
    const thread: Thread = { worker, job: null };
    this.threads.push(thread);
    worker.on("message", (message: FromThread) => this.receive(thread, message));
    worker.on("error", (error) => this.end(thread, error));
    worker.on("exit", (code) => this.end(thread, new Error(`the render thread stopped (exit code ${code})`)));
    return thread;
  }

  private receive(thread: Thread, message: FromThread) {
    const job = thread.job;
    if (!job || job.id !== message.id) return;
    if (message.type === "begun") this.limit(thread, job, this.renderTimeoutMs, "the render took longer than");
    else if (message.type === "rendered") job.resolve(message.output);
    else if (message.type === "failed") job.reject(new Error(message.error));
    else void this.answer(thread, job, message);
  }

  /** Answers a page's API request on this thread, handing the body over without a copy. */
  private async answer(thread: Thread, job: Job, message: Extract<FromThread, { type: "fetch" }>) {
    try {
      const response = await job.fetchApi(message.path, {
        method: message.method,
        headers: new Headers(message.headers),
        body: message.body,
      });
      const body = NULL_BODY_STATUSES.has(response.status) ? null : await response.arrayBuffer();
      if (thread.job !== job) return;
      thread.worker.postMessage(
        { type: "answer", fetch: message.fetch, status: response.status, headers: [...response.headers], body },
        body ? [body] : [],
      );
    } catch (error) {
      if (thread.job === job)
        thread.worker.postMessage({ type: "unreachable", fetch: message.fetch, error: String(error) });
    }
  }

  /** Ends a thread that failed or hung: its render fails (the shell is sent) and a later one starts a new thread. */
  private end(thread: Thread, error: Error) {
    const index = this.threads.indexOf(thread);
    if (index < 0) return;
    this.threads.splice(index, 1);
    this.logger.error("a page render thread failed", { error: error.message });
    thread.job?.reject(error);
    void thread.worker.terminate();
  }
}

const shared = new Map<string, RenderThreads>();

/**
 * The process's render threads for a renderer and a bound: apps of one process (tests make many)
 * share them, so a process holds one set of threads, some 75 MB each, whatever the number of apps.
 */
export function sharedRenderThreads(
  rendererUrl: string,
  size: number,
  logger: { error(message: string, data?: object): void },
  renderTimeoutMs: number = RENDER_TIMEOUT_MS,
): RenderThreads {
  const key = `${size} ${renderTimeoutMs} ${rendererUrl}`;
  let threads = shared.get(key);
  if (!threads) {
    threads = new RenderThreads(rendererUrl, size, logger, renderTimeoutMs);
    shared.set(key, threads);
  }
  return threads;
}
