export { readiness } from "./readiness";
