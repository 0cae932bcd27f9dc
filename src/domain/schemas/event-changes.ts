/**
 * A manager's change to an approved event waits for an admin: the approved version stays public
 * meanwhile. These are the shapes of such a change and the rules on which fields need approval.
 */

/** The details of an event a change can touch, as the management list shows them. */
export interface EventDetails {
  title: string;
  description: string;
  /** The Spanish title and description; null: Spanish pages show the English ones. */
  titleEs: string | null;
  descriptionEs: string | null;
  /** ISO-8601 UTC instant: the date and the time. */
  eventDate: string;
  venue: string;
  imageUrl: string | null;
  rentalHours: number | null;
}

export type EventChangeStatus = "pending" | "approved" | "rejected" | "withdrawn";

/** A change waiting for (or decided by) an admin. */
export interface EventChange {
  id: string;
  eventId: string;
  requestedBy: string | null;
  status: EventChangeStatus;
  /** The event as it will be once the change is approved. */
  proposed: EventDetails;
  /** What the change costs more (positive) or less (negative) than the rental paid; refunded on approval. */
  priceDeltaCents: number;
  createdAt: string;
}

export type EventDetailField = keyof EventDetails;

/** The fields, in the order a change lists them. */
export const EVENT_DETAIL_FIELDS = [
  "title",
  "titleEs",
  "eventDate",
  "venue",
  "description",
  "descriptionEs",
  "imageUrl",
  "rentalHours",
] as const satisfies readonly EventDetailField[];

/**
 * An approved event's title, date, time, venue or description (in either language) changes only
 * with an admin's approval.
 */
export const FIELDS_NEEDING_APPROVAL: readonly EventDetailField[] = [
  "title",
  "titleEs",
  "eventDate",
  "venue",
  "description",
  "descriptionEs",
];

/** Buyers are told when the date, time or venue of their event changes. */
export const FIELDS_BUYERS_ARE_TOLD: readonly EventDetailField[] = ["eventDate", "venue"];

function sameValue(a: EventDetails[EventDetailField], b: EventDetails[EventDetailField]): boolean {
  return a === b;
}

/** The fields `proposed` changes on `current`; instants are compared as instants. */
export function changedFields(current: EventDetails, proposed: EventDetails): EventDetailField[] {
  return EVENT_DETAIL_FIELDS.filter((field) =>
    field === "eventDate"
      ? Date.parse(current.eventDate) !== Date.parse(proposed.eventDate)
      : !sameValue(current[field], proposed[field]),
  );
}

/** Whether any of `fields` is among the changed ones. */
export function touches(changed: readonly EventDetailField[], fields: readonly EventDetailField[]): boolean {
  return changed.some((field) => fields.includes(field));
}
