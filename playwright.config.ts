import { defineConfig, devices } from "@playwright/test";

const PORT = Number(process.env.E2E_PORT ?? 3100);
export const BASE_URL = `http://localhost:${PORT}`;
/** Per port, so journeys of different ports can run side by side. */
const RUN_DIR = `.e2e-data/${PORT}`;

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
  projects: [{ name: "desktop", use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 900 } } }],
  webServer: {
    command: `rm -rf ${RUN_DIR} && vite build --logLevel warn --outDir ${RUN_DIR}/dist && tsx src/server/main.ts`,
    url: `${BASE_URL}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      NODE_ENV: "test",
      PORT: String(PORT),
      PUBLIC_URL: BASE_URL,
      DATA_DIR: RUN_DIR,
      WEB_DIST_DIR: `${RUN_DIR}/dist`,
      SEED_DEMO: "true",
      LOG_LEVEL: "warn",
    },
  },
});
