import type { CatalogShape } from "../types";
import type { queueEn } from "./en";

/** La sala de espera de una venta: unirse a la fila, esperar, ser admitido. En español (usted). */
export const queueEs: CatalogShape<typeof queueEn> = {
  proofMissing: "La verificación de su navegador no llegó. Intente unirse de nuevo.",
};
