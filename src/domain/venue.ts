/**
 * The one source of venue facts. Every page, e-mail and the assistant read from here.
 *
 * Where the specification contradicts itself, this file holds the answer:
 * - Parking: the site says "over 1,000" and the assistant "1,500+". We state 1,500 spaces:
 *   the larger figure is the lot's real count, and "over 1,000" remains true of it.
 * - Box office: the detailed weekly schedule (information page and assistant) wins over the
 *   shorter "Mon–Fri 9–6" of the dictionary, which was the planning team's office hours.
 */

/**
 * Wheelchair spaces (each with its companion seats) one account may hold or buy for one event,
 * unless an admin set the event's own number: the spaces are for the people who need them, and
 * one declaration must not take them all.
 */
export const ACCESSIBLE_SPACES_PER_ACCOUNT = 2;

export const venue = {
  name: "Bridgeland Arena",
  timeZone: "America/Chicago",
  address: {
    street: "17500 Bridgeland Creek Pkwy",
    city: "Cypress",
    state: "TX",
    zip: "77433",
    country: "US",
  },
  phone: "(281) 555-0135",
  phoneHref: "tel:+12815550135",
  email: "info@bridgelandarena.com",
  groupSalesEmail: "groups@bridgelandarena.com",
  capacity: { total: 3500, general: 2800, premium: 500, vip: 200 },
  eventsPerYear: 50,
  parkingSpaces: 1500,
  /** Parking and the box office open this many hours before an event; doors one hour. */
  parkingOpensHoursBefore: 2,
  boxOfficeOpensHoursBeforeEvents: 2,
  doorsOpenHoursBefore: 1,
  groupSalesMinimum: 10,
  bookingAdviceMonths: { min: 3, max: 6 },
  /** Months are 1-based. */
  peakSeasons: [
    { from: 10, to: 12 },
    { from: 3, to: 5 },
  ],
  /** Weekday numbers follow Date#getDay: 0 is Sunday. Times are local, 24 h "HH:mm". */
  boxOfficeHours: [
    { days: [1, 2, 3, 4, 5], opens: "10:00", closes: "18:00" },
    { days: [6], opens: "10:00", closes: "16:00" },
    { days: [0], opens: "14:00", closes: "18:00" },
  ],
  planningTeamHours: { days: [1, 2, 3, 4, 5], opens: "09:00", closes: "18:00" },
  tour: { time: "09:00", durationMinutes: 45, capacity: 10 },
  refundDays: { min: 7, max: 10 },
  /** All sales final; a full refund only when the venue cancels, fees excepted. */
  ticketPolicy: {
    allSalesFinal: true,
    refundOnVenueCancellation: true,
    /** A refund returns the service fee and tax in proportion to the tickets refunded (`pricing.ts`). */
    feesRefundedWithTickets: true,
    transferable: true,
    photoIdForPickup: true,
  },
  /** Ids only: each text lives in the catalogs under the same id. */
  prohibitedItems: [
    "outsideFoodDrink",
    "professionalRecording",
    "weapons",
    "largeBags",
    "glassContainers",
    "illegalSubstances",
  ],
  acceptedCards: ["Visa", "Mastercard", "American Express", "Discover"],
  /**
   * Wheelchair spaces in every section and price level (26 in the full house), each with up to three
   * companion seats beside it, sold online like any seat to buyers who say they need accessible
   * seating (no proof asked); companion seats only with their space. A section's unsold spaces go on
   * general sale only once the rest of that section is sold out. Accessible parking near the doors.
   */
  accessibility: {
    wheelchairSeating: true,
    wheelchairSpaces: 26,
    companionSeatsPerSpace: 3,
    selfDeclared: true,
    releasedWhenSectionSoldOut: true,
    accessibleParking: true,
  },
  minimumAge: 13,
  social: {
    facebook: "https://www.facebook.com/bridgelandarena",
    instagram: "https://www.instagram.com/bridgelandarena",
  },
} as const;

export const venueAddressLine = `${venue.address.street}, ${venue.address.city}, ${venue.address.state} ${venue.address.zip}`;

export const mapsUrl = `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(venueAddressLine)}`;
