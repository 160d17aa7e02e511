/**
 * The one route table. `app/routes.ts` (React Router), the prerender list
 * (`react-router.config.ts`), `sitemap.xml` and the human `/sitemap` page all read it, so a
 * page added here is routed, prerendered and listed everywhere at once.
 *
 * Pure data: it is evaluated in Node at build-config time, so it imports content modules that
 * hold no JSX.
 */
import { appCategoryPages, solutionAreas } from "./content/apps";
import { blogPostIndex } from "./content/blog-files";
import { services } from "./content/services";
import { techGroups } from "./content/technologies";
import { siteConfig } from "./site.config";

/** How the human sitemap and navigation group pages. */
export type PageGroup =
  "Company" | "Services" | "Solutions" | "Tech Stack" | "Pricing" | "Resources" | "Policies";

export interface ConcretePage {
  path: string;
  label: string;
  /** ISO date (YYYY-MM-DD) a dated page (post, policy) last changed; becomes sitemap.xml lastmod. */
  lastModified?: string;
}

export interface RouteEntry {
  /** Stable route id; also the React Router route id. */
  id: string;
  /** React Router path pattern without the leading slash ("" for the home page). */
  pattern: string;
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
}

function single(path: string, label: string): ConcretePage[] {
  return [{ path, label }];
}

