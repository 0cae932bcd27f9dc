/** Venue Assistant chat texts, English. */
export const assistantEn = {};
