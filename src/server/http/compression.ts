import { promisify } from "node:util";
import { brotliCompress, brotliCompressSync, gzip, gzipSync, constants as zlib } from "node:zlib";
import type { Context, MiddlewareHandler } from "hono";
import { compress } from "hono/compress";
import { chooseEncoding, type Encoding, MIN_COMPRESSED_BYTES } from "./cached-body";

/**
 * Answers built in memory (JSON, pages, feeds, files made per request): read whole and compressed
 * in one call. Everything else compressible (the web app's scripts and styles, read from disk) is
 * compressed as it streams.
 */
const BUILT_IN_MEMORY = /^\s*(?:application\/(?:json|xml|ld\+json)|text\/(?:html|plain|csv|calendar|xml))(?:[;\s]|$)/i;
const NO_TRANSFORM = /(?:^|,)\s*no-transform\s*(?:,|$)/i;
/** Up to this size a body is compressed on the event loop (well under a millisecond); larger ones on the thread pool. */
const SYNC_MAX_BYTES = 64 * 1024;
/** Brotli's quality for an answer compressed per request: gzip's speed, a smaller answer. */
const BROTLI_QUALITY = 4;

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

function brotliOptions(size: number) {
  return {
    params: {
      [zlib.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
      [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
      [zlib.BROTLI_PARAM_SIZE_HINT]: size,
    },
  };
}

async function compressed(bytes: Uint8Array, encoding: Exclude<Encoding, "identity">): Promise<Uint8Array> {
  if (bytes.length <= SYNC_MAX_BYTES) {
    return encoding === "br" ? brotliCompressSync(bytes, brotliOptions(bytes.length)) : gzipSync(bytes);
  }
  return encoding === "br" ? brotliAsync(bytes, brotliOptions(bytes.length)) : gzipAsync(bytes);
}

/**
 * The body a handler answered with, when it is a string or bytes: read from @hono/node-server's
 * lightweight Response (which keeps status, body and headers as given, under a private symbol)
 * without turning it into a full Response, which costs more than the rest of a small answer.
 * Null for any other Response: its bytes are then read the standard way.
 */
function handlerBody(res: Response): string | Uint8Array | null {
  const symbol = lightweightSymbol ?? Object.getOwnPropertySymbols(res).find((s) => s.description === "cache");
  if (!symbol) return null;
  lightweightSymbol = symbol;
  const cached = (res as unknown as Record<symbol, unknown>)[symbol];
  const body = Array.isArray(cached) ? cached[1] : undefined;
  return typeof body === "string" || body instanceof Uint8Array ? body : null;
}
let lightweightSymbol: symbol | undefined;

/** Replaces the answer's body, keeping its status and headers. */
function replaceBody(c: Context, body: Uint8Array, headers: Headers) {
  const status = c.res.status;
  // Cleared first: assigning over an answer would re-read its body as a stream.
  c.res = undefined;
  c.res = new Response(body as Uint8Array<ArrayBuffer>, { status, headers });
}

/**
 * Compression for clients that accept it (brotli, else gzip), and `Vary: Accept-Encoding` on
 * every answer. An answer of less than 1 KB is sent as it is (compression would cost more than it
 * saves); a bigger one built in memory is compressed in one call; an answer that already carries
 * its encoding (one compressed once for every reader, see cached-body.ts) is left alone, as are
 * event streams and answers marked `no-transform`.
 */
export function compression(): MiddlewareHandler {
  const streaming = compress();
  return async (c, next) => {
    const encoding = chooseEncoding(c.req.header("accept-encoding"));
    if (encoding === "identity") {
      c.header("Vary", "Accept-Encoding");
      await next();
      return;
    }
    await next();
    const res = c.res;
    const status = res.status;
    if (status === 204 || status === 206 || status === 304 || c.req.method === "HEAD") return;
    const headers = res.headers;
    if (!headers.has("Vary")) headers.set("Vary", "Accept-Encoding");
    const type = headers.get("Content-Type") ?? "";
    if (headers.has("Content-Encoding") || headers.has("Transfer-Encoding")) return;
    if (NO_TRANSFORM.test(headers.get("Cache-Control") ?? "")) return;
    if (!BUILT_IN_MEMORY.test(type)) {
      // Scripts, styles and other files stream through CompressionStream (gzip) as before.
      await streaming(c, async () => {});
      return;
    }
    const length = headers.get("Content-Length");
    if (length !== null && Number(length) < MIN_COMPRESSED_BYTES) return;
    const given = handlerBody(res);
    // A string's UTF-8 length is at least its length in characters and at most three times it.
    if (typeof given === "string" && given.length * 3 < MIN_COMPRESSED_BYTES) return;
    if (given instanceof Uint8Array && given.length < MIN_COMPRESSED_BYTES) return;
    const plain =
      typeof given === "string" ? Buffer.from(given, "utf8") : (given ?? new Uint8Array(await res.arrayBuffer()));
    if (plain.length < MIN_COMPRESSED_BYTES) {
      if (!given) replaceBody(c, plain, headers);
      return;
    }
    const body = await compressed(plain, encoding);
    headers.set("Content-Encoding", encoding);
    headers.delete("Content-Length");
    const etag = headers.get("ETag");
    // The same entity compressed here is another representation: its tag becomes weak.
    if (etag && !etag.startsWith("W/")) headers.set("ETag", `W/${etag}`);
    replaceBody(c, body, headers);
  };
}
