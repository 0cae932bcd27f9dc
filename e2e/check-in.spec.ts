import { writeFileSync } from "node:fs";
import { type APIRequestContext, chromium, expect, type Locator, type Page, request, test } from "@playwright/test";
import QRCode from "qrcode";
import { DEMO_PASSWORD, DEMO_USERS, en, expectNoA11yViolations } from "./fixtures";
import { createVerifiedAccount, signInWith } from "./support/accounts";
import { fill } from "./support/box-office";
import { createEvent } from "./support/events";
import { completeSignIn } from "./support/two-factor";

/**
 * The door on a phone: a buyer's tickets are scanned at a gate with the handheld field; the same
 * ticket again is already admitted; with no network a second ticket is admitted by the device and
 * waits to sync, and is synced and counted by the server once the network is back; a code that is
 * no ticket is not valid. The journey makes its own event and buyer.
 */

const door = en.door;
const DOOR_STAFF = "door@example.com";

test.use({ viewport: { width: 390, height: 844 }, reducedMotion: "reduce" });

/** A client of the API alone, signed in as a browser would (from the site's own origin). */
async function apiAs(baseURL: string, email: string): Promise<APIRequestContext> {
  const api = await request.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL } });
  const response = await api.post("/api/auth/sign-in/email", { data: { email, password: DEMO_PASSWORD } });
  expect(response.status()).toBe(200);
  await completeSignIn(api, baseURL, email, DEMO_PASSWORD, await response.json());
  return api;
}

/** Tickets bought by a new buyer through the API, as the box office does; their codes by seat id. */
async function buyTickets(api: APIRequestContext, eventId: string, seatIds: string[]): Promise<Map<string, string>> {
  expect((await api.get(`/api/events/${eventId}/seat-states`)).status()).toBe(200);
  const hold = await api.post("/api/orders", { data: { eventId, seatIds } });
  expect(hold.status(), await hold.text()).toBe(201);
  const { order } = (await hold.json()) as { order: { id: string } };
  const paid = await api.post(`/api/orders/${order.id}/payments/simulated`, { data: { token: "sim_ok_4242" } });
  expect(paid.status(), await paid.text()).toBe(200);
  const mine = (await (await api.get("/api/my/tickets")).json()) as {
    tickets: { seatId: string; ticketToken: string }[];
  };
  return new Map(mine.tickets.map((ticket) => [ticket.seatId, ticket.ticketToken]));
}

/** An event of its own (made by the admin) and a new buyer with VIP seats of row 1; their codes in order. */
async function eventWithTickets(origin: string, seats: number[]) {
  const admin = await apiAs(origin, DEMO_USERS.admin);
  const title = `E2E Door Night ${Date.now()}`;
  const { id: eventId } = await createEvent(admin, title, "door");
  const buyerApi = await request.newContext({ baseURL: origin, extraHTTPHeaders: { origin } });
  const buyer = await createVerifiedAccount(buyerApi, origin, { name: "Hana Holder", prefix: "door" });
  const seatIds = seats.map((seat) => `${eventId}:vip:1:${seat}`);
  const bought = await buyTickets(buyerApi, eventId, seatIds);
  const codes = seatIds.map((seatId) => bought.get(seatId) ?? "");
  for (const code of codes) expect(code).toBeTruthy();
  return { admin, buyerApi, buyer, eventId, title, codes };
}

/** The page and the built assets it loaded that the service worker has not kept yet (run in the page). */
async function uncachedFiles(): Promise<string[]> {
  const files = performance
    .getEntriesByType("resource")
    .map((entry) => new URL(entry.name).pathname)
    .filter((path) => path.startsWith("/assets/"));
  const missing: string[] = [];
  for (const path of ["/check-in", ...files]) if (!(await caches.match(path))) missing.push(path);
  return missing;
}

function resultPanel(page: Page): Locator {
  return page.locator("[data-outcome]");
}

