/** People's rights over their data (export, deletion) and how long their records are kept. */
export { privacyJobs } from "./privacy.jobs";
export { privacyRoutes } from "./privacy.routes";
