import { expect, type Page, request, test } from "@playwright/test";
import Database from "better-sqlite3";
import { BASE_URL } from "../playwright.config";
import { DB_FILE, DEMO_USERS, en, expectNoA11yViolations, expectNoToasts, expectToast, signInAs } from "./fixtures";
import { createVerifiedAccount, signInDemo } from "./support/accounts";
import { holdSeats, payByCard, type Seat, seatButton } from "./support/box-office";
import { insertEvent } from "./support/events";
import { apiAs, type Fan, fanJoins, shownPlace, waitForTurn } from "./support/queue";

/**
 * An on-sale through the waiting room, in the browser against the real server: an admin sets
 * the pace in the Waiting room panel and an on-sale time a few seconds ahead, and pauses
 * admissions; fans join the pre-queue (one in the browser, the others through the API, each from
 * its own loopback address, since the queue keeps one place per network); at the on-sale time the
 * pre-queue is drawn; the admin resumes; the browser fan's place counts down until their turn,
 * then they choose seats and pay with the simulated card.
 */

const room = en.waitingRoom;
/** The other fans, each with its own loopback address (127.0.0.2 ...). */
const OTHER_FANS = 4;
/** Admissions a minute: slow enough that a place in line is seen counting down. */
const ADMIT_PER_MINUTE = 12;
/** From now to the on-sale time: enough for everyone to join the pre-queue. */
const SALE_IN_MS = 20_000;

/** Another fan: a new verified account, whose requests come from its own loopback address. */
async function createFan(index: number): Promise<Fan> {
  const api = await request.newContext({ baseURL: BASE_URL });
  try {
    await createVerifiedAccount(api, BASE_URL, { name: `Fan ${index}`, prefix: `queue-fan-${index}` });
    const { cookies } = await api.storageState();
    return { cookie: cookies.map((c) => `${c.name}=${c.value}`).join("; "), address: `127.0.0.${index + 2}` };
  } finally {
    await api.dispose();
  }
}

/** A figure of the admin's Waiting room panel, by its label. */
function figure(page: Page, label: string) {
  return page
    .locator("dl > div")
    .filter({ has: page.getByText(label, { exact: true }) })
    .locator("dd");
}

test.describe.configure({ timeout: 240_000 });

