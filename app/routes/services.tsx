import { Calculator } from "lucide-react";
import { data } from "react-router";
import type { Route } from "./+types/services";
import { CaseStudyList } from "~/components/case-studies/case-study-card";
import {
  CheckCards,
  DetailHero,
  DetailShot,
  DetailSection,
  PriceCard,
  Steps,
  TechChips,
} from "~/components/detail/detail-page";
import { CallToActionBand } from "~/components/sections/call-to-action-band";
import { FaqSection } from "~/components/sections/faq-section";
import { PageHeader } from "~/components/sections/page-header";
import { ServicesSection } from "~/components/sections/services-section";
import { caseStudiesForService, estimateHref, fromPriceOf } from "~/content/relations";
import {
  serviceDetails,
  type ServiceDetail as ServiceDetailContent,
  type ServiceStep,
} from "~/content/service-details";
import { services } from "~/content/services";
import { actionLabels, companyFacts } from "~/content/facts";
import { loaderMeta } from "~/lib/loader-meta";
import { pageMeta } from "~/lib/seo";
import { serviceJsonLd } from "~/lib/structured-data";
import { pageRef, pathTo } from "~/route-paths";
import { CurrencyScope } from "~/components/indicative-price";
import type { CurrencyId } from "~/content/exchange-rates";
import { currencyParam, parseCurrency } from "~/lib/currency";

export function loader({ params, url }: Route.LoaderArgs) {
  // ?currency=usd|eur|gbp: the server renders the converted from-price (docs/decisions/019).
  const currency = parseCurrency(url.searchParams.get(currencyParam));
  if (!params.slug) {
    return {
      slug: null,
      currency,
      meta: pageMeta({
        title: "Our Services",
        description:
          "Web, mobile, AI/ML, UI/UX, SaaS, backend and custom software development services from a studio in India.",
        page: pageRef("services"),
      }),
    };
  }
  const service = services.find((s) => s.slug === params.slug);
  const detail = serviceDetails.find((d) => d.slug === params.slug);
  if (!service || !detail) throw data(null, { status: 404 });
  const page = pageRef("services", { slug: service.slug });
  return {
    slug: service.slug,
    currency,
    meta: pageMeta({
      title: `${service.title} Services`,
      description: service.description,
      page,
      jsonLd: [
        serviceJsonLd({
          name: service.title,
          description: service.description,
          path: page.path,
          fromInr: fromPriceOf(detail.pricing),
        }),
      ],
    }),
  };
}

export const meta = loaderMeta;

/**
 * A title as words inside a sentence: "AI & ML Development" → "AI & ML development". Only plain
 * capitalised words are lowered; acronyms and brands (AI, UI/UX, SaaS) keep their case.
 */
function inSentence(title: string): string {
  return title
    .split(" ")
    .map((word) => (/^[A-Z][a-z]+$/.test(word) ? word.toLowerCase() : word))
    .join(" ");
}

/**
 * /services lists every service; /services/{slug} opens with that service in full (what the
 * client gets, how we work, timeline, from-price, case studies, technologies, questions), then
 * every service as the seed's 3 + 8 cards, this one marked as the current page.
 */
export default function ServicesPage({ loaderData }: Route.ComponentProps) {
  const { slug, currency } = loaderData;
  const service = services.find((s) => s.slug === slug);
  const detail = serviceDetails.find((d) => d.slug === slug);
  return service && detail ? (
    <CurrencyScope currency={currency}>
      <ServiceDetail service={service} detail={detail} currency={currency} />
    </CurrencyScope>
  ) : (
    <ServicesIndex />
  );
}

function durationText({ duration }: ServiceStep): string {
  const { min, max, unit } = duration;
  const singular = unit.slice(0, -1);
  if (max === undefined) return `${min} ${min === 1 ? singular : unit}`;
  return `${min}–${max} ${unit}`;
}

function ServicesIndex() {
  return (
    <>
      <PageHeader
        eyebrow="Services"
        title="Our Services"
        lead="Design, engineering and support for web, mobile and AI products, from one team."
      />
      <ServicesSection headingHidden />
      <WhichServicesBand />
    </>
  );
}

/** The list's way on for a visitor who has not picked a service yet. */
function WhichServicesBand() {
  return (
    <CallToActionBand
      id="services-next-title"
      title="Not sure which of these you need?"
      call="freeConsultation"
      second={{ href: pathTo("estimate"), label: actionLabels.estimateProject, icon: Calculator }}
    >
      Tell us the idea: in a {companyFacts.calls.freeConsultation.durationMinutes}-minute free
      consultation we talk through it and your timeline, and say which services it takes. Or add up
      a plan and add-ons yourself first.
    </CallToActionBand>
  );
}

/** A service page's service, its detail and the buyer's currency (`?currency=`). */
interface ServiceDetailProps {
  service: (typeof services)[number];
  detail: ServiceDetailContent;
  currency: CurrencyId | null;
}

/**
 * A service page's way on, after its questions and before the other services: a visitor who read
 * this far wants this service, and the grid below would otherwise be the page's last word.
 */
function ServiceClosingCall({ service, detail, currency }: ServiceDetailProps) {
  const { timeline } = detail;
  const call = companyFacts.calls.freeConsultation;
  return (
    <CallToActionBand
      id="service-next-title"
      title={`Talk to us about ${inSentence(service.title)}`}
      call="freeConsultation"
      second={{
        // The same plan and add-ons as the price card's estimate at the top of the page.
        href: estimateHref(detail.pricing, currency),
        label: actionLabels.estimateProject,
        icon: Calculator,
      }}
    >
      Tell us the idea: in a {call.durationMinutes}-minute free consultation we talk through it and
      your timeline, and whether we fit. Projects like it take {timeline.min}–{timeline.max} weeks.
      Or add up a plan and add-ons yourself first.
    </CallToActionBand>
  );
}

function ServiceDetail({ service, detail, currency }: ServiceDetailProps) {
  const studies = caseStudiesForService(service.slug);
  return (
    <>
      <DetailHero
        path={pathTo("services", { slug: service.slug })}
        eyebrow={`${service.category} service`}
        title={service.title}
        intro={detail.intro}
        visual={studies[0] ? <DetailShot slug={studies[0].slug} /> : undefined}
      >
        <PriceCard
          basis={detail.pricing}
          timeline={detail.timeline}
          currencyChoice={{ path: pathTo("services", { slug: service.slug }), current: currency }}
        />
      </DetailHero>
      <DetailSection id="deliverables-title" title="What You Get">
        <CheckCards items={detail.deliverables} />
      </DetailSection>
      <DetailSection
        id="process-title"
        title="How We Work"
        lead={`Typically ${detail.timeline.min}–${detail.timeline.max} weeks from kick-off to launch, with a working demo at the end of every two-week sprint.`}
      >
        <Steps steps={detail.process.map((step) => ({ ...step, duration: durationText(step) }))} />
      </DetailSection>
      <DetailSection id="tech-title" title="Technologies We Use for It">
        <TechChips slugs={detail.tech} />
      </DetailSection>
      <CaseStudyList
        id="service-work-title"
        title={`${service.title}: Our Work`}
        lead="Projects where this service did the heavy lifting, with what they achieved."
        studies={studies}
      />
      <FaqSection
        id="service-faq"
        title={`Questions About ${service.title}`}
        entries={detail.faqs}
        align="start"
      />
      <ServiceClosingCall service={service} detail={detail} currency={currency} />
      <ServicesSection selectedSlug={service.slug} belowService />
    </>
  );
}
