import type { Context } from "hono";
import type { EncodedBody, Encoding } from "./seat-state-store";

/** The encoding to send: brotli, else gzip, else none, as the client's Accept-Encoding allows. */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding {
  if (!acceptEncoding) return "identity";
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

/** Whether an If-None-Match header names this entity tag (weak comparison, or `*`). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, "");
  const wanted = opaque(etag);
  return ifNoneMatch.split(",").some((tag) => tag.trim() === "*" || opaque(tag) === wanted);
}

/**
 * Answers a body that was serialised (and compressed) once for everyone: 304 when the client's
 * copy is current, else the bytes in the best encoding it accepts.
 */
export function sendEncoded(c: Context, body: EncodedBody, cacheControl: string): Response {
  const headers: Record<string, string> = { ETag: body.etag, "Cache-Control": cacheControl, Vary: "Accept-Encoding" };
  if (matchesEtag(c.req.header("if-none-match"), body.etag)) return c.body(null, 304, headers);
  const encoding = chooseEncoding(c.req.header("accept-encoding"));
  headers["Content-Type"] = "application/json; charset=utf-8";
  if (encoding !== "identity") headers["Content-Encoding"] = encoding;
  return c.body(body.bytes(encoding) as Uint8Array<ArrayBuffer>, 200, headers);
}
