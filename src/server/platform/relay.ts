import { randomBytes } from "node:crypto";
import { type Kysely, sql } from "kysely";
import pg from "pg";
import type { DB } from "#server/db/schema";
import { describeDatabaseError } from "#server/db/unavailable";
import type { Logger } from "./logger";
import { frameParts, MAX_PART_BYTES, parseFrame, Reassembly } from "./relay-frames";

/**
 * Messages between the instances of one site: a publish reaches this instance's listeners of the
 * channel at once (synchronously) and every other instance's listeners soon after, each once.
 *
 * One instance (SQLite, or a single server) keeps it in memory. On PostgreSQL every instance
 * listens on one notification channel (`LISTEN`) over a connection of its own, and publishes with
 * `pg_notify` through the pool; an instance skips the notifications it sent itself, since its own
 * listeners already had them. Payloads are JSON: listeners of another instance get a parsed
 * copy, local listeners the published value itself (to be treated as read-only).
 */
export interface Relay {
  /** This instance's id, carried by every message it sends. */
  readonly instanceId: string;
  publish(channel: string, payload: unknown): void;
  /** Calls `listener` with each message of `channel`; the returned function stops it. */
  subscribe(channel: string, listener: RelayListener): () => void;
  /**
   * Calls `listener` after messages of other instances may have been missed: the listening
   * connection dropped and is back. What is kept from such messages should be read again.
   */
  onResync(listener: () => void): () => void;
  /** Resolves once everything published so far has been handed to the database (at once in memory). */
  flushed(): Promise<void>;
  /** Whether messages of other instances reach this one now (always, in memory). */
  connected(): boolean;
  /** Stops listening and sending; later publishes reach this instance only. */
  close(): Promise<void>;
}

export type RelayListener = (payload: unknown, meta: { local: boolean }) => void;

/** The PostgreSQL notification channel every instance listens on. */
export const RELAY_CHANNEL = "arena_relay";
/** Reconnection waits start here and double up to the maximum. */
const RECONNECT_MIN_MS = 250;
const RECONNECT_MAX_MS = 10_000;
/** The listening connection is pinged this often, so a connection that died silently is noticed. */
const PING_MS = 15_000;
const PING_TIMEOUT_MS = 10_000;
/** Messages waiting to be sent at most; past it the oldest are dropped (and logged). */
const MAX_QUEUED = 100_000;
/** A message not sent within this time (the connection was down) is dropped. */
const STALE_MS = 5_000;

export function newInstanceId(): string {
  return randomBytes(9).toString("base64url");
}

/** The in-process part of every relay: listeners by channel, each called once per message. */
class Listeners {
  private readonly byChannel = new Map<string, Set<RelayListener>>();
  private readonly resync = new Set<() => void>();

  constructor(private readonly logger: Pick<Logger, "error">) {}

  subscribe(channel: string, listener: RelayListener): () => void {
    let set = this.byChannel.get(channel);
    if (!set) {
      set = new Set();
      this.byChannel.set(channel, set);
    }
    // Each subscription is its own entry, even for a listener given twice.
    const entry: RelayListener = (payload, meta) => listener(payload, meta);
    set.add(entry);
    return () => {
      const current = this.byChannel.get(channel);
      if (!current?.delete(entry)) return;
      if (current.size === 0) this.byChannel.delete(channel);
    };
  }

  onResync(listener: () => void): () => void {
    const entry = () => listener();
    this.resync.add(entry);
    return () => void this.resync.delete(entry);
  }

  deliver(channel: string, payload: unknown, local: boolean) {
    const set = this.byChannel.get(channel);
    if (!set) return;
    for (const listener of [...set]) {
      try {
        listener(payload, { local });
      } catch (error) {
        // One failing listener must not keep the message from the others.
        this.logger.error("relay listener failed", { channel, error: String(error) });
      }
    }
  }

  resynced() {
    for (const listener of [...this.resync]) {
      try {
        listener();
      } catch (error) {
        this.logger.error("relay resync listener failed", { error: String(error) });
      }
    }
  }
}

