/**
 * The one route table. `app/routes.ts` (React Router), the prerender list
 * (`react-router.config.ts`), `sitemap.xml`, the human `/sitemap` page and `/llms.txt` all read
 * it, so a page added here is routed, prerendered and listed everywhere at once.
 *
 * Pure data: it is evaluated in Node at build-config time, so it imports content modules that
 * hold no JSX.
 */
import { appCategoryPages, solutionAreas } from "./content/apps.ts";
import { caseStudies } from "./content/case-studies.ts";
import { jobOpenings } from "./content/careers.ts";
import { markdownIndex } from "./content/markdown-files.ts";
import { portfolioProjects } from "./content/portfolio.ts";
import { services } from "./content/services.ts";
import { techGroups } from "./content/technologies.ts";
import type { OgImagePage } from "./lib/og-image";
import { siteIcons, type SiteIconId } from "./lib/site-icons.ts";
import {
  ogImageName,
  ogImagePathOfName,
  pathTo,
  routePatterns,
  type RouteId,
} from "./route-paths.ts";

/** How the human sitemap and navigation group pages. */
export type PageGroup =
  "Company" | "Services" | "Solutions" | "Tech Stack" | "Pricing" | "Resources" | "Policies";

export interface ConcretePage {
  path: string;
  label: string;
  /**
   * ISO date (YYYY-MM-DD) a dated page (post, policy, case study) last changed; becomes
   * sitemap.xml lastmod.
   */
  lastModified?: string;
}

export interface RouteEntry {
  /** Stable route id; also the React Router route id. Its URL pattern is in ./route-paths.ts. */
  id: RouteId;
  /** Route module, relative to `app/`. */
  file: string;
  /**
   * "page" renders HTML; "resource" returns a file (XML, text); "action" only handles posts;
   * "redirect" answers its path with a permanent redirect to `redirectTo` (never prerendered,
   * because a prerendered redirect would be a 200 page with a meta refresh).
   */
  kind: "page" | "resource" | "action" | "redirect";
  group: PageGroup;
  /** Every concrete URL this entry serves that should be prerendered and listed. */
  paths: readonly ConcretePage[];
  /** Listed in sitemap.xml and on /sitemap. Defaults to true for pages. */
  listed?: boolean;
  /** Target of a "redirect" entry. */
  redirectTo?: string;
  /**
   * The page's content depends on its query string (a GET form's answer, a pre-filled form), so
   * the server renders its URLs that carry one beyond campaign tags (`carriesPageQuery`,
   * app/server/http/routing.server.ts); other prerendered pages ignore the query.
   */
  readsQuery?: boolean;
  /** Never prerendered: every request is rendered (form endpoints, newsletter links, tokens). */
  perRequest?: boolean;
}

/** The one concrete page of a route without parameters. */
function single(id: RouteId, label: string): ConcretePage[] {
  return [{ path: routePatterns[id], label }];
}

/** A legal page: its last change (or its date of update or effect) becomes the sitemap's lastmod. */
function legalPage(id: RouteId, label: string): ConcretePage[] {
  const file = markdownIndex("legal").find((entry) => entry.slug === id);
  return [{ path: routePatterns[id], label, lastModified: file?.updated ?? file?.date }];
}

/** A route's React Router pattern: its URL pattern without the leading slash. */
export function patternOf(entry: RouteEntry): string {
  return routePatterns[entry.id].slice(1);
}

