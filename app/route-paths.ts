/**
 * Every route's URL pattern, by route id, and `pathTo()`: the one place a path is written. The
 * route table (./route-table.ts) takes its patterns from here; navigation, page metadata, section
 * links, sitemaps and tests build URLs with `pathTo("services", { slug })`, never by hand, so
 * renaming a URL is one edit here.
 *
 * Pure data with no imports: content modules, the browser bundle and Node scripts can all use it.
 */
export const routePatterns = {
  home: "/",
  about: "/about",
  services: "/services/:slug?",
  portfolio: "/portfolio",
  "case-study": "/portfolio/:slug",
  testimonials: "/testimonials",
  "tech-stack": "/tech-stack/:group?/:tech?",
  apps: "/apps/:slug?",
  solutions: "/solutions/:area",
  contact: "/contact",
  careers: "/careers/:id?",
  team: "/team",
  engagements: "/engagements",
  trust: "/trust",
  pricing: "/pricing",
  estimate: "/estimate",
  book: "/book",
  "video-showcase": "/video-showcase",
  blog: "/blog",
  "blog-rss": "/blog/rss.xml",
  "blog-post": "/blog/:slug",
  privacy: "/privacy",
  terms: "/terms",
  "service-agreement": "/service-agreement",
  payment: "/payment",
  disclaimer: "/disclaimer",
  sitemap: "/sitemap",
  "sitemap.xml": "/sitemap.xml",
  "robots.txt": "/robots.txt",
  "llms.txt": "/llms.txt",
  "og-image": "/og/:image",
  // The site's icon files (app/lib/site-icons.ts).
  "favicon.svg": "/favicon.svg",
  "favicon.ico": "/favicon.ico",
  "apple-touch-icon": "/apple-touch-icon.png",
  "logo.png": "/logo.png",
  "web-vitals": "/api/web-vitals",
  // Answered by server.ts itself (a prerendered page's view, counted when the visitor opens it).
  "page-view": "/api/page-view",
  "privacy-policy": "/privacy-policy",
  "solutions-index": "/solutions",
  faq: "/faq",
  newsletter: "/newsletter",
  "newsletter-confirm": "/newsletter/confirm",
  "newsletter-unsubscribe": "/newsletter/unsubscribe",
  "form-refused": "/form-refused",
  "form-token": "/forms/token",
  // The agency's desk: rendered per request, never prerendered or listed.
  desk: "/desk",
  "desk-sign-in": "/desk/sign-in",
  "desk-lead": "/desk/leads/:id",
  "desk-call-event": "/desk/leads/:id/call.ics",
  "desk-export": "/desk/leads.csv",
  "desk-numbers": "/desk/numbers",
} as const;

/** Patterns by route id; a renamed copy (in a test) keeps every id, each a string. */
export type RoutePatterns = { readonly [Id in keyof typeof routePatterns]: string };
export type RouteId = keyof RoutePatterns;

/** The `:name` and `:name?` segments of a pattern, as a params object type. */
type ParamsOf<Pattern extends string> = Pattern extends `${infer Head}/${infer Tail}`
  ? ParamsOf<Head> & ParamsOf<Tail>
  : Pattern extends `:${infer Name}?`
    ? { [K in Name]?: string }
    : Pattern extends `:${infer Name}`
      ? { [K in Name]: string }
      : unknown;

type Params<Id extends RouteId> = ParamsOf<(typeof routePatterns)[Id]>;

/** A route without parameters takes none; one with required parameters must get them. */
type ParamArgs<Id extends RouteId> =
  unknown extends Params<Id>
    ? []
    : Record<string, never> extends Params<Id>
      ? [params?: Params<Id>]
      : [params: Params<Id>];

/** A page as metadata needs it: its route and its path (which also names its share image). */
export interface PageRef {
  routeId: RouteId;
  path: string;
}

/**
 * `pathTo` and `pageRef` over a set of patterns: the site's own below; a test builds them over
 * a renamed copy to prove that no link is written by hand.
 */
