import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import type { CallRequestInput, ContactInput, NewsletterInput } from "~/forms/schemas";
import { blogPosts } from "~/content/blog";
import { formatContentDate } from "~/lib/content/dates";
import { ContentError } from "~/lib/content/frontmatter";
import {
  interpolate,
  readingMinutes,
  renderMarkdown,
  slugify,
  withoutConversions,
} from "~/lib/content/markdown";
import {
  groupPagesForSitemap,
  listedPages,
  prerenderPaths,
  redirectFor,
  routeTable,
} from "~/route-table";
import {
  contentVariables,
  getBlogPost,
  getLegalDocument,
  listBlogPosts,
} from "~/content/documents";
import { companyFacts } from "~/content/facts";
import { pricingAddOns, pricingPlans } from "~/content/pricing";
import { formatInr, formatInrInText, withoutPer } from "~/lib/inr";
import { buildBlogFeed } from "~/routes/blog-rss";
import { foreignCurrencies } from "~/content/exchange-rates";
import { formatIndicative } from "~/lib/currency";
import { siteConfig, siteOrigin } from "~/site.config";

describe("markdown rendering", () => {
  it("gives headings unique ids, self-links and a table of contents", () => {
    const { html, headings } = renderMarkdown(
      "test.md",
      "## Refunds & cancellations\n\ntext\n\n### How to *ask*\n\n## Refunds & cancellations\n\n#### Deep\n",
      {},
    );
    expect(headings).toEqual([
      { id: "refunds-cancellations", text: "Refunds & cancellations", depth: 2 },
      { id: "how-to-ask", text: "How to ask", depth: 3 },
      { id: "refunds-cancellations-2", text: "Refunds & cancellations", depth: 2 },
    ]);
    expect(html).toContain(
      '<h2 id="refunds-cancellations"><a class="heading-anchor" href="#refunds-cancellations">',
    );
    expect(html).toContain('<h4 id="deep">');
    expect(renderMarkdown("x.md", "## 6. Refunds\n", {}).headings[0]?.id).toBe("refunds");
  });

  it("puts each table in a scrolling region a keyboard can reach, named by its section", () => {
    const table = "| Plan | Price |\n| --- | --- |\n| Starter | 75,000 INR |\n";
    const { html } = renderMarkdown("x.md", `${table}\n## Plans compared\n\n${table}`, {});
    const regions = [...html.matchAll(/<div class="table-scroll"([^>]*)>\s*<table>/g)];
    expect(regions.map(([, attributes]) => attributes)).toEqual([
      ' role="region" tabindex="0" aria-label="Table"',
      ' role="region" tabindex="0" aria-labelledby="plans-compared"',
    ]);
    expect(html.match(/<\/table>\s*<\/div>/g)).toHaveLength(2);
    expect(html).toContain("<td>Starter</td>");
  });

  it("interpolates site-config placeholders and refuses unknown ones", () => {
    expect(interpolate("x.md", "Mail [{{ email }}](mailto:{{email}})", { email: "a@b.c" })).toBe(
      "Mail [a@b.c](mailto:a@b.c)",
    );
    expect(() => interpolate("x.md", "{{nope}}", { email: "a@b.c" })).toThrow(ContentError);
    expect(() => interpolate("x.md", "{{nope}}", {})).toThrow(/x\.md: unknown placeholder/);
  });

  it("opens external links safely and leaves internal ones alone", () => {
    const { html } = renderMarkdown("x.md", "[out](https://example.com) [in](/pricing)", {});
    expect(html).toContain(
      '<a href="https://example.com" rel="noopener noreferrer" target="_blank">out</a>',
    );
    expect(html).toContain('<a href="/pricing">in</a>');
  });

  it("computes reading time and formats dates in Indian English", () => {
    expect(readingMinutes(0, 200)).toBe(1);
    expect(readingMinutes(401, 200)).toBe(3);
    expect(formatContentDate("2025-04-04")).toBe("4 April 2025");
    expect(slugify("1. Advance payment")).toBe("1-advance-payment");
  });
});

