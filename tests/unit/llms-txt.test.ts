import { describe, expect, it } from "vitest";
import { getLegalDocument, listBlogPosts } from "~/content/documents";
import { companyFacts } from "~/content/facts";
import { fromPriceOf } from "~/content/relations";
import { serviceDetails } from "~/content/service-details";
import { services } from "~/content/services";
import { techDetails } from "~/content/tech-details";
import { techGroups } from "~/content/technologies";
import { formatInr } from "~/lib/inr";
import { pathTo } from "~/route-paths";
import { listedPages } from "~/route-table";
import { firstSentence, llmsTxt } from "~/routes/llms-txt";
import { siteConfig } from "~/site.config";

/** The linked URLs of one `## Section` of llms.txt, in order. */
function sectionLinks(text: string, heading: string): string[] {
  const section = text.split(/^## /m).find((part) => part.startsWith(`${heading}\n`)) ?? "";
  return [...section.matchAll(/^- \[[^\]]+\]\(([^)]+)\): \S/gm)].map((match) => match[1] ?? "");
}

/** What the line linking `path` says about it (after "): "). */
function aboutOf(text: string, path: string): string {
  const link = `](${siteConfig.siteUrl}${path}): `;
  const row = text.split("\n").find((r) => r.startsWith("- [") && r.includes(link));
  return row ? row.slice(row.indexOf(link) + link.length) : "";
}

describe("llms.txt", () => {
  const text = llmsTxt();
  const linked = [...text.matchAll(/\]\(([^)]+)\)/g)].map((match) => match[1]);

  it("links every page the sitemap lists", () => {
    for (const page of listedPages()) {
      expect(linked, page.path).toContain(`${siteConfig.siteUrl}${page.path}`);
    }
  });

  it("lists every top-level page under Main pages, once each and with what it offers", () => {
    const main = sectionLinks(text, "Main pages");
    const topLevel = listedPages().filter(
      (page) => page.group !== "Policies" && page.path.split("/").filter(Boolean).length <= 1,
    );
    // The pages the route table once listed and llms.txt left out.
    for (const path of ["/services", "/apps", "/tech-stack", "/video-showcase"]) {
      expect(topLevel.map((page) => page.path)).toContain(path);
    }
    expect([...main].sort()).toEqual(
      topLevel.map((page) => `${siteConfig.siteUrl}${page.path}`).sort(),
    );
  });

  it("states how to engage us and the working terms, as an assistant is asked them", () => {
    const { paymentTerms: payment, workingTerms: terms } = companyFacts;
    const facts = text.split(/^## /m).find((part) => part.startsWith("Facts\n")) ?? "";
    expect(facts).toContain(
      `fixed scope on a plan (a ${payment.advancePercent}% advance, then typically ${payment.midProjectPercent}% at mid-project`,
    );
    expect(facts).toContain("time and materials under a monthly cap, or a dedicated team");
    expect(facts).toContain(`due within ${payment.invoiceDueBusinessDays} business days`);
    expect(facts).toContain(`${terms.noticeDays} days' written notice`);
    expect(facts).toContain(`inputs within ${terms.inputsWithinHours} hours`);
  });

  it("puts each from-price where the site shows it: on the service's line, not the list's", () => {
    // /services shows no prices; the line for it once said it listed each with its from-price.
    expect(aboutOf(text, pathTo("services"))).not.toMatch(/each with its from-price/);
    for (const service of services) {
      const detail = serviceDetails.find((d) => d.slug === service.slug);
      const price = detail && formatInr({ min: fromPriceOf(detail.pricing) });
      expect(aboutOf(text, pathTo("services", { slug: service.slug })), service.slug).toBe(
        `${service.description} From ${price}.`,
      );
    }
  });

  it("says of each technology why and for what we use it, from its own page's content", () => {
    const abouts = techGroups.flatMap((g) =>
      g.technologies.map((t) => {
        const about = aboutOf(text, pathTo("tech-stack", { group: g.slug, tech: t.slug }));
        const detail = techDetails.find((d) => d.slug === t.slug);
        const why = detail?.why[0] ?? "";
        // Its own words: the opening sentence of its why, not a line shared by its group.
        expect(about, t.slug).not.toMatch(/why and for what we use it/);
        expect(why.startsWith(firstSentence(why)), t.slug).toBe(true);
        expect(about.startsWith(`${firstSentence(why)} `), t.slug).toBe(true);
        for (const use of detail?.usedFor ?? []) expect(about, t.slug).toContain(use);
        expect(about, t.slug).toMatch(
          new RegExp(`In production since ${detail?.inProductionSince}\\.$`),
        );
        return about;
      }),
    );
    expect(abouts).toHaveLength(15);
    expect(new Set(abouts).size).toBe(abouts.length);
  });

  it("cuts a paragraph at its first sentence, not at the dot of a name", () => {
    expect(firstSentence("Node.js runs our APIs. It holds many connections.")).toBe(
      "Node.js runs our APIs.",
    );
    expect(firstSentence("Why not? Because.")).toBe("Why not?");
    expect(firstSentence("No full stop at all")).toBe("No full stop at all");
  });

  it("lists the posts under Blog, newest first, each with its summary, and none under Optional", () => {
    const posts = listBlogPosts();
    const postUrl = (slug: string) => `${siteConfig.siteUrl}${pathTo("blog-post", { slug })}`;
    expect(posts.length).toBeGreaterThan(0);
    expect(sectionLinks(text, "Blog")).toEqual(posts.map((post) => postUrl(post.slug)));
    // "Optional" is what an assistant may skip; the posts once sat there as "blog post.".
    const optional = sectionLinks(text, "Optional");
    for (const post of posts) {
      expect(optional, post.slug).not.toContain(postUrl(post.slug));
      expect(aboutOf(text, pathTo("blog-post", { slug: post.slug })), post.slug).toBe(post.summary);
    }
  });

  it("names every post's topic on the blog's line", () => {
    const blog = aboutOf(text, pathTo("blog"));
    for (const tag of listBlogPosts().flatMap((post) => post.tags)) expect(blog).toContain(tag);
  });

  it("says what each policy covers, in its own description", () => {
    const policies = listedPages().filter((page) => page.group === "Policies");
    expect(policies).toHaveLength(5);
    for (const page of policies) {
      const description = getLegalDocument(page.routeId)?.frontmatter.description;
      expect(description, page.path).toBeTruthy();
      expect(aboutOf(text, page.path), page.path).toBe(description);
    }
  });

  it("gives every linked line words of its own, never a placeholder shared by a kind of page", () => {
    const abouts = [...text.matchAll(/^- \[[^\]]+\]\([^)]+\): (.+)$/gm)].map((m) => m[1] ?? "");
    expect(abouts.length).toBe(linked.length);
    // The placeholders the posts, policies and technologies once had.
    for (const about of abouts) {
      expect(about).not.toMatch(/^(blog post|policy)\.$|why and for what we use it/);
    }
    const repeated = abouts.filter((about, i) => abouts.indexOf(about) !== i);
    expect(repeated).toEqual([]);
  });
});
