import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { AppFinder, type AppFinderProps } from "~/components/apps/app-finder";
import { RequestCallForm, requestCallAnchor } from "~/components/forms/request-call-form";
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
    const link = (html: string) => tag(html, /<a[^>]*>(?:(?!<\/a>).)*Add Up a Plan and Add-Ons/);
    expect(
      link(renderToStaticMarkup(createElement(PricingAddOnsSection, { currency: "gbp" }))),
    ).toContain('href="/estimate?currency=gbp"');
    expect(link(renderToStaticMarkup(createElement(PricingAddOnsSection)))).toContain(
      'href="/estimate"',
    );
  });
});

describe("a sent request-a-call form", () => {
  const sent = (id?: string) =>
    renderToStaticMarkup(
      createElement(RequestCallForm, {
        id,
        call: "discoveryCall",
        serverResult: { status: "success", message: "Thank you! We will email you an invite." },
      }),
    );

  it("is the server's answer, marked sent, with its outcome and a heading for it", () => {
    const html = sent(requestCallAnchor);
    expect(tag(html, /<form[^>]*>/)).toContain('data-form-status="success"');
    expect(html).toMatch(/<h3 tabindex="-1" data-form-sent-heading=""[^>]*>.*Request sent<\/h3>/);
    expect(html).toContain("Thank you! We will email you an invite.");
  });

  it("links Send Another Request to a mark of its own form's, named from the form's id", () => {
    for (const id of [requestCallAnchor, undefined]) {
      const html = sent(id);
      const href = tag(html, /<a[^>]*data-form-again[^>]*>/).match(/href="#([^"]+)"/)?.[1];
      expect(href, String(id)).toBeTruthy();
      expect(html).toContain(`<span id="${href}" data-send-again=""></span>`);
    }
    // /book's, in the address bar after the click without JavaScript.
    expect(sent(requestCallAnchor)).toContain('href="#request-a-call-again"');
  });
});