test("a fan waits in the line, sees their place count down, gets a turn and buys", async ({ page, browser }) => {
  const event = insertEvent(`Waiting Room Test ${Date.now()}`);
  const seats: Seat[] = [
    { section: "vip", row: 2, seat: 8 },
    { section: "vip", row: 2, seat: 9 },
  ];
  const admin = await apiAs(BASE_URL, "admin");
  const adminContext = await browser.newContext({ baseURL: BASE_URL });
  try {
    // The admin sets the pace and the cap in the panel of the Seating tab.
    const panel = await adminContext.newPage();
    await signInDemo(panel.request, "admin");
    await panel.goto("/event-manager");
    await panel.getByRole("tab", { name: en.manage.tabs.seating }).click();
    await panel.getByLabel(en.manage.seating.event, { exact: true }).selectOption(event.id);
    const section = panel.getByRole("region", { name: room.admin.title });
    await expect(section.getByText(room.admin.state.off)).toBeVisible();
    await section.getByLabel(room.admin.admitPerMinute, { exact: true }).fill("0");
    await section.getByRole("button", { name: room.admin.save }).click();
    // Refused in the form, in words: nothing is sent.
    await expect(
      section.getByText(room.admin.invalidNumber.replace("{{min}}", "1").replace("{{max}}", "100000")),
    ).toBeVisible();
    await section.getByLabel(room.admin.admitPerMinute, { exact: true }).fill(String(ADMIT_PER_MINUTE));
    await section.getByLabel(room.admin.maxActive, { exact: true }).fill("50");
    await section.getByRole("button", { name: room.admin.save }).click();
    await expectToast(panel, room.admin.savedTitle);

    const fans: Fan[] = [];
    for (let i = 0; i < OTHER_FANS; i++) fans.push(await createFan(i));

    // The on-sale time, to the second, through the API with the admin's session; the panel
    // follows within its refresh.
    const onSaleAt = new Date(Date.now() + SALE_IN_MS).toISOString();
    const put = await admin.put(`/api/admin/events/${event.id}/queue`, { data: { onSaleAt } });
    expect(put.status()).toBe(200);
    await expect(section.getByText(room.admin.state.active)).toBeVisible({ timeout: 5_000 });
    // Admissions wait until the admin says so.
    await section.getByRole("button", { name: room.admin.pause }).click();
    await expectToast(panel, room.admin.pausedTitle);
    await expect(section.getByRole("button", { name: room.admin.resume })).toBeVisible();

    // The other fans join the pre-queue through the API.
    for (const fan of fans) expect((await fanJoins(BASE_URL, fan, event.id)).phase).toBe("pre_queue");

    // The browser fan opens the box office: the sale runs through the waiting room.
    await signInDemo(page.request, "guest");
    await page.goto(`/box-office?event=${encodeURIComponent(event.id)}`);
    await expect(page).toHaveURL(new RegExp(`/box-office/${event.id}/queue$`));
    await expect(page.getByRole("heading", { level: 1, name: event.title })).toBeVisible();
    const card = page.getByRole("main");
    await expect(card.getByRole("heading", { level: 2, name: room.join.title })).toBeVisible();
    await expect(card.getByRole("timer", { name: room.join.countdown })).toBeVisible();
    await card.getByRole("button", { name: room.join.button }).click();
    await expect(card.getByRole("heading", { level: 2, name: room.preQueue.title })).toBeVisible();
    await expect(card.getByRole("timer", { name: room.preQueue.countdown })).toBeVisible();
    await expect(figure(panel, room.admin.figures.preQueue)).toHaveText(String(OTHER_FANS + 1), { timeout: 5_000 });

    await expectNoToasts(page);
    await expectNoA11yViolations(page, "waiting room, pre-queue");
    await page.screenshot({ path: test.info().outputPath("pre-queue.png"), fullPage: true });

    // A reload keeps the place: the server has it.
    await page.reload();
    await expect(card.getByRole("heading", { level: 2, name: room.preQueue.title })).toBeVisible();

    // The sale starts: the pre-queue is drawn. Admissions are paused, so the fan sees a place.
    await expect(card.getByRole("heading", { level: 2, name: room.waiting.title })).toBeVisible({
      timeout: SALE_IN_MS + 20_000,
    });
    await expect(card.getByText(room.paused.body)).toBeVisible();
    const first = await shownPlace(page);
    expect(first).not.toBeNull();
    expect(first).toBeGreaterThanOrEqual(1);
    expect(first).toBeLessThanOrEqual(OTHER_FANS + 1);
    await expect(card.getByRole("progressbar", { name: room.waiting.progress })).toBeVisible();
    await expectNoA11yViolations(page, "waiting room, in line");
    await page.screenshot({ path: test.info().outputPath("in-line.png"), fullPage: true });
    await expect(figure(panel, room.admin.figures.waiting)).toHaveText(String(OTHER_FANS + 1), { timeout: 5_000 });

    // The admin resumes: people go in at the set pace, and the fan's place counts down to their turn.
    await section.getByRole("button", { name: room.admin.resume }).click();
    await expectToast(panel, room.admin.resumedTitle);
    // (The draw decides how many are ahead: from none to all the others.)
    await waitForTurn(page, first as number, 60_000 + (OTHER_FANS + 1) * (60_000 / ADMIT_PER_MINUTE));
    await expect(card.getByRole("timer", { name: room.admitted.timeLeft })).toBeVisible();
    await expect(figure(panel, room.admin.figures.activeShoppers)).not.toHaveText("0", { timeout: 5_000 });
    await section.screenshot({ path: test.info().outputPath("admin-panel.png") });

    // The turn: the box office shows the seats and the time left, and the hold carries the admission.
    await card.getByRole("link", { name: room.admitted.choose }).click();
    await expect(page.getByRole("region", { name: room.box.turnTitle })).toBeVisible();
    await expect(page.getByRole("group", { name: en.tickets.chart.label })).toBeVisible();
    await page.screenshot({ path: test.info().outputPath("box-office-turn.png") });
    const holdRequest = page.waitForRequest((r) => r.url().endsWith("/api/orders") && r.method() === "POST");
    const dialog = await holdSeats(page, seats);
    const sent = (await holdRequest).postDataJSON() as { admissionToken?: string };
    expect(typeof sent.admissionToken).toBe("string");
    await payByCard(page, dialog, "300.00");

    // Paid: the admission is used up, and the figures say one more went in.
    await expect(figure(panel, room.admin.figures.admitted)).not.toHaveText("0");
  } finally {
    // The event leaves the waiting room, whatever happened.
    await admin.put(`/api/admin/events/${event.id}/queue`, { data: { onSaleAt: null, paused: false } });
    await admin.dispose();
    await adminContext.close();
  }
});

