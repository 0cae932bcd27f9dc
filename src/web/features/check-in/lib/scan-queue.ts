import {
  MAX_SCANS_PER_BATCH,
  type ScanBatchInput,
  type ScanBatchResponse,
  type ScanResult,
} from "#domain/schemas/check-in";
import type { PendingScan } from "./storage";

export interface QueueState {
  /** Scans kept on this device that the server has not answered yet. */
  pending: number;
  syncing: boolean;
  /** Why the last upload failed; null once one succeeds. */
  error: unknown;
}

export interface QueueDeps {
  device: string;
  upload(batch: ScanBatchInput): Promise<ScanBatchResponse>;
  load(): PendingScan[];
  /** False when the queue could not be kept. */
  save(queue: PendingScan[]): boolean;
  online(): boolean;
}

type Answers = (results: ScanResult[], scans: PendingScan[]) => void;

/**
 * The device's scans waiting for the server, kept in storage so a reload or a closed tab loses
 * none. An upload sends scans of one event and gate, at most `MAX_SCANS_PER_BATCH` at a time, and
 * removes each scan the server answered, by its nonce; a batch that fails stays queued for the next
 * try (the nonces make a repeated upload harmless). One upload runs at a time.
 */
export class ScanQueue {
  private state: QueueState;
  private readonly listeners = new Set<() => void>();
  private readonly answerListeners = new Set<Answers>();
  private running: Promise<void> | null = null;
  private again = false;

  constructor(private readonly deps: QueueDeps) {
    this.state = { pending: deps.load().length, syncing: false, error: null };
  }

  getState = (): QueueState => this.state;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Called with every batch the server answered. */
  onAnswers(listener: Answers): () => void {
    this.answerListeners.add(listener);
    return () => this.answerListeners.delete(listener);
  }

  /** Keeps a scan for upload; false when storage could not keep it. */
  add(scan: PendingScan): boolean {
    const queue = this.deps.load();
    queue.push(scan);
    const kept = this.deps.save(queue);
    this.set({ pending: kept ? queue.length : queue.length - 1 });
    return kept;
  }

  /** Uploads everything queued while the device is online; resolves when done or failed. */
  flush(): Promise<void> {
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = this.drain().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  private async drain(): Promise<void> {
    do {
      this.again = false;
      while (this.deps.online()) {
        const queue = this.deps.load();
        const head = queue[0];
        if (!head) break;
        const scans = queue
          .filter((scan) => scan.event === head.event && scan.gate === head.gate)
          .slice(0, MAX_SCANS_PER_BATCH);
        this.set({ syncing: true });
        let response: ScanBatchResponse;
        try {
          response = await this.deps.upload({
            event: head.event,
            gate: head.gate,
            device: this.deps.device,
            scans: scans.map(({ token, at, nonce }) => ({ token, at, nonce })),
          });
        } catch (error) {
          this.set({ syncing: false, error });
          return;
        }
        const answered = new Set(response.results.map((result) => result.nonce));
        // Read again: scans made while the upload ran are kept.
        const rest = this.deps.load().filter((scan) => !answered.has(scan.nonce));
        this.deps.save(rest);
        this.set({ pending: rest.length, error: null });
        for (const listener of this.answerListeners) listener(response.results, scans);
        // An answer that names none of the scans sent would loop forever: stop until the next try.
        if (answered.size === 0) break;
      }
    } while (this.again && this.deps.online());
    this.set({ syncing: false, pending: this.deps.load().length });
  }

  private set(patch: Partial<QueueState>) {
    this.state = { ...this.state, ...patch };
    for (const listener of this.listeners) listener();
  }
}
