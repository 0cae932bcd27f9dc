import { parentPort } from "node:worker_threads";
import type { ThreadReply, ThreadRequest } from "#server/platform/worker-thread";
import { type RenderJob, renderJob } from "./templates";

/**
 * The thread that renders ticket mails, so a mail's QR images and HTML never hold up a request:
 * it takes a job, answers the rendered message (or the error), one at a time.
 */
parentPort?.on("message", ({ id, input }: ThreadRequest<RenderJob>) => {
  let reply: ThreadReply<ReturnType<typeof renderJob>>;
  try {
    reply = { id, output: renderJob(input) };
  } catch (error) {
    reply = { id, error: error instanceof Error ? (error.stack ?? error.message) : String(error) };
  }
  parentPort?.postMessage(reply);
});
