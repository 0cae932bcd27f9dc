/**
 * The site for the Stripe journeys: a local Stripe stand-in first (its hosted page is where the
 * browser pays, and its paying POSTs the signed webhook to this site), then the real server with
 * `CARD_PROVIDER=stripe` and the stand-in's address and keys. Everything else comes from the
 * environment Playwright's webServer gives it (port, data folder, build).
 */
import { startStripeStub } from "#server/testing/stripe-stub";

const port = process.env.PORT;
if (!port) throw new Error("PORT is required");

const stub = await startStripeStub();
// The server listens on every IPv4 interface; the stand-in calls it as Stripe would, from outside the browser.
stub.webhookTarget = `http://127.0.0.1:${port}/api/payments/stripe/webhook`;

process.env.CARD_PROVIDER = "stripe";
process.env.STRIPE_API_BASE = stub.url;
process.env.STRIPE_SECRET_KEY = stub.secretKey;
process.env.STRIPE_WEBHOOK_SECRET = stub.webhookSecret;

// The server reads its configuration from the environment as it starts.
await import("#server/main");
