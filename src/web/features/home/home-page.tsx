import { useTranslation } from "#web/lib/translation";
import { useDocumentTitle } from "#web/lib/use-document-title";
import { ContactCta } from "./contact-cta";
import { FeaturedEvents } from "./featured-events";
import { Hero } from "./hero";
import { TestimonialsCarousel } from "./testimonials-carousel";
import { WhyChooseUs } from "./why-choose-us";

/** /: hero, featured events, why choose us, testimonials, contact and call to action. */
export default function HomePage() {
  const { t } = useTranslation();
  useDocumentTitle(t("listings.meta.pages.home"));
  return (
    <>
      <Hero />
      <FeaturedEvents />
      <WhyChooseUs />
      <section aria-labelledby="testimonials" className="mx-auto max-w-7xl px-4 py-16">
        <h2 id="testimonials" className="text-3xl font-bold tracking-tight">
          {t("listings.home.testimonialsTitle")}
        </h2>
        <p className="mt-2 text-muted-foreground">{t("listings.home.testimonialsLead")}</p>
        <TestimonialsCarousel />
      </section>
      <ContactCta />
    </>
  );
}
