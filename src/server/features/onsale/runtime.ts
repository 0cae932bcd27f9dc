import type { Kysely } from "kysely";
import type { Config } from "#server/config";
import type { DB } from "#server/db/schema";
import type { Logger } from "#server/platform/logger";
import type { Metrics } from "#server/platform/metrics";
import type { Relay } from "#server/platform/relay";
import { deriveQueueKeys } from "./onsale.keys";
import { PROOF_MAX_NUMBER, QueueRuntime, TEST_PROOF_MAX_NUMBER } from "./onsale.service";

/** The relay channel on which instances tell each other that an event's queue changed. */
const QUEUE_CHANNEL = "queue";

/**
 * The waiting room of one app instance, built once at boot: shared by its routes, the hold API's
 * check and the admissions job, and kept current with the changes other instances announce.
 */
export function createQueueRuntime(deps: {
  db: Kysely<DB>;
  logger: Logger;
  config: Pick<Config, "authSecret" | "env" | "fairPlay">;
  relay: Relay;
  metrics?: Pick<Metrics, "admissions">;
}): QueueRuntime {
  const { relay } = deps;
  const runtime = new QueueRuntime({
    db: deps.db,
    logger: deps.logger,
    keys: deriveQueueKeys(deps.config.authSecret),
    proofMaxNumber: deps.config.env === "test" ? TEST_PROOF_MAX_NUMBER : PROOF_MAX_NUMBER,
    networkPrefixes: deps.config.fairPlay.networkPrefixes,
    announce: (eventId, change) => relay.publish(QUEUE_CHANNEL, { eventId, change }),
    ...(deps.metrics ? { metrics: deps.metrics } : {}),
  });
  // A change another instance made is read afresh at once: settings before answering anyone
  // again, admissions while the next poll is still answered from what this instance had (so
  // instances admitting in turn never make each other's polls wait for a commit).
  relay.subscribe(QUEUE_CHANNEL, (payload, { local }) => {
    const message = payload as { eventId?: unknown; change?: unknown } | null;
    if (local || typeof message?.eventId !== "string") return;
    if (message.change === "admission") runtime.markStale(message.eventId);
    else runtime.invalidate(message.eventId);
  });
  return runtime;
}
