import { describe, expect, it } from "vitest";
import { blogPosts, loadBlogPosts } from "~/content/blog";
import { frontmatterValue, markdownIndex } from "~/content/markdown-files";
import {
  blogFrontmatterSchema,
  ContentError,
  legalFrontmatterSchema,
  parseContentFile,
} from "~/lib/content/frontmatter";

const goodLegal = `---
title: Payment Policy
description: How we invoice, what is due when and how refunds work.
dateKind: effective
date: "2025-05-10"
---

## 1. Advance

Text.
`;

const goodPost = `---
title: A useful post
summary: A summary long enough to describe the post in the index and feed.
date: "2025-06-12"
author: Project Delivery Team
tags: [Process]
---

Intro paragraph.
`;

function parseLegal(raw: string, file = "app/content/legal/payment.md") {
  return parseContentFile(file, raw, legalFrontmatterSchema);
}

function expectContentError(run: () => unknown, ...fragments: string[]) {
  let caught: unknown;
  try {
    run();
  } catch (error) {
    caught = error;
  }
  expect(caught).toBeInstanceOf(ContentError);
  const message = (caught as Error).message;
  for (const fragment of fragments) expect(message).toContain(fragment);
}

describe("content frontmatter", () => {
  it("parses a good legal file: slug from the file name, typed frontmatter, body", () => {
    const parsed = parseLegal(goodLegal);
    expect(parsed.slug).toBe("payment");
    expect(parsed.frontmatter).toEqual({
      title: "Payment Policy",
      description: "How we invoice, what is due when and how refunds work.",
      dateKind: "effective",
      date: "2025-05-10",
    });
    expect(parsed.body).toContain("## 1. Advance");
    expect(parsed.body).not.toContain("dateKind");
  });

  it("parses a good blog post", () => {
    const parsed = parseContentFile("app/content/blog/a-post.md", goodPost, blogFrontmatterSchema);
    expect(parsed.slug).toBe("a-post");
    expect(parsed.frontmatter.tags).toEqual(["Process"]);
    expect(parsed.frontmatter.date).toBe("2025-06-12");
  });

  it("takes an optional updated date, on or after the publication date", () => {
    const parse = (raw: string) =>
      parseContentFile("app/content/blog/a-post.md", raw, blogFrontmatterSchema);
    expect(parse(goodPost).frontmatter.updated).toBeUndefined();
    const updated = (value: string) =>
      goodPost.replace('date: "2025-06-12"\n', `date: "2025-06-12"\nupdated: ${value}\n`);
    expect(parse(updated('"2026-11-27"')).frontmatter.updated).toBe("2026-11-27");
    expect(parse(updated('"2025-06-12"')).frontmatter.updated).toBe("2025-06-12");
    expectContentError(() => parse(updated('"2025-06-11"')), 'field "updated"', '"date"');
    expectContentError(() => parse(updated("27 Nov 2026")), 'field "updated"', "YYYY-MM-DD");
  });

  it("names the file and the field when a field is missing", () => {
    const raw = goodLegal.replace('date: "2025-05-10"\n', "");
    expectContentError(() => parseLegal(raw), "app/content/legal/payment.md", 'field "date"');
  });

  it("rejects a date that is not YYYY-MM-DD", () => {
    const raw = goodLegal.replace('"2025-05-10"', "10 May 2025");
    expectContentError(() => parseLegal(raw), "payment.md", 'field "date"', "YYYY-MM-DD");
  });

  it("takes a legal text's last change after its effective date, never before it", () => {
    const withUpdate = goodLegal.replace(
      'date: "2025-05-10"\n',
      'date: "2025-05-10"\nupdated: "2026-11-28"\n',
    );
    expect(parseLegal(withUpdate).frontmatter.updated).toBe("2026-11-28");
    const before = goodLegal.replace(
      'date: "2025-05-10"\n',
      'date: "2025-05-10"\nupdated: "2025-01-01"\n',
    );
    expectContentError(() => parseLegal(before), 'field "updated"', "before date");
    const kind = withUpdate.replace("dateKind: effective", "dateKind: updated");
    expectContentError(() => parseLegal(kind), 'field "updated"', "effective date");
  });

  it("rejects an impossible date", () => {
    const raw = goodLegal.replace('"2025-05-10"', '"2025-02-30"');
    expectContentError(() => parseLegal(raw), 'field "date"');
  });

  it("rejects a dateKind outside the allowed values", () => {
    const raw = goodLegal.replace("dateKind: effective", "dateKind: published");
    expectContentError(() => parseLegal(raw), 'field "dateKind"');
  });

  it("rejects unknown fields, so typos do not pass silently", () => {
    const raw = goodLegal.replace("title:", "titel: x\ntitle:");
    expectContentError(() => parseLegal(raw), "payment.md", '"titel"');
  });

  it("rejects a blog post without tags", () => {
    const raw = goodPost.replace("tags: [Process]", "tags: []");
    expectContentError(
      () => parseContentFile("app/content/blog/a-post.md", raw, blogFrontmatterSchema),
      "app/content/blog/a-post.md",
      'field "tags"',
    );
  });

  it("rejects a placeholder in a title or summary, which would show as typed", () => {
    const post = goodPost.replace("A useful post", "Why the call costs {{discoveryCallFee}}");
    expectContentError(
      () => parseContentFile("app/content/blog/a-post.md", post, blogFrontmatterSchema),
      'field "title"',
      "no {{placeholders}}",
    );
    const summary = goodPost.replace("long enough", "of {{typicalProjectWeeks}}, long enough");
    expectContentError(
      () => parseContentFile("app/content/blog/a-post.md", summary, blogFrontmatterSchema),
      'field "summary"',
      "no {{placeholders}}",
    );
    const legal = goodLegal.replace("How we invoice", "How {{brandName}} invoices");
    expectContentError(() => parseLegal(legal), 'field "description"', "no {{placeholders}}");
  });

  it("rejects a file without frontmatter", () => {
    expectContentError(() => parseLegal("## Just text\n"), "payment.md", "missing frontmatter");
  });

  it("rejects frontmatter that is not valid YAML", () => {
    const raw = goodLegal.replace("title: Payment Policy", "title: [unclosed");
    expectContentError(() => parseLegal(raw), "payment.md", "not valid YAML");
  });

  it("rejects a file name that is not a URL slug", () => {
    expectContentError(
      () => parseLegal(goodLegal, "app/content/legal/Payment Policy.md"),
      "Payment Policy.md",
      "slug",
    );
  });

  it("rejects a level-one heading, since the page title is the only <h1>", () => {
    const raw = goodLegal.replace("## 1. Advance", "# Advance");
    expectContentError(() => parseLegal(raw), "payment.md", '"##"');
  });

  it("rejects an empty document", () => {
    const raw = goodLegal.replace(/---\n\n[\s\S]*$/, "---\n");
    expectContentError(() => parseLegal(raw), "payment.md", "no text");
  });
});

