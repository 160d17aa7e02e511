import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { AppFinder, type AppFinderProps } from "~/components/apps/app-finder";
import { PricingAddOnsSection } from "~/components/sections/pricing-sections";

// What the server writes is all a visitor without JavaScript gets (and all anyone gets before
// an island hydrates): the GET forms and links must carry the page's state by themselves.

/** The opening tag of the element that `pattern` finds in `html`. */
function tag(html: string, pattern: RegExp): string {
  const found = html.match(pattern);
  if (!found) throw new Error(`No tag matches ${pattern}`);
  return found[0];
}

const finder = (props: Partial<AppFinderProps>) =>
  renderToStaticMarkup(
    createElement(AppFinder, {
      path: "/apps",
      filters: { query: "", tag: null },
      category: null,
      currency: null,
      focusedTitles: [],
      heading: null,
      ...props,
    }),
  );

describe("the apps finder's GET form", () => {
  it("submits the chosen tag with Enter in the search box, through its first submit button", () => {
    const html = finder({ filters: { query: "", tag: "Fintech" } });
    // Enter in a text box presses the form's first submit button.
    const search = tag(html, /<button[^>]*type="submit"[^>]*>/);
    expect(search).toContain('aria-label="Search"');
    expect(search).toContain('name="tag"');
    expect(search).toContain('value="Fintech"');
    // With All chosen it adds no empty `tag=` to the URL.
    expect(tag(finder({}), /<button[^>]*aria-label="Search"[^>]*>/)).not.toContain("name=");
  });

  it("keeps the buyer's currency through a search, the chips and Clear filters", () => {
    const html = finder({
      path: "/apps/payment-banking",
      filters: { query: "upi", tag: null },
      currency: "usd",
    });
    expect(html).toMatch(/<input type="hidden" name="currency" value="usd"\/>/);
    expect(tag(html, /<a[^>]*>Clear filters/)).toContain(
      'href="/apps/payment-banking?currency=usd"',
    );
    expect(finder({ filters: { query: "upi", tag: null } })).not.toContain('name="currency"');
  });
});

describe("pricing's add-ons section", () => {
  it("links to the estimate in the buyer's currency", () => {
    const link = (html: string) => tag(html, /<a[^>]*>(?:(?!<\/a>).)*Add up a plan and add-ons/);
    expect(
      link(renderToStaticMarkup(createElement(PricingAddOnsSection, { currency: "gbp" }))),
    ).toContain('href="/estimate?currency=gbp"');
    expect(link(renderToStaticMarkup(createElement(PricingAddOnsSection)))).toContain(
      'href="/estimate"',
    );
  });
});
