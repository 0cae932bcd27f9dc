/**
 * Operating the site: the gauges read when `/metrics` is scraped, the admin Status page's sampler
 * and its job. Built once at boot; the app mounts its routes.
 */
import type { StatusSampler } from "./status.service";

export { statusJobs } from "./status.jobs";
export { registerStatusGauges } from "./status.metrics";
export { StatusSampler } from "./status.service";

declare module "#server/context" {
  interface AppContext {
    /** The Status page's recent samples of this instance. */
    status: StatusSampler;
  }
}
