import type { MiddlewareHandler } from "hono";
import { compress } from "hono/compress";

const ACCEPTS_COMPRESSION = /\b(gzip|deflate)\b/i;

/**
 * Hono's compress() for clients that accept gzip or deflate; nothing for the others. compress()
 * adds `Vary` to the finished response, which makes @hono/node-server rebuild it as a streamed
 * Response: on every request, even one it does not compress. Here `Vary` is set before the
 * route instead, where it costs nothing.
 */
export function compression(): MiddlewareHandler {
  const compressing = compress();
  return async (c, next) => {
    if (ACCEPTS_COMPRESSION.test(c.req.header("accept-encoding") ?? "")) return compressing(c, next);
    c.header("Vary", "Accept-Encoding");
    await next();
  };
}
