/** Event management as the app is composed: a paid venue rental creates its event. */
export { createRentedEvent } from "./rental.service";
