/** Tours: booking a venue tour, and the visitor's own tours (shown again on My Tickets). */
export { useCancelTour, useMyTours } from "./api/my-tours";
export { type TourFormat, useTourFormat } from "./lib/use-tour-format";
