/** Apple Wallet and Google Wallet passes of a ticket. English. */
export const walletEn = {};
