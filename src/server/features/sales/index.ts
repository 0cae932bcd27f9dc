/**
 * The sales dashboard: sales over time, by section, price level and channel, refunds and comps,
 * occupancy and admissions, read from the orders' settled seats and the door. It owns no table.
 */
export { salesRoutes } from "./sales.routes";
