import { appCategoryPages, solutionAreas } from "~/content/apps";
import { jobOpenings } from "~/content/careers";
import { caseStudies } from "~/content/case-studies";
import { exchangeRates } from "~/content/exchange-rates";
import { teamMembers } from "~/content/team";
import { companyFacts, writtenNotice } from "~/content/facts";
import { getLegalDocument, listBlogPosts } from "~/content/documents";
import { pricingAddOns, pricingPlans } from "~/content/pricing";
import { fromPriceOf, projectTitle } from "~/content/relations";
import { serviceDetails } from "~/content/service-details";
import { services } from "~/content/services";
import { techDetails } from "~/content/tech-details";
import { techGroups } from "~/content/technologies";
import { demoVideos } from "~/content/videos";
import { countInWords } from "~/lib/indian-number";
import { formatInr, formatInrInText } from "~/lib/inr";
import { pathTo, type RouteId } from "~/route-paths";
import { listedPages } from "~/route-table";
import { siteConfig, siteOrigin } from "~/site.config";

const url = (path: string) => `${siteOrigin()}${path}`;
const line = (title: string, path: string, about: string) => `- [${title}](${url(path)}): ${about}`;

/**
 * The main pages, from the route table: every listed page at the top of the site (one path
 * segment or none), so a page added there is listed here too. Policies go under "Optional";
 * nested pages (a service, a case study) have sections of their own.
 */
function mainPages() {
  return listedPages().filter(
    (page) => page.group !== "Policies" && page.path.split("/").filter(Boolean).length <= 1,
  );
}

/**
 * The posts as the blog shows them (newest first), from the validated frontmatter: each post's
 * line is its summary, the one or two sentences the index, the feed and its meta description use.
 */
const blogPosts = listBlogPosts();

/** Every topic a post is tagged with, so the blog's line names a new post's topic too. */
const blogTopics = [...new Set(blogPosts.flatMap((post) => post.tags))].sort((a, b) =>
  a.localeCompare(b),
);

/** What each main page offers, in one line: written here, the page list comes from the table. */
const mainPageLines: Partial<Record<RouteId, string>> = {
  home: "who we are, our work and how to start.",
  about: "story, mission, expertise and clients.",
  // The list shows no prices; each service's own page does (its line under "Services" too).
  services:
    "every service we offer, with what each covers; each service's own page gives its from-price in INR.",
  portfolio: "the products we built, each with a case study.",
  testimonials: "what clients say about working with us.",
  "tech-stack": `the technologies we build with, by group (${techGroups.map((g) => g.title).join(", ")}).`,
  apps: "the app solutions finder: every app category, with search and tag filters kept in the URL (?q=, ?tag=, ?category=).",
  contact: "the contact form, email, phone, hours and FAQ.",
  careers: `open roles (${jobOpenings.map((job) => job.title).join(", ")}), each with a page of its own under Open positions below.`,
  team: `the ${teamMembers.length} people who lead design, engineering and delivery, with the projects each worked on.`,
  trust:
    "NDA on request before the discovery call, ownership on full payment, ISO 27001, GDPR and DPDP Act 2023, access to client systems, security contact.",
  engagements:
    "fixed scope, time and materials with a monthly cap, or a dedicated team: when each fits, billing, weekly reporting, scope changes.",
  pricing: `plans and add-ons in INR, and the discovery call; indicative USD, EUR and GBP at the rates of ${exchangeRates.asOf} (?currency=usd|eur|gbp), billed in INR.`,
  estimate:
    "pick a plan and add-ons, get the INR range at once (state in the URL: ?plan=growth&addon=ai-features).",
  book: "the booking calendar for both calls, or a request to be called.",
  "video-showcase": `${demoVideos.length > 1 ? "short demos" : "a short demo"} of what we built (${demoVideos.map((video) => video.title).join(", ")}), with a player and captions.`,
  blog: `every post, newest first, with its date, reading time, summary and topics (${blogTopics.join(", ")}), and the RSS feed (${url(pathTo("blog-rss"))}); each post has its line under Blog below.`,
  sitemap: "every page of the site, by section.",
};

function mainPageAbout(routeId: RouteId): string {
  const about = mainPageLines[routeId];
  // Fails the build (llms.txt is prerendered) rather than list a page without saying what it is.
  if (!about) throw new Error(`llms.txt: write a line for the main page "${routeId}"`);
  return about;
}

/**
 * A paragraph's first sentence: up to the first full stop, question or exclamation mark that a
 * space or the end follows (the dot of "Node.js" does not end one).
 */
export function firstSentence(paragraph: string): string {
  return /^.+?[.!?](?=\s|$)/s.exec(paragraph)?.[0] ?? paragraph;
}

/**
 * Why and for what we use a technology, as its page says: the first sentence of its `why` (what
 * we choose it for), its "What we build with it" list and the year it has been in production.
 */
function techAbout(slug: string): string {
  const detail = techDetails.find((d) => d.slug === slug);
  const why = detail?.why[0];
  // Fails the build, like a main page without a line, rather than list a technology as nothing.
  if (!detail || !why) throw new Error(`llms.txt: "${slug}" has no why in tech-details.ts`);
  const usedFor = detail.usedFor.join("; ");
  return `${firstSentence(why)} What we build with it: ${usedFor}. In production since ${detail.inProductionSince}.`;
}