export const routeTable: readonly RouteEntry[] = [
  {
    id: "home",
    file: "routes/home.tsx",
    kind: "page",
    group: "Company",
    paths: single("home", "Home"),
  },
  {
    id: "about",
    file: "routes/about.tsx",
    kind: "page",
    group: "Company",
    paths: single("about", "About Us"),
  },
  {
    id: "services",
    // ?currency=usd shows the from-price in that currency too, rendered by the server.
    readsQuery: true,
    file: "routes/services.tsx",
    kind: "page",
    group: "Services",
    paths: [
      { path: pathTo("services"), label: "All Services" },
      ...services.map((s) => ({ path: pathTo("services", { slug: s.slug }), label: s.title })),
    ],
  },
  {
    id: "portfolio",
    file: "routes/portfolio.tsx",
    kind: "page",
    group: "Company",
    paths: single("portfolio", "Portfolio"),
  },
  {
    // One case study per portfolio project.
    id: "case-study",
    // ?currency=usd shows the discovery call's fee in that currency too, rendered by the server.
    readsQuery: true,
    file: "routes/case-study.tsx",
    kind: "page",
    group: "Company",
    paths: caseStudies.map((study) => ({
      path: pathTo("case-study", { slug: study.slug }),
      label: `${portfolioProjects.find((p) => p.slug === study.slug)?.title ?? study.slug} case study`,
      // The day it was published, as its Article's datePublished and dateModified say.
      lastModified: study.published,
    })),
  },
  {
    id: "testimonials",
    file: "routes/testimonials.tsx",
    kind: "page",
    group: "Company",
    paths: single("testimonials", "Testimonials"),
  },
  {
    id: "tech-stack",
    file: "routes/tech-stack.tsx",
    kind: "page",
    group: "Tech Stack",
    paths: [
      { path: pathTo("tech-stack"), label: "Our Tech Stack" },
      ...techGroups.flatMap((g) =>
        g.technologies.map((t) => ({
          path: pathTo("tech-stack", { group: g.slug, tech: t.slug }),
          label: t.name,
        })),
      ),
    ],
  },
  {
    id: "apps",
    readsQuery: true,
    file: "routes/apps.tsx",
    kind: "page",
    group: "Solutions",
    paths: [
      { path: pathTo("apps"), label: "All App Solutions" },
      ...appCategoryPages.map((c) => ({ path: pathTo("apps", { slug: c.slug }), label: c.title })),
    ],
  },
  {
    id: "solutions",
    readsQuery: true,
    file: "routes/apps.tsx",
    kind: "page",
    group: "Solutions",
    paths: solutionAreas.map((a) => ({
      path: pathTo("solutions", { area: a.slug }),
      label: a.title,
    })),
  },
  {
    id: "contact",
    readsQuery: true,
    file: "routes/contact.tsx",
    kind: "page",
    group: "Company",
    paths: single("contact", "Contact"),
  },
  {
    id: "careers",
    file: "routes/careers.tsx",
    kind: "page",
    group: "Company",
    // The open positions, then each role on its own page: its JobPosting lives there, as search
    // engines ask of a posting (never on a list of jobs).
    paths: [
      { path: pathTo("careers"), label: "Careers" },
      ...jobOpenings.map((job) => ({
        path: pathTo("careers", { id: job.id }),
        label: job.title,
        lastModified: job.datePosted,
      })),
    ],
  },
  {
    id: "team",
    file: "routes/team.tsx",
    kind: "page",
    group: "Company",
    paths: single("team", "Our Team"),
  },
  {
    id: "trust",
    file: "routes/trust.tsx",
    kind: "page",
    group: "Company",
    paths: single("trust", "Trust and Security"),
  },
  {
    id: "engagements",
    // ?currency=usd shows the plans' prices in that currency too, rendered by the server.
    readsQuery: true,
    file: "routes/engagements.tsx",
    kind: "page",
    group: "Pricing",
    paths: single("engagements", "How We Work Together"),
  },
  {
    id: "pricing",
    // ?currency=usd shows indicative amounts in that currency, rendered by the server.
    readsQuery: true,
    file: "routes/pricing.tsx",
    kind: "page",
    group: "Pricing",
    paths: single("pricing", "Pricing Plans"),
  },
  {
    id: "estimate",
    // A GET form: /estimate?plan=growth&addon=ai-features is rendered for a shared link.
    readsQuery: true,
    file: "routes/estimate.tsx",
    kind: "page",
    group: "Pricing",
    paths: single("estimate", "Instant Estimate"),
  },
  {
    // Where booking buttons lead without JavaScript; it also takes the request-a-call form's posts.
    id: "book",
    readsQuery: true,
    file: "routes/book.tsx",
    kind: "page",
    group: "Company",
    paths: single("book", "Book a Call"),
  },
  {
    id: "video-showcase",
    file: "routes/video-showcase.tsx",
    kind: "page",
    group: "Resources",
    paths: single("video-showcase", "Video Showcase"),
  },
  {
    id: "blog",
    file: "routes/blog.tsx",
    kind: "page",
    group: "Resources",
    // The list changes when a post is published or edited: its newest post's day.
    paths: [
      {
        path: routePatterns.blog,
        label: "Blog",
        lastModified: markdownIndex("blog")
          .map((post) => post.updated ?? post.date)
          .sort()
          .at(-1),
      },
    ],
  },
  {
    // The RSS feed sits before the post pattern so "rss.xml" is never read as a slug.
    id: "blog-rss",
    file: "routes/blog-rss.ts",
    kind: "resource",
    group: "Resources",
    paths: single("blog-rss", "Blog RSS feed"),
    listed: false,
  },
  {
    // One page per Markdown file in app/content/blog: adding a post adds its route.
    id: "blog-post",
    file: "routes/blog-post.tsx",
    kind: "page",
    group: "Resources",
    paths: markdownIndex("blog").map((post) => ({
      path: pathTo("blog-post", { slug: post.slug }),
      label: post.title,
      // A post's last material edit, else its publication.
      lastModified: post.updated ?? post.date,
    })),
  },
  {
    id: "privacy",
    file: "routes/legal.tsx",
    kind: "page",
    group: "Policies",
    paths: legalPage("privacy", "Privacy Policy"),
  },
  {
    id: "terms",
    file: "routes/legal.tsx",
    kind: "page",
    group: "Policies",
    paths: legalPage("terms", "Terms of Service"),
  },
  {
    id: "service-agreement",
    file: "routes/legal.tsx",
    kind: "page",
    group: "Policies",
    paths: legalPage("service-agreement", "Service Agreement"),
  },
  {
    id: "payment",
    file: "routes/legal.tsx",
    kind: "page",
    group: "Policies",
    paths: legalPage("payment", "Payment Policy"),
  },
  {
    id: "disclaimer",
    file: "routes/legal.tsx",
    kind: "page",
    group: "Policies",
    paths: legalPage("disclaimer", "Disclaimer"),
  },
  {
    id: "sitemap.xml",
    file: "routes/sitemap-xml.ts",
    kind: "resource",
    group: "Resources",
    paths: single("sitemap.xml", "XML sitemap"),
    listed: false,
  },
  {
    id: "robots.txt",
    file: "routes/robots-txt.ts",
    kind: "resource",
    group: "Resources",
    paths: single("robots.txt", "robots.txt"),
    listed: false,
  },
  {
    // The site for AI assistants (llmstxt.org): facts, and every listed page in one line each.
    id: "llms.txt",
    file: "routes/llms-txt.ts",
    kind: "resource",
    group: "Resources",
    paths: single("llms.txt", "llms.txt"),
    listed: false,
  },
  {
    // Branded Open Graph image per page, /og/{name}.png (ogImageName); the paths are added in
    // prerenderPaths() below because they derive from the other entries.
    id: "og-image",
    file: "routes/og-image.ts",
    kind: "resource",
    group: "Resources",
    paths: [],
    listed: false,
  },
  ...(Object.keys(siteIcons) as SiteIconId[]).map((id): RouteEntry => ({
    // The brand mark as files, for crawlers, home screens and the structured data's logo.
    id,
    file: "routes/site-icon.ts",
    kind: "resource",
    group: "Resources",
    paths: single(id, id),
    listed: false,
  })),
  {
    // Real-user Core Web Vitals beacons (siteConfig.webVitals); accepts posts only.
    id: "web-vitals",
    perRequest: true,
    file: "routes/web-vitals.ts",
    kind: "action",
    group: "Resources",
    paths: [],
    listed: false,
  },
  {
    // The spec's address for the consent link (section 2); the form itself links /privacy.
    id: "privacy-policy",
    file: "routes/redirect.ts",
    kind: "redirect",
    group: "Policies",
    paths: [],
    redirectTo: pathTo("privacy"),
  },
  {
    // /solutions/{area} has no index of its own: the areas are filters of the apps finder.
    id: "solutions-index",
    file: "routes/redirect.ts",
    kind: "redirect",
    group: "Solutions",
    paths: [],
    redirectTo: pathTo("apps"),
  },
  {
    // The questions are a section of the contact page (FaqSection's id, "faq"), not a page of
    // their own: an address a buyer or an assistant guesses for them leads there.
    id: "faq",
    file: "routes/redirect.ts",
    kind: "redirect",
    group: "Resources",
    paths: [],
    redirectTo: `${pathTo("contact")}#faq`,
  },
  {
    id: "sitemap",
    file: "routes/sitemap.tsx",
    kind: "page",
    group: "Resources",
    paths: single("sitemap", "Sitemap"),
  },
  // Visitor form endpoints (leads): rendered per request, never prerendered or listed.
  {
    id: "newsletter",
    perRequest: true,
    file: "routes/newsletter.tsx",
    kind: "page",
    group: "Resources",
    paths: [],
    listed: false,
  },
  {
    id: "newsletter-confirm",
    perRequest: true,
    file: "routes/newsletter-confirm.tsx",
    kind: "page",
    group: "Resources",
    paths: [],
    listed: false,
  },
  {
    id: "newsletter-unsubscribe",
    perRequest: true,
    file: "routes/newsletter-unsubscribe.tsx",
    kind: "page",
    group: "Resources",
    paths: [],
    listed: false,
  },
  {
    // The page a refused cross-site form post gets (403), rendered once at server start-up.
    id: "form-refused",
    perRequest: true,
    file: "routes/form-refused.tsx",
    kind: "page",
    group: "Resources",
    paths: [],
    listed: false,
  },
  {
    id: "form-token",
    perRequest: true,
    file: "routes/form-token.tsx",
    kind: "resource",
    group: "Resources",
    paths: [],
    listed: false,
  },
  // The agency's desk (team only): rendered per request, never prerendered, listed or shared.
  ...(
    [
      ["desk", "routes/desk.tsx", "page"],
      ["desk-sign-in", "routes/desk-sign-in.tsx", "page"],
      ["desk-lead", "routes/desk-lead.tsx", "page"],
      ["desk-call-event", "routes/desk-call-event.ts", "resource"],
      ["desk-export", "routes/desk-export.ts", "resource"],
      ["desk-numbers", "routes/desk-numbers.tsx", "page"],
    ] as const
  ).map(([id, file, kind]): RouteEntry => ({
    id,
    perRequest: true,
    file,
    kind,
    group: "Resources",
    paths: [],
    listed: false,
  })),
];

