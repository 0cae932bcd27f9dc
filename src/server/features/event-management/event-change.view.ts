import type { EventChange, EventDetails } from "#domain/schemas/event-changes";
import type { EventForm } from "#domain/schemas/event-form";
import { eventStart } from "#domain/schemas/event-form";
import type { EventRow } from "#server/db/schema";
import type { EventChangeRow } from "./event-changes.repository";

/** The details an event row shows. */
export function detailsOfRow(row: EventRow): EventDetails {
  return {
    title: row.title,
    description: row.description,
    titleEs: row.title_es,
    descriptionEs: row.description_es,
    eventDate: row.event_date,
    venue: row.venue,
    imageUrl: row.image_url,
    rentalHours: row.rental_hours,
  };
}

/** The details a (validated) form gives an event. */
export function detailsOfForm(form: EventForm): EventDetails {
  return {
    title: form.title,
    description: form.description,
    // A change stored before the Spanish fields existed has none.
    titleEs: form.titleEs ?? null,
    descriptionEs: form.descriptionEs ?? null,
    eventDate: eventStart(form.date, form.hour).toISOString(),
    venue: form.venue,
    imageUrl: form.imageUrl,
    rentalHours: form.rentalHours,
  };
}

/** The form a change stores (its `changes` JSON, written from a validated form). */
export function formOfChange(row: EventChangeRow): EventForm {
  return JSON.parse(row.changes) as EventForm;
}

export function eventChangeView(row: EventChangeRow): EventChange {
  return {
    id: row.id,
    eventId: row.event_id,
    requestedBy: row.requested_by,
    status: row.status,
    proposed: detailsOfForm(formOfChange(row)),
    priceDeltaCents: row.price_delta_cents,
    createdAt: row.created_at,
  };
}
