import type { CatalogShape } from "../types";
import type { walletEn } from "./en";

/** Apple Wallet and Google Wallet passes of a ticket. Spanish. */
export const walletEs: CatalogShape<typeof walletEn> = {};
