/**
 * A closed-loop HTTP/1.1 load generator in the manner of autocannon: a fixed number of keep-alive
 * connections, each sending the same prepared request again as soon as the previous answer has
 * been read whole. It writes raw bytes and reads only the status line, the framing headers and
 * the body's length, so the client costs little next to the server it measures.
 */
import net from "node:net";

export interface LoadInput {
  host: string;
  port: number;
  path: string;
  /** Extra request headers (accept-encoding, cookie, ...). */
  headers?: Record<string, string>;
  /** Headers of one connection's requests on top of `headers`: each connection may be another visitor. */
  connectionHeaders?: (connection: number) => Record<string, string>;
  /** The path of each request, when not always `path` (a query that makes every request another URL). */
  pathOf?: (connection: number, sent: number) => string;
  connections: number;
  /** Requests answered during this time are counted... */
  durationMs: number;
  /** ...after this much warm-up, whose answers are not. */
  warmupMs: number;
}

export interface LoadResult {
  requests: number;
  rps: number;
  p50Ms: number;
  p99Ms: number;
  /** Answers by status code, during the measured time. */
  statuses: Record<string, number>;
  /** Connections that failed (refused, reset, or a malformed answer). */
  errors: number;
  /** Body bytes of the last answer read, as sent (compressed or not). */
  bodyBytes: number;
}

/** Latencies are kept in buckets of 10 microseconds, up to 10 s. */
const BUCKET_MS = 0.01;
const BUCKETS = 1_000_000;

/** Latencies of one or more runs, for their percentiles. */
export class Histogram {
  private readonly counts = new Uint32Array(BUCKETS);
  total = 0;

  record(ms: number) {
    const bucket = Math.min(BUCKETS - 1, Math.floor(ms / BUCKET_MS));
    this.counts[bucket] = (this.counts[bucket] ?? 0) + 1;
    this.total += 1;
  }

  percentile(p: number): number {
    if (this.total === 0) return 0;
    const rank = Math.ceil((p / 100) * this.total);
    let seen = 0;
    for (let i = 0; i < BUCKETS; i++) {
      seen += this.counts[i] ?? 0;
      if (seen >= rank) return (i + 1) * BUCKET_MS;
    }
    return BUCKETS * BUCKET_MS;
  }
}

const HEADER_END = Buffer.from("\r\n\r\n");

/** Where a complete answer ends in `buffer`, with its status and body length; null when more is needed. */
function parseAnswer(buffer: Buffer): { end: number; status: number; bodyBytes: number } | null {
  const headerEnd = buffer.indexOf(HEADER_END);
  if (headerEnd < 0) return null;
  const head = buffer.toString("latin1", 0, headerEnd);
  const status = Number(head.slice(9, 12));
  const bodyStart = headerEnd + 4;
  const length = /\r\ncontent-length:\s*(\d+)/i.exec(head);
  if (length) {
    const end = bodyStart + Number(length[1]);
    return buffer.length >= end ? { end, status, bodyBytes: Number(length[1]) } : null;
  }
  if (/\r\ntransfer-encoding:\s*chunked/i.test(head)) {
    let at = bodyStart;
    let bodyBytes = 0;
    for (;;) {
      const lineEnd = buffer.indexOf("\r\n", at);
      if (lineEnd < 0) return null;
      const size = Number.parseInt(buffer.toString("latin1", at, lineEnd), 16);
      if (Number.isNaN(size)) throw new Error("malformed chunk");
      at = lineEnd + 2 + size + 2;
      if (buffer.length < at) return null;
      bodyBytes += size;
      if (size === 0) return { end: at, status, bodyBytes };
    }
  }
  // No body (304, 204) or one framed by the connection's end, which keep-alive never uses.
  return { end: bodyStart, status, bodyBytes: 0 };
}

/**
 * Runs the load and reports throughput and latency of the measured window; its latencies are
 * also added to `histogram` when one is given (to sum up several runs).
 */
export function runLoad(input: LoadInput, histogram = new Histogram()): Promise<LoadResult> {
  const requestOf = (connection: number) => {
    const headers = { host: `${input.host}:${input.port}`, ...input.headers, ...input.connectionHeaders?.(connection) };
    const headerLines = Object.entries(headers)
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join("");
    const { pathOf } = input;
    if (!pathOf) {
      const request = Buffer.from(`GET ${input.path} HTTP/1.1\r\n${headerLines}\r\n`, "latin1");
      return () => request;
    }
    let sent = 0;
    return () => Buffer.from(`GET ${pathOf(connection, sent++)} HTTP/1.1\r\n${headerLines}\r\n`, "latin1");
  };
  const countedBefore = histogram.total;
  const statuses: Record<string, number> = {};
  let errors = 0;
  let bodyBytes = 0;
  const started = performance.now();
  const measureFrom = started + input.warmupMs;
  const stopAt = measureFrom + input.durationMs;
  const sockets: net.Socket[] = [];

  return new Promise((resolve) => {
    let open = input.connections;
    const done = () => {
      open -= 1;
      if (open > 0) return;
      const seconds = input.durationMs / 1000;
      const requests = histogram.total - countedBefore;
      resolve({
        requests,
        rps: requests / seconds,
        p50Ms: histogram.percentile(50),
        p99Ms: histogram.percentile(99),
        statuses,
        errors,
        bodyBytes,
      });
    };
    for (let i = 0; i < input.connections; i++) {
      const nextRequest = requestOf(i);
      const socket = net.connect({ host: input.host, port: input.port, noDelay: true });
      sockets.push(socket);
      let buffer: Buffer = Buffer.alloc(0);
      let sentAt = 0;
      let finished = false;
      const finish = () => {
        if (finished) return;
        finished = true;
        socket.destroy();
        done();
      };
      const send = () => {
        if (performance.now() >= stopAt) return finish();
        sentAt = performance.now();
        socket.write(nextRequest());
      };
      socket.on("connect", send);
      socket.on("data", (chunk: Buffer) => {
        buffer = buffer.length === 0 ? chunk : Buffer.concat([buffer, chunk]);
        let answer: ReturnType<typeof parseAnswer>;
        try {
          answer = parseAnswer(buffer);
        } catch {
          errors += 1;
          return finish();
        }
        if (!answer) return;
        const now = performance.now();
        if (sentAt >= measureFrom && now <= stopAt) {
          histogram.record(now - sentAt);
          statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
        }
        bodyBytes = answer.bodyBytes;
        buffer = buffer.subarray(answer.end);
        send();
      });
      socket.on("error", () => {
        errors += 1;
        finish();
      });
      socket.on("close", finish);
    }
  });
}