/** A policy's line: its frontmatter description, the lead and meta description of its page. */
function policyAbout(routeId: RouteId): string {
  // Each legal route's id names its Markdown file (app/routes/legal.tsx).
  const description = getLegalDocument(routeId)?.frontmatter.description;
  if (!description) throw new Error(`llms.txt: no legal document for the policy "${routeId}"`);
  return description;
}

/**
 * /llms.txt (llmstxt.org): the site for AI assistants in plain Markdown: what the agency is, its
 * facts (from app/content/facts.ts, as every page states them), every main page in one line, and
 * every service, case study, app solution, technology, post and policy in one line from the
 * content its page shows. Prerendered, served as text/plain.
 */
export function llmsTxt(): string {
  const facts = companyFacts;
  const { discoveryCall, freeConsultation } = facts.calls;
  const { paymentTerms: payment, workingTerms: terms } = facts;
  const serviceFrom = (slug: string) => {
    const detail = serviceDetails.find((d) => d.slug === slug);
    return detail ? ` From ${formatInr({ min: fromPriceOf(detail.pricing) })}.` : "";
  };
  return [
    `# ${siteConfig.brandName}`,
    "",
    `> ${siteConfig.tagline} Founded in ${facts.foundedYear} in ${facts.location.city}, ${facts.location.country}; ${facts.projects.count}+ projects for ${facts.clients.count}+ clients.`,
    "",
    "## Facts",
    "",
    `- Certifications: ${facts.certifications.map((c) => c.name).join(", ")}. ${facts.award.name}. ${facts.partners.name}. ${facts.support.name}.`,
    `- Typical timeline: small to medium projects take ${facts.typicalProjectWeeks.min}–${facts.typicalProjectWeeks.max} weeks.`,
    `- Plans (INR, taxes extra): ${pricingPlans.map((p) => `${p.name} ${formatInr(p.price)}`).join("; ")}.`,
    `- Add-ons: ${pricingAddOns.map((a) => `${a.name} ${formatInr(a.price)}`).join("; ")}.`,
    `- Two kinds of call: the ${freeConsultation.name.toLowerCase()} (${freeConsultation.durationMinutes} minutes, free) and the ${discoveryCall.name.toLowerCase()} (${discoveryCall.durationMinutes} minutes, ${formatInr({ min: discoveryCall.priceInr })}, ${discoveryCall.refundNote.toLowerCase().replace(/\.$/, "")}).`,
    `- How we engage: fixed scope on a plan (a ${payment.advancePercent}% advance, then typically ${payment.midProjectPercent}% at mid-project and ${payment.finalDeliveryPercent}% on final delivery), time and materials under a monthly cap, or a dedicated team billed per person per month. Invoices in INR, due within ${payment.invoiceDueBusinessDays} business days; either side may end an engagement with ${writtenNotice}.`,
    `- Working terms: inputs within ${terms.inputsWithinHours} hours, approvals within ${terms.approvalWithinBusinessDays} business days, ${countInWords(terms.revisionRoundsPerMilestone)} revision rounds per milestone, extra revisions at ${formatInrInText(terms.extraRevisions)}.`,
    `- Contact: ${siteConfig.contact.email}, ${siteConfig.contact.phoneDisplay}. Replies within ${facts.replyWithin}. Hours: ${facts.businessHours.map((h) => `${h.days} ${h.hours}`).join("; ")}.`,
    "",
    "## Main pages",
    "",
    ...mainPages().map((page) => line(page.label, page.path, mainPageAbout(page.routeId))),
    "",
    "## Services",
    "",
    ...services.map((s) =>
      line(s.title, pathTo("services", { slug: s.slug }), `${s.description}${serviceFrom(s.slug)}`),
    ),
    "",
    "## Case studies",
    "",
    ...caseStudies.map((study) =>
      line(
        `${projectTitle(study.slug)} case study`,
        pathTo("case-study", { slug: study.slug }),
        study.summary,
      ),
    ),
    "",
    "## App solutions",
    "",
    ...appCategoryPages.map((c) => line(c.title, pathTo("apps", { slug: c.slug }), c.description)),
    ...solutionAreas.map((a) =>
      line(a.title, pathTo("solutions", { area: a.slug }), a.description),
    ),
    "",
    "## Technologies",
    "",
    ...techGroups.flatMap((g) =>
      g.technologies.map((t) =>
        line(t.name, pathTo("tech-stack", { group: g.slug, tech: t.slug }), techAbout(t.slug)),
      ),
    ),
    "",
    "## Open positions",
    "",
    ...jobOpenings.map((job) =>
      line(
        `${job.title} (${job.location}, ${job.type}, ${job.department})`,
        pathTo("careers", { id: job.id }),
        job.description,
      ),
    ),
    "",
    // Posts answer what buyers ask before a call, so they have a section of their own: an
    // assistant short of context may skip "Optional" (llmstxt.org), and only policies are there.
    "## Blog",
    "",
    ...blogPosts.map((post) =>
      line(post.title, pathTo("blog-post", { slug: post.slug }), post.summary),
    ),
    "",
    "## Optional",
    "",
    ...listedPages()
      .filter((page) => page.group === "Policies")
      .map((page) => line(page.label, page.path, policyAbout(page.routeId))),
    "",
  ].join("\n");
}

export function loader() {
  return new Response(llmsTxt(), { headers: { "Content-Type": "text/plain; charset=utf-8" } });
}
