import type { CatalogShape } from "../types";
import type { ticketMailEn } from "./en";

/** The family of ticket mails (confirmation, transfer, cancellation, refund): shared parts. Spanish. */
export const ticketMailEs: CatalogShape<typeof ticketMailEn> = {
  tagline: "Cypress, Texas",
  signature: "¡Nos vemos en el evento!\nBridgeland Arena",
  signatureShort: "Bridgeland Arena",
  labels: {
    event: "Evento",
    date: "Fecha",
    time: "Hora",
    venue: "Lugar",
    seat: "Asiento",
    total: "Total",
    reference: "Referencia del pedido",
    payment: "Pago",
    sentTo: "Enviado a",
    sentAt: "Enviado el",
    tickets: "Boletos",
    discount: "Descuento",
    fee: "Cargo por servicio",
    tax: "Impuesto",
  },
  timeValue: "{{time}} {{zone}} (las puertas abren a las {{doors}})",
  ticket: {
    heading: "Sus boletos",
    headingOne: "Su boleto",
    qrAlt: "Código QR del boleto para {{seat}}",
    qrHint:
      "Muestre este código en la entrada, en su teléfono o impreso. Cada código permite la entrada de una persona una sola vez.",
  },
  confirmation: {
    preheader: "{{title}}, {{date}}: sus boletos con los códigos QR que debe mostrar en la entrada.",
    myTickets: "Sus boletos también están siempre en Mis Boletos, con sus códigos QR.",
    button: "Abrir mis boletos",
    receipt: "Su recibo, con el precio de cada boleto, su cargo y su impuesto, está listo para imprimir.",
    receiptButton: "Ver recibo",
  },
  transfer: {
    recipient: {
      subject: "Le enviaron un boleto: {{title}}",
      title: "Un boleto para usted",
      preheader: "{{name}} le envió un boleto para {{title}}, {{date}}.",
      greeting: "Hola:",
      intro:
        "{{name}} ({{email}}) le envió un boleto para {{title}}. Ahora es suyo: el código QR de abajo le permite la entrada.",
      myTickets:
        "Para encontrar este boleto en Mis Boletos, inicie sesión o cree una cuenta con esta dirección ({{email}}): allí lo espera.",
      button: "Abrir mis boletos",
    },
    sender: {
      subject: "Boleto transferido: {{title}}",
      title: "Boleto transferido",
      preheader: "Su boleto para {{title}} ahora pertenece a {{email}}.",
      intro: "Usted transfirió su boleto para {{title}} a {{email}}.",
      notice:
        "Su código QR para este asiento ya no funciona: solo el nuevo código enviado a {{email}} permite la entrada. Si guardó o imprimió este boleto, puede desecharlo.",
      notYou: "Si no fue usted, llámenos de inmediato al {{phone}}.",
      button: "Abrir mis boletos",
    },
  },
  refund: {
    seatsHeading: "Asientos reembolsados",
    cancelledTitle: "Evento cancelado",
    refundedTitle: "Su reembolso",
    preheader: "{{title}}, {{date}}: lo que sucede con su pedido.",
    button: "Abrir mis boletos",
  },
  footer: {
    why: "Recibe este correo por un boleto para un evento en Bridgeland Arena.",
    website: "Sitio web",
    information: "Visita y estacionamiento",
    myTickets: "Mis boletos",
  },
};
