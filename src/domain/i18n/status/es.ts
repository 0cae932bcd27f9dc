import type { CatalogShape } from "../types";
import type { statusEn } from "./en";

/** La página de Estado de los administradores. Español. */
export const statusEs: CatalogShape<typeof statusEn> = {
  title: "Estado",
  lead: "Las cifras que importan durante una venta, tal como las ve este servidor, actualizadas cada {{seconds}} segundos. Cada gráfico muestra los últimos cinco minutos.",
  instance: "Servidor {{id}}",
  updated: "Actualizado a las {{time}}",
  loading: "Cargando el estado...",
  errorTitle: "No se pudo cargar el estado",
  error: "El servidor no respondió. Puede estar reiniciándose o sobrecargado; la página lo vuelve a intentar sola.",
  retry: "Reintentar",
  accessDeniedTitle: "Solo administradores",
  accessDenied: "La página de Estado es para administradores.",
  backToHome: "Volver al inicio",
  empty: "Aún no hay lecturas.",
  chartLabel: "{{name}} en los últimos cinco minutos: de {{first}} a {{last}}",
  ready: {
    title: "Disponibilidad",
    yes: "Listo para recibir visitantes",
    no: "No está listo: el balanceador de carga no debe enviar visitantes aquí",
    database: "Base de datos",
    migrations: "Migraciones",
    storage: "Disco",
    relay: "Otros servidores",
    values: {
      ok: "Correcto",
      unreachable: "Inaccesible",
      current: "Al día",
      pending: "Pendientes",
      running: "En curso",
      unknown: "Desconocido",
      full: "Lleno",
      connected: "Conectado",
      disconnected: "Desconectado",
      none: "Un solo servidor",
    },
  },
  figures: {
    checkoutErrors: {
      title: "Errores en la compra",
      value: "{{errors}} de {{requests}} en el último minuto",
      hint: "Reservas y pagos que fallaron en el servidor (5xx). Cualquier aumento durante una venta merece una revisión.",
    },
    outboxDepth: {
      title: "Correo en espera",
      value_one: "{{count}} correo en cola",
      value_other: "{{count}} correos en cola",
      hint: "Confirmaciones y otros correos aún sin entregar, de todos los servidores.",
    },
    outboxAge: {
      title: "Correo más antiguo en espera",
      value: "{{seconds}} s",
      hint: "Más de unos minutos significa que el correo ha dejado de salir.",
    },
    queueWaiting: {
      title: "Sala de espera",
      value_one: "{{count}} visitante esperando",
      value_other: "{{count}} visitantes esperando",
      hint: "Visitantes en la fila de todos los eventos a la venta.",
    },
    admissions: {
      title: "Admisiones",
      value: "{{count}} por minuto",
      hint: "Visitantes admitidos desde las salas de espera en el último minuto. Cero mientras hay gente esperando significa que la fila se detuvo.",
    },
    eventLoopLag: {
      title: "Retraso del bucle de eventos",
      value: "{{ms}} ms",
      hint: "Cuánto se retrasa este servidor en hacer su trabajo (percentil 99). Por encima de 100 ms, los visitantes lo notan.",
    },
  },
};
