/**
 * Payments take and give back money: the providers (card, Stripe, PayPal), the ledger and
 * refunds. A confirmed payment is settled by the orders feature, whose events the ledger records
 * (`subscribeLedger`); what a paid order delivers is each feature's own subscriber.
 */

/** Money given back on events' ticket orders, per movement: the sales dashboard's refunds. */
export { ticketRefundsOfEvents } from "./ledger.repository";
export { subscribeLedger } from "./ledger.subscribers";
export { type AmountRefundOutcome, refundOrderAmount, retryOwedRefunds } from "./owed-refunds.service";
export { paymentsJobs } from "./payments.jobs";
export { paymentsDeps } from "./payments.routes";
/** Stripe Checkout for a held order: the window opens it for the buyer's phone. */
export { type PaymentsDeps, startStripeCheckout } from "./payments.service";
export { type RefundDeps, refundWithMail } from "./refunds.service";
export { expireAbandonedCheckouts, type SettlementDeps } from "./settlement.service";
