import type { CatalogShape } from "../types";
import type { transferEn } from "./en";

/** Passing a ticket on from My Tickets. Spanish. */
export const transferEs: CatalogShape<typeof transferEn> = {
  action: "Transferir",
  actionLabel: "Transferir su boleto para {{title}}, {{seat}}",
  seat: "sección {{section}}, fila {{row}}, asiento {{seat}}",
  dialog: {
    title: "Transferir este boleto",
    description: "Envíe su boleto para {{title}} ({{seat}}) a otra persona.",
    how: "Le enviaremos el boleto por correo. Lo encontrará en Mis Boletos al iniciar sesión con esa dirección; si aún no tiene cuenta, puede crearla con ella.",
    warning:
      "Su código QR deja de funcionar en cuanto confirme. Solo el código del nuevo titular permitirá la entrada.",
    email: "Correo electrónico del destinatario",
    emailHint: "La dirección con la que inicia sesión o con la que se registrará.",
    cancel: "Conservar mi boleto",
    confirm: "Transferir boleto",
    working: "Transfiriendo…",
  },
  done: {
    title: "Boleto transferido",
    description: "Su boleto ({{seat}}) ahora pertenece a {{email}}. Les enviamos un correo a ambos.",
  },
  refused: {
    refunded: "Este boleto fue reembolsado, por lo que ya no se puede transferir.",
    event_cancelled: "Este evento fue cancelado, por lo que sus boletos ya no se pueden transferir.",
    event_started: "Este evento ya comenzó, por lo que sus boletos ya no se pueden transferir.",
    transferred: "Este boleto ya fue transferido.",
    checked_in: "Este boleto ya se usó en la entrada, por lo que ya no se puede transferir.",
  },
  card: {
    state: "Transferido",
    to: "Transferido a {{email}}",
    toAt: "El {{date}}",
    noLongerYours: "Este boleto ya no le permite entrar: su nuevo titular tiene un código QR nuevo.",
    from: "De {{email}}",
    fromLabel: "Transferido a usted por {{email}} el {{date}}",
  },
  history: {
    title: "Transferencias de boletos",
    description: "Cada vez que un boleto de este evento pasó a otra persona, del más antiguo al más reciente.",
    line: "De {{from}} a {{to}} ({{seat}})",
    at: "Transferido el {{date}}",
    claimed: "aceptado el {{date}}",
    pending: "esperando a que el destinatario inicie sesión",
  },
};
