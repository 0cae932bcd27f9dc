import type { AppContext } from "#server/context";
import { deriveQueueKeys } from "./onsale.keys";
import { PROOF_MAX_NUMBER, QueueRuntime, TEST_PROOF_MAX_NUMBER } from "./onsale.service";

const runtimes = new WeakMap<AppContext, QueueRuntime>();

/** The relay channel on which instances tell each other that an event's queue changed. */
const QUEUE_CHANNEL = "queue";

/** The app's queue runtime: one per app instance, shared by its routes and the hold API's check. */
export function queueRuntime(ctx: AppContext): QueueRuntime {
  let runtime = runtimes.get(ctx);
  if (!runtime) {
    runtime = new QueueRuntime({
      db: ctx.db,
      logger: ctx.logger,
      keys: deriveQueueKeys(ctx.config.authSecret),
      proofMaxNumber: ctx.config.env === "test" ? TEST_PROOF_MAX_NUMBER : PROOF_MAX_NUMBER,
      announce: (eventId, change) => ctx.relay.publish(QUEUE_CHANNEL, { eventId, change }),
    });
    const own = runtime;
    // A change another instance made is read afresh at once: settings before answering anyone
    // again, admissions while the next poll is still answered from what this instance had (so
    // instances admitting in turn never make each other's polls wait for a commit).
    ctx.relay.subscribe(QUEUE_CHANNEL, (payload, { local }) => {
      const message = payload as { eventId?: unknown; change?: unknown } | null;
      if (local || typeof message?.eventId !== "string") return;
      if (message.change === "admission") own.markStale(message.eventId);
      else own.invalidate(message.eventId);
    });
    runtimes.set(ctx, runtime);
  }
  return runtime;
}