/** The relay of a single instance: listeners in memory, nothing leaves the process. */
export function memoryRelay(logger: Pick<Logger, "error"> = { error: () => undefined }): Relay {
  const listeners = new Listeners(logger);
  return {
    instanceId: newInstanceId(),
    publish: (channel, payload) => listeners.deliver(channel, payload, true),
    subscribe: (channel, listener) => listeners.subscribe(channel, listener),
    onResync: (listener) => listeners.onResync(listener),
    flushed: () => Promise.resolve(),
    connected: () => true,
    close: () => Promise.resolve(),
  };
}

export interface PostgresRelayOptions {
  /** Where to open the relay's connection. */
  connectionString: string;
  logger: Pick<Logger, "info" | "warn" | "error">;
  instanceId?: string;
}

/**
 * The relay of instances that share one PostgreSQL database. `start()` listens before the
 * instance serves anything, so no message sent after it is missed; a dropped connection is
 * opened again after a growing wait, and `onResync` listeners are told once it is back.
 *
 * Messages are sent over the same connection, never through the pool: during a rush every pooled
 * connection is busy with holds, and a notification queued behind them would reach the other
 * instances late. They go one batch at a time, in the order published: each batch is one
 * `pg_notify` statement (a batch too long for one notification goes in parts, in the same
 * statement), and the next is sent only once the database has taken it, so other instances
 * receive an instance's messages in the order it published them. While the connection is down
 * messages wait for it, and those older than a few seconds are dropped then: by the time it is
 * back, the other instances have read the database again.
 */
