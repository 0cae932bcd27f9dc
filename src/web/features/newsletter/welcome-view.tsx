import { CalendarDays, Home, Megaphone, Tag, Users } from "lucide-react";
import { useEffect, useRef } from "react";
import { Link } from "react-router";
import { Button } from "#web/components/ui/button";
import { useTranslation } from "#web/lib/translation";

const EXPECT = [
  { key: "eventUpdates", Icon: CalendarDays },
  { key: "specialOffers", Icon: Tag },
  { key: "communityNews", Icon: Users },
] as const;

/** /newsletter: after subscribing, the welcome with the name and what to expect. */
export function WelcomeView({ name }: { name: string }) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, []);
  return (
    <div className="mx-auto grid max-w-3xl gap-8 px-4 py-12 text-center sm:py-16">
      <div className="grid justify-items-center gap-3">
        <Megaphone className="size-12 text-primary" aria-hidden="true" />
        <h1 ref={heading} tabIndex={-1} className="text-3xl font-bold tracking-tight outline-none sm:text-4xl">
          {t("services.newsletter.welcome.title", { name })}
        </h1>
        <p className="text-lg text-muted-foreground">{t("services.newsletter.welcome.body")}</p>
      </div>
      <section aria-labelledby="expect-title" className="grid gap-4">
        <h2 id="expect-title" className="text-xl font-semibold">
          {t("services.newsletter.welcome.expectTitle")}
        </h2>
        <ul className="grid gap-4 text-left sm:grid-cols-3">
          {EXPECT.map(({ key, Icon }) => (
            <li key={key} className="rounded-lg border border-border bg-card p-4">
              <Icon className="size-6 text-primary" aria-hidden="true" />
              <h3 className="mt-2 font-semibold">{t(`services.newsletter.welcome.${key}.title`)}</h3>
              <p className="mt-1 text-sm text-muted-foreground">{t(`services.newsletter.welcome.${key}.body`)}</p>
            </li>
          ))}
        </ul>
      </section>
      <div>
        <Button asChild size="lg">
          <Link to="/">
            <Home aria-hidden="true" />
            {t("services.newsletter.welcome.returnHome")}
          </Link>
        </Button>
      </div>
    </div>
  );
}