describe("site content", () => {
  it("renders every legal page with its contacts from the site config", () => {
    for (const id of ["privacy", "terms", "payment", "service-agreement", "disclaimer"]) {
      const doc = getLegalDocument(id);
      expect(doc, id).toBeDefined();
      expect(doc?.html).toContain(`href="mailto:${siteConfig.contact.email}"`);
      expect(doc?.html).toContain(`href="tel:${siteConfig.contact.phone}"`);
      expect(doc?.html).not.toMatch(/\{\{/);
    }
    expect(getLegalDocument("privacy")?.frontmatter).toMatchObject({
      dateKind: "updated",
      date: "2026-11-28",
    });
    // The spec's effective dates stay; the texts changed since say when.
    for (const [id, date, updated] of [
      ["terms", "2025-04-04", "2026-11-28"],
      ["payment", "2025-05-10", "2026-11-29"],
      ["service-agreement", "2025-05-10", "2026-11-29"],
    ] as const) {
      expect(getLegalDocument(id)?.frontmatter).toMatchObject({ date, updated });
    }
  });

  it("says in the Payment Policy how the discovery call is paid, as /book does", () => {
    expect(getLegalDocument("payment")?.html).toContain(
      companyFacts.calls.discoveryCall.paymentNote,
    );
  });

  it("dates the blog feed by its latest post or latest edit to one", () => {
    const latest = listBlogPosts()
      .map((post) => post.updated ?? post.date)
      .sort()
      .at(-1);
    expect(latest).toBeDefined();
    expect(buildBlogFeed()).toContain(
      `<lastBuildDate>${new Date(`${latest}T00:00:00Z`).toUTCString()}</lastBuildDate>`,
    );
  });

  it("names in the Privacy Policy every field a visitor's form sends", () => {
    // Typed by each schema's fields: a field added to a form does not compile here until the
    // phrase that declares it is chosen, and the test fails until the policy says it.
    const declared: {
      contact: Record<keyof ContactInput, string>;
      callRequest: Record<keyof CallRequestInput, string>;
      newsletter: Record<keyof NewsletterInput, string>;
    } = {
      contact: {
        name: "your name",
        email: "e-mail address",
        phone: "phone number (optional)",
        subject: "subject",
        message: "message",
        services: "the services you are interested in",
        consent: "your consent to be contacted",
        timeZone: "your time zone",
      },
      callRequest: {
        name: "your name",
        email: "e-mail address",
        phone: "phone number (needed only if you ask for a phone call)",
        call: "which call you want",
        meeting: "whether we should meet by video or phone",
        day: "your preferred day",
        window: "time of day",
        timeZone: "time zone",
        note: "any note you add",
        consent: "your consent to be contacted",
      },
      newsletter: { email: "your e-mail address" },
    };
    const source = readFileSync("app/content/legal/privacy.md", "utf8");
    const collected = source.slice(source.indexOf("## 2."), source.indexOf("## 3."));
    const bullets = {
      contact: "**Contact form:**",
      callRequest: "**Requesting a call:**",
      newsletter: "**Newsletter:**",
    };
    for (const [form, phrases] of Object.entries(declared)) {
      const bullet = collected
        .split("\n")
        .find((line) => line.includes(bullets[form as keyof typeof bullets]));
      expect(bullet, form).toBeDefined();
      for (const [field, phrase] of Object.entries(phrases)) {
        expect(bullet, `${form}.${field}`).toContain(phrase);
      }
    }
  });

  it("links the legal pages' site address to the site itself, never to an absolute domain", () => {
    for (const id of ["privacy", "terms", "payment", "service-agreement", "disclaimer"]) {
      // Every link is in-site (/…), a mail or a phone link: the configured siteUrl may be a
      // placeholder domain that does not resolve.
      const hrefs = [...(getLegalDocument(id)?.html ?? "").matchAll(/href="([^"]*)"/g)].map(
        (m) => m[1] ?? "",
      );
      for (const href of hrefs) expect(href, `${id}: ${href}`).toMatch(/^(\/|#|mailto:|tel:)/);
    }
    expect(getLegalDocument("terms")?.html).toContain(
      `<a href="/">${new URL(siteOrigin()).host}</a>`,
    );
  });

  it("offers every site-config contact as a placeholder", () => {
    expect(contentVariables.email).toBe(siteConfig.contact.email);
    expect(contentVariables.phone).toBe(siteConfig.contact.phone);
  });

  it("states the rate card in the cost post from pricing.ts, every plan and add-on", () => {
    const post = getBlogPost("what-does-an-app-cost-in-india");
    const converted = post?.html ?? "";
    // Each price carries its conversions, shown once a buyer chooses a currency (decision 019)...
    const [usd] = foreignCurrencies.filter((currency) => currency.id === "usd");
    for (const { id, price } of [...pricingPlans, ...pricingAddOns]) {
      // In a sentence the period is said once, before the bracket: "per month (about $110 – $280)".
      expect(converted, id).toContain(
        `<span data-fx="usd" class="whitespace-nowrap"> (${formatIndicative(withoutPer(price), usd!)})</span>`,
      );
    }
    expect(converted).toContain("per month<span");
    // ...and no heading's id or table-of-contents entry includes them.
    for (const heading of post?.headings ?? []) expect(heading.text).not.toMatch(/[$€£]/);
    for (const plan of pricingPlans) {
      expect(post?.headings.map((h) => h.id)).toContain(
        slugify(`${plan.name}: ${formatInrInText(plan.price)}`),
      );
    }
    const html = withoutConversions(converted);
    for (const plan of pricingPlans) {
      expect(html, plan.id).toContain(`<td>${formatInr(plan.price)}</td>`);
      expect(html, plan.id).toContain(`>${plan.name}: ${formatInrInText(plan.price)}</a></h3>`);
    }
    // The post names the add-ons in its own words, in the rate card's order.
    const addOnLines = [...html.matchAll(/<li>[^<:]+: ([^<]+)<\/li>/g)].map((m) => m[1]);
    expect(addOnLines).toEqual(pricingAddOns.map((a) => formatInrInText(a.price)));
  });

  it("states the typical project length and the discovery call fee from facts.ts", () => {
    const { min, max } = companyFacts.typicalProjectWeeks;
    const fee = formatInr({ min: companyFacts.calls.discoveryCall.priceInr });
    const cost = getBlogPost("what-does-an-app-cost-in-india")?.html ?? "";
    expect(cost).toContain(`typically take <strong>${min} to ${max} weeks</strong>`);
    const converted = getBlogPost("what-happens-in-a-discovery-call")?.html ?? "";
    // The fee converts for a buyer who chose a currency, like every price.
    const usd = foreignCurrencies.find((currency) => currency.id === "usd")!;
    expect(converted).toContain(
      `${fee}<span data-fx="usd" class="whitespace-nowrap"> (${formatIndicative({ min: companyFacts.calls.discoveryCall.priceInr }, usd)})</span>`,
    );
    const discovery = withoutConversions(converted);
    expect(discovery).toContain(`typically take ${min} to ${max} weeks)`);
    expect(discovery).toContain(`<strong>Fee:</strong> ${fee},`);
    expect(discovery).toContain(`your ${fee} discovery fee`);
  });

  it("has a post for every Markdown file, newest first, with reading time", () => {
    const files = readdirSync(new URL("../../app/content/blog", import.meta.url)).filter((f) =>
      f.endsWith(".md"),
    );
    expect(files.length).toBeGreaterThanOrEqual(3);
    expect(blogPosts.map((p) => `${p.slug}.md`).sort()).toEqual([...files].sort());
    const dates = listBlogPosts().map((p) => p.date);
    expect(dates).toEqual([...dates].sort().reverse());
    for (const post of listBlogPosts()) {
      expect(post.readingMinutes).toBeGreaterThan(1);
      expect(getBlogPost(post.slug)?.html.length).toBeGreaterThan(1000);
    }
  });
});

describe("route table for the docs pages", () => {
  it("derives one blog route per post file, without a second list", () => {
    const paths = prerenderPaths();
    for (const post of blogPosts) expect(paths).toContain(`/blog/${post.slug}`);
    expect(paths).toContain("/blog/rss.xml");
    expect(paths).toContain("/disclaimer");
    expect(paths).toContain("/sitemap");
  });

  it("never prerenders the /privacy-policy redirect, and knows where it goes", () => {
    expect(prerenderPaths()).not.toContain("/privacy-policy");
    expect(redirectFor("/privacy-policy")).toEqual({ from: "/privacy-policy", to: "/privacy" });
    expect(redirectFor("/privacy")).toBeUndefined();
    expect(routeTable.find((r) => r.id === "privacy-policy")?.kind).toBe("redirect");
  });

  it("groups every listed page exactly once on the sitemap page", () => {
    const groups = groupPagesForSitemap(listedPages());
    const grouped = groups.flatMap((g) => g.pages.map((p) => p.path));
    expect(grouped.sort()).toEqual(
      listedPages()
        .map((p) => p.path)
        .sort(),
    );
    expect(groups[0]?.group).toBe("Company");
    expect(grouped).not.toContain("/blog/rss.xml");
  });
});
