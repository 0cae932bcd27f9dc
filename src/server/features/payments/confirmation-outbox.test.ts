import { beforeAll, expect, it } from "vitest";
import { seatId } from "#domain/seating/layouts";
import type { SignedInUser } from "#server/context";
import { silentLogger } from "#server/platform/logger";
import { createMailWorker, type MailTransport, type OutgoingMail, retryDelayMs } from "#server/platform/mail-worker";
import { createSimulatedCardProvider } from "#server/platform/payments/simulated";
import { countingCardProvider } from "#server/testing/counting-card-provider";
import { type BuiltUser, buildEvent, buildUsers, heldOrder } from "#server/testing/factories";
import { describeDialects } from "#server/testing/postgres";
import type { TestApp } from "#server/testing/test-app";
import { paymentsDeps } from "./payments.routes";
import { type Fulfilment, payHeldOrder } from "./payments.service";

/**
 * The confirmation mail is part of the payment's commit: a crash right after the commit delays
 * the mail (the worker delivers it later) but never loses it, and a payment that does not commit
 * leaves no mail behind.
 */
describeDialects("order confirmation in the payment's transaction", (open) => {
  let t: TestApp;
  let card: ReturnType<typeof countingCardProvider>;

  beforeAll(async () => {
    t = await open();
    card = countingCardProvider(createSimulatedCardProvider());
    t.ctx.payments.simulated = card.provider;
  });

  async function scene() {
    const [buyer] = (await buildUsers(t.ctx, 1)) as [BuiltUser];
    const event = await buildEvent(t.ctx.db, { title: "Crash Test Gala" });
    const order = await heldOrder(t, buyer.cookie, event.id, [seatId(event.id, "vip", 1, 1)]);
    const user: SignedInUser = { id: buyer.userId, email: buyer.email, name: buyer.name, emailVerified: true };
    return { buyer, order, user };
  }

  const orderStatus = async (orderId: string) =>
    (await t.ctx.db.selectFrom("orders").select("status").where("id", "=", orderId).executeTakeFirstOrThrow()).status;

  const mailsTo = (address: string) =>
    t.ctx.db.selectFrom("mail_outbox").selectAll().where("to_address", "=", address).execute();

  it("a process that dies right after the payment commits leaves the mail queued; the worker delivers it later", async () => {
    const { buyer, order, user } = await scene();
    // Whatever follows the commit never happens: the process is gone.
    const dies: Fulfilment = {
      tickets: () => Promise.reject(new Error("process died")),
      venue_rental: () => Promise.reject(new Error("process died")),
    };
    await expect(
      payHeldOrder(paymentsDeps(t.ctx, dies), { user, orderId: order.id, token: "sim_ok_4242", language: "en" }),
    ).rejects.toThrow("process died");

    expect(await orderStatus(order.id)).toBe("paid");
    const [queued, ...more] = await mailsTo(buyer.email);
    expect(more).toEqual([]);
    expect(queued).toMatchObject({ status: "queued", subject: "Your tickets for Crash Test Gala", attempts: 0 });

    // SMTP is down at first, then back: the mail is retried after its wait and sent.
    let now = new Date();
    const clock = () => now;
    const down: MailTransport = { sendMail: () => Promise.reject(new Error("connection refused")) };
    await createMailWorker({
      db: t.ctx.db,
      transport: down,
      from: "a@b.c",
      logger: silentLogger,
      logBodies: false,
      clock,
    }).deliverDue();
    expect((await mailsTo(buyer.email))[0]).toMatchObject({ status: "queued", last_error: "connection refused" });

    const sent: OutgoingMail[] = [];
    const up: MailTransport = {
      sendMail: async (mail) => {
        sent.push(mail);
      },
    };
    now = new Date(now.getTime() + retryDelayMs(1));
    await createMailWorker({
      db: t.ctx.db,
      transport: up,
      from: "a@b.c",
      logger: silentLogger,
      logBodies: false,
      clock,
    }).deliverDue();
    const mine = sent.filter((m) => m.to === buyer.email);
    expect(mine).toHaveLength(1);
    expect(mine[0]?.text).toContain(`Order reference: ${order.id}`);
    expect(mine[0]?.attachments?.[0]?.content.toString("utf8")).toContain(`UID:order-${order.id}@bridgelandarena.com`);
    // The seat's QR code goes out as an inline image of the HTML part.
    const qr = mine[0]?.attachments?.[1];
    expect(qr).toMatchObject({ contentType: "image/png", contentDisposition: "inline" });
    expect(mine[0]?.html).toContain(`src="cid:${qr?.cid}"`);
    expect((await mailsTo(buyer.email))[0]).toMatchObject({ status: "sent", attempts: 2 });
  });

  it("a payment whose mail cannot be written is not kept: no mail, the order still held, the card refunded", async () => {
    const { buyer, order, user } = await scene();
    const before = card.totals();
    const deps = paymentsDeps(t.ctx, { tickets: async () => true, venue_rental: async () => true });
    deps.mailer = {
      ...t.ctx.mailer,
      async enqueue(db, message) {
        await t.ctx.mailer.enqueue(db, message);
        throw new Error("outbox unavailable");
      },
    };
    await expect(payHeldOrder(deps, { user, orderId: order.id, token: "sim_ok_4242", language: "en" })).rejects.toThrow(
      "outbox unavailable",
    );

    expect(await orderStatus(order.id)).toBe("held");
    expect(await mailsTo(buyer.email)).toEqual([]);
    const after = card.totals();
    expect(after.chargedCents - before.chargedCents).toBe(order.totalCents);
    expect(after.refundedCents - before.refundedCents).toBe(order.totalCents);
  });
});
