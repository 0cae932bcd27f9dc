import type { LayoutId } from "#domain/seating/layouts";
import { addDays, venueDateOf, venueTimeToInstant } from "#domain/time";

interface DemoEvent {
  title: string;
  titleEs: string;
  description: string;
  descriptionEs: string;
  startsAt: string;
  pending?: boolean;
  /** The seating plan: the whole arena (`DEMO_LAYOUT`) unless the event is deliberately smaller. */
  layout?: LayoutId;
}

/** The demo is the arena: its events sell the full 3,500-seat plan (VIP 200, Premium 500, General 2,800). */
export const DEMO_LAYOUT: LayoutId = "full-arena";

/** Varied upcoming events spread over the next months, at their usual local start times, in both languages. */
export function demoEvents(now: Date): DemoEvent[] {
  const today = venueDateOf(now);
  const at = (days: number, time: string) => venueTimeToInstant(addDays(today, days), time).toISOString();
  return [
    {
      title: "Houston Symphony: Holiday Pops",
      titleEs: "Sinfónica de Houston: Pops navideños",
      description: "An evening of seasonal favourites with full orchestra and choir.",
      descriptionEs: "Una velada de clásicos de temporada con orquesta completa y coro.",
      startsAt: at(9, "19:30"),
    },
    {
      title: "Bridgeland Basketball Classic",
      titleEs: "Clásico de baloncesto de Bridgeland",
      description: "Top regional high-school teams meet for the winter tournament final.",
      descriptionEs: "Los mejores equipos regionales de preparatoria se enfrentan en la final del torneo de invierno.",
      startsAt: at(14, "18:00"),
    },
    {
      title: "Lone Star Country Music Night",
      titleEs: "Noche de música country Lone Star",
      description: "Three rising Texas country acts on one stage.",
      descriptionEs: "Tres nuevos talentos del country de Texas en un solo escenario.",
      startsAt: at(21, "20:00"),
    },
    {
      title: "Gulf Coast Business & Trade Expo",
      titleEs: "Expo de negocios y comercio de la Costa del Golfo",
      description: "Local businesses, suppliers and start-ups show what they do best.",
      descriptionEs: "Negocios locales, proveedores y empresas emergentes muestran lo mejor que hacen.",
      startsAt: at(28, "10:00"),
    },
    {
      title: "Cypress Creek High Graduation Ceremony",
      titleEs: "Ceremonia de graduación de Cypress Creek High",
      description: "Celebrate the graduating class with family and friends.",
      descriptionEs: "Celebre a la generación que se gradúa con familia y amigos.",
      startsAt: at(35, "14:00"),
    },
    {
      title: "Mariachi & Folklórico Festival",
      titleEs: "Festival de mariachi y folklórico",
      description: "Live mariachi bands and folklórico dancers for the whole family.",
      descriptionEs: "Mariachis en vivo y bailarines de folklórico para toda la familia.",
      startsAt: at(42, "18:00"),
    },
    {
      title: "Winter Indoor Soccer Sports Showcase",
      titleEs: "Exhibición de fútbol sala de invierno",
      description: "Fast-paced indoor soccer from the best youth academies in the area.",
      descriptionEs: "Fútbol sala a toda velocidad con las mejores academias juveniles de la zona.",
      startsAt: at(49, "17:00"),
    },
    {
      title: "Classical Piano Recital: Chopin & Liszt",
      titleEs: "Recital de piano clásico: Chopin y Liszt",
      description: "An intimate recital of romantic piano masterpieces.",
      descriptionEs: "Un recital íntimo de obras maestras del piano romántico.",
      startsAt: at(56, "19:00"),
      // An intimate recital: the smaller traditional plan (916 seats, with a balcony), not the whole arena.
      layout: "traditional",
    },
    {
      title: "Rock the Arena: Tribute Concert",
      titleEs: "Rock en la arena: concierto tributo",
      description: "The greatest rock anthems of the 80s and 90s, played live.",
      descriptionEs: "Los grandes himnos del rock de los 80 y 90, en vivo.",
      startsAt: at(63, "20:00"),
    },
    {
      title: "Texas Home & Garden Trade Show",
      titleEs: "Feria de hogar y jardín de Texas",
      description: "Ideas, workshops and exhibitors for every home project.",
      descriptionEs: "Ideas, talleres y expositores para cada proyecto del hogar.",
      startsAt: at(70, "09:00"),
    },
    {
      title: "College Hoops Invitational",
      titleEs: "Torneo invitacional de baloncesto universitario",
      description: "Four college teams, two days of basketball.",
      descriptionEs: "Cuatro equipos universitarios, dos días de baloncesto.",
      startsAt: at(77, "19:00"),
    },
    {
      title: "Spring Gospel Music Celebration",
      titleEs: "Celebración de música gospel de primavera",
      description: "Choirs from across Harris County raise the roof.",
      descriptionEs: "Coros de todo el condado de Harris hacen vibrar la arena.",
      startsAt: at(84, "18:30"),
    },
    {
      title: "Youth Orchestra Spring Concert",
      titleEs: "Concierto de primavera de la orquesta juvenil",
      description: "The area's young musicians perform Dvořák and Beethoven.",
      descriptionEs: "Los jóvenes músicos de la zona interpretan a Dvořák y Beethoven.",
      startsAt: at(98, "16:00"),
    },
    {
      title: "Community Charity Gala",
      titleEs: "Gala benéfica comunitaria",
      description: "An evening of dinner and entertainment in support of local food banks.",
      descriptionEs: "Una velada de cena y espectáculo a beneficio de los bancos de alimentos locales.",
      startsAt: at(105, "19:00"),
      pending: true,
    },
  ];
}
