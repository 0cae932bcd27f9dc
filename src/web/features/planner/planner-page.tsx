import { PageHeader } from "#web/components/page-header";
import { useTranslation } from "#web/lib/translation";
import { InquiryForm } from "./inquiry-form";
import { AvailabilityCard, CapacityCard, PlannerContactCard } from "./planner-cards";

/** /planner: the inquiry form beside the capacity, availability and contact cards. */
export default function PlannerPage() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto grid max-w-7xl gap-8 px-4 py-8 sm:py-12">
      <PageHeader title={t("services.planner.title")} lead={t("services.planner.lead")} />
      <div className="grid gap-6 lg:grid-cols-3 lg:items-start">
        <div className="lg:col-span-2">
          <InquiryForm />
        </div>
        <div className="grid gap-4">
          <CapacityCard />
          <AvailabilityCard />
          <PlannerContactCard />
        </div>
      </div>
    </div>
  );
}