async function scan(page: Page, code: string) {
  const field = page.getByLabel(door.scan.code, { exact: true });
  await expect(field).toBeFocused();
  await field.fill(code);
  await field.press("Enter");
  await expect(field).toHaveValue("");
  await expect(field).toBeFocused();
}

test("door staff scan tickets on a phone: admitted, already admitted, offline and synced, not valid", async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const origin = baseURL as string;

  const { admin, buyerApi, buyer, eventId, title, codes } = await eventWithTickets(origin, [5, 6]);
  const [firstCode = "", secondCode = ""] = codes;

  // Door staff sign in and find the scanner in the account menu.
  await signInWith(page, DOOR_STAFF, DEMO_PASSWORD);
  await page.getByRole("banner").getByRole("button", { name: en.nav.account }).click();
  await page.getByRole("menuitem", { name: door.menuLink }).click();
  await expect(page).toHaveURL(/\/check-in$/);
  await expect(page.getByRole("heading", { level: 1, name: door.title })).toBeVisible();

  // The gate is required; then the event and gate are chosen.
  await page.getByLabel(door.setup.event, { exact: true }).selectOption(eventId);
  await page.getByRole("button", { name: door.setup.start }).click();
  await expect(page.getByText(door.gateRequired)).toBeVisible();
  await page.getByLabel(door.setup.gate, { exact: true }).fill("North");
  await page.getByRole("button", { name: door.setup.start }).click();
  await expect(
    page.getByRole("heading", { name: fill(door.setup.atGate, { event: title, gate: "North" }) }),
  ).toBeVisible();
  await expect(page.getByText(door.scan.ready)).toBeVisible();
  await expect(page.getByText(fill(door.sync.waiting_other, { count: 0 }))).toBeVisible();
  await expectNoA11yViolations(page, "the scanner, ready");

  // Nothing floats over the Check button once the page is idle (staff pages have no chat button):
  // each corner of it answers a tap.
  await page.waitForTimeout(3_500);
  const check = page.getByRole("button", { name: door.scan.check, exact: true });
  const covered = await check.evaluate((button) => {
    const r = button.getBoundingClientRect();
    const corners = [
      [r.left + 2, r.top + 2],
      [r.right - 2, r.top + 2],
      [r.left + 2, r.bottom - 2],
      [r.right - 2, r.bottom - 2],
    ] as const;
    return corners.some(([x, y]) => {
      const hit = document.elementFromPoint(x, y);
      return !hit || !button.contains(hit);
    });
  });
  expect(covered).toBe(false);

  // The first ticket: admitted, with its seat (no name: this event's door checks no ID), confirmed
  // by the server and announced.
  const seatLine = fill(door.result.seat, { section: "VIP", row: 1, seat: 5 });
  await scan(page, firstCode);
  await expect(resultPanel(page)).toHaveAttribute("data-outcome", "admitted");
  await expect(resultPanel(page)).toHaveAttribute("data-source", "server");
  await expect(resultPanel(page)).toContainText(door.result.admitted);
  await expect(resultPanel(page)).toContainText(seatLine);
  await expect(resultPanel(page)).not.toContainText(buyer.name);
  await expect(page.locator("[aria-live=assertive]")).toContainText(`${door.result.admitted}. ${seatLine}`);
  await expectNoA11yViolations(page, "the scanner, admitted");

  // The same ticket again: already admitted, when and at which gate.
  await scan(page, firstCode);
  await expect(resultPanel(page)).toHaveAttribute("data-outcome", "already_admitted");
  await expect(resultPanel(page)).toContainText(door.result.alreadyAdmitted);
  await expect(resultPanel(page)).toContainText(/First admitted .+ at gate North/);
  await expect(resultPanel(page)).toContainText(seatLine);
  await expectNoA11yViolations(page, "the scanner, already admitted");

  // No network: the second ticket is admitted by the device and waits to sync. (The service worker
  // has kept the page by then.)
  await expect
    .poll(() => page.evaluate(uncachedFiles), {
      timeout: 10_000,
      message: "the page's files, kept by the service worker",
    })
    .toEqual([]);
  await context.setOffline(true);
  await expect(page.getByText(door.sync.offline)).toBeVisible();
  await scan(page, secondCode);
  await expect(resultPanel(page)).toHaveAttribute("data-outcome", "admitted");
  await expect(resultPanel(page)).toHaveAttribute("data-source", "device");
  await expect(resultPanel(page)).toContainText(fill(door.result.seat, { section: "VIP", row: 1, seat: 6 }));
  await expect(resultPanel(page)).toContainText(door.scan.checkedOnDevice);
  await expect(page.getByText(fill(door.sync.waiting_one, { count: 1 }))).toBeVisible();

  // Scanned again while offline: the device remembers its own admission.
  await scan(page, secondCode);
  await expect(resultPanel(page)).toHaveAttribute("data-outcome", "already_admitted");
  await expect(page.getByText(fill(door.sync.waiting_other, { count: 2 }))).toBeVisible();

  // Reloaded with no network: the service worker serves the page, the queue is still there.
  await page.reload();
  await expect(
    page.getByRole("heading", { name: fill(door.setup.atGate, { event: title, gate: "North" }) }),
  ).toBeVisible();
  await expect(page.getByText(door.sync.offline)).toBeVisible();
  await expect(page.getByText(fill(door.sync.waiting_other, { count: 2 }))).toBeVisible();

  // Back online: the queue is uploaded, the counter drops to 0 and the server counts the ticket.
  await context.setOffline(false);
  await expect(page.getByText(fill(door.sync.waiting_other, { count: 0 }))).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText(door.sync.synced)).toBeVisible();
  await scan(page, secondCode);
  await expect(resultPanel(page)).toHaveAttribute("data-outcome", "already_admitted");
  await expect(resultPanel(page)).toHaveAttribute("data-source", "server");
  const doorApi = await apiAs(origin, DOOR_STAFF);
  const counts = await doorApi.get(`/api/check-in/events/${eventId}/counts`);
  expect(counts.status()).toBe(200);
  expect(await counts.json()).toMatchObject({
    eventId,
    tickets: 2,
    admitted: 2,
    gates: [{ gate: "North", admitted: 2 }],
  });
  await expect(page.getByText(fill(door.counts.total, { admitted: 2, tickets: 2 }))).toBeVisible({ timeout: 10_000 });

  // A code that is no ticket of the venue: not valid, with the reason in words.
  await scan(page, "BA1.not-a-ticket");
  await expect(resultPanel(page)).toHaveAttribute("data-outcome", "invalid");
  await expect(resultPanel(page)).toContainText(door.result.invalid);
  await expect(resultPanel(page)).toContainText(door.result.reasons.bad_signature);
  await expectNoA11yViolations(page, "the scanner, not valid");

  await Promise.all([admin.dispose(), buyerApi.dispose(), doorApi.dispose()]);
});