/** Every concrete URL to prerender at build time (redirects stay live on the server). */
export function prerenderPaths(): string[] {
  return [
    ...routeTable
      .filter((entry) => entry.kind !== "redirect")
      .flatMap((entry) => entry.paths.map((p) => p.path)),
    ...ogImagePaths(),
  ];
}

/**
 * One share image per prerendered page, titled with its own label, drawn by app/lib/og-image.ts.
 * Entries without prerendered paths (the newsletter pages) have none.
 */
export function ogImagePages(): OgImagePage[] {
  return routeTable.flatMap((entry) =>
    entry.kind === "page"
      ? entry.paths.map((page) => ({
          imageName: ogImageName(page.path),
          title: page.label,
          group: entry.group,
        }))
      : [],
  );
}

/** The share image of every page (rendered by routes/og-image.ts), /og/{name}.png. */
export function ogImagePaths(): string[] {
  return ogImagePages().map((page) => ogImagePathOfName(page.imageName));
}

/** The redirect entry whose pattern is exactly `path`, if any. */
export function redirectFor(path: string): { from: string; to: string } | undefined {
  const entry = routeTable.find(
    (e) => e.kind === "redirect" && routePatterns[e.id] === path.replace(/\/+$/, ""),
  );
  return entry?.redirectTo ? { from: path, to: entry.redirectTo } : undefined;
}

