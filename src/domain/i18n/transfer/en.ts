/** Passing a ticket on from My Tickets. English. */
export const transferEn = {};
