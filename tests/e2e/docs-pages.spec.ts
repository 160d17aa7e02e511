import { expect, test, type Page } from "@playwright/test";
import { companyFacts } from "../../app/content/facts";
import { pricingAddOns, pricingPlans } from "../../app/content/pricing";
import { formatInr, formatInrInText } from "../../app/lib/inr";
import { siteConfig } from "../../app/site.config";
import { expectNoA11yViolations } from "../support/fixtures";
import { prerenderedPagePaths } from "../support/prerendered";

/** Section 9 of the spec, fact by fact, as each policy page must state it. */
const legalFacts: Record<string, { date: string; facts: string[] }> = {
  "/payment": {
    date: "Effective: 10 May 2025 · Last updated: 29 November 2026",
    facts: [
      "advance of 50%",
      "The advance is non-refundable once work has started",
      "30–50% advance",
      "30% at the mid-project milestone",
      "20% on final delivery",
      "Invoices are due within 7 business days",
      "late fee of 5% of the overdue amount is charged for each week",
      "report any discrepancy within 3 business days",
      // Time and materials and a dedicated team, as /engagements bills them.
      "an invoice for the hours logged that month, never above the cap",
      "All payments are made in Indian Rupees (INR)",
      "bank transfer",
      "UPI",
      "not started work on your project within 30 days",
      "full refund of the advance",
      "Mutual termination before work begins",
      "less an administrative fee of 10%",
      "refund request in writing within 7 days",
      "review every request within 7 business days",
      "paid within 14 business days",
      "two design revision cycles",
      "2,000 INR",
      "refundable when you sign any plan",
      "we deduct it in full from your first invoice",
      // Contact hours from the site config, Saturday included (spec section 9).
      "Monday – Friday, 9:00 AM – 8:00 PM IST; Saturday, 10:00 AM – 2:00 PM IST",
    ],
  },
  "/service-agreement": {
    date: "Effective: 10 May 2025 · Last updated: 29 November 2026",
    facts: [
      "Supply inputs within 48 hours",
      "Give approvals within 3 business days",
      "two revision rounds",
      "Extra revisions are billed at 1,200 INR per hour",
      "weekly progress e-mails",
      "Either party may terminate the engagement by giving 30 days' written notice",
      "either party may change the team's size on the same notice",
      "Ownership of the deliverables (designs, source code and documentation) passes to you on full payment",
      "laws of India",
      "arbitration in Ahmedabad",
    ],
  },
  "/privacy": {
    // The spec's 4 April 2025 until the policy itself changed: visit counting, attribution and
    // the desk's sign-in cookie (issue 30) and the remembered currency (issue 31).
    date: "Last updated: 28 November 2026",
    facts: [
      "certified to ISO 27001",
      "General Data Protection Regulation (GDPR)",
      "Digital Personal Data Protection Act, 2023",
      "Grievance Officer",
      "Monday – Friday, 9:00 AM – 8:00 PM IST; Saturday, 10:00 AM – 2:00 PM IST",
    ],
  },
  "/terms": {
    date: "Effective: 4 April 2025 · Last updated: 28 November 2026",
    facts: ["You must be at least 18 years old", "laws of India", "arbitration in Ahmedabad"],
  },
  "/disclaimer": {
    date: "Last updated: 4 April 2025",
    facts: ["Prices and timelines are indicative"],
  },
};

async function mainText(page: Page): Promise<string> {
  return (await page.locator("main").innerText()).replace(/\s+/g, " ");
}

for (const [path, { date, facts }] of Object.entries(legalFacts)) {
  test(`${path} states every fact of the spec, its date and config contacts`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    const text = await mainText(page);
    expect(text).toContain(date);
    for (const fact of facts) expect(text, fact).toContain(fact);
    const main = page.locator("main");
    await expect(
      main.locator(`a[href="mailto:${siteConfig.contact.email}"]`).first(),
    ).toBeVisible();
    await expect(main.locator(`a[href="tel:${siteConfig.contact.phone}"]`).first()).toBeVisible();
    expect(text).not.toContain("{{");
  });
}