/** Pages listed in sitemap.xml and on the human sitemap page. */
export function listedPages(): Array<ConcretePage & { group: PageGroup; routeId: RouteId }> {
  return routeTable
    .filter((entry) => entry.kind === "page" && entry.listed !== false)
    .flatMap((entry) => entry.paths.map((p) => ({ ...p, group: entry.group, routeId: entry.id })));
}

/** Sitemap sections in the navigation's order (Home leads "Company" as it leads the navbar). */
const sitemapGroupOrder: readonly PageGroup[] = [
  "Company",
  "Solutions",
  "Services",
  "Tech Stack",
  "Pricing",
  "Resources",
  "Policies",
];

export interface SitemapGroup {
  group: PageGroup;
  pages: ConcretePage[];
}

/** Groups listed pages by navigation group, keeping the route table's order within a group. */
export function groupPagesForSitemap(
  pages: ReadonlyArray<ConcretePage & { group: PageGroup }>,
): SitemapGroup[] {
  const order = [
    ...sitemapGroupOrder,
    ...pages.map((p) => p.group).filter((g) => !sitemapGroupOrder.includes(g)),
  ];
  return [...new Set(order)]
    .map((group) => ({
      group,
      pages: pages.filter((p) => p.group === group).map(({ path, label }) => ({ path, label })),
    }))
    .filter((g) => g.pages.length > 0);
}

