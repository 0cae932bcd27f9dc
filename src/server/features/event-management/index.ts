/** Event management as the app is composed: a paid venue rental creates its event or submits its edit. */
export { subscribeRentals } from "./rental.service";
