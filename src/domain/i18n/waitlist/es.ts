import type { CatalogShape } from "../types";
import type { waitlistEn } from "./en";

/** La lista de espera de un evento agotado: el panel de la taquilla, la lista de los administradores y el correo de la oferta, en español (usted). */
export const waitlistEs: CatalogShape<typeof waitlistEn> = {
  box: {
    title: "Lista de espera",
    soldOut:
      "Este evento está agotado. Únase a la lista de espera: cuando se liberen asientos, la primera persona de la fila a quien le sirvan los recibe reservados por 30 minutos y un correo.",
    count: "Asientos que desea",
    maxPrice: "Precio máximo por asiento, en dólares (opcional)",
    maxPriceHint:
      "Lo que pagaría por un asiento, con el cargo por servicio y el impuesto incluidos. Déjelo vacío para aceptar cualquier precio.",
    join: "Unirse a la lista de espera",
    joining: "Uniéndose...",
    joinedTitle: "Está en la lista de espera",
    joined: "Le escribiremos cuando se liberen asientos para usted.",
    signIn: "Inicie sesión para unirse a la lista de espera.",
    signInButton: "Iniciar sesión",
    place: "Usted es el número {{place}} de la fila.",
    ahead_one: "Hay {{count}} persona delante de usted.",
    ahead_other: "Hay {{count}} personas delante de usted.",
    wanted_one: "{{count}} asiento, hasta {{price}}.",
    wanted_other: "{{count}} asientos, hasta {{price}} cada uno.",
    wantedAny_one: "{{count}} asiento, a cualquier precio.",
    wantedAny_other: "{{count}} asientos, a cualquier precio.",
    offered:
      "Se liberaron asientos para usted: están reservados a su nombre hasta las {{time}}. Páguelos antes de esa hora o pasarán a la siguiente persona de la fila.",
    offeredAction: "Pagar mis asientos",
    leave: "Salir de la lista de espera",
    leaving: "Saliendo...",
    leftTitle: "Salió de la lista de espera",
    errorTitle: "Lista de espera",
    loadError: "No se pudo cargar su lugar en la lista de espera.",
    invalidCount: "Elija de 1 a {{max}} asientos.",
    invalidPrice: "Escriba un precio en dólares o deje el campo vacío.",
  },
  status: {
    waiting: "En espera",
    offered: "Asientos ofrecidos",
    bought: "Comprados",
    left: "Salió",
    expired: "Oferta vencida",
  },
  admin: {
    title: "Lista de espera",
    lead: "Personas que esperan asientos de este evento, en el orden en que se unieron. Los asientos que se liberan se ofrecen a la primera persona a quien le sirven.",
    waiting_one: "{{count}} persona en espera.",
    waiting_other: "{{count}} personas en espera.",
    empty: "Nadie está en la lista de espera de este evento.",
    loading: "Cargando la lista de espera...",
    loadError: "No se pudo cargar la lista de espera.",
    place: "Lugar",
    person: "Persona",
    seats: "Asientos",
    maxPrice: "Precio máximo",
    anyPrice: "Cualquiera",
    status: "Estado",
    joinedAt: "Se unió",
    offerUntil: "Reservados hasta {{time}}",
  },
  mail: {
    subject: "Asientos reservados para usted: {{title}}",
    preheader: "{{title}}, {{date}}: puede comprar los asientos de la lista de espera hasta las {{time}}.",
    title: "Se liberaron asientos para usted",
    greeting: "Hola, {{name}}:",
    intro:
      "Se liberaron asientos para {{title}} y usted era la primera persona de la lista de espera. Los tenemos reservados a su nombre.",
    notice:
      "Puede comprarlos hasta las {{time}} ({{minutes}} minutos después de escribir este correo). Después pasarán a la siguiente persona de la fila.",
    heading: "Asientos reservados para usted",
    buttonText: "Abra la taquilla para pagarlos: sus asientos le esperan en el pago.",
    button: "Pagar mis asientos",
    notWanted: "¿Ya no puede ir? No haga nada: la reserva termina sola y los asientos pasan a la siguiente persona.",
  },
};
