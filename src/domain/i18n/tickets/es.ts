import type { CatalogShape } from "../types";
import type { ticketsEn } from "./en";

export const ticketsEs: CatalogShape<typeof ticketsEn> = {
  noSeats: "No hay asientos seleccionados.",
  tooManySeats: "Puede reservar como máximo 10 asientos a la vez.",
  duplicateSeats: "Se eligió un asiento dos veces.",
  noEvent: "No hay ningún evento seleccionado. Por favor, seleccione un evento primero.",
  invalidPaymentToken: "No se pudo leer el pago. Por favor, inténtelo de nuevo.",
};
