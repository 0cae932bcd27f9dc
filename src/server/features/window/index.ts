/**
 * The box-office window: staff sales at the venue (cash, the venue's card terminal, Stripe on the
 * buyer's phone), printed tickets and the shift report. It owns no table: its sales are orders
 * with the `window` channel.
 */
export { windowRoutes } from "./window.routes";