test("arrivals after the start queue in order: the place counts down; a turn that ended is refused at the hold", async ({
  page,
}) => {
  const event = insertEvent(`Waiting Room Line ${Date.now()}`);
  const admin = await apiAs(BASE_URL, "admin");
  try {
    // The sale started a minute ago: arrivals now queue first come, first served.
    const fans: Fan[] = [];
    for (let i = 0; i < 3; i++) fans.push(await createFan(i));
    const onSaleAt = new Date(Date.now() - 60_000).toISOString();
    const settings = { onSaleAt, admitPerMinute: ADMIT_PER_MINUTE, maxActive: 50, paused: false };
    expect((await admin.put(`/api/admin/events/${event.id}/queue`, { data: settings })).status()).toBe(200);

    // A hold straight through the API without a turn is refused.
    const guestApi = await apiAs(BASE_URL, "guest");
    const hold = await guestApi.post("/api/orders", {
      data: { eventId: event.id, seatIds: [`${event.id}:vip:1:1`] },
    });
    expect(hold.status()).toBe(403);
    expect(((await hold.json()) as { error: { params: { reason: string } } }).error.params.reason).toBe(
      "admission_required",
    );
    await guestApi.dispose();

    // Signed out, the box office sends to the waiting room, which asks to sign in before joining.
    await page.goto(`/box-office?event=${encodeURIComponent(event.id)}`);
    await expect(page).toHaveURL(new RegExp(`/box-office/${event.id}/queue$`));
    const card = page.getByRole("main");
    await expect(card.getByRole("heading", { level: 2, name: room.join.title })).toBeVisible();
    await expect(card.getByText(room.join.bodyAfter)).toBeVisible();
    await expect(card.getByText(room.signIn.title)).toBeVisible();
    await expect(card.getByRole("button", { name: room.join.button })).toHaveCount(0);
    await expectNoA11yViolations(page, "waiting room, signed out");

    // Three fans arrive first; the browser fan after them is fourth (less whoever went in meanwhile).
    for (const fan of fans) expect(["waiting", "admitted"]).toContain((await fanJoins(BASE_URL, fan, event.id)).phase);
    await signInAs(page, "manager");
    await card.getByRole("button", { name: room.join.button }).click();
    await expect(card.getByRole("heading", { level: 2, name: room.waiting.title })).toBeVisible();
    const first = await shownPlace(page);
    expect(first).toBeGreaterThanOrEqual(2);
    const places = await waitForTurn(page, first as number, 60_000);
    expect(places.length).toBeGreaterThanOrEqual(2);
    // Screen readers are told, politely, that the turn has come.
    await expect(page.locator('[role="status"][aria-live="polite"]')).toHaveText(room.announce.admitted);

    await card.getByRole("link", { name: room.admitted.choose }).click();
    await expect(page.getByRole("region", { name: room.box.turnTitle })).toBeVisible();
    await expect(page.getByRole("group", { name: en.tickets.chart.label })).toBeVisible();

    // The turn ends behind the page's back (its end moved into the past): the hold is refused,
    // and the visitor is back in the waiting room, told why.
    const db = new Database(DB_FILE, { fileMustExist: true });
    try {
      db.prepare(
        `update queue_entries set admission_expires_at = ?
         where event_id = ? and user_id = (select id from profiles where email = ?)`,
      ).run(new Date(Date.now() - 1000).toISOString(), event.id, DEMO_USERS.manager);
    } finally {
      db.close();
    }
    await seatButton(page, { section: "vip", row: 1, seat: 1 }).click();
    await page.getByRole("button", { name: en.tickets.cart.proceed }).click();
    const dialog = page.getByRole("dialog", { name: en.tickets.checkout.title });
    const refused = page.waitForResponse((r) => r.url().endsWith("/api/orders") && r.request().method() === "POST");
    await dialog.getByRole("button", { name: en.tickets.checkout.continue }).click();
    expect((await refused).status()).toBe(403);
    await expect(page).toHaveURL(new RegExp(`/box-office/${event.id}/queue$`));
    const notice = page.getByRole("alert").filter({ hasText: room.page.refusedTitle });
    await expect(notice).toContainText(en.errors.reasons.admission_invalid);
    await expect(card.getByRole("heading", { level: 2, name: room.done.title })).toBeVisible();
    await expect(card.getByRole("button", { name: room.done.rejoin })).toBeVisible();
  } finally {
    await admin.put(`/api/admin/events/${event.id}/queue`, { data: { onSaleAt: null } });
    await admin.dispose();
  }
});
