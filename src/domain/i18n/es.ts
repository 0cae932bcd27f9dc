import { assistantEs } from "./assistant/es";
import { coreEs } from "./core/es";
import { doorEs } from "./door/es";
import type { Catalog } from "./en";
import { findSeatsEs } from "./find-seats/es";
import { legalEs } from "./legal/es";
import { listingsEs } from "./listings/es";
import { manageEs } from "./manage/es";
import { houseSeatsEs, pricingEs } from "./pricing/es";
import { queueEs } from "./queue/es";
import { saleCodesEs } from "./sale-codes/es";
import { salesEs } from "./sales/es";
import { seatLimitsEs } from "./seat-limits/es";
import { securityEs } from "./security/es";
import { servicesEs } from "./services/es";
import { statusEs } from "./status/es";
import { ticketMailEs } from "./ticket-mail/es";
import { ticketsEs } from "./tickets/es";
import { toursEs } from "./tours/es";
import { transferEs } from "./transfer/es";
import type { CatalogShape } from "./types";
import { waitingRoomEs } from "./waiting-room/es";
import { waitlistEs } from "./waitlist/es";
import { walletEs } from "./wallet/es";
import { windowEs } from "./window/es";

/** The Spanish catalog. Typed against the English one: a missing key is a compile error. */
export const es: CatalogShape<Catalog> = {
  ...coreEs,
  mail: {
    verify: {
      subject: "Confirme su cuenta de Bridgeland Arena",
      preheader: "Un clic y su cuenta estará lista.",
      title: "Confirme su correo electrónico",
      intro:
        "Gracias por crear una cuenta de Bridgeland Arena. Confirme su correo electrónico para empezar a reservar boletos y visitas.",
      button: "Confirmar mi correo",
      ignore: "Si usted no creó una cuenta, puede ignorar este mensaje.",
      body: "Hola {{name}}:\n\nConfirme su correo electrónico abriendo este enlace:\n{{url}}\n\nSi usted no creó una cuenta, puede ignorar este mensaje.\n\nBridgeland Arena",
    },
    existingAccount: {
      subject: "Alguien intentó registrarse con su correo electrónico",
      preheader: "Ya tiene una cuenta con este correo.",
      title: "Ya tiene una cuenta",
      intro:
        "Alguien, quizás usted, intentó crear una nueva cuenta de Bridgeland Arena con este correo electrónico. Usted ya tiene una.",
      button: "Iniciar sesión",
      ignore: "Si no fue usted, puede ignorar este mensaje; su cuenta no ha cambiado.",
      body: "Hola {{name}}:\n\nAlguien, quizás usted, intentó crear una nueva cuenta de Bridgeland Arena con este correo electrónico. Usted ya tiene una cuenta: inicie sesión en {{url}}.\n\nSi no fue usted, puede ignorar este mensaje; su cuenta no ha cambiado.\n\nBridgeland Arena",
    },
    resetPassword: {
      subject: "Restablezca su contraseña de Bridgeland Arena",
      preheader: "Elija una contraseña nueva antes de una hora.",
      title: "Restablezca su contraseña",
      intro:
        "Alguien, quizás usted, pidió restablecer la contraseña de su cuenta de Bridgeland Arena. El enlace funciona durante una hora.",
      button: "Elegir una contraseña nueva",
      ignore: "Si no fue usted, puede ignorar este mensaje; su contraseña no ha cambiado.",
      body: "Hola {{name}}:\n\nAlguien, quizás usted, pidió restablecer la contraseña de su cuenta de Bridgeland Arena. Para elegir una contraseña nueva, abra este enlace antes de una hora:\n{{url}}\n\nSi no fue usted, puede ignorar este mensaje; su contraseña no ha cambiado.\n\nBridgeland Arena",
    },
  },
  legal: legalEs,
  tickets: ticketsEs,
  tours: toursEs,
  manage: manageEs,
  listings: listingsEs,
  services: servicesEs,
  assistant: assistantEs,
  seatLimits: seatLimitsEs,
  findSeats: findSeatsEs,
  waitingRoom: waitingRoomEs,
  queue: queueEs,
  door: doorEs,
  transfer: transferEs,
  wallet: walletEs,
  waitlist: waitlistEs,
  ticketMail: ticketMailEs,
  window: windowEs,
  status: statusEs,
  sales: salesEs,
  security: securityEs,
  pricing: pricingEs,
  saleCodes: saleCodesEs,
  houseSeats: houseSeatsEs,
};
