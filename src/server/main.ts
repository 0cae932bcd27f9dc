import { serve } from "@hono/node-server";
import { warmUp as warmUpAssistant } from "#domain/assistant/assistant";
import { createApp } from "#server/app";
import { bootContext } from "#server/boot";
import { ConfigError, loadConfig } from "#server/config";
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemo } from "#server/db/seed/demo";
import { DatabaseUnreachableError } from "#server/db/wait";
import { onsaleJobs } from "#server/features/onsale";
import { ordersJobs } from "#server/features/orders";
import { paymentsJobs } from "#server/features/payments";
import { privacyJobs } from "#server/features/privacy";
import { statusJobs } from "#server/features/status";
import { metricsRoutes } from "#server/features/status/status.routes";
import { waitlistJobs } from "#server/features/waitlist";
import { InstanceConflictError, joinInstances, type Membership } from "#server/platform/instances";
import { createJobRegistry } from "#server/platform/jobs";
import { livePaymentProviders } from "#server/platform/payments/providers";

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
      // Admins and event managers sign in with a second factor: the demo ones set up an
      // authenticator app on their first staff page, as every real staff member does.
      const twoStep = "  (admin and event manager: the first staff page asks you to set up an authenticator app)\n";
      const demo = config.seedDemo ? `Demo sign-ins:\n${lines.join("\n")}\n${twoStep}` : "";
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

  // The background jobs, each declared by its feature with the reason for its interval; mail
  // delivery also runs when the mailer nudges it after an enqueue.
  const jobs = createJobRegistry({
    deps: ctx,
    jobs: [
      ...ordersJobs,
      ...paymentsJobs,
      ...waitlistJobs,
      ...onsaleJobs,
      ...privacyJobs,
      ...statusJobs,
      mailWorker.job,
    ],
    logger: ctx.logger,
    metrics: ctx.metrics,
  });
  jobs.start();

  // Metrics on a port of their own (an internal interface), when one is configured.
  const { metrics } = config;
  const metricsServer =
    metrics.port === undefined
      ? null
      : serve({ fetch: metricsRoutes(ctx, metrics.token).fetch, port: metrics.port, hostname: metrics.host }, (info) =>
          ctx.logger.info("metrics listening", { host: metrics.host, port: info.port }),
        );

  const shutdown = (signal: string) => {
    const jobsStopped = jobs.stop();
    ctx.logger.info("shutting down", { signal });
    const left = membership?.leave() ?? Promise.resolve();
    metricsServer?.close();
    server.close(
      () =>
        void Promise.all([jobsStopped, left])
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
