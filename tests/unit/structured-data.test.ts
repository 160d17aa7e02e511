import { describe, expect, it } from "vitest";
import {
  blogPostingJsonLd,
  breadcrumbJsonLd,
  caseStudyJsonLd,
  estimateJsonLd,
  faqPageJsonLd,
  jobPostingJsonLd,
  organizationJsonLd,
  pricingJsonLd,
  serviceJsonLd,
  teamJsonLd,
  websiteJsonLd,
} from "~/lib/structured-data";
import { escapeMarkup } from "~/lib/escape-markup";
import { jobOpenings } from "~/content/careers";
import { loader as careersLoader } from "~/routes/careers";
import { siteConfig } from "~/site.config";
import { validateJsonLd } from "../support/json-ld";

function jsonLdOf(meta: readonly object[]): unknown[] {
  return meta.flatMap((m) => ("script:ld+json" in m ? [m["script:ld+json"]] : []));
}

describe("JSON-LD builders", () => {
  it("describe the agency with contact points and opening hours from the site config", () => {
    const org = organizationJsonLd();
    expect(validateJsonLd(org)).toEqual([]);
    const open = siteConfig.contact.businessHours.filter((slot) => slot.opens !== null);
    expect(org).toMatchObject({
      name: siteConfig.brandName,
      openingHoursSpecification: open.map((slot) => ({
        opens: `${slot.opens}:00${siteConfig.contact.timeZoneOffset}`,
        closes: `${slot.closes}:00${siteConfig.contact.timeZoneOffset}`,
      })),
      contactPoint: [{ contactType: "sales", email: siteConfig.contact.email }, {}],
    });
  });

  it("describe the website and breadcrumbs", () => {
    expect(validateJsonLd(websiteJsonLd())).toEqual([]);
    const crumbs = breadcrumbJsonLd([
      { name: "Home", path: "/" },
      { name: "Services", path: "/services" },
      { name: "Web Development", path: "/services/web-development" },
    ]);
    expect(validateJsonLd(crumbs)).toEqual([]);
  });

  it("builds FAQPage, JobPosting, Service/Offer in INR and BlogPosting that validate", () => {
    const blocks = [
      faqPageJsonLd([{ question: "How long does an app take?", answer: "4–8 weeks." }], "/contact"),
      jobPostingJsonLd({
        title: "Senior React Developer",
        description: "Build client products with React and TypeScript.",
        responsibilities: ["Build features"],
        requirements: ["3+ years of React"],
        datePosted: "2026-11-01",
        employmentType: "FULL_TIME",
        remote: true,
      }),
      ...pricingJsonLd([
        {
          name: "Starter",
          description: "A small site",
          priceInr: 75_000,
          maxInr: 1_20_000,
          path: "/pricing",
        },
      ]),
      blogPostingJsonLd({
        title: "What an app costs",
        description: "The parts of an app budget.",
        datePublished: "2026-10-01",
        author: "Team",
        path: "/blog/what-an-app-costs",
      }),
    ];
    for (const block of blocks) expect(validateJsonLd(block), JSON.stringify(block)).toEqual([]);
    expect(JSON.stringify(blocks)).toContain('"priceCurrency":"INR"');
  });

  it("marks the estimate up as a free page of the site, with no offer to read as paid software", () => {
    const estimate = estimateJsonLd({ path: "/estimate", description: "See what an app costs." });
    expect(validateJsonLd(estimate)).toEqual([]);
    expect(estimate).toMatchObject({
      "@type": "WebPage",
      name: "Project cost estimate",
      description: "See what an app costs.",
      url: `${siteConfig.siteUrl}/estimate`,
      isAccessibleForFree: true,
      isPartOf: { "@id": websiteJsonLd()["@id"] },
    });
    expect(estimate).not.toHaveProperty("offers");
  });

  it("signs posts by the team that wrote them", () => {
    const post = blogPostingJsonLd({
      title: "How we run a project",
      description: "From first inputs to launch.",
      datePublished: "2026-10-01",
      author: "Project Delivery Team",
      path: "/blog/how-we-run-a-project",
    });
    expect(post.author).toMatchObject({ "@type": "Organization", name: "Project Delivery Team" });
  });

  it("signs a post by one of our people as a Person with their role and their card on /team", () => {
    const post = blogPostingJsonLd({
      title: "Hiring from abroad",
      description: "Payments, GST and time zones.",
      datePublished: "2026-11-27",
      author: { name: "Farhan Ali", jobTitle: "Delivery Manager", path: "/team#farhan-ali" },
      path: "/blog/hiring-from-abroad",
    });
    expect(validateJsonLd(post)).toEqual([]);
    expect(post.author).toMatchObject({
      "@type": "Person",
      name: "Farhan Ali",
      jobTitle: "Delivery Manager",
      url: `${siteConfig.siteUrl}/team#farhan-ali`,
    });
  });

  it("dates a case study's Article by its publication, its last edit that day until it has one", () => {
    const study = {
      title: "PaySetu Wallet case study",
      headline: "A UPI wallet that passed its bank audit first time",
      description: "A wallet.",
      path: "/portfolio/paysetu",
      client: "PaySetu",
      industry: "Fintech",
      image: "/images/paysetu.webp",
      keywords: ["React Native", "PostgreSQL"],
      datePublished: "2023-08-10",
    };
    const article = caseStudyJsonLd(study);
    expect(validateJsonLd(article)).toEqual([]);
    expect(article).toMatchObject({
      "@type": "Article",
      datePublished: "2023-08-10",
      dateModified: "2023-08-10",
      keywords: "React Native, PostgreSQL",
    });
    expect(caseStudyJsonLd({ ...study, dateModified: "2024-01-05" })).toMatchObject({
      datePublished: "2023-08-10",
      dateModified: "2024-01-05",
    });
    // The checker refuses an Article without its date, or with one that is no ISO date.
    const { datePublished: _, ...undated } = article;
    expect(validateJsonLd(undated)).toEqual(["$: Article needs datePublished"]);
    expect(validateJsonLd({ ...article, datePublished: "10 August 2023" })).toEqual([
      "$.datePublished: not an ISO 8601 date",
    ]);
  });

  it("describes an opening in full, as escaped HTML: the role, every responsibility and requirement", () => {
    const job = jobPostingJsonLd({
      title: "Designer",
      description: "Design apps & sites.",
      responsibilities: ["Design screens", "Review <built> screens"],
      requirements: ["Figma", "R&D's habits"],
      datePosted: "2026-11-01",
      employmentType: "FULL_TIME",
      remote: true,
    });
    expect(job.description).toBe(
      "<p>Design apps &amp; sites.</p>" +
        "<p>Responsibilities</p><ul><li>Design screens</li><li>Review &lt;built&gt; screens</li></ul>" +
        "<p>Requirements</p><ul><li>Figma</li><li>R&amp;D&#39;s habits</li></ul>",
    );
    expect(job).not.toHaveProperty("validThrough");
    expect(job).not.toHaveProperty("baseSalary");
  });

  it("posts each opening on its own page with all of its content, and none on the list of jobs", () => {
    const postingsOn = (id?: string) =>
      jsonLdOf(
        careersLoader({ params: { id } } as unknown as Parameters<typeof careersLoader>[0]).meta,
      ).filter((block) => (block as { "@type": unknown })["@type"] === "JobPosting");
    expect(postingsOn()).toEqual([]);
    for (const job of jobOpenings) {
      const postings = postingsOn(job.id);
      expect(postings, job.id).toHaveLength(1);
      const description = String((postings[0] as { description: unknown }).description);
      for (const text of [job.description, ...job.responsibilities, ...job.requirements]) {
        expect(description, job.id).toContain(escapeMarkup(text));
      }
    }
  });

  it("names the agency wherever a block refers to it, so a page read on its own is not anonymous", () => {
    const organizationId = `${siteConfig.siteUrl}/#organization`;
    const blocks = [
      websiteJsonLd(),
      jobPostingJsonLd({
        title: "Designer",
        description: "Design apps.",
        responsibilities: ["Design screens"],
        requirements: ["Figma"],
        datePosted: "2026-11-01",
        employmentType: "FULL_TIME",
        remote: true,
      }),
      ...pricingJsonLd([
        { name: "Starter", description: "A small site", priceInr: 75_000, path: "/pricing" },
      ]),
      blogPostingJsonLd({
        title: "A post",
        description: "About things.",
        datePublished: "2026-10-01",
        author: "Project Delivery Team",
        path: "/blog/a-post",
      }),
      caseStudyJsonLd({
        title: "PaySetu Wallet case study",
        headline: "A wallet launched on the bank's date",
        description: "A wallet.",
        path: "/portfolio/paysetu",
        client: "PaySetu",
        industry: "Fintech",
        image: "/images/paysetu.webp",
        keywords: ["React Native"],
        datePublished: "2023-08-10",
      }),
      serviceJsonLd({
        name: "Web Development",
        description: "Websites.",
        path: "/services/web-development",
        fromInr: 75_000,
      }),
      estimateJsonLd({ path: "/estimate", description: "See what an app costs." }),
      ...teamJsonLd([
        { name: "Asha", jobTitle: "Designer", path: "/team#asha", image: "/images/asha.webp" },
      ]),
    ];
    const references: unknown[] = [];
    const collect = (value: unknown): void => {
      if (Array.isArray(value)) value.forEach(collect);
      else if (typeof value === "object" && value !== null) {
        if ((value as { "@id"?: unknown })["@id"] === organizationId) references.push(value);
        Object.values(value).forEach(collect);
      }
    };
    collect(blocks);
    // Website publisher, employer, provider, post publisher and team's parent, case study author
    // and publisher, service provider, estimate publisher, employer of each person.
    expect(references).toHaveLength(10);
    for (const reference of references) {
      expect(reference).toMatchObject({
        "@type": "Organization",
        name: siteConfig.brandName,
        url: `${siteConfig.siteUrl}/`,
      });
    }
  });

  it("rejects blocks with missing required properties or undefined values", () => {
    expect(validateJsonLd({ "@context": "https://schema.org", "@type": "JobPosting" })).toEqual(
      expect.arrayContaining([expect.stringContaining("needs title")]),
    );
    const withUndefined = { ...websiteJsonLd(), description: undefined };
    expect(validateJsonLd(withUndefined)).toContain("$.description: undefined");
    expect(
      validateJsonLd({
        "@context": "https://schema.org",
        "@type": "Offer",
        price: 100,
        priceCurrency: "rupees",
      }),
    ).toEqual([expect.stringContaining("ISO 4217")]);
    expect(validateJsonLd({ "@context": "https://schema.org", "@type": "Thingamajig" })).toEqual([
      "$: unknown @type Thingamajig",
    ]);
  });
});
