/** The waiting room of an on-sale: joining the line, waiting, being admitted. English. */
export const queueEn = {
  proofMissing: "Your browser's check did not arrive. Please try joining again.",
};
