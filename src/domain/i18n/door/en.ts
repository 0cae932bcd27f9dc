/** The door: the check-in scanner, its offline queue and live counts. English. */
export const doorEn = {
  gateRequired: "Please enter the gate you are at.",
  batchTooLarge: "Too many scans in one upload.",
};
