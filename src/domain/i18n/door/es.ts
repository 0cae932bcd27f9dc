import type { CatalogShape } from "../types";
import type { doorEn } from "./en";

/** The door: the check-in scanner, its offline queue and live counts. Spanish. */
export const doorEs: CatalogShape<typeof doorEn> = {
  gateRequired: "Indique la puerta en la que se encuentra.",
  batchTooLarge: "Demasiados escaneos en un solo envío.",
};
