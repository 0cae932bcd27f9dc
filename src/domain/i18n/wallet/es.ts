import type { CatalogShape } from "../types";
import type { walletEn } from "./en";

/** Apple Wallet and Google Wallet passes of a ticket. Spanish. */
export const walletEs: CatalogShape<typeof walletEn> = {
  addToApple: "Añadir a Apple Wallet",
  addToAppleLabel: "Añada su boleto para {{title}} a Apple Wallet",
  saveToGoogle: "Guardar en Google Wallet",
  saveToGoogleLabel: "Guarde su boleto para {{title}} en Google Wallet",
  opening: "Abriendo Google Wallet…",
  pass: {
    description: "Boleto para {{title}} en {{venue}}",
    event: "Evento",
    date: "Fecha y hora",
    venue: "Recinto",
    address: "Dirección",
    section: "Sección",
    row: "Fila",
    seat: "Asiento",
    holder: "Titular",
    status: "Estado",
    voided: "Ya no es válido",
    voidedNote:
      "Este boleto ya no da acceso: se reembolsó, se canceló su evento o se transfirió a otra persona. Abra Mis Boletos para ver el motivo.",
    doors:
      "Las puertas abren {{hours}} hora antes del evento. Muestre el código QR en la entrada; subir el brillo de la pantalla ayuda.",
    manage: "Mis boletos",
    ticketNumber: "Número de boleto",
  },
};