export const routeTable: readonly RouteEntry[] = [
  {
    id: "home",
    pattern: "",
    file: "routes/home.tsx",
    kind: "page",
    group: "Company",
    paths: single("/", "Home"),
  },
  {
    id: "about",
    pattern: "about",
    file: "routes/about.tsx",
    kind: "page",
    group: "Company",
    paths: single("/about", "About Us"),
  },
  {
    id: "services",
    pattern: "services/:slug?",
    file: "routes/services.tsx",
    kind: "page",
    group: "Services",
    paths: [
      { path: "/services", label: "All Services" },
      ...services.map((s) => ({ path: `/services/${s.slug}`, label: s.title })),
    ],
  },
  {
    id: "portfolio",
    pattern: "portfolio",
    file: "routes/portfolio.tsx",
    kind: "page",
    group: "Company",
    paths: single("/portfolio", "Portfolio"),
  },
  {
    id: "testimonials",
    pattern: "testimonials",
    file: "routes/testimonials.tsx",
    kind: "page",
    group: "Company",
    paths: single("/testimonials", "Testimonials"),
  },
  {
    id: "tech-stack",
    pattern: "tech-stack/:group?/:tech?",
    file: "routes/tech-stack.tsx",
    kind: "page",
    group: "Tech Stack",
    paths: [
      { path: "/tech-stack", label: "Our Tech Stack" },
      ...techGroups.flatMap((g) =>
        g.technologies.map((t) => ({ path: `/tech-stack/${g.slug}/${t.slug}`, label: t.name })),
      ),
    ],
  },
  {
    id: "apps",
    pattern: "apps/:slug?",
    file: "routes/apps.tsx",
    kind: "page",
    group: "Solutions",
    paths: [
      { path: "/apps", label: "All App Solutions" },
      ...appCategoryPages.map((c) => ({ path: `/apps/${c.slug}`, label: c.title })),
    ],
  },
  {
    id: "solutions",
    pattern: "solutions/:area",
    file: "routes/apps.tsx",
    kind: "page",
    group: "Solutions",
    paths: solutionAreas.map((a) => ({ path: `/solutions/${a.slug}`, label: a.title })),
  },
  {
    id: "contact",
    pattern: "contact",
    file: "routes/contact.tsx",
    kind: "page",
    group: "Company",
    paths: single("/contact", "Contact"),
  },
  {
    id: "careers",
    pattern: "careers",
    file: "routes/careers.tsx",
    kind: "page",
    group: "Company",
    paths: single("/careers", "Careers"),
  },
  {
    id: "pricing",
    pattern: "pricing",
    file: "routes/pricing.tsx",
    kind: "page",
    group: "Pricing",
    paths: single("/pricing", "Pricing Plans"),
  },
  {
    id: "video-showcase",
    pattern: "video-showcase",
    file: "routes/video-showcase.tsx",
    kind: "page",
    group: "Resources",
    paths: single("/video-showcase", "Video Showcase"),
  },
  {
    id: "blog",
    pattern: "blog",
    file: "routes/blog.tsx",
    kind: "page",
    group: "Resources",
    paths: single("/blog", "Blog"),
  },
  {
    // The RSS feed sits before the post pattern so "rss.xml" is never read as a slug.
    id: "blog-rss",
    pattern: "blog/rss.xml",
    file: "routes/blog-rss.ts",
    kind: "resource",
    group: "Resources",
    paths: single("/blog/rss.xml", "Blog RSS feed"),
    listed: false,
  },
  {
    // One page per Markdown file in app/content/blog: adding a post adds its route.
    id: "blog-post",
    pattern: "blog/:slug",
    file: "routes/blog-post.tsx",
    kind: "page",
    group: "Resources",
    paths: blogPostIndex().map((post) => ({ path: `/blog/${post.slug}`, label: post.title })),
  },
  {
    id: "privacy",
    pattern: "privacy",
    file: "routes/legal.tsx",
    kind: "page",
    group: "Policies",
    paths: single("/privacy", "Privacy Policy"),
  },
  {
    id: "terms",
    pattern: "terms",
    file: "routes/legal.tsx",
    kind: "page",
    group: "Policies",
    paths: single("/terms", "Terms of Service"),
  },
  {
    id: "service-agreement",
    pattern: "service-agreement",
    file: "routes/legal.tsx",
    kind: "page",
    group: "Policies",
    paths: single("/service-agreement", "Service Agreement"),
  },
  {
    id: "payment",
    pattern: "payment",
    file: "routes/legal.tsx",
    kind: "page",
    group: "Policies",
    paths: single("/payment", "Payment Policy"),
  },
  {
    id: "disclaimer",
    pattern: "disclaimer",
    file: "routes/legal.tsx",
    kind: "page",
    group: "Policies",
    paths: single("/disclaimer", "Disclaimer"),
  },
  {
    id: "sitemap.xml",
    pattern: "sitemap.xml",
    file: "routes/sitemap-xml.ts",
    kind: "resource",
    group: "Resources",
    paths: single("/sitemap.xml", "XML sitemap"),
    listed: false,
  },
  {
    id: "robots.txt",
    pattern: "robots.txt",
    file: "routes/robots-txt.ts",
    kind: "resource",
    group: "Resources",
    paths: single("/robots.txt", "robots.txt"),
    listed: false,
  },
  {
    // Branded Open Graph image per page entry, /og/{route id}.png; the paths are added in
    // prerenderPaths() below because they derive from the other entries.
    id: "og-image",
    pattern: `${siteConfig.seo.ogImage.dir.replace(/^\//, "")}/:image`,
    file: "routes/og-image.ts",
    kind: "resource",
    group: "Resources",
    paths: [],
    listed: false,
  },
  {
    // Real-user Core Web Vitals beacons (siteConfig.webVitals); accepts posts only.
    id: "web-vitals",
    pattern: "api/web-vitals",
    file: "routes/web-vitals.ts",
    kind: "action",
    group: "Resources",
    paths: [],
    listed: false,
  },
  {
    // The contact form's consent link (spec section 2) points here.
    id: "privacy-policy",
    pattern: "privacy-policy",
    file: "routes/redirect.ts",
    kind: "redirect",
    group: "Policies",
    paths: [],
    redirectTo: "/privacy",
  },
  {
    id: "sitemap",
    pattern: "sitemap",
    file: "routes/sitemap.tsx",
    kind: "page",
    group: "Resources",
    paths: single("/sitemap", "Sitemap"),
  },
  // Visitor form endpoints (leads): rendered per request, never prerendered or listed.
  {
    id: "newsletter",
    pattern: "newsletter",
    file: "routes/newsletter.tsx",
    kind: "page",
    group: "Resources",
    paths: [],
    listed: false,
  },
  {
    id: "newsletter-confirm",
    pattern: "newsletter/confirm",
    file: "routes/newsletter-confirm.tsx",
    kind: "page",
    group: "Resources",
    paths: [],
    listed: false,
  },
  {
    id: "newsletter-unsubscribe",
    pattern: "newsletter/unsubscribe",
    file: "routes/newsletter-unsubscribe.tsx",
    kind: "page",
    group: "Resources",
    paths: [],
    listed: false,
  },
  {
    id: "form-token",
    pattern: "forms/token",
    file: "routes/form-token.tsx",
    kind: "resource",
    group: "Resources",
    paths: [],
    listed: false,
  },
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

/** The share image of every page entry (rendered by routes/og-image.ts), /og/{route id}.png. */
export function ogImagePaths(): string[] {
  return (
    routeTable
      // Entries without prerendered paths (the newsletter pages) have no image of their own.
      .filter((entry) => entry.kind === "page" && entry.paths.length > 0)
      .map((entry) => `${siteConfig.seo.ogImage.dir}/${entry.id}.png`)
  );
}

/** The redirect entry whose pattern is exactly `path`, if any. */
export function redirectFor(path: string): { from: string; to: string } | undefined {
  const entry = routeTable.find(
    (e) => e.kind === "redirect" && `/${e.pattern}` === path.replace(/\/+$/, ""),
  );
  return entry?.redirectTo ? { from: path, to: entry.redirectTo } : undefined;
}

/** Pages listed in sitemap.xml and on the human sitemap page. */
export function listedPages(): Array<ConcretePage & { group: PageGroup }> {
  return routeTable
    .filter((entry) => entry.kind === "page" && entry.listed !== false)
    .flatMap((entry) => entry.paths.map((p) => ({ ...p, group: entry.group })));
}

/**
 * Label of every concrete page by path. Build configs inline this into the client bundle (the
 * breadcrumbs in app/lib/seo.ts), so pages need not import the route table and its content.
 */
export function pageLabels(): Record<string, string> {
  return Object.fromEntries(
    routeTable
      .filter((entry) => entry.kind === "page")
      .flatMap((entry) => entry.paths.map((p) => [p.path, p.label] as const)),
  );
}

/** True when `path` is one of the concrete pages the table declares. */
export function isKnownPath(path: string): boolean {
  return routeTable.some((entry) => entry.paths.some((p) => p.path === path));
}
