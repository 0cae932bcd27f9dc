/**
 * Payments settle orders: complimentary bookings, card payments, PayPal's hand-off and
 * notification, and the confirmation mail. What a paid order delivers is each order kind's own
 * `Fulfil`, given to the payment routes where the app is composed.
 */

export { type AmountRefundOutcome, refundOrderAmount, retryOwedRefunds } from "./owed-refunds.service";
export type { Fulfil, FulfilDeps, Fulfilment } from "./payments.service";
export { type RefundDeps, refundWithMail } from "./refunds.service";
export { expireAbandonedCheckouts, type SettlementDeps } from "./settlement.service";
