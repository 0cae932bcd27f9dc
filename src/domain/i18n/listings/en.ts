/** Home, calendar and event pages texts, English. */
export const listingsEn = {};
