/** Field limits shared by forms and the server. Every free-text field has an upper bound. */
export const LIMITS = {
  emailMax: 254,
  nameMax: 120,
  passwordMin: 8,
  passwordMax: 128,
  feedbackMax: 5000,
} as const;
