import { ArrowDown, Sparkles } from "lucide-react";
import { BookingButton } from "~/components/booking-button";
import { siteConfig } from "~/site.config";

/** The home page's opening: welcome badge, the page's <h1>, and the two calls to action. */
export function HomeHero() {
  return (
    <section
      aria-labelledby="home-title"
      className="relative isolate overflow-hidden px-4 pt-36 pb-24 text-center"
    >
      <div
        aria-hidden="true"
        className="absolute inset-x-0 top-0 -z-10 h-[36rem] bg-gradient-to-b from-accent to-transparent"
      />
      <div className="hero-fade-in mx-auto max-w-5xl">
        <p className="inline-flex items-center gap-2 rounded-full border bg-card px-4 py-1.5 text-sm font-medium">
          <Sparkles aria-hidden="true" className="size-4 text-primary" />
          Welcome to {siteConfig.brandName}
        </p>
        <h1
          id="home-title"
          className="mt-6 text-4xl font-extrabold tracking-tight text-balance sm:text-6xl"
        >
          We design and build software that grows your business
        </h1>
        <p className="mx-auto mt-6 max-w-2xl text-lg text-pretty text-muted-foreground">
          {siteConfig.tagline} Trusted by {siteConfig.claims.happyClients} clients since{" "}
          {siteConfig.foundedYear}.
        </p>
        <div className="mt-10 flex flex-wrap justify-center gap-4">
          <BookingButton
            event="freeConsultation"
            className="inline-flex items-center rounded-full bg-primary px-6 py-3 font-semibold text-primary-foreground shadow-sm hover:opacity-90"
          >
            Book a Free Consultation
          </BookingButton>
          <a
            href="#services"
            className="inline-flex items-center gap-2 rounded-full border bg-card px-6 py-3 font-semibold hover:bg-muted"
          >
            Learn More
            <ArrowDown aria-hidden="true" className="size-4" />
          </a>
        </div>
        <ul className="mt-12 flex flex-wrap justify-center gap-x-6 gap-y-2 text-sm text-muted-foreground">
          {siteConfig.claims.badges.map((badge) => (
            <li key={badge}>{badge}</li>
          ))}
        </ul>
      </div>
    </section>
  );
}
