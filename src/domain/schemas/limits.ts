/** Field limits shared by forms and the server. Every free-text field has an upper bound. */
export const LIMITS = {
  emailMax: 254,
  /** A person's name: sign-up, profile, forms and the cardholder. */
  nameMax: 100,
  passwordMin: 8,
  passwordMax: 128,
  feedbackMax: 5000,
} as const;