test("the scanner is for door staff: a guest is turned away, and the menu has no link for them", async ({ page }) => {
  await signInWith(page, DEMO_USERS.guest, DEMO_PASSWORD);
  await page.getByRole("banner").getByRole("button", { name: en.nav.account }).click();
  await expect(page.getByRole("menuitem", { name: en.nav.myTickets })).toBeVisible();
  await expect(page.getByRole("menuitem", { name: door.menuLink })).toHaveCount(0);
  await page.keyboard.press("Escape");
  await page.goto("/check-in");
  await expect(page.getByRole("heading", { level: 1, name: door.denied.title })).toBeVisible();
  await expect(page.getByRole("alert").filter({ hasText: door.denied.body })).toBeVisible();
});

/** A video file for Chromium's fake camera: JPEG frames (drawn by a page's canvas) of a QR code. */
async function qrVideo(page: Page, code: string, file: string) {
  const png = await QRCode.toDataURL(code, { errorCorrectionLevel: "M", margin: 4, width: 480 });
  const jpeg = await page.evaluate(async (source) => {
    const image = new Image();
    image.src = source;
    await image.decode();
    const canvas = document.createElement("canvas");
    canvas.width = 640;
    canvas.height = 480;
    const context = canvas.getContext("2d") as CanvasRenderingContext2D;
    context.fillStyle = "#fff";
    context.fillRect(0, 0, 640, 480);
    context.drawImage(image, 80, 0, 480, 480);
    return canvas.toDataURL("image/jpeg", 0.95);
  }, png);
  const frame = Buffer.from(jpeg.slice(jpeg.indexOf(",") + 1), "base64");
  writeFileSync(file, Buffer.concat(Array.from({ length: 10 }, () => frame)));
}