/**
 * Label of every concrete page by path. The build configs inline it as `__PAGE_LABELS__` for the
 * breadcrumbs in app/lib/seo.ts, which, as app/lib, does not import the route table.
 */
export function pageLabels(): Record<string, string> {
  return Object.fromEntries(
    routeTable
      .filter((entry) => entry.kind === "page")
      .flatMap((entry) => entry.paths.map((p) => [p.path, p.label] as const)),
  );
}

/**
 * What the production server needs to answer a URL without rendering it: written to
 * build/server/routing.json at build time (react-router.config.ts) and read by server.ts.
 */
export interface ServerRouting {
  /** Prerendered paths whose pages read the query string: rendered when one is present. */
  queryPages: string[];
  /** Patterns answered only by rendering (no prerendered file), e.g. "newsletter/confirm". */
  renderedPatterns: string[];
  /** Redirect entries: path → target (answered with 301, the query string kept). */
  redirects: Record<string, string>;
  /** Every listed page's path: what the not-found page may suggest instead of a missing path. */
  listedPaths: string[];
}

export function serverRouting(): ServerRouting {
  return {
    queryPages: routeTable
      .filter((entry) => entry.readsQuery)
      .flatMap((entry) => entry.paths.map((p) => p.path)),
    renderedPatterns: routeTable
      .filter((entry) => entry.perRequest)
      .map((entry) => routePatterns[entry.id]),
    redirects: Object.fromEntries([
      ...routeTable
        .filter((entry) => entry.kind === "redirect" && entry.redirectTo)
        .map((entry) => [routePatterns[entry.id], entry.redirectTo as string]),
      // A technology URL shortened to its group (/tech-stack/frontend) is that group's section.
      ...techGroups.map((group) => [
        pathTo("tech-stack", { group: group.slug }),
        `${pathTo("tech-stack")}#${group.slug}`,
      ]),
    ]),
    listedPaths: listedPages().map((page) => page.path),
  };
}
