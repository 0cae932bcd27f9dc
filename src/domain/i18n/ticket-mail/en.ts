/** The family of ticket mails (confirmation, transfer, cancellation, refund): shared parts. English. */
export const ticketMailEn = {};