test("the camera reads a ticket's QR code, with the QR reader's WebAssembly from the site itself", async ({
  page,
  baseURL,
}, testInfo) => {
  test.setTimeout(120_000);
  const origin = baseURL as string;
  const { admin, buyerApi, buyer, eventId, codes } = await eventWithTickets(origin, [9]);
  const video = testInfo.outputPath("ticket-qr.mjpeg");
  await qrVideo(page, codes[0] ?? "", video);

  // A browser whose camera films the ticket's QR code.
  const camera = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--use-fake-ui-for-media-stream",
      "--use-fake-device-for-media-stream",
      `--use-file-for-fake-video-capture=${video}`,
    ],
  });
  try {
    const context = await camera.newContext({ baseURL: origin, viewport: { width: 390, height: 844 } });
    await context.grantPermissions(["camera"], { origin });
    const scanner = await context.newPage();
    const elsewhere: string[] = [];
    scanner.on("request", (r) => {
      if (!r.url().startsWith(origin)) elsewhere.push(r.url());
    });
    const signIn = await scanner.request.post("/api/auth/sign-in/email", {
      data: { email: DOOR_STAFF, password: DEMO_PASSWORD },
      headers: { origin },
    });
    expect(signIn.status()).toBe(200);
    await scanner.goto("/check-in");
    await scanner.getByLabel(door.setup.event, { exact: true }).selectOption(eventId);
    await scanner.getByLabel(door.setup.gate, { exact: true }).fill("East");
    await scanner.getByRole("button", { name: door.setup.start }).click();

    const wasm = scanner.waitForResponse((r) => r.url().endsWith(".wasm"));
    await scanner.getByRole("button", { name: door.camera.start }).click();
    // Chromium on Linux has no native BarcodeDetector: the polyfill's WebAssembly comes from this site.
    const wasmResponse = await wasm;
    expect(new URL(wasmResponse.url()).origin).toBe(origin);
    expect(wasmResponse.headers()["content-type"]).toBe("application/wasm");
    await expect(scanner.getByRole("button", { name: door.camera.stop })).toBeVisible();
    await expect(resultPanel(scanner)).toHaveAttribute("data-outcome", "admitted", { timeout: 20_000 });
    await expect(resultPanel(scanner)).toContainText(fill(door.result.seat, { section: "VIP", row: 1, seat: 9 }));
    await expect(resultPanel(scanner)).not.toContainText(buyer.name);
    // The code stays in view: it is one scan, not one a frame.
    await scanner.waitForTimeout(1_000);
    await expect(resultPanel(scanner)).toHaveAttribute("data-outcome", "admitted");
    expect(elsewhere).toEqual([]);
    // The service worker keeps the reader's WebAssembly, for a camera started with no network.
    const wasmPath = new URL(wasmResponse.url()).pathname;
    await expect.poll(() => scanner.evaluate(async (path) => Boolean(await caches.match(path)), wasmPath)).toBe(true);
  } finally {
    await camera.close();
    await Promise.all([admin.dispose(), buyerApi.dispose()]);
  }
});