export function pathBuilders(patterns: RoutePatterns) {
  /**
   * The path of route `id` with its parameters filled in; optional segments left out are
   * dropped: `pathTo("services")` → "/services", `pathTo("services", { slug: "web-development" })`
   * → "/services/web-development". Throws on a missing required parameter or one that would
   * break the path (a "/" or an empty value).
   */
  function pathTo<Id extends RouteId>(id: Id, ...[params]: ParamArgs<Id>): string {
    const values = (params ?? {}) as Record<string, string | undefined>;
    const segments = patterns[id].split("/").flatMap((segment) => {
      if (!segment.startsWith(":")) return [segment];
      const optional = segment.endsWith("?");
      const name = segment.slice(1, optional ? -1 : undefined);
      const value = values[name];
      if (value === undefined && optional) return [];
      if (!value || value.includes("/")) {
        throw new Error(`pathTo("${id}"): parameter "${name}" is ${JSON.stringify(value)}`);
      }
      return [encodeURIComponent(value)];
    });
    return segments.join("/") || "/";
  }

  /** `pageRef("services", { slug })` → { routeId: "services", path: "/services/…" }. */
  function pageRef<Id extends RouteId>(id: Id, ...params: ParamArgs<Id>): PageRef {
    return { routeId: id, path: pathTo(id, ...params) };
  }

  return { pathTo, pageRef };
}

export const { pathTo, pageRef } = pathBuilders(routePatterns);

/**
 * Whether a path is the desk's (/desk and below): the team's pages, which the public site's
 * header, footer and booking button stay off, and the only places a sign-in may return to.
 */
export function isDeskPath(path: string): boolean {
  const desk = routePatterns.desk;
  return path === desk || path.startsWith(`${desk}/`);
}

/** Whether a route (by its id in the route table) is one of the desk's. */
export const isDeskRoute = (id: string): boolean =>
  Object.hasOwn(routePatterns, id) && isDeskPath(routePatterns[id as RouteId]);

/**
 * Whether a path is a machine endpoint's (/api and below: the web-vitals and page-view beacons),
 * which cap and validate their own bodies and are not pages.
 */
export function isApiPath(path: string): boolean {
  return path === "/api" || path.startsWith("/api/");
}

/** A path with a query string from `query`, leaving out empty values: for GET-form pages. */
export function withQuery(
  path: string,
  query: Record<string, string | readonly string[] | undefined>,
): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    for (const item of typeof value === "string" ? [value] : (value ?? [])) {
      if (item !== "") search.append(name, item);
    }
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

/** The contact form's heading: where a link that fills the form in, and a plain post's answer, open. */
export const contactFormAnchor = "contact-form-title";

/**
 * The contact form with its starting text (`?subject=&message=`, or `?plan=` for a plan's
 * enquiry, read by app/routes/contact.tsx), opened at the form rather than the page's top, so
 * the visitor sees what was filled in.
 */
export function contactFormHref(
  prefill: Partial<Record<"subject" | "message" | "plan", string>>,
): string {
  return `${withQuery(pathTo("contact"), prefill)}#${contactFormAnchor}`;
}

/** A page's share image name (/og/{name}.png): `home` for /, else its path with "--" for "/". */
export function ogImageName(path: string): string {
  return path === "/" ? "home" : path.replace(/^\/+|\/+$/g, "").replaceAll("/", "--");
}

/** The path of a page's share image: `ogImagePath("/portfolio/paysetu")` → /og/portfolio--paysetu.png. */
export function ogImagePath(path: string): string {
  return ogImagePathOfName(ogImageName(path));
}

/** The path of the share image named `name` (ogImageName's answer): /og/{name}.png. */
export function ogImagePathOfName(name: string): string {
  return pathTo("og-image", { image: `${name}.png` });
}

/**
 * Where a redirect sends a request: its target with the request's query (a campaign's tags),
 * which goes before a target's fragment: "/faq?utm_source=x" → "/contact?utm_source=x#faq".
 */
export function redirectLocation(target: string, search: string): string {
  const hash = target.indexOf("#");
  return hash === -1 ? target + search : target.slice(0, hash) + search + target.slice(hash);
}
