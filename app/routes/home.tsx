import { BookingButton } from "~/components/booking-button";
import { pageMeta } from "~/lib/seo";
import { siteConfig } from "~/site.config";

export const meta = () =>
  pageMeta({
    title: "Web, Mobile & AI App Development Agency in India",
    description: siteConfig.tagline,
    path: "/",
    isHome: true,
  });

export default function HomePage() {
  return (
    <section className="mx-auto max-w-5xl px-4 pt-36 pb-24 text-center">
      <p className="inline-block rounded-full bg-accent px-4 py-1 text-sm font-medium text-accent-foreground">
        Welcome to {siteConfig.brandName}
      </p>
      <h1 className="mt-6 text-4xl font-extrabold tracking-tight sm:text-6xl">
        We design and build software that grows your business
      </h1>
      <p className="mx-auto mt-6 max-w-2xl text-lg text-muted-foreground">{siteConfig.tagline}</p>
      <BookingButton
        event="freeConsultation"
        className="mt-8 inline-flex rounded-full bg-primary px-6 py-3 font-semibold text-primary-foreground"
      >
        Book a Free Consultation
      </BookingButton>
    </section>
  );
}
