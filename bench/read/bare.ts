/**
 * The yardstick of `npm run bench:read`: a bare Hono app on @hono/node-server, one handler
 * answering a small JSON object, nothing else. Prints `ready` once it listens.
 */
import { serve } from "@hono/node-server";
import { Hono } from "hono";

const port = Number(process.argv[2]);
const app = new Hono().get("/", (c) => c.json({ ok: true }));
const server = serve({ fetch: app.fetch, port, hostname: "127.0.0.1" }, () => process.stdout.write("ready\n"));
if ("keepAliveTimeout" in server) server.keepAliveTimeout = 65_000;
