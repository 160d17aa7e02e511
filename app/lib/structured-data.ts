/**
 * JSON-LD blocks (schema.org), typed with `schema-dts` so a misspelt property or a wrong value
 * type fails the typecheck. Pages attach them through `pageMeta({ jsonLd })`; React Router's
 * <Meta> renders each as <script type="application/ld+json"> with `<`, `>` and `&` escaped, so
 * content cannot close the script element. tests/unit/structured-data.test.ts and the e2e SEO spec
 * check every block against the required properties of its type.
 */
import type {
  Article,
  BlogPosting,
  BreadcrumbList,
  FAQPage,
  JobPosting,
  OpeningHoursSpecification,
  Organization,
  Person,
  ProfessionalService,
  Service,
  VideoObject,
  WebPage,
  WebSite,
  WithContext,
} from "schema-dts";
import { escapeMarkup } from "~/lib/escape-markup";
import { siteConfig, siteOrigin } from "~/site.config";
import { ogImagePath, pathTo } from "~/route-paths";

/** Absolute URL on the canonical origin. */
function absolute(path: string): string {
  return `${siteOrigin()}${path}`;
}

/** Stable node ids so blocks on different pages refer to the same organisation and site. */
const organizationId = `${siteOrigin()}/#organization`;
const websiteId = `${siteOrigin()}/#website`;

/**
 * The agency wherever another node names it (author, publisher, provider, employer). The id ties
 * it to the full description on the home page; the name and URL are there because a page is
 * often read on its own, and a bare `{ "@id" }` then leaves its author or provider nameless.
 */
function organizationReference() {
  return {
    "@type": "Organization",
    "@id": organizationId,
    name: siteConfig.brandName,
    url: absolute(pathTo("home")),
  } satisfies Organization;
}

function openingHours(): OpeningHoursSpecification[] {
  const { businessHours, timeZoneOffset } = siteConfig.contact;
  return businessHours.flatMap((slot) =>
    slot.opens && slot.closes
      ? [
          {
            "@type": "OpeningHoursSpecification",
            dayOfWeek: slot.dayOfWeek.map((day) => `https://schema.org/${day}` as const),
            opens: `${slot.opens}:00${timeZoneOffset}`,
            closes: `${slot.closes}:00${timeZoneOffset}`,
          } satisfies OpeningHoursSpecification,
        ]
      : [],
  );
}

/** The agency itself: a ProfessionalService (a LocalBusiness, hence an Organization). */
export function organizationJsonLd(): WithContext<ProfessionalService> {
  const { contact } = siteConfig;
  return {
    "@context": "https://schema.org",
    "@type": "ProfessionalService",
    "@id": organizationId,
    name: siteConfig.brandName,
    description: siteConfig.tagline,
    url: absolute(pathTo("home")),
    logo: absolute(pathTo("logo.png")),
    image: absolute(ogImagePath(pathTo("home"))),
    email: contact.email,
    telephone: contact.phone,
    foundingDate: String(siteConfig.foundedYear),
    address: {
      "@type": "PostalAddress",
      addressLocality: contact.location.city,
      addressRegion: contact.location.region,
      addressCountry: contact.location.countryCode,
    },
    areaServed: "Worldwide",
    currenciesAccepted: "INR",
    openingHoursSpecification: openingHours(),
    contactPoint: [
      {
        "@type": "ContactPoint",
        contactType: "sales",
        email: contact.email,
        telephone: contact.phone,
        areaServed: "Worldwide",
        hoursAvailable: openingHours(),
      },
      {
        "@type": "ContactPoint",
        contactType: "recruitment",
        email: contact.careersEmail,
      },
    ],
    ...(siteConfig.social.length > 0 ? { sameAs: siteConfig.social.map((s) => s.href) } : {}),
  };
}

export function websiteJsonLd(): WithContext<WebSite> {
  return {
    "@context": "https://schema.org",
    "@type": "WebSite",
    "@id": websiteId,
    name: siteConfig.brandName,
    url: absolute(pathTo("home")),
    inLanguage: siteConfig.defaultLocale,
    publisher: organizationReference(),
  };
}

export interface Crumb {
  name: string;
  path: string;
}

export function breadcrumbJsonLd(crumbs: readonly Crumb[]): WithContext<BreadcrumbList> {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: absolute(crumb.path),
    })),
  };
}

export interface FaqEntry {
  question: string;
  /** Plain-text answer. */
  answer: string;
}

export function faqPageJsonLd(entries: readonly FaqEntry[], path: string): WithContext<FAQPage> {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    url: absolute(path),
    mainEntity: entries.map((entry) => ({
      "@type": "Question",
      name: entry.question,
      acceptedAnswer: { "@type": "Answer", text: entry.answer },
    })),
  };
}

