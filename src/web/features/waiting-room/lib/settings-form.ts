import { type QueueSettings, type QueueSettingsInput, queueSettingsSchema } from "#domain/schemas/onsale";
import { fromVenueInput, toVenueInput } from "#web/lib/venue-clock-input";

/** The bounds the server accepts for the pace and the cap (the settings schema's). */
export const QUEUE_NUMBER_RANGE = { min: 1, max: 100_000 } as const;

/** The admin form's fields as typed: the on-sale time as a venue wall clock "yyyy-MM-ddTHH:mm". */
export interface SettingsFields {
  onSaleAt: string;
  admitPerMinute: string;
  maxActive: string;
}

export type SettingsField = keyof SettingsFields;
export type SettingsErrors = Partial<Record<SettingsField, "invalidDate" | "invalidNumber">>;

export function fieldsOf(settings: QueueSettings): SettingsFields {
  return {
    onSaleAt: toVenueInput(settings.onSaleAt),
    admitPerMinute: String(settings.admitPerMinute),
    maxActive: String(settings.maxActive),
  };
}

function wholeNumber(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d{1,6}$/.test(trimmed)) return null;
  const value = Number(trimmed);
  return value >= QUEUE_NUMBER_RANGE.min && value <= QUEUE_NUMBER_RANGE.max ? value : null;
}

/**
 * The form's fields as the PUT body, checked by the same schema the server uses: an empty time
 * clears the on-sale (no waiting room); each refused field names its message.
 */
export function parseSettings(
  fields: SettingsFields,
): { ok: true; input: QueueSettingsInput } | { ok: false; errors: SettingsErrors } {
  const errors: SettingsErrors = {};
  const onSaleAt = fields.onSaleAt.trim() === "" ? null : fromVenueInput(fields.onSaleAt);
  if (onSaleAt === null && fields.onSaleAt.trim() !== "") errors.onSaleAt = "invalidDate";
  const admitPerMinute = wholeNumber(fields.admitPerMinute);
  if (admitPerMinute === null) errors.admitPerMinute = "invalidNumber";
  const maxActive = wholeNumber(fields.maxActive);
  if (maxActive === null) errors.maxActive = "invalidNumber";
  if (Object.keys(errors).length > 0 || admitPerMinute === null || maxActive === null) return { ok: false, errors };
  const input: QueueSettingsInput = { onSaleAt, admitPerMinute, maxActive };
  const checked = queueSettingsSchema.safeParse(input);
  if (!checked.success) {
    for (const issue of checked.error.issues) {
      const field = issue.path[0];
      if (field === "onSaleAt") errors.onSaleAt = "invalidDate";
      if (field === "admitPerMinute" || field === "maxActive") errors[field] = "invalidNumber";
    }
    return { ok: false, errors };
  }
  return { ok: true, input };
}