describe("the route table's light title reader", () => {
  it("reads plain, double- and single-quoted one-line titles", () => {
    const wrap = (line: string) => `---\n${line}\nsummary: x\n---\n\nText\n`;
    expect(frontmatterValue(wrap("title: Plain title"), "title")).toBe("Plain title");
    expect(frontmatterValue(wrap('title: "How we run a project: from A to B"'), "title")).toBe(
      "How we run a project: from A to B",
    );
    expect(frontmatterValue(wrap("title: 'It''s quoted'"), "title")).toBe("It's quoted");
    expect(frontmatterValue("no frontmatter", "title")).toBeUndefined();
  });

  it("agrees with the validated parse for every post", () => {
    const index = markdownIndex("blog");
    expect(index.map((p) => p.slug).sort()).toEqual(blogPosts.map((p) => p.slug).sort());
    for (const entry of index) {
      const post = blogPosts.find((p) => p.slug === entry.slug);
      expect(entry.title).toBe(post?.frontmatter.title);
      expect(entry.date).toBe(post?.frontmatter.date);
      expect(entry.updated).toBe(post?.frontmatter.updated);
    }
  });

  it("agrees with the validated parse for every legal page's date (the sitemap's lastmod)", async () => {
    const { getLegalDocument } = await import("~/content/documents");
    const index = markdownIndex("legal");
    expect(index).toHaveLength(5);
    for (const entry of index) {
      expect(entry.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(entry.date).toBe(getLegalDocument(entry.slug)?.frontmatter.date);
    }
  });

  it("fails a bad post file when the posts are loaded, naming the file", () => {
    expect(() =>
      loadBlogPosts({ "./blog/bad-post.md": goodPost.replace('"2025-06-12"', '"2025-13-01"') }),
    ).toThrow(/app\/content\/blog\/bad-post\.md: frontmatter field "date"/);
  });
});
