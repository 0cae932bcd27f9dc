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
      announce: (eventId) => ctx.relay.publish(QUEUE_CHANNEL, { eventId }),
    });
    const own = runtime;
    // A change another instance made (settings, admissions) is read afresh at once.
    ctx.relay.subscribe(QUEUE_CHANNEL, (payload, { local }) => {
      const eventId = (payload as { eventId?: unknown } | null)?.eventId;
      if (!local && typeof eventId === "string") own.invalidate(eventId);
    });
    runtimes.set(ctx, runtime);
  }
  return runtime;
}
