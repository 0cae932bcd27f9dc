import { Accessibility, Car, CheckCircle2, type LucideIcon, Ticket, Users } from "lucide-react";
import { Link } from "react-router";
import { ACCESSIBLE_SPACES_PER_ACCOUNT, venue } from "#domain/venue";
import { Button } from "#web/components/ui/button";
import { InfoCard } from "#web/components/ui/info-card";
import { useTranslation } from "#web/lib/translation";

interface Point {
  key: string;
  Icon: LucideIcon;
  text: string;
}

/**
 * The accessible-seating policy, from the venue's own facts (`venue.accessibility`): wheelchair
 * spaces in every section and price level, companion seats beside each, asked for by the buyer
 * without proof, companion seats only with a space, the spaces one account may take, the release
 * rule and accessible parking.
 */
export function AccessibleSeatingPolicy() {
  const { t } = useTranslation();
  const policy = venue.accessibility;
  const points: (Point | false)[] = [
    policy.wheelchairSeating && {
      key: "spaces",
      Icon: Accessibility,
      text: t("services.information.accessibleSeating.spaces", { count: policy.wheelchairSpaces }),
    },
    {
      key: "companions",
      Icon: Users,
      text: t("services.information.accessibleSeating.companions", { count: policy.companionSeatsPerSpace }),
    },
    policy.selfDeclared && {
      key: "declared",
      Icon: CheckCircle2,
      text: t("services.information.accessibleSeating.declared"),
    },
    policy.selfDeclared && {
      key: "limit",
      Icon: Accessibility,
      text: t("services.information.accessibleSeating.limit", { count: ACCESSIBLE_SPACES_PER_ACCOUNT }),
    },
    policy.releasedWhenSectionSoldOut && {
      key: "release",
      Icon: Ticket,
      text: t("services.information.accessibleSeating.release"),
    },
    policy.accessibleParking && {
      key: "parking",
      Icon: Car,
      text: t("services.information.accessibleSeating.parking"),
    },
  ];
  return (
    <InfoCard title={t("services.information.accessibleSeating.title")} icon={Accessibility}>
      <ul className="grid gap-3 text-sm sm:grid-cols-2">
        {points
          .filter((point) => point !== false)
          .map(({ key, Icon, text }) => (
            <li key={key} className="flex items-start gap-2">
              <Icon className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
              <span>{text}</span>
            </li>
          ))}
      </ul>
      <Button asChild variant="outline" className="mt-4">
        <Link to="/box-office">{t("services.information.accessibleSeating.buy")}</Link>
      </Button>
    </InfoCard>
  );
}