export interface JobPostingInput {
  title: string;
  /** The role in a paragraph of plain text. */
  description: string;
  responsibilities: readonly string[];
  requirements: readonly string[];
  /** ISO date (YYYY-MM-DD) the opening was published. */
  datePosted: string;
  /** ISO date after which the opening closes, when known. */
  validThrough?: string;
  /** schema.org employment types, e.g. "FULL_TIME". */
  employmentType: string;
  /** True when the role can be done fully remotely. */
  remote: boolean;
}

/**
 * The whole opening as the simple HTML Google's job search accepts (<p>, <ul>, <li>): it requires
 * the full description, not a summary. The headings are the careers page's own.
 */
function jobDescriptionHtml(job: JobPostingInput): string {
  const list = (heading: string, items: readonly string[]) =>
    `<p>${heading}</p><ul>${items.map((item) => `<li>${escapeMarkup(item)}</li>`).join("")}</ul>`;
  return [
    `<p>${escapeMarkup(job.description)}</p>`,
    list("Responsibilities", job.responsibilities),
    list("Requirements", job.requirements),
  ].join("");
}

export function jobPostingJsonLd(job: JobPostingInput): WithContext<JobPosting> {
  const { location } = siteConfig.contact;
  return {
    "@context": "https://schema.org",
    "@type": "JobPosting",
    title: job.title,
    description: jobDescriptionHtml(job),
    datePosted: job.datePosted,
    ...(job.validThrough ? { validThrough: job.validThrough } : {}),
    employmentType: job.employmentType,
    // Google's job search reads the employer's website from sameAs.
    hiringOrganization: { ...organizationReference(), sameAs: absolute(pathTo("home")) },
    // A remote role states where applicants may live instead of an office location.
    ...(job.remote
      ? {
          jobLocationType: "TELECOMMUTE",
          applicantLocationRequirements: { "@type": "Country", name: location.country },
        }
      : {
          jobLocation: {
            "@type": "Place",
            address: {
              "@type": "PostalAddress",
              addressLocality: location.city,
              addressRegion: location.region,
              addressCountry: location.countryCode,
            },
          },
        }),
    directApply: false,
  };
}

export interface PricedPlan {
  name: string;
  description: string;
  /** Price in whole rupees: the plan's starting price … */
  priceInr: number;
  /** … and its upper end, when the plan is priced as a range. */
  maxInr?: number;
  /** Page that describes the plan. */
  path: string;
}

/** One Service per pricing plan, offered from its starting price in INR (with the range). */
export function pricingJsonLd(plans: readonly PricedPlan[]): WithContext<Service>[] {
  return plans.map((plan) => ({
    "@context": "https://schema.org",
    "@type": "Service",
    name: plan.name,
    description: plan.description,
    serviceType: "Software development",
    provider: organizationReference(),
    areaServed: "Worldwide",
    offers: {
      "@type": "Offer",
      name: plan.name,
      // A range, not one price: "price" would be read as what the plan costs.
      priceCurrency: "INR",
      priceSpecification: {
        "@type": "PriceSpecification",
        priceCurrency: "INR",
        minPrice: plan.priceInr,
        ...(plan.maxInr === undefined ? {} : { maxPrice: plan.maxInr }),
      },
      url: absolute(plan.path),
      availability: "https://schema.org/InStock",
    },
  }));
}

export interface PostSummary {
  title: string;
  description: string;
  /** ISO dates. */
  datePublished: string;
  dateModified?: string;
  /** A team's name ("Project Delivery Team"), or one of our people. */
  author: string | PostAuthor;
  path: string;
}

/** A person on /team who signed a post. */
export interface PostAuthor {
  name: string;
  jobTitle: string;
  /** Absolute-path URL of the person on /team (/team#slug). */
  path: string;
}

export function blogPostingJsonLd(post: PostSummary): WithContext<BlogPosting> {
  return {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    headline: post.title,
    description: post.description,
    datePublished: post.datePublished,
    dateModified: post.dateModified ?? post.datePublished,
    // A post is signed by a team of ours ("Project Delivery Team") or by one of our people.
    author:
      typeof post.author === "string"
        ? {
            "@type": "Organization",
            name: post.author,
            // The team page: who the team is, for a reader or a search engine weighing the post.
            url: absolute(pathTo("team")),
            parentOrganization: organizationReference(),
          }
        : {
            "@type": "Person",
            name: post.author.name,
            jobTitle: post.author.jobTitle,
            url: absolute(post.author.path),
            worksFor: organizationReference(),
          },
    publisher: organizationReference(),
    mainEntityOfPage: absolute(post.path),
    url: absolute(post.path),
    // The post's own share image, as its og:image.
    image: absolute(ogImagePath(post.path)),
    inLanguage: siteConfig.defaultLocale,
  };
}

