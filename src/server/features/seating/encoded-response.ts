import type { Context } from "hono";
import { chooseEncoding } from "#server/http/cached-body";
import type { EncodedBody } from "./encoded-body";

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
