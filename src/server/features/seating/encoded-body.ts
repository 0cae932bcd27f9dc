/**
 * An answer shared by many readers costs one serialisation and at most one compression per
 * encoding (brotli at a fast quality, or gzip), however many ask for it.
 */
import { brotliCompressSync, gzipSync, constants as zlib } from "node:zlib";
import type { Encoding } from "#server/http/cached-body";

/** Brotli's quality for a state: near gzip's speed (tens of microseconds), a smaller answer. */
const BROTLI_QUALITY = 5;

export type { Encoding };

/**
 * A JSON answer serialised once and compressed at most once per encoding, then sent as bytes to
 * everyone who asks for it.
 */
export class EncodedBody {
  private readonly encoded = new Map<Encoding, Uint8Array>();

  constructor(
    readonly etag: string,
    private readonly json: string,
  ) {}

  bytes(encoding: Encoding): Uint8Array {
    let bytes = this.encoded.get(encoding);
    if (!bytes) {
      const plain = Buffer.from(this.json, "utf8");
      bytes =
        encoding === "br"
          ? brotliCompressSync(plain, {
              params: {
                [zlib.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
                [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
                [zlib.BROTLI_PARAM_SIZE_HINT]: plain.length,
              },
            })
          : encoding === "gzip"
            ? gzipSync(plain)
            : plain;
      this.encoded.set(encoding, bytes);
    }
    return bytes;
  }
}
