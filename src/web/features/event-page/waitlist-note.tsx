import { Link } from "react-router";
import { Button } from "#web/components/ui/button";
import { useSession } from "#web/features/auth";
import { boxOfficePath } from "#web/features/listings";
import { useMyWaitlist } from "#web/features/waitlist";
import { useFormatters } from "#web/lib/format";
import { useTranslation } from "#web/lib/translation";

/**
 * A signed-in visitor's own place on a sold-out event's waitlist, or the seats it offers them
 * (with until when, and the way to pay); nothing for a visitor not in line. Read in the browser
 * only: the page itself is the same for everyone.
 */
export default function WaitlistNote({ eventId }: { eventId: string }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const session = useSession();
  const mine = useMyWaitlist(eventId, session.user !== null);
  const entry = mine.data?.entry;
  if (!entry) return null;
  if (entry.status === "offered" && entry.offer) {
    return (
      <div className="mt-3 grid gap-2 rounded-md border border-primary/40 bg-primary/5 p-3 text-sm" role="status">
        <p className="font-medium">
          {t("listings.eventPage.waitlistOffered", { time: format.time(entry.offer.expiresAt) })}
        </p>
        <Button asChild size="sm" className="w-fit">
          <Link to={boxOfficePath(eventId)}>{t("listings.eventPage.payOffer")}</Link>
        </Button>
      </div>
    );
  }
  if (entry.status === "waiting" && entry.place !== null) {
    return (
      <p className="mt-3 rounded-md bg-muted p-3 text-sm font-medium" role="status">
        {t("listings.eventPage.waitlistPlace", { place: entry.place })}
      </p>
    );
  }
  return null;
}
