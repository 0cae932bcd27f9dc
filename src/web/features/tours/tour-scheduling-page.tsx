import { PageHeader } from "#web/components/page-header";
import { useTranslation } from "#web/lib/translation";
import { BookingCard } from "./components/booking-card";
import { TourDetails } from "./components/tour-details";
import { useTourFormat } from "./lib/use-tour-format";

/** /tour-scheduling: the tour's details and a single-date booking calendar. */
export default function TourSchedulingPage() {
  const { t } = useTranslation();
  const format = useTourFormat();
  return (
    <div className="mx-auto grid max-w-6xl gap-8 px-4 py-8 sm:py-12">
      <PageHeader title={t("tours.page.title")} lead={t("tours.page.lead")} />
      <div className="grid items-start gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,28rem)]">
        <TourDetails format={format} />
        <BookingCard format={format} />
      </div>
    </div>
  );
}
