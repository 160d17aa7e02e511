import {
  ArrowDown,
  Award,
  Cloud,
  Headset,
  LockKeyhole,
  ShieldCheck,
  Sparkles,
  type LucideIcon,
} from "lucide-react";
import { ClientWordmarkStrip } from "~/components/artwork/client-wordmark-strip";
import { HeroCollage } from "~/components/artwork/hero-collage";
import { BookingButton } from "~/components/booking-button";
import { clientWordmarks } from "~/content/client-wordmarks";
import { actionLabels, companyFacts } from "~/content/facts";
import { portfolioProjects } from "~/content/portfolio";
import { siteConfig } from "~/site.config";
import { buttonClasses } from "~/components/ui/button";

/** The claims, each with what it means for a client, as a row of small badges. */
const proof: readonly { icon: LucideIcon; name: string; meaning: string }[] = [
  { icon: ShieldCheck, ...companyFacts.certifications[0] },
  { icon: LockKeyhole, ...companyFacts.certifications[1] },
  { icon: Award, ...companyFacts.award },
  { icon: Cloud, ...companyFacts.partners },
  { icon: Headset, ...companyFacts.support },
];

const clientNames = portfolioProjects.map((project) => clientWordmarks[project.slug].name);

/**
 * The home page's opening: the welcome badge, the page's <h1> and the two calls to action beside
 * a collage of products we built (stacked under the text on phones), then the clients' wordmarks
 * and the claims with what each means.
 */
export function HomeHero() {
  return (
    // The section pads as every page container does (px-4 sm:px-6 lg:px-8) and its rows are
    // max-w-7xl less that padding (76rem), so the hero's left edge lines up with the logo's.
    <section
      aria-labelledby="home-title"
      className="relative isolate overflow-hidden px-4 pt-28 pb-16 sm:px-6 sm:pt-32 lg:px-8 lg:pt-36"
    >
      <div
        aria-hidden="true"
        className="absolute inset-x-0 top-0 -z-10 h-[40rem] bg-gradient-to-b from-accent to-transparent"
      />
      {/* From 1024 px the artwork's column is 30rem: at 38rem the text had about 300 px, and
          the heading took five lines and the intro six. (hero-collage.tsx's `sizes` follows.) */}
      <div className="mx-auto grid max-w-[76rem] items-center gap-10 lg:grid-cols-[minmax(0,1fr)_minmax(0,30rem)] lg:gap-12 xl:grid-cols-[minmax(0,1fr)_minmax(0,42rem)]">
        <div className="hero-fade-in text-center lg:text-left">
          <p className="inline-flex items-center gap-2 rounded-full border bg-card px-4 py-1.5 text-sm font-medium">
            <Sparkles aria-hidden="true" className="size-4 text-primary" />
            Welcome to {siteConfig.brandName}
          </p>
          <h1
            id="home-title"
            className="mt-6 text-4xl font-extrabold tracking-tight text-balance sm:text-5xl xl:text-6xl"
          >
            We design and build software that grows your business
          </h1>
          <p className="mx-auto mt-6 max-w-2xl text-lg text-pretty text-muted-foreground lg:mx-0">
            {siteConfig.tagline} {companyFacts.projects.count}+ products shipped for{" "}
            {companyFacts.clients.count}+ clients since {companyFacts.foundedYear}.
          </p>
          {/* On a phone the two stack at one width, not as two pills of their labels' widths. */}
          <div className="mx-auto mt-10 grid max-w-xs gap-4 sm:flex sm:max-w-none sm:flex-wrap sm:justify-center lg:justify-start">
            <BookingButton event="freeConsultation" className={buttonClasses({ size: "lg" })} />
            <a href="#services" className={buttonClasses({ variant: "secondary", size: "lg" })}>
              {actionLabels.learnMore}
              <ArrowDown aria-hidden="true" className="size-4" />
            </a>
          </div>
        </div>
        <HeroCollage
          priority
          className="mx-auto aspect-[10/9] w-full max-w-md sm:max-w-lg lg:max-w-none"
        />
      </div>

      <div className="mx-auto mt-16 max-w-[76rem]">
        <p className="text-center text-sm font-semibold tracking-wide text-muted-foreground uppercase">
          Products we designed and built for
        </p>
        <ClientWordmarkStrip
          clients={clientNames}
          className="mx-auto mt-6 max-w-5xl gap-x-6 sm:gap-x-12"
        />
      </div>

      <ul className="mx-auto mt-14 grid max-w-[76rem] gap-4 rounded-2xl border bg-card p-5 sm:grid-cols-2 sm:gap-3 sm:border-0 sm:bg-transparent sm:p-0 lg:grid-cols-5">
        {proof.map(({ icon: Icon, name, meaning }) => (
          <li
            key={name}
            className="flex gap-3 text-left sm:rounded-2xl sm:border sm:bg-card sm:p-4"
          >
            <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
            <p>
              <span className="block text-sm font-semibold">{name}</span>
              <span className="mt-1 block text-sm text-muted-foreground">{meaning}</span>
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