export function postgresRelay(options: PostgresRelayOptions): Relay & { start(): Promise<void> } {
  const { logger } = options;
  const instanceId = options.instanceId ?? newInstanceId();
  const listeners = new Listeners(logger);
  const reassembly = new Reassembly();
  let sequence = 0;
  let closed = false;

  // ----- sending -----
  /** `[channel, payload]` JSON pairs and when each was published. */
  const queue: string[] = [];
  const queuedAt: number[] = [];
  let sending: Promise<void> | null = null;
  let dropped = 0;

  function dequeue() {
    queue.shift();
    queuedAt.shift();
  }

  /** The batch's body (a JSON array of entries), or null when nothing fresh is left. */
  function takeBatch(now: number): string | null {
    let stale = 0;
    while (queue.length > 0 && now - (queuedAt[0] as number) > STALE_MS) {
      dequeue();
      stale += 1;
    }
    if (stale > 0) logger.warn("relay dropped messages it could not send in time", { messages: stale });
    if (queue.length === 0) return null;
    let body = "[";
    let bytes = 1;
    while (queue.length > 0) {
      const entry = queue[0] as string;
      const size = Buffer.byteLength(entry) + 1;
      if (body.length > 1 && bytes + size > MAX_PART_BYTES) break;
      body += body.length > 1 ? `,${entry}` : entry;
      bytes += size;
      dequeue();
    }
    return `${body}]`;
  }

  async function sendAll() {
    while (queue.length > 0 && !closed) {
      // Without a connection the queue waits: connect() sends it once one is open.
      const target = client;
      if (!target) return;
      const body = takeBatch(Date.now());
      if (body === null) return;
      const parts = frameParts(instanceId, ++sequence, body);
      const calls = parts.map((_, i) => `pg_notify('${RELAY_CHANNEL}', $${i + 1})`).join(", ");
      try {
        await target.query(`select ${calls}`, parts);
      } catch (error) {
        // Lost for the other instances: their seat states read the database again within
        // seconds and their sessions are looked up again within the session cache's time.
        logger.warn("relay could not send", { error: describeDatabaseError(error) });
      }
    }
  }

  function kick() {
    if (sending || closed) return;
    sending = sendAll().finally(() => {
      sending = null;
      // Published while the last batch was finishing. Without a connection the queue waits for
      // connect(): sending again now would return at once and spin without ever yielding.
      if (queue.length > 0 && client) kick();
    });
  }

  // ----- listening -----
  let client: pg.Client | null = null;
  let reconnectWait = RECONNECT_MIN_MS;
  let reconnectTimer: ReturnType<typeof setTimeout> | null = null;
  let pingTimer: ReturnType<typeof setInterval> | null = null;
  let lostAt: number | null = null;

  function received(payload: string | undefined) {
    if (payload === undefined) return;
    const frame = parseFrame(payload);
    // An instance's own messages reached its listeners when it published them.
    if (!frame || frame.instanceId === instanceId) return;
    const body = reassembly.add(frame);
    if (body === null) return;
    let entries: unknown;
    try {
      entries = JSON.parse(body);
    } catch {
      logger.warn("relay message unreadable", { from: frame.instanceId });
      return;
    }
    if (!Array.isArray(entries)) return;
    for (const entry of entries) {
      if (Array.isArray(entry) && typeof entry[0] === "string") listeners.deliver(entry[0], entry[1], false);
    }
  }

  async function connect(): Promise<void> {
    const next = new pg.Client({
      connectionString: options.connectionString,
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
    });
    let gone = false;
    const lost = (error?: unknown) => {
      if (gone) return;
      gone = true;
      if (client === next) client = null;
      if (pingTimer) clearInterval(pingTimer);
      pingTimer = null;
      next.end().catch(() => undefined);
      if (closed) return;
      lostAt ??= Date.now();
      logger.warn("relay connection lost", { error: error ? describeDatabaseError(error) : "ended" });
      scheduleReconnect();
    };
    next.on("error", lost);
    next.on("end", () => lost());
    next.on("notification", (message) => {
      if (message.channel === RELAY_CHANNEL) received(message.payload);
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${RELAY_CHANNEL}`);
    } catch (error) {
      lost(error);
      return;
    }
    if (closed) {
      gone = true;
      await next.end().catch(() => undefined);
      return;
    }
    client = next;
    reconnectWait = RECONNECT_MIN_MS;
    pingTimer = setInterval(() => {
      // A connection that died without a word never answers: not answering in time counts as lost.
      const late = setTimeout(() => lost(new Error("the relay's ping was not answered in time")), PING_TIMEOUT_MS);
      late.unref();
      next.query("select 1").then(
        () => clearTimeout(late),
        (error: unknown) => {
          clearTimeout(late);
          lost(error);
        },
      );
    }, PING_MS);
    pingTimer.unref();
    if (lostAt !== null) {
      logger.info("relay reconnected", { downMs: Date.now() - lostAt });
      lostAt = null;
      listeners.resynced();
    }
    kick();
  }

  function scheduleReconnect() {
    if (reconnectTimer || closed) return;
    const wait = reconnectWait;
    reconnectWait = Math.min(reconnectWait * 2, RECONNECT_MAX_MS);
    reconnectTimer = setTimeout(() => {
      reconnectTimer = null;
      void connect();
    }, wait);
    reconnectTimer.unref();
  }

  return {
    instanceId,
    async start() {
      await connect();
    },
    connected: () => client !== null && lostAt === null,
    publish(channel, payload) {
      listeners.deliver(channel, payload, true);
      if (closed) return;
      queue.push(JSON.stringify([channel, payload ?? null]));
      queuedAt.push(Date.now());
      if (queue.length > MAX_QUEUED) {
        dequeue();
        if (dropped++ % 1000 === 0) logger.error("relay queue full: oldest messages dropped", { dropped });
      }
      kick();
    },
    subscribe: (channel, listener) => listeners.subscribe(channel, listener),
    onResync: (listener) => listeners.onResync(listener),
    /** Everything published has been sent, or waits for a connection that is down. */
    async flushed() {
      while (sending) await sending;
    },
    async close() {
      if (closed) return;
      // What was published before closing is still sent.
      while (sending) await sending;
      closed = true;
      if (reconnectTimer) clearTimeout(reconnectTimer);
      if (pingTimer) clearInterval(pingTimer);
      const open = client;
      client = null;
      await open?.end().catch(() => undefined);
    },
  };
}

/**
 * Sends one message to every listening instance from a process that does not listen itself (a
 * script changing roles): on PostgreSQL only, since nothing else could hear it.
 */
export async function notifyInstances(db: Kysely<DB>, channel: string, payload: unknown): Promise<void> {
  const parts = frameParts(newInstanceId(), 1, JSON.stringify([[channel, payload ?? null]]));
  await sql`select ${sql.join(parts.map((part) => sql`pg_notify(${RELAY_CHANNEL}, ${part})`))}`.execute(db);
}
