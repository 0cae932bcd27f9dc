import { beforeAll, expect, it } from "vitest";
import { seatId } from "#domain/seating/layouts";
import type { SignedInUser } from "#server/context";
import { owedMailRenderer, subscribeTicketMails } from "#server/features/tickets";
import { silentLogger } from "#server/platform/logger";
import { createMailWorker, type MailTransport, type OutgoingMail, retryDelayMs } from "#server/platform/mail-worker";
import { createOrderEvents } from "#server/platform/order-events";
import { createSimulatedCardProvider } from "#server/platform/payments/simulated";
import { countingCardProvider } from "#server/testing/counting-card-provider";
import { type BuiltUser, buildEvent, buildUsers, heldOrder } from "#server/testing/factories";
import { describeDialects } from "#server/testing/postgres";
import type { TestApp } from "#server/testing/test-app";
import { subscribeLedger } from "./ledger.subscribers";
import { paymentsDeps } from "./payments.routes";
import { payHeldOrder } from "./payments.service";

/**
 * The confirmation mail is owed in the payment's commit: the transaction writes that it is owed
 * and renders nothing; a crash right after the commit delays the mail (the worker renders and
 * delivers it later) but never loses it, and a payment that does not commit leaves no mail behind.
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

  const owedMails = (orderId: string) =>
    t.ctx.db.selectFrom("mail_outbox").selectAll().where("payload", "like", `%${orderId}%`).execute();
  const render = () => owedMailRenderer(t.ctx.db, { ticketKey: t.ctx.config.ticketKey, publicUrl: TEST_URL });
  const TEST_URL = "http://localhost:3000";

  it("a process that dies right after the payment commits leaves the mail owed; the worker renders and delivers it later", async () => {
    const { buyer, order, user } = await scene();
    // Whatever follows the commit never happens: the process is gone.
    const deps = paymentsDeps(t.ctx);
    deps.orderEvents = { ...t.ctx.orderEvents, committed: () => Promise.reject(new Error("process died")) };
    await expect(payHeldOrder(deps, { user, orderId: order.id, token: "sim_ok_4242", language: "en" })).rejects.toThrow(
      "process died",
    );

    expect(await orderStatus(order.id)).toBe("paid");
    // The payment's transaction wrote that the mail is owed, in the buyer's language, and rendered nothing.
    const [owed, ...more] = await owedMails(order.id);
    expect(more).toEqual([]);
    expect(owed).toMatchObject({ status: "queued", kind: "order-confirmation", to_address: "", attempts: 0 });
    expect(owed?.html_body ?? null).toBeNull();
    expect(owed?.attachments ?? null).toBeNull();
    expect(JSON.parse(owed?.payload ?? "{}")).toEqual({
      kind: "order-confirmation",
      orderId: order.id,
      language: "en",
    });

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
      render: render(),
      clock,
    }).deliverDue();
    // Rendered once, on the rendering thread, and kept on the row for the retry.
    expect((await mailsTo(buyer.email))[0]).toMatchObject({
      status: "queued",
      last_error: "connection refused",
      subject: "Your tickets for Crash Test Gala",
    });

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
    const { order, user } = await scene();
    const before = card.totals();
    const deps = paymentsDeps(t.ctx);
    // The ledger and the ticket mails subscribe as at boot, with an outbox that fails after writing.
    deps.orderEvents = createOrderEvents(silentLogger);
    subscribeLedger(deps.orderEvents, deps);
    subscribeTicketMails(deps.orderEvents, {
      ...t.ctx.mailer,
      async owe(db, kind, payload) {
        await t.ctx.mailer.owe(db, kind, payload);
        throw new Error("outbox unavailable");
      },
    });
    await expect(payHeldOrder(deps, { user, orderId: order.id, token: "sim_ok_4242", language: "en" })).rejects.toThrow(
      "outbox unavailable",
    );

    expect(await orderStatus(order.id)).toBe("held");
    expect(await owedMails(order.id)).toEqual([]);
    const after = card.totals();
    expect(after.chargedCents - before.chargedCents).toBe(order.totalCents);
    expect(after.refundedCents - before.refundedCents).toBe(order.totalCents);
  });
});
