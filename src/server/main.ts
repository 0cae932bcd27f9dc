import { serve } from "@hono/node-server";
import { warmUp as warmUpAssistant } from "#domain/assistant/assistant";
import { createApp } from "#server/app";
import { bootContext } from "#server/boot";
import { ConfigError, loadConfig } from "#server/config";
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemo } from "#server/db/seed/demo";
import { DatabaseUnreachableError } from "#server/db/wait";
import { releaseLapsedHolds } from "#server/features/orders";
import { expireAbandonedCheckouts, retryOwedRefunds } from "#server/features/payments";
import { sweepWaitlists } from "#server/features/waitlist";
import { InstanceConflictError, joinInstances, type Membership } from "#server/platform/instances";
import { livePaymentProviders } from "#server/platform/payments/providers";

/**
 * Lapsed holds are also released lazily when their seats are claimed; this frees the rest, expires
 * the provider checkouts they leave open, and retries refunds that could not be made at once.
 */
const HOLD_SWEEP_MS = 30_000;
/**
 * Returned seats go to a sold-out event's waitlist within a few seconds: each instance offers
 * them; the database decides which offer stands (waitlist.service.ts).
 */
const WAITLIST_SWEEP_MS = 5_000;
/** How long an idle keep-alive connection stays open. */
const KEEP_ALIVE_MS = 65_000;

async function main() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }

  const { ctx, database, mailWorker } = await bootContext(config);
  // Instances sharing a PostgreSQL database announce themselves; one that could not share the sale
  // with the live ones (uploads kept apart, another session secret) stops here.
  let membership: Membership | null = null;
  if (database.dialect === "postgres") {
    try {
      membership = await joinInstances({ db: ctx.db, config, logger: ctx.logger, instanceId: ctx.relay.instanceId });
    } catch (error) {
      await database.close().catch(() => undefined);
      throw error;
    }
  }
  const seeded = config.seedDemo && !config.isProduction ? await seedDemo(ctx) : false;
  const app = createApp(ctx, { distDir: config.webDistDir });
  // The assistant trains its classifier once per process; done now, no visitor's first question waits.
  setImmediate(warmUpAssistant);
  const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
    ctx.logger.info("server listening", {
      url: config.publicUrl,
      port: info.port,
      database: `${database.dialect} ${database.location}`,
      seeded,
      payments: livePaymentProviders(ctx.payments).join(", ") || "none",
    });
    if (!config.isProduction) {
      const lines = DEMO_ACCOUNTS.map(
        (a) => `  ${(a.roles[0] ?? "user").padEnd(14)} ${a.email.padEnd(22)} password: ${DEMO_PASSWORD}`,
      );
      const demo = config.seedDemo ? `Demo sign-ins:\n${lines.join("\n")}\n` : "";
      // One address to open, with or without demo content: the configured origin, where mail links
      // and sign-in callbacks lead (its loopback aliases also work outside production).
      process.stdout.write(`\nBridgeland Arena is running at ${config.publicUrl}\n${demo}\n`);
    }
  });

  // Behind a load balancer an idle keep-alive connection must outlive the balancer's own idle
  // timeout (60 s on most), or the balancer sends a request down a connection this server is
  // closing and answers 502 (Node's default closes them after 5 s).
  if ("keepAliveTimeout" in server) {
    server.keepAliveTimeout = KEEP_ALIVE_MS;
    server.headersTimeout = KEEP_ALIVE_MS + 1_000;
  }

  const sweep = () => {
    const deps = { ...ctx, providers: ctx.payments, now: new Date() };
    releaseLapsedHolds(deps)
      .then(() => expireAbandonedCheckouts(deps))
      .then(() => retryOwedRefunds(deps))
      .catch((error) => ctx.logger.error("hold and refund sweep failed", { error: String(error) }));
  };
  // At start too: a refund owed when the previous process stopped is made at once.
  sweep();
  const sweeper = setInterval(sweep, HOLD_SWEEP_MS);
  sweeper.unref();
  // One pass at a time: a slow pass is not overtaken by the next.
  let waitlistSweeping = false;
  const waitlistSweep = () => {
    if (waitlistSweeping) return;
    waitlistSweeping = true;
    sweepWaitlists({ ...ctx, publicUrl: ctx.config.publicUrl, now: new Date() })
      .catch((error) => ctx.logger.error("waitlist sweep failed", { error: String(error) }))
      .finally(() => {
        waitlistSweeping = false;
      });
  };
  const waitlistSweeper = setInterval(waitlistSweep, WAITLIST_SWEEP_MS);
  waitlistSweeper.unref();
  mailWorker.start();

  const shutdown = (signal: string) => {
    clearInterval(sweeper);
    clearInterval(waitlistSweeper);
    const mailStopped = mailWorker.stop();
    ctx.logger.info("shutting down", { signal });
    const left = membership?.leave() ?? Promise.resolve();
    server.close(
      () =>
        void Promise.all([mailStopped, left])
          .then(() => database.close())
          .then(() => process.exit(0)),
    );
    setTimeout(() => process.exit(0), 5000).unref();
  };
  process.on("SIGINT", () => shutdown("SIGINT"));
  process.on("SIGTERM", () => shutdown("SIGTERM"));
}

main().catch((error) => {
  // Waiting for the database ran out: the message says what to check; a stack would bury it.
  if (error instanceof DatabaseUnreachableError || error instanceof InstanceConflictError) {
    process.stderr.write(`Start-up failed: ${error.message}\n`);
    process.exit(1);
  }
  process.stderr.write(`Start-up failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
