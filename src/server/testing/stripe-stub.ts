import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";

/**
 * A local stand-in for the few Stripe endpoints the site calls, so tests run the real `stripe`
 * SDK and the real webhook verification without reaching Stripe: Checkout Sessions (create,
 * retrieve, expire), refunds, and a hosted "pay" page for browser journeys. It counts every charge
 * and refund, so a test can assert that no card was charged without being paid for or refunded.
 * Webhooks are signed with the SDK's own test-header helper, exactly as Stripe signs them.
 */

interface StubSession {
  id: string;
  object: "checkout.session";
  amount_total: number;
  currency: string;
  client_reference_id: string | null;
  metadata: Record<string, string>;
  status: "open" | "complete" | "expired";
  payment_status: "unpaid" | "paid";
  payment_intent: string | null;
  expires_at: number;
  success_url: string;
  cancel_url: string;
  url: string;
  customer_email: string | null;
  created: number;
}

interface StubCharge {
  id: string;
  paymentIntent: string;
  amount: number;
  currency: string;
  refunded: number;
  orderId: string | null;
}

export interface StubWebhook {
  body: string;
  signature: string;
}

export interface StripeStub {
  /** Base URL for `STRIPE_API_BASE`. */
  url: string;
  secretKey: string;
  webhookSecret: string;
  sessions: Map<string, StubSession>;
  /** The name of each session's line item, by session id, as the site asked for it. */
  lineItemNames: Map<string, string>;
  /** The language each session's page was asked in (`locale`), by session id; "" when none. */
  locales: Map<string, string>;
  /** Payments taken and money returned, for "charged and not refunded is 0" assertions. */
  totals(): { charges: number; chargedCents: number; refunds: number; refundedCents: number };
  /** The buyer pays on the hosted page: the session completes and its webhook is returned signed. */
  pay(sessionId: string): StubWebhook;
  /** A refund made in Stripe's dashboard, outside the site: the charge.refunded webhook. */
  refundOutside(paymentIntent: string, amountCents?: number): StubWebhook;
  /** The buyer's bank disputes the payment: the charge.dispute.created webhook. */
  dispute(paymentIntent: string): StubWebhook;
  /** Signs any body as Stripe would, optionally at another time or with another secret. */
  sign(body: string, options?: { timestamp?: number; secret?: string }): string;
  /**
   * Where the hosted page delivers webhooks (the site's webhook URL), for browser journeys; those
   * paid with "Pay, confirm later" wait for `POST {url}/pay/:sessionId/deliver`.
   */
  webhookTarget: string | null;
  close(): Promise<void>;
}

const id = (prefix: string) => `${prefix}_test_${randomBytes(12).toString("hex")}`;

/** Stripe's SDK sends form-encoded bodies with bracketed keys: `line_items[0][price_data][unit_amount]`. */
async function readForm(req: IncomingMessage): Promise<Map<string, string>> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return new Map(new URLSearchParams(Buffer.concat(chunks).toString("utf8")));
}

function send(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { "content-type": "application/json" });
  res.end(JSON.stringify(body));
}

function stripeError(res: ServerResponse, status: number, message: string) {
  send(res, status, { error: { type: "invalid_request_error", message } });
}

