import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { brotliCompress, brotliCompressSync, gzip, gzipSync, constants as zlib } from "node:zlib";
import type { Context } from "hono";

/** Answers smaller than this are sent as they are: compressing them saves less than it costs. */
export const MIN_COMPRESSED_BYTES = 1_024;
/** Brotli's quality for an answer compressed once and sent many times: small, still milliseconds. */
const BROTLI_QUALITY = 6;

export type Encoding = "br" | "gzip" | "identity";

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** The suffix that makes each encoding's entity tag its own (a different encoding is a different representation). */
const TAG_SUFFIX: Record<Encoding, string> = { br: ".br", gzip: ".gz", identity: "" };

/** The encoding to send: brotli, else gzip, else none, as the client's Accept-Encoding allows. */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding {
  if (!acceptEncoding) return "identity";
  // The common header of browsers and clients, without weights: no parsing needed.
  if (acceptEncoding === "gzip, deflate, br" || acceptEncoding === "gzip, br" || acceptEncoding === "br, gzip") {
    return "br";
  }
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.split(",")) {
    const [name = "", ...params] = part.trim().toLowerCase().split(";");
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    const weight = q ? Number(q.slice(2)) : 1;
    accepted.set(name.trim(), Number.isNaN(weight) ? 0 : weight);
  }
  const allows = (name: string) => (accepted.get(name) ?? accepted.get("*") ?? 0) > 0;
  if (allows("br")) return "br";
  if (allows("gzip")) return "gzip";
  return "identity";
}

/**
 * An answer's bytes made once, tagged by a digest of its content (the same content has the same
 * tag in every process, so instances behind one address agree), and compressed at most once per
 * encoding, when first asked for. Every caller of the same content gets the same bytes.
 */
export class CachedBytes {
  /** A digest of the content: the opaque part of every entity tag of this body. */
  readonly digest: string;
  private readonly encoded = new Map<Encoding, Uint8Array>();
  private readonly encoding = new Map<Encoding, Promise<void>>();

  constructor(private readonly plain: Buffer) {
    this.digest = createHash("sha256").update(this.plain).digest("base64url").slice(0, 22);
  }

  /** Bytes held: the content and every encoding made of it so far. */
  get byteLength(): number {
    let total = this.plain.length;
    for (const bytes of this.encoded.values()) total += bytes.length;
    return total;
  }

  /** Whether the body is worth compressing at all. */
  get compressible(): boolean {
    return this.plain.length >= MIN_COMPRESSED_BYTES;
  }

  /** The encoding actually sent to a client that accepts `wanted`. */
  encodingFor(wanted: Encoding): Encoding {
    return this.compressible ? wanted : "identity";
  }

  /** The strong entity tag of the body in an encoding. */
  etag(encoding: Encoding): string {
    return `"${this.digest}${TAG_SUFFIX[encoding]}"`;
  }

  bytes(encoding: Encoding): Uint8Array {
    if (encoding === "identity") return this.plain;
    let bytes = this.encoded.get(encoding);
    if (!bytes) {
      bytes = encoding === "br" ? brotliCompressSync(this.plain, this.brotliOptions()) : gzipSync(this.plain);
      this.encoded.set(encoding, bytes);
    }
    return bytes;
  }

  /**
   * Makes the copy in an encoding on zlib's threads instead of the event loop (a page is tens of
   * KB: milliseconds of brotli), once for every caller asking meanwhile; `bytes` then has it.
   */
  prepare(encoding: Encoding): Promise<void> | undefined {
    if (encoding === "identity" || this.encoded.has(encoding)) return undefined;
    let pending = this.encoding.get(encoding);
    if (!pending) {
      pending = (encoding === "br" ? brotliAsync(this.plain, this.brotliOptions()) : gzipAsync(this.plain)).then(
        (bytes) => {
          this.encoded.set(encoding, bytes);
          this.encoding.delete(encoding);
        },
      );
      this.encoding.set(encoding, pending);
    }
    return pending;
  }

  private brotliOptions() {
    return {
      params: {
        [zlib.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
        [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
        [zlib.BROTLI_PARAM_SIZE_HINT]: this.plain.length,
      },
    };
  }

  /** Whether an If-None-Match header names this body in any encoding (weak comparison, or `*`). */
  matches(ifNoneMatch: string | undefined): boolean {
    if (!ifNoneMatch) return false;
    for (const raw of ifNoneMatch.split(",")) {
      const tag = raw.trim();
      if (tag === "*") return true;
      const opaque = tag.replace(/^W\//, "").replace(/^"|"$/g, "");
      const dot = opaque.lastIndexOf(".");
      if ((dot > 0 ? opaque.slice(0, dot) : opaque) === this.digest) return true;
    }
    return false;
  }
}

/** A JSON answer serialised once, as CachedBytes: listings compare the JSON to keep an unchanged body. */
export class CachedBody extends CachedBytes {
  constructor(readonly json: string) {
    super(Buffer.from(json, "utf8"));
  }
}

/** How an answer may be kept: by browsers (`Cache-Control`) and, when given, by a CDN (`CDN-Cache-Control`). */
export interface CachePolicy {
  cacheControl: string;
  cdnCacheControl?: string;
  /** Request headers the answer depends on besides Accept-Encoding (a page: its cookies and language). */
  vary?: string;
}

/**
 * Answers a body serialised (and compressed) once for everyone: 304 when the client's copy is
 * current, else the bytes in the best encoding it accepts. Sets its own `Content-Encoding`, so
 * the compression middleware leaves it alone.
 */
export function sendCached(
  c: Context,
  body: CachedBytes,
  policy: CachePolicy,
  { contentType = "application/json; charset=utf-8", status = 200 }: { contentType?: string; status?: 200 | 404 } = {},
): Response {
  const encoding = body.encodingFor(chooseEncoding(c.req.header("accept-encoding")));
  c.header("ETag", body.etag(encoding));
  c.header("Cache-Control", policy.cacheControl);
  if (policy.cdnCacheControl) c.header("CDN-Cache-Control", policy.cdnCacheControl);
  c.header("Vary", policy.vary ? `Accept-Encoding, ${policy.vary}` : "Accept-Encoding");
  // Preconditions apply to a successful answer only: a not-found page is sent whole.
  if (status === 200 && body.matches(c.req.header("if-none-match"))) return c.body(null, 304);
  c.header("Content-Type", contentType);
  if (encoding !== "identity") c.header("Content-Encoding", encoding);
  return c.body(body.bytes(encoding) as Uint8Array<ArrayBuffer>, status);
}