test("long policies have a table of contents whose links reach their headings", async ({
  page,
}) => {
  await page.goto("/payment");
  const toc = page.getByRole("navigation", { name: "On This Page" });
  const links = toc.getByRole("link");
  expect(await links.count()).toBeGreaterThanOrEqual(5);
  for (const href of await links.evaluateAll((as) => as.map((a) => a.getAttribute("href")))) {
    expect(href).toMatch(/^#[a-z0-9-]+$/);
    await expect(page.locator(`h2[id="${href?.slice(1)}"]`)).toHaveCount(1);
  }
  await links.filter({ hasText: "Refunds" }).click();
  await expect(page).toHaveURL(/#refunds$/);
  await expect(page.locator("h2#refunds")).toBeInViewport();
});

// The typography lives in the one stylesheet: a CSS import in a component that only the server
// renders never reached the browser, and these pages lost it unnoticed.
for (const path of ["/terms", "/blog/what-happens-in-a-discovery-call"]) {
  test(`${path} is typeset: headings stand out, paragraphs are spaced, lists show markers`, async ({
    page,
  }) => {
    await page.goto(path);
    const article = page.locator(".prose-content");
    const style = (selector: string, index = 0) =>
      article
        .locator(selector)
        .nth(index)
        .evaluate((el) => {
          const s = getComputedStyle(el);
          return {
            size: parseFloat(s.fontSize),
            weight: Number(s.fontWeight),
            marginTop: parseFloat(s.marginTop),
            listStyle: s.listStyleType,
          };
        });
    // The second paragraph: the article's first child has no top margin.
    const body = await style("p", 1);
    const heading = await style("h2");
    expect(heading.size).toBeGreaterThan(body.size * 1.25);
    expect(heading.weight).toBeGreaterThanOrEqual(650);
    expect(heading.marginTop).toBeGreaterThan(body.marginTop);
    expect(body.marginTop).toBeGreaterThan(0);
    expect((await style("ul")).listStyle).toBe("disc");
  });
}

test("/privacy-policy answers a permanent redirect to /privacy", async ({ request }) => {
  const response = await request.get("/privacy-policy", { maxRedirects: 0 });
  expect([301, 308]).toContain(response.status());
  expect(response.headers()["location"]).toBe("/privacy");
  const followed = await request.get("/privacy-policy");
  expect(followed.status()).toBe(200);
  expect(new URL(followed.url()).pathname).toBe("/privacy");
});

test("/solutions, a solution page's URL shortened, answers a permanent redirect to /apps", async ({
  request,
}) => {
  const response = await request.get("/solutions", { maxRedirects: 0 });
  expect(response.status()).toBe(301);
  expect(response.headers()["location"]).toBe("/apps");
});

test("/faq answers a permanent redirect to the contact page's questions, its query kept", async ({
  page,
  request,
}) => {
  const response = await request.get("/faq?utm_source=assistant", { maxRedirects: 0 });
  expect(response.status()).toBe(301);
  expect(response.headers()["location"]).toBe("/contact?utm_source=assistant#faq");
  await page.goto("/faq");
  await expect(page).toHaveURL(/\/contact#faq$/);
  await expect(page.getByRole("heading", { name: "Frequently Asked Questions" })).toBeInViewport();
});

test("the sitemap page links every prerendered page, grouped like the navigation", async ({
  page,
}) => {
  await page.goto("/sitemap");
  const hrefs = new Set(
    await page
      .locator("main a")
      .evaluateAll((as) => as.map((a) => new URL((a as HTMLAnchorElement).href).pathname)),
  );
  const missing = prerenderedPagePaths().filter((p) => !hrefs.has(p));
  expect(missing, `not on /sitemap: ${missing.join(", ")}`).toEqual([]);
  const groups = await page.locator("main h2").allInnerTexts();
  expect(groups).toEqual(
    expect.arrayContaining(["Company", "Solutions", "Services", "Tech Stack", "Policies"]),
  );
  const policies = page.getByRole("region", { name: "Policies" });
  for (const label of ["Privacy Policy", "Terms of Service", "Payment Policy", "Disclaimer"]) {
    await expect(policies.getByRole("link", { name: label })).toBeVisible();
  }
});

test("the blog lists posts newest first with date, reading time and summary", async ({ page }) => {
  await page.goto("/blog");
  const posts = page.locator("main article");
  const count = await posts.count();
  expect(count).toBeGreaterThanOrEqual(3);
  const dates = await posts
    .locator("time")
    .evaluateAll((ts) => ts.map((t) => t.getAttribute("datetime") ?? ""));
  expect(dates).toEqual([...dates].sort().reverse());
  for (let i = 0; i < count; i += 1) {
    const post = posts.nth(i);
    await expect(post.getByText(/\d+ min read/)).toBeVisible();
    await expect(post.locator("p").nth(1)).not.toBeEmpty();
  }
  const titles = await posts.getByRole("heading", { level: 2 }).allInnerTexts();
  expect(titles.join("\n")).toMatch(/cost/i);
  expect(titles.join("\n")).toMatch(/discovery call/i);
  expect(titles.join("\n")).toMatch(/project/i);

  await posts.first().getByRole("link").click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(titles[0] ?? "");
});

test("the cost post carries the rate card and the discovery call fee", async ({ page }) => {
  await page.goto("/blog/what-does-an-app-cost-in-india");
  const text = await mainText(page);
  // From the rate card, so a price changed in pricing.ts is checked in the post too.
  for (const plan of pricingPlans) {
    expect(text).toContain(formatInr(plan.price));
    expect(text).toContain(`${plan.name}: ${formatInrInText(plan.price)}`);
  }
  for (const addOn of pricingAddOns) expect(text).toContain(formatInrInText(addOn.price));
  const { min, max } = companyFacts.typicalProjectWeeks;
  expect(text).toContain(`typically take ${min} to ${max} weeks`);
  const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
  expect(jsonLd.join("\n")).toContain('"BlogPosting"');
  await page.goto("/blog/what-happens-in-a-discovery-call");
  const discovery = await mainText(page);
  expect(discovery).toContain("refunded in full when you sign any plan");
  const fee = formatInr({ min: companyFacts.calls.discoveryCall.priceInr });
  expect(discovery).toContain(`Fee: ${fee},`);
  expect(discovery).toContain(`your ${fee} discovery fee is refunded`);
});

test("on a phone, a post's tables scroll in named regions a keyboard reaches; axe finds nothing", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  for (const path of [
    "/blog/what-does-an-app-cost-in-india",
    "/blog/what-does-an-app-cost-in-india?currency=usd",
    "/blog/hiring-an-app-agency-in-india-from-abroad",
    "/blog/fixed-scope-time-and-materials-or-a-dedicated-team",
  ]) {
    await page.goto(path);
    const regions = page.locator("main .table-scroll");
    expect(await regions.count(), path).toBeGreaterThan(0);
    for (const region of await regions.all()) {
      await expect(region).toHaveAttribute("tabindex", "0");
      await expect(region).toHaveAccessibleName(/\w/);
    }
    await expectNoA11yViolations(page, "main");
  }
  // With its dollar conversions the rate card is wider than a phone's column: the case the
  // regions are for.
  await page.goto("/blog/what-does-an-app-cost-in-india?currency=usd");
  const overflowing = await page
    .locator("main .table-scroll")
    .evaluateAll((regions) => regions.some((r) => r.scrollWidth > r.clientWidth));
  expect(overflowing).toBe(true);
});

test("the RSS feed is valid RSS 2.0 XML listing every post", async ({ page, request }) => {
  const feed = await request.get("/blog/rss.xml");
  expect(feed.status()).toBe(200);
  const xml = await feed.text();
  await page.goto("/blog");
  const postLinks = await page
    .locator("main article h2 a")
    .evaluateAll((as) => as.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
  // Parsed by the browser's XML parser: any well-formedness error yields a <parsererror>.
  const parsed = await page.evaluate((source) => {
    const doc = new DOMParser().parseFromString(source, "application/xml");
    const text = (el: Element, name: string) => el.getElementsByTagName(name)[0]?.textContent;
    const channel = doc.querySelector("rss > channel");
    return {
      error: doc.getElementsByTagName("parsererror")[0]?.textContent ?? null,
      root: doc.documentElement.nodeName,
      version: doc.documentElement.getAttribute("version"),
      channel: channel ? { title: text(channel, "title"), link: text(channel, "link") } : null,
      items: [...doc.querySelectorAll("channel > item")].map((item) => ({
        title: text(item, "title"),
        link: text(item, "link"),
        guid: text(item, "guid"),
        pubDate: text(item, "pubDate"),
        description: text(item, "description"),
      })),
    };
  }, xml);
  expect(parsed.error).toBeNull();
  expect(parsed.root).toBe("rss");
  expect(parsed.version).toBe("2.0");
  expect(parsed.channel?.title).toContain(siteConfig.brandName);
  expect(parsed.channel?.link).toBe(`${siteConfig.siteUrl}/blog`);
  expect(parsed.items.map((i) => new URL(i.link ?? "").pathname)).toEqual(postLinks);
  for (const item of parsed.items) {
    expect(item.title).toBeTruthy();
    expect(item.description).toBeTruthy();
    expect(item.guid).toBe(item.link);
    expect(Number.isNaN(Date.parse(item.pubDate ?? ""))).toBe(false);
    expect(item.pubDate).toMatch(
      /^[A-Z][a-z]{2}, \d{2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}:\d{2} GMT$/,
    );
  }
});

// Accessibility: a11y-all-routes.spec.ts audits every one of these pages (every policy, post and
// the sitemap) with the same WCAG rules in both themes, and measures the contrast axe leaves open.