export async function startStripeStub(options: { port?: number } = {}): Promise<StripeStub> {
  const secretKey = `sk_test_${randomBytes(12).toString("hex")}`;
  const webhookSecret = `whsec_${randomBytes(16).toString("hex")}`;
  const sessions = new Map<string, StubSession>();
  const lineItemNames = new Map<string, string>();
  const locales = new Map<string, string>();
  const charges = new Map<string, StubCharge>();
  const refunds: { id: string; amount: number }[] = [];
  const idempotent = new Map<string, { status: number; body: unknown; request: string }>();
  const signer = new Stripe(secretKey);
  let baseUrl = "";

  const sign = (body: string, opts: { timestamp?: number; secret?: string } = {}) =>
    signer.webhooks.generateTestHeaderString({
      payload: body,
      secret: opts.secret ?? webhookSecret,
      ...(opts.timestamp !== undefined ? { timestamp: opts.timestamp } : {}),
    });

  const event = (type: string, object: unknown): StubWebhook => {
    const body = JSON.stringify({
      id: id("evt"),
      object: "event",
      api_version: "2025-01-01",
      created: Math.floor(Date.now() / 1000),
      type,
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      data: { object },
    });
    return { body, signature: sign(body) };
  };

  const chargeObject = (charge: StubCharge) => ({
    id: charge.id,
    object: "charge",
    amount: charge.amount,
    amount_refunded: charge.refunded,
    currency: charge.currency,
    payment_intent: charge.paymentIntent,
    refunded: charge.refunded >= charge.amount,
    metadata: charge.orderId ? { orderId: charge.orderId } : {},
  });

  const chargeOf = (paymentIntent: string) => {
    const charge = [...charges.values()].find((c) => c.paymentIntent === paymentIntent);
    if (!charge) throw new Error(`no charge for ${paymentIntent}`);
    return charge;
  };

  const complete = (session: StubSession): StubWebhook => {
    if (session.status !== "open") throw new Error(`session ${session.id} is ${session.status}`);
    const paymentIntent = id("pi");
    const orderId = session.metadata.orderId ?? session.client_reference_id;
    charges.set(paymentIntent, {
      id: id("ch"),
      paymentIntent,
      amount: session.amount_total,
      currency: session.currency,
      refunded: 0,
      orderId,
    });
    session.status = "complete";
    session.payment_status = "paid";
    session.payment_intent = paymentIntent;
    return event("checkout.session.completed", session);
  };

  async function handleApi(req: IncomingMessage, res: ServerResponse, path: string) {
    const auth = req.headers.authorization ?? "";
    if (auth !== `Bearer ${secretKey}`) return stripeError(res, 401, "Invalid API Key provided");
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks).toString("utf8");
    const form = new Map(new URLSearchParams(raw));
    const key = req.headers["idempotency-key"];
    const cacheKey = typeof key === "string" ? `${req.method} ${path} ${key}` : null;
    const cached = cacheKey ? idempotent.get(cacheKey) : undefined;
    if (cached) {
      // As Stripe does: a key reused with other parameters is an error, not the earlier answer.
      if (cached.request !== raw) {
        return send(res, 400, {
          error: {
            type: "idempotency_error",
            message: "Keys for idempotent requests can only be used with the same parameters",
          },
        });
      }
      return send(res, cached.status, cached.body);
    }
    const reply = (status: number, body: unknown) => {
      if (cacheKey) idempotent.set(cacheKey, { status, body, request: raw });
      send(res, status, body);
    };

    if (req.method === "POST" && path === "/v1/checkout/sessions") {
      const amount = Number(form.get("line_items[0][price_data][unit_amount]"));
      const quantity = Number(form.get("line_items[0][quantity]") ?? "1");
      const created = Math.floor(Date.now() / 1000);
      const expiresAt = Number(form.get("expires_at") ?? created + 86_400);
      if (!Number.isInteger(amount) || amount <= 0) return stripeError(res, 400, "Invalid unit_amount");
      if (expiresAt < created + 30 * 60 - 5)
        return stripeError(res, 400, "expires_at must be at least 30 minutes ahead");
      const sessionId = id("cs");
      const session: StubSession = {
        id: sessionId,
        object: "checkout.session",
        amount_total: amount * quantity,
        currency: form.get("line_items[0][price_data][currency]") ?? "usd",
        client_reference_id: form.get("client_reference_id") ?? null,
        metadata: { orderId: form.get("metadata[orderId]") ?? "" },
        status: "open",
        payment_status: "unpaid",
        payment_intent: null,
        expires_at: expiresAt,
        success_url: form.get("success_url") ?? "",
        cancel_url: form.get("cancel_url") ?? "",
        url: `${baseUrl}/pay/${sessionId}`,
        customer_email: form.get("customer_email") ?? null,
        created,
      };
      sessions.set(sessionId, session);
      lineItemNames.set(sessionId, form.get("line_items[0][price_data][product_data][name]") ?? "");
      locales.set(sessionId, form.get("locale") ?? "");
      return reply(200, session);
    }
    const expire = /^\/v1\/checkout\/sessions\/([^/]+)\/expire$/.exec(path);
    if (req.method === "POST" && expire) {
      const session = sessions.get(expire[1] ?? "");
      if (!session) return stripeError(res, 404, "No such checkout.session");
      if (session.status !== "open")
        return stripeError(res, 400, `Only open sessions can be expired (${session.status})`);
      session.status = "expired";
      return reply(200, session);
    }
    const retrieve = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(path);
    if (req.method === "GET" && retrieve) {
      const session = sessions.get(retrieve[1] ?? "");
      return session ? send(res, 200, session) : stripeError(res, 404, "No such checkout.session");
    }
    if (req.method === "POST" && path === "/v1/refunds") {
      const paymentIntent = form.get("payment_intent") ?? "";
      const charge = [...charges.values()].find((c) => c.paymentIntent === paymentIntent);
      if (!charge) return stripeError(res, 404, "No such payment_intent");
      const amount = form.has("amount") ? Number(form.get("amount")) : charge.amount - charge.refunded;
      if (!Number.isInteger(amount) || amount <= 0 || amount > charge.amount - charge.refunded) {
        return stripeError(res, 400, "Refund amount is greater than the unrefunded amount");
      }
      charge.refunded += amount;
      const refund = { id: id("re"), amount };
      refunds.push(refund);
      return reply(200, {
        id: refund.id,
        object: "refund",
        amount,
        currency: charge.currency,
        payment_intent: paymentIntent,
        charge: charge.id,
        status: "succeeded",
      });
    }
    return stripeError(res, 404, `Unrecognized request URL (${req.method}: ${path})`);
  }

  /** Webhooks of sessions paid with "Pay, confirm later", until a journey has them delivered. */
  const heldBack = new Map<string, StubWebhook>();

  async function deliver(webhook: StubWebhook) {
    if (!stub.webhookTarget) return;
    await fetch(stub.webhookTarget, {
      method: "POST",
      headers: { "content-type": "application/json", "stripe-signature": webhook.signature },
      body: webhook.body,
    });
  }

  /**
   * The hosted page a browser journey pays on: Pay (the webhook is delivered, then back to the
   * site), Back (to the cancel address), or "Pay, confirm later": back to the site at once, the
   * webhook held until `POST /pay/:id/deliver`, so a journey sees the site wait for it.
   */
  async function handlePage(req: IncomingMessage, res: ServerResponse, sessionId: string, deliverNow: boolean) {
    const session = sessions.get(sessionId);
    if (!session) {
      res.writeHead(404, { "content-type": "text/plain" });
      return res.end("No such session");
    }
    if (deliverNow) {
      const webhook = req.method === "POST" ? heldBack.get(sessionId) : undefined;
      if (!webhook) {
        res.writeHead(404, { "content-type": "text/plain" });
        return res.end("No webhook held back for this session");
      }
      heldBack.delete(sessionId);
      await deliver(webhook);
      res.writeHead(204);
      return res.end();
    }
    if (req.method === "POST") {
      const form = await readForm(req);
      if (form.get("action") === "cancel") {
        res.writeHead(303, { location: session.cancel_url });
        return res.end();
      }
      const webhook = complete(session);
      if (form.get("action") === "pay-later") heldBack.set(sessionId, webhook);
      else await deliver(webhook);
      res.writeHead(303, { location: session.success_url.replace("{CHECKOUT_SESSION_ID}", session.id) });
      return res.end();
    }
    res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
    res.end(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Test checkout</title></head>
<body><main><h1>Test checkout</h1><p>Amount: ${(session.amount_total / 100).toFixed(2)} ${session.currency.toUpperCase()}</p>
<form method="post"><button name="action" value="pay">Pay</button> <button name="action" value="cancel">Back</button>
<button name="action" value="pay-later">Pay, confirm later</button></form></main></body></html>`);
  }

  const server = createServer((req, res) => {
    const path = new URL(req.url ?? "/", "http://stub").pathname;
    const page = /^\/pay\/([^/]+)(\/deliver)?$/.exec(path);
    const work = page ? handlePage(req, res, page[1] ?? "", page[2] !== undefined) : handleApi(req, res, path);
    work.catch((error: unknown) => stripeError(res, 500, String(error)));
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const stub: StripeStub = {
    url: baseUrl,
    secretKey,
    webhookSecret,
    sessions,
    lineItemNames,
    locales,
    webhookTarget: null,
    totals: () => ({
      charges: charges.size,
      chargedCents: [...charges.values()].reduce((sum, c) => sum + c.amount, 0),
      refunds: refunds.length,
      refundedCents: refunds.reduce((sum, r) => sum + r.amount, 0),
    }),
    pay(sessionId) {
      const session = sessions.get(sessionId);
      if (!session) throw new Error(`no session ${sessionId}`);
      return complete(session);
    },
    refundOutside(paymentIntent, amountCents) {
      const charge = chargeOf(paymentIntent);
      const amount = amountCents ?? charge.amount - charge.refunded;
      charge.refunded += amount;
      refunds.push({ id: id("re"), amount });
      return event("charge.refunded", chargeObject(charge));
    },
    dispute(paymentIntent) {
      const charge = chargeOf(paymentIntent);
      return event("charge.dispute.created", {
        id: id("dp"),
        object: "dispute",
        charge: charge.id,
        payment_intent: charge.paymentIntent,
        amount: charge.amount,
        currency: charge.currency,
        reason: "fraudulent",
        status: "needs_response",
      });
    },
    sign,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  return stub;
}