export interface CaseStudySummary {
  /** The page title ("PaySetu Wallet case study") and the result in one line. */
  title: string;
  headline: string;
  description: string;
  path: string;
  client: string;
  industry: string;
  /** Absolute-path URL of the product screen shown on the page. */
  image: string;
  /** Technologies used, by name. */
  keywords: readonly string[];
  /** ISO date the case study was published; also its dateModified until it has an edit. */
  datePublished: string;
  dateModified?: string;
}

/** A case study as an Article about the client's product, published by the agency. */
export function caseStudyJsonLd(study: CaseStudySummary): WithContext<Article> {
  return {
    "@context": "https://schema.org",
    "@type": "Article",
    name: study.title,
    headline: study.headline,
    description: study.description,
    url: absolute(study.path),
    mainEntityOfPage: absolute(study.path),
    image: absolute(study.image),
    author: organizationReference(),
    publisher: organizationReference(),
    about: { "@type": "Organization", name: study.client, description: study.industry },
    keywords: study.keywords.join(", "),
    // Google's Article markup recommends both; a reader judging the work asks when it was.
    datePublished: study.datePublished,
    dateModified: study.dateModified ?? study.datePublished,
    inLanguage: siteConfig.defaultLocale,
  };
}

export interface ServiceOffer {
  name: string;
  description: string;
  path: string;
  /** The lowest price in INR the service is offered from. */
  fromInr: number;
}

/** A service with an Offer whose price specification is its from-price in INR. */
export function serviceJsonLd(service: ServiceOffer): WithContext<Service> {
  return {
    "@context": "https://schema.org",
    "@type": "Service",
    name: service.name,
    description: service.description,
    serviceType: service.name,
    url: absolute(service.path),
    provider: organizationReference(),
    areaServed: "Worldwide",
    offers: {
      "@type": "Offer",
      url: absolute(service.path),
      // A from-price, not a price: "price" would be read as what the service costs.
      priceCurrency: "INR",
      priceSpecification: {
        "@type": "PriceSpecification",
        priceCurrency: "INR",
        minPrice: service.fromInr,
      },
      availability: "https://schema.org/InStock",
    },
  };
}

export interface EstimatePage {
  path: string;
  /** The page's meta description. */
  description: string;
}

/**
 * The estimate as what it is: a free page of the site. Not a WebApplication with the plans'
 * prices as an offer: assistants read that as paid software, and Google's software-app result
 * asks for a rating the agency cannot award itself. The plans' prices are marked up on /pricing.
 */
export function estimateJsonLd(page: EstimatePage): WithContext<WebPage> {
  return {
    "@context": "https://schema.org",
    "@type": "WebPage",
    name: "Project cost estimate",
    description: page.description,
    url: absolute(page.path),
    isAccessibleForFree: true,
    isPartOf: { "@id": websiteId },
    publisher: organizationReference(),
    inLanguage: siteConfig.defaultLocale,
  };
}

export interface TeamPerson {
  name: string;
  jobTitle: string;
  /** Absolute-path URL of the person on the page (/team#slug). */
  path: string;
  /** Absolute-path URL of the portrait. */
  image: string;
}

/** Each person on /team as a schema.org Person who works for the agency. */
export function teamJsonLd(people: readonly TeamPerson[]): WithContext<Person>[] {
  return people.map((person) => ({
    "@context": "https://schema.org",
    "@type": "Person",
    name: person.name,
    jobTitle: person.jobTitle,
    url: absolute(person.path),
    image: absolute(person.image),
    worksFor: organizationReference(),
  }));
}

export interface DemoClip {
  title: string;
  description: string;
  /** Site paths of the poster, the clip and the page that shows it. */
  thumbnail: string;
  videoUrl: string;
  pagePath: string;
  durationSeconds: number;
  uploaded: string;
}

/**
 * A demo clip, so search engines can list it as a video: the page shows its poster and loads the
 * clip when the visitor presses play, so without this block a crawler finds no video at all.
 */
export function videoJsonLd(clip: DemoClip): WithContext<VideoObject> {
  return {
    "@context": "https://schema.org",
    "@type": "VideoObject",
    name: clip.title,
    description: clip.description,
    thumbnailUrl: absolute(clip.thumbnail),
    contentUrl: absolute(clip.videoUrl),
    uploadDate: clip.uploaded,
    duration: `PT${clip.durationSeconds}S`,
    url: absolute(clip.pagePath),
    publisher: organizationReference(),
    inLanguage: siteConfig.defaultLocale,
  };
}
