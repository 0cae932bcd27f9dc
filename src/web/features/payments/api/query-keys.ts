/** Query keys of payment data. An order's cache entry is filled by every answer that returns the order. */
export const paymentKeys = {
  order: (orderId: string) => ["orders", orderId] as const,
};
