import { AccessDenied } from "#web/components/access-denied";
import { LoadingState } from "#web/components/loading-state";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "#web/components/ui/tabs";
import { useSession } from "#web/features/auth";
import { SeatingTab } from "#web/features/seating-admin";
import { InquiriesTab, MessagesTab, SubscribersTab } from "#web/features/submissions-admin";
import { useTranslation } from "#web/lib/translation";
import { EventsTab } from "./events-tab";
import { PaymentExceptionsTab } from "./payment-exceptions-tab";

/** /event-manager: events for managers and admins; seating, payment exceptions and site submissions for admins. */
export default function EventManagerPage() {
  const { t } = useTranslation();
  const session = useSession();

  if (session.loading) return <LoadingState label={t("common.loading")} />;
  if (!session.can("events.manage")) {
    return <AccessDenied title={t("manage.accessDeniedTitle")} message={t("manage.accessDenied")} />;
  }

  const tabs = [
    { value: "events", label: t("manage.tabs.events"), content: <EventsTab />, show: true },
    { value: "seating", label: t("manage.tabs.seating"), content: <SeatingTab />, show: session.can("seating.manage") },
    {
      value: "payments",
      label: t("manage.tabs.payments"),
      content: <PaymentExceptionsTab />,
      show: session.can("payments.exceptions"),
    },
    {
      value: "inquiries",
      label: t("manage.tabs.inquiries"),
      content: <InquiriesTab />,
      show: session.can("submissions.read"),
    },
    {
      value: "messages",
      label: t("manage.tabs.messages"),
      content: <MessagesTab />,
      show: session.can("submissions.read"),
    },
    {
      value: "subscribers",
      label: t("manage.tabs.subscribers"),
      content: <SubscribersTab />,
      show: session.can("submissions.read"),
    },
  ].filter((tab) => tab.show);

  return (
    <div className="mx-auto grid max-w-7xl gap-6 px-4 py-8 sm:py-12">
      <h1 className="text-3xl font-bold tracking-tight">{t("manage.title")}</h1>
      <Tabs defaultValue="events">
        <TabsList className="flex h-auto w-full flex-wrap justify-start sm:w-fit">
          {tabs.map((tab) => (
            <TabsTrigger key={tab.value} value={tab.value}>
              {tab.label}
            </TabsTrigger>
          ))}
        </TabsList>
        {tabs.map((tab) => (
          <TabsContent key={tab.value} value={tab.value} className="mt-6 outline-none">
            {tab.content}
          </TabsContent>
        ))}
      </Tabs>
    </div>
  );
}
