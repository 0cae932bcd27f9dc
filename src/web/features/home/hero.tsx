import { CalendarDays, MapPin, Pause, Play } from "lucide-react";
import { useRef, useState } from "react";
import { Link } from "react-router";
import { HERO_POSTER_PATH } from "#domain/schemas/listings";
import { venue, venueAddressLine } from "#domain/venue";
import { Button } from "#web/components/ui/button";
import { useSiteConfig } from "#web/features/auth";
import { useFormatters } from "#web/lib/format";
import { useTranslation } from "#web/lib/translation";
import { useMediaQuery } from "#web/lib/use-media-query";

/**
 * The hero picture in the widths phones, a laptop and a large screen need (`public/images/`): a
 * phone 412 CSS px wide at 1.75 device pixels takes the 960, not the 1280.
 */
const HERO_POSTER_SRCSET = [640, 960, 1280]
  .map((width) => `${HERO_POSTER_PATH.replace(/\.webp$/, `-${width}.webp`)} ${width}w`)
  .concat(`${HERO_POSTER_PATH} 1920w`)
  .join(", ");

/**
 * The hero: a background video on large screens (when one is configured and the visitor has
 * not asked for reduced motion), otherwise the poster; the address, three stats and two buttons.
 */
export function Hero() {
  const { t } = useTranslation();
  const { count } = useFormatters();
  const videoUrl = useSiteConfig()?.heroVideoUrl;
  const large = useMediaQuery("(min-width: 1024px)");
  const calm = useMediaQuery("(prefers-reduced-motion: reduce)");
  const showVideo = Boolean(videoUrl) && large && !calm;

  const stats = [
    { value: count(venue.capacity.total), label: t("listings.home.stats.capacity") },
    {
      value: t("listings.home.stats.eventsValue", { count: venue.eventsPerYear }),
      label: t("listings.home.stats.eventsPerYear"),
    },
    { value: t("listings.home.stats.supportValue"), label: t("listings.home.stats.support") },
  ];

  return (
    <section className="relative isolate overflow-hidden bg-slate-950 text-white">
      <img
        src={HERO_POSTER_PATH}
        srcSet={HERO_POSTER_SRCSET}
        sizes="100vw"
        alt=""
        width={1920}
        height={1080}
        fetchPriority="high"
        className="absolute inset-0 -z-20 size-full object-cover"
      />
      {showVideo && videoUrl && <HeroVideo src={videoUrl} />}
      <div className="absolute inset-0 -z-10 bg-gradient-to-b from-slate-950/70 via-slate-950/55 to-slate-950/90" />
      <div className="mx-auto flex min-h-[34rem] max-w-7xl flex-col justify-center px-4 py-20 lg:min-h-[40rem]">
        <h1 className="max-w-3xl text-4xl font-extrabold tracking-tight sm:text-6xl">{t("meta.siteName")}</h1>
        <p className="mt-4 max-w-2xl text-lg text-slate-200 sm:text-xl">
          {t("listings.home.heroLead", { place: t("meta.tagline") })}
        </p>
        <p className="mt-4 flex items-start gap-2 text-slate-200">
          <MapPin className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
          {venueAddressLine}
        </p>
        <div className="mt-8 flex flex-wrap gap-3">
          <Button asChild size="lg" variant="accent">
            <Link to="/calendar">
              <CalendarDays aria-hidden="true" />
              {t("listings.home.viewEvents")}
            </Link>
          </Button>
          <Button
            asChild
            size="lg"
            variant="outline"
            className="border-white/70 bg-transparent text-white hover:bg-white/10"
          >
            <Link to="/planner">{t("listings.home.planEvent")}</Link>
          </Button>
        </div>
        <dl aria-label={t("listings.home.statsLabel")} className="mt-12 grid max-w-2xl grid-cols-3 gap-4">
          {stats.map((stat) => (
            <div key={stat.label} className="flex flex-col-reverse border-l-2 border-accent pl-3 sm:pl-4">
              <dt className="text-xs text-slate-300 sm:text-sm">{stat.label}</dt>
              <dd className="text-2xl font-bold sm:text-4xl">{stat.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}

/** Muted and decorative, with a pause control: moving content must be stoppable (WCAG 2.2.2). */
function HeroVideo({ src }: { src: string }) {
  const { t } = useTranslation();
  const video = useRef<HTMLVideoElement>(null);
  const [playing, setPlaying] = useState(true);

  function toggle() {
    const element = video.current;
    if (!element) return;
    if (element.paused) void element.play().catch(() => undefined);
    else element.pause();
  }

  return (
    <>
      <div aria-hidden="true" className="absolute inset-0 -z-20">
        <video
          ref={video}
          className="size-full object-cover"
          src={src}
          poster={HERO_POSTER_PATH}
          autoPlay
          muted
          loop
          playsInline
          preload="metadata"
          onPlay={() => setPlaying(true)}
          onPause={() => setPlaying(false)}
        />
      </div>
      <Button
        variant="outline"
        size="icon"
        onClick={toggle}
        aria-label={t(playing ? "listings.home.pauseVideo" : "listings.home.playVideo")}
        className="absolute bottom-4 right-4 border-white/60 bg-slate-950/60 text-white hover:bg-slate-950/80"
      >
        {playing ? <Pause aria-hidden="true" /> : <Play aria-hidden="true" />}
      </Button>
    </>
  );
}
