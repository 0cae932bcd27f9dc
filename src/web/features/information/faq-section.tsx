import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from "#web/components/ui/accordion";
import { useTranslation } from "#web/lib/translation";
import { useVenueTextParams } from "./venue-text-params";

/** The five questions visitors ask most, in the order visitors ask them. */
export const FAQ_KEYS = ["doors", "parking", "bags", "refunds", "groups"] as const;

export function FaqSection() {
  const { t } = useTranslation();
  const params = useVenueTextParams();
  return (
    <section id="faq" aria-labelledby="faq-title" className="grid gap-4">
      <h2 id="faq-title" className="text-2xl font-bold tracking-tight">
        {t("services.information.faq.title")}
      </h2>
      <Accordion type="single" collapsible className="rounded-lg border border-border bg-card px-4 sm:px-6">
        {FAQ_KEYS.map((key) => (
          <AccordionItem key={key} value={key}>
            <AccordionTrigger>{t(`services.information.faq.${key}.question`)}</AccordionTrigger>
            <AccordionContent>{t(`services.information.faq.${key}.answer`, params)}</AccordionContent>
          </AccordionItem>
        ))}
      </Accordion>
    </section>
  );
}
