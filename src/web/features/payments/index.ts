/**
 * Payments: paying for a held order (tickets or a venue rental) by card or on a hosted page,
 * the payment step's UI, and the order and hold-time helpers the checkouts share.
 */
export { useOrder } from "./api/order";
export { paymentKeys } from "./api/query-keys";
export { HoldCountdown } from "./components/hold-countdown";
export { PaymentStep } from "./components/payment-step";
export { holdDeadline } from "./lib/countdown";
export {
  type OfferedPaymentMethods,
  PAYMENT_METHODS,
  type PaymentMethod,
  useOfferedPaymentMethods,
} from "./payment-methods";
export { type Hold, type PaymentFlow, type PaymentFlowOptions, usePaymentFlow } from "./use-payment-flow";
