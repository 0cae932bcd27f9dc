import { useFormatters } from "#web/lib/format";
import { useTranslation } from "#web/lib/translation";
import { PriceStep } from "./price-step";

interface RentalDifferenceProps {
  /** What is left of everything paid for the rental, as the server counted it. */
  paidCents: number;
  /** The rental's price with the edit, as the server priced it. */
  quoteCents: number;
  starting: boolean;
  onBack(): void;
  onPay(): void;
}

/**
 * A manager's edit costs more than the rental paid: what it adds, before paying it. The server
 * prices the difference order again; this is what the manager agrees to.
 */
export function RentalDifference({ paidCents, quoteCents, starting, onBack, onPay }: RentalDifferenceProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const rows: [string, string][] = [
    [t("manage.changes.difference.paid"), format.money(paidCents)],
    [t("manage.changes.difference.price"), format.money(quoteCents)],
  ];
  return (
    <PriceStep
      title={t("manage.changes.difference.title")}
      rows={rows}
      total={{
        label: t("manage.changes.difference.extra"),
        amount: format.money(Math.max(0, quoteCents - paidCents)),
        testId: "rental-difference",
      }}
      note={t("manage.changes.difference.note")}
      back={t("manage.changes.difference.back")}
      next={t("manage.changes.difference.pay")}
      starting={starting}
      onBack={onBack}
      onNext={onPay}
    />
  );
}
