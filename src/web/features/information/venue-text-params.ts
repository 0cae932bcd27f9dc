import { useMemo } from "react";
import { venue } from "#domain/venue";
import { localeOf } from "#web/lib/i18n";
import { useTranslation } from "#web/lib/translation";

/** The venue facts the information texts interpolate, formatted for the active language. */
export function useVenueTextParams() {
  const { i18n } = useTranslation();
  const locale = localeOf(i18n.language);
  return useMemo(
    () => ({
      spaces: new Intl.NumberFormat(locale).format(venue.parkingSpaces),
      hours: venue.parkingOpensHoursBefore,
      doors: venue.doorsOpenHoursBefore,
      refundMin: venue.refundDays.min,
      refundMax: venue.refundDays.max,
      groupMin: venue.groupSalesMinimum,
      groupEmail: venue.groupSalesEmail,
    }),
    [locale],
  );
}
