/** Background jobs: declared once by their feature, run by one registry per process. */
export { createJobRegistry, defineJob, type Job, type JobDeclaration, type JobRegistry, type JobRun } from "./registry";
