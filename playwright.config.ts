import { defineConfig, devices } from "@playwright/test";

const PORT = Number(process.env.E2E_PORT ?? 3100);
export const BASE_URL = `http://localhost:${PORT}`;
/** Per port, so journeys of different ports can run side by side. */
const RUN_DIR = `.e2e-data/${PORT}`;
/**
 * The Stripe journeys (`stripe-*.spec.ts`) need a server whose card payments go through Stripe
 * Checkout (against a local stand-in, see e2e/support/stripe-server.ts); every other journey runs
 * with the simulated provider. Same build, its own port and database.
 */
const STRIPE_PORT = Number(process.env.E2E_STRIPE_PORT ?? PORT + 50);
const STRIPE_BASE_URL = `http://localhost:${STRIPE_PORT}`;
const STRIPE_RUN_DIR = `.e2e-data/${STRIPE_PORT}`;
const STRIPE_JOURNEYS = /stripe-.*\.spec\.ts$/;
/**
 * The `instances` journeys (`instances.spec.ts`) run against two instances of the site on one
 * embedded PostgreSQL database (e2e/support/instances-servers.ts), on these two ports; they serve
 * the first server's build.
 */
const INSTANCE_PORT = Number(process.env.E2E_INSTANCE_PORT ?? PORT + 60);
export const INSTANCE_URLS = [`http://localhost:${INSTANCE_PORT}`, `http://localhost:${INSTANCE_PORT + 1}`] as const;
const INSTANCE_JOURNEYS = /instances\.spec\.ts$/;

/** The projects named with --project on the command line; none named runs them all. */
function projectChosen(name: string): boolean {
  const chosen = process.argv.flatMap((arg, i) =>
    arg.startsWith("--project=") ? [arg.slice(10)] : arg === "--project" ? [process.argv[i + 1] ?? ""] : [],
  );
  return chosen.length === 0 || chosen.includes(name);
}

const serverEnv = (port: number, runDir: string) => ({
  NODE_ENV: "test",
  PORT: String(port),
  PUBLIC_URL: `http://localhost:${port}`,
  DATA_DIR: runDir,
  WEB_DIST_DIR: `${RUN_DIR}/dist`,
  SEED_DEMO: "true",
  LOG_LEVEL: "warn",
  // Journeys stand for fans on separate networks by loopback addresses (127.0.0.2, 127.0.0.3…),
  // all in one /24: each address counts as its own network here.
  NETWORK_PREFIX_IPV4: "32",
});

/** Journeys run against the real server on a fresh SQLite database, in Debian's Chromium. */
export default defineConfig({
  testDir: "e2e",
  outputDir: `test-results/${PORT}`,
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [["list"]] : [["list"]],
  use: {
    baseURL: BASE_URL,
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
      ],
    },
  },
  projects: [
    {
      name: "desktop",
      testIgnore: [STRIPE_JOURNEYS, INSTANCE_JOURNEYS],
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 900 } },
    },
    {
      name: "stripe",
      testMatch: STRIPE_JOURNEYS,
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 900 }, baseURL: STRIPE_BASE_URL },
    },
    {
      name: "instances",
      testMatch: INSTANCE_JOURNEYS,
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 900 }, baseURL: INSTANCE_URLS[0] },
    },
  ],
  // Started in this order, one after the other: the second server serves the first one's build.
  webServer: [
    {
      // The web app, then its server renderer beside it (where the server looks for it).
      command: `rm -rf ${RUN_DIR} && vite build --logLevel warn --outDir ${RUN_DIR}/dist && vite build --ssr --mode web-ssr --logLevel error --outDir ${RUN_DIR}/dist-ssr && tsx src/server/main.ts`,
      url: `${BASE_URL}/api/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: serverEnv(PORT, RUN_DIR),
    },
    {
      command: `rm -rf ${STRIPE_RUN_DIR} && tsx e2e/support/stripe-server.ts`,
      url: `${STRIPE_BASE_URL}/api/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: serverEnv(STRIPE_PORT, STRIPE_RUN_DIR),
    },
    // Only when the instances project runs: it starts a PostgreSQL server and two more servers.
    ...(projectChosen("instances")
      ? [
          {
            command: "tsx e2e/support/instances-servers.ts",
            url: `${INSTANCE_URLS[1]}/api/health`,
            reuseExistingServer: false,
            timeout: 180_000,
            // SIGTERM lets the script stop both servers and the database and remove its data.
            gracefulShutdown: { signal: "SIGTERM" as const, timeout: 20_000 },
            env: {
              INSTANCE_PORTS: `${INSTANCE_PORT},${INSTANCE_PORT + 1}`,
              // As for the journeys' own server: each loopback address its own network.
              NETWORK_PREFIX_IPV4: "32",
              DATA_DIR: `.e2e-data/${INSTANCE_PORT}`,
              WEB_DIST_DIR: `${RUN_DIR}/dist`,
            },
          },
        ]
      : []),
  ],
});
