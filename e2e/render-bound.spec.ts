import { type ChildProcess, spawn } from "node:child_process";
import { rmSync } from "node:fs";
import path from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { en } from "./fixtures";

/**
 * Past the render bound a page is the shell, and the app renders it in the browser: a server
 * whose bound is 0 (every request is past it) serving the same build as the journeys' server.
 * Its pages arrive without server-rendered HTML or state, are not kept, and still work.
 */

const PORT = Number(process.env.E2E_PORT ?? 3100) + 70;
const URL_BASE = `http://localhost:${PORT}`;
const RUN_DIR = path.join(".e2e-data", String(PORT));
/** The journeys' own build (playwright.config.ts builds it for the first server). */
const WEB_DIST_DIR = path.join(".e2e-data", String(Number(process.env.E2E_PORT ?? 3100)), "dist");

let server: ChildProcess | null = null;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  rmSync(RUN_DIR, { recursive: true, force: true });
  server = spawn(process.execPath, ["--import", "tsx", path.join("src", "server", "main.ts")], {
    env: {
      ...process.env,
      NODE_ENV: "test",
      PORT: String(PORT),
      PUBLIC_URL: URL_BASE,
      DATA_DIR: RUN_DIR,
      WEB_DIST_DIR,
      SEED_DEMO: "true",
      LOG_LEVEL: "warn",
      PAGE_RENDERS_MAX: "0",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const started = Date.now();
  while (Date.now() - started < 90_000) {
    const healthy = await fetch(`${URL_BASE}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (healthy) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the server past its render bound did not answer within 90 s`);
});

test.afterAll(async () => {
  const stopping = server;
  server = null;
  if (stopping && stopping.exitCode === null) {
    const exited = new Promise((resolve) => stopping.once("exit", resolve));
    stopping.kill("SIGTERM");
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5_000))]);
    stopping.kill("SIGKILL");
  }
  rmSync(RUN_DIR, { recursive: true, force: true });
});

/** Console errors and uncaught errors of a page from now on. */
function problemsOf(page: Page): string[] {
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(message.text());
  });
  page.on("pageerror", (error) => problems.push(error.message));
  return problems;
}

test("a page past the render bound is the shell, not kept, with its own head", async ({ request }) => {
  const response = await request.get(`${URL_BASE}/calendar`);
  expect(response.status()).toBe(200);
  expect(response.headers()["x-page-cache"]).toBe("none");
  expect(response.headers()["cache-control"]).toBe("no-cache");
  const html = await response.text();
  expect(html).toContain('<div id="root"></div>');
  expect(html).not.toContain('id="ssr-state"');
  expect(html).toContain(`<title>${en.listings.meta.pages.calendar}`);
});

test("the browser renders the shell into a working page", async ({ page }) => {
  const problems = problemsOf(page);
  const events = (await (await page.request.get(`${URL_BASE}/api/events`)).json()) as {
    events: { id: string; title: string }[];
  };
  const first = events.events[0];
  if (!first) throw new Error("the seed has no upcoming event");

  await page.goto(`${URL_BASE}/calendar`);
  await expect(page.getByRole("heading", { level: 1, name: en.listings.calendar.title })).toBeVisible();
  await expect(page.getByRole("link", { name: first.title }).first()).toBeVisible();
  // The app has the page: it takes clicks, and its links navigate in the browser.
  await expect(page.locator("html")).not.toHaveAttribute("data-hydrating");
  await page.getByRole("link", { name: first.title }).first().click();
  await expect(page).toHaveURL(new RegExp(`/events/${first.id}$`));
  await expect(page.getByRole("heading", { level: 1, name: first.title })).toBeVisible();
  await page.waitForLoadState("networkidle");
  expect(problems).toEqual([]);
});
