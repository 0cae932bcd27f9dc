import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { Worker } from "node:worker_threads";
import { afterAll, describe, expect, it } from "vitest";

/**
 * The server as production runs it: compiled by the same Vite build `npm run build` uses (into a
 * folder of its own, so the checkout's `dist-server/` is left alone and the web app is not built),
 * then started with plain Node. It must start, migrate and seed a fresh database, answer its
 * health check, serve a built web app from `WEB_DIST_DIR`, and stop cleanly on SIGTERM.
 */
const ROOT = path.resolve(import.meta.dirname, "..");

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() =>
        address && typeof address === "object" ? resolve(address.port) : reject(new Error("no port")),
      );
    });
  });
}

async function health(base: string, child: ChildProcess, deadline: number): Promise<Response> {
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the compiled server exited with ${child.exitCode}`);
    try {
      const response = await fetch(`${base}/api/health`);
      if (response.ok) return response;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error("the compiled server did not answer /api/health in time");
}

describe("the compiled server", () => {
  // Inside the checkout: the compiled module imports its npm packages from `node_modules`.
  const outDir = path.join(ROOT, "node_modules", ".cache", `arena-server-${process.pid}`);
  const work = mkdtempSync(path.join(tmpdir(), "arena-compiled-"));
  let child: ChildProcess | undefined;

  afterAll(() => {
    child?.kill("SIGKILL");
    rmSync(outDir, { recursive: true, force: true });
    rmSync(work, { recursive: true, force: true });
  });

  it("starts from the build output with plain Node and answers /api/health", { timeout: 60_000 }, async () => {
    const vite = path.join(ROOT, "node_modules", "vite", "bin", "vite.js");
    const built = spawnSync(
      process.execPath,
      [vite, "build", "--ssr", "--outDir", outDir, "--emptyOutDir", "--logLevel", "warn"],
      { cwd: ROOT, encoding: "utf8" },
    );
    expect(built.status, built.stderr).toBe(0);

    const webDist = path.join(work, "web");
    mkdirSync(webDist);
    writeFileSync(
      path.join(webDist, "index.html"),
      "<!doctype html><html><head><title>x</title></head><body></body></html>",
    );
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    let output = "";
    child = spawn(process.execPath, [path.join(outDir, "main.js")], {
      cwd: ROOT,
      env: {
        ...process.env,
        NODE_ENV: "test",
        PORT: String(port),
        HOST: "127.0.0.1",
        PUBLIC_URL: base,
        DATA_DIR: path.join(work, "data"),
        WEB_DIST_DIR: webDist,
        DATABASE_URL: "",
        LOG_LEVEL: "warn",
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    child.stdout?.on("data", (chunk) => (output += chunk));
    child.stderr?.on("data", (chunk) => (output += chunk));

    const response = await health(base, child, Date.now() + 30_000).catch((error) => {
      throw new Error(`${error.message}\n${output}`);
    });
    const body = (await response.json()) as { status: string; database: { dialect: string } };
    expect(body.status).toBe("ok");
    expect(body.database.dialect).toBe("sqlite");

    const page = await fetch(`${base}/`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("<!doctype html>");

    // Beside it, the thread that renders ticket mails: a confirmation with its QR image.
    const renderer = new Worker(path.join(outDir, "mail-render-worker.js"));
    const rendered = await new Promise<{ id: number; output?: { subject: string; attachments: unknown[] } }>(
      (resolve, reject) => {
        renderer.once("message", resolve);
        renderer.once("error", reject);
        renderer.postMessage({
          id: 1,
          input: {
            template: "confirmation",
            language: "en",
            publicUrl: base,
            input: {
              orderId: "order-1",
              to: "fan@example.com",
              name: "Fan",
              complimentary: false,
              totalCents: 2500,
              breakdown: { ticketCents: 2500, discountCents: 0, feeCents: 0, taxCents: 0 },
              currency: "USD",
              provider: "simulated",
              event: {
                title: "Compiled Night",
                eventDate: "2026-12-04T01:00:00.000Z",
                venue: "Arena",
                rentalHours: null,
              },
              seats: [{ bookingId: "b-1", section: "vip", row: 1, seat: 1, priceCents: 2500, code: "CODE-1" }],
            },
          },
        });
      },
    );
    await renderer.terminate();
    expect(rendered.output?.subject).toBe("Your tickets for Compiled Night");
    expect(rendered.output?.attachments).toHaveLength(2);

    const exited = new Promise<number | null>((resolve) => child?.once("exit", (code) => resolve(code)));
    child.kill("SIGTERM");
    expect(await exited).toBe(0);
  });
});
