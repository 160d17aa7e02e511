import { expect, test, type Page } from "@playwright/test";
import { caseStudies } from "../../app/content/case-studies";
import { foreignCurrencies } from "../../app/content/exchange-rates";
import { pricingPlans } from "../../app/content/pricing";
import { formatIndicative } from "../../app/lib/currency";
import { callLabels } from "../../app/content/facts";
import { engagementModels } from "../../app/content/engagements";
import { teamMembers, teamOnProject } from "../../app/content/team";
import { validateJsonLd } from "../support/json-ld";
import { waitForHydration } from "../support/shell-helpers";

/** Issue 31: the people, the engagement models, trust, prices and hours for buyers abroad. */

async function jsonLdOf(page: Page, type: string): Promise<Record<string, unknown>[]> {
  const blocks = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) => scripts.map((s) => JSON.parse(s.textContent ?? "null") as unknown));
  const all = blocks.flatMap((b) => (Array.isArray(b) ? b : [b]));
  for (const block of all) expect(validateJsonLd(block)).toEqual([]);
  return all.filter(
    (b): b is Record<string, unknown> =>
      typeof b === "object" && b !== null && (b as { "@type"?: unknown })["@type"] === type,
  );
}

test("/team shows every person with a portrait, role and projects, each a schema.org Person", async ({
  page,
}) => {
  await page.goto("/team");
  await expect(page).toHaveTitle(/^Our Team \|/);
  const cards = page.getByTestId("team-member");
  await expect(cards).toHaveCount(teamMembers.length);
  for (const [index, member] of teamMembers.entries()) {
    const card = cards.nth(index);
    await expect(card.getByRole("heading", { level: 3 })).toHaveText(member.name);
    await expect(card).toContainText(member.role);
    await expect(card).toContainText(`${member.yearsInCraft} years`);
    const portrait = card.locator("img");
    await portrait.scrollIntoViewIfNeeded();
    await expect
      .poll(() => portrait.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
  }
  const people = await jsonLdOf(page, "Person");
  expect(people.map((p) => [p.name, p.jobTitle])).toEqual(teamMembers.map((m) => [m.name, m.role]));
});

test("each case study names the people who worked on it, linked to /team", async ({ page }) => {
  const study = caseStudies[0]!;
  await page.goto(`/portfolio/${study.slug}`);
  const people = page.getByTestId("study-people");
  for (const person of teamOnProject(study.slug)) {
    await expect(people.getByRole("link", { name: person.name })).toHaveAttribute(
      "href",
      `/team#${person.slug}`,
    );
  }
});

test("/engagements explains the three models, and pricing, the estimate and the nav link it", async ({
  page,
}) => {
  await page.goto("/engagements");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("How We Work Together");
  for (const model of engagementModels) {
    const section = page.locator(`section#${model.id}`);
    await expect(section.getByRole("heading", { level: 2 })).toHaveText(model.name);
    for (const term of [
      "When it fits",
      "How billing works",
      "What you get each week",
      "When the scope changes",
    ]) {
      await expect(section.getByText(term, { exact: true })).toBeVisible();
    }
  }
  await expect(page.locator("section#fixed-scope")).toContainText("50% of the project fee");
  for (const path of ["/pricing", "/estimate"]) {
    await page.goto(path);
    await expect(
      page.locator("main").getByRole("link", { name: "how we work together" }),
    ).toHaveAttribute("href", "/engagements");
  }
});

test("/trust links every legal claim to its document and names a security contact", async ({
  page,
}) => {
  await page.goto("/trust");
  const main = page.locator("main");
  for (const text of ["ISO 27001", "GDPR compliant", "DPDP Act 2023", "non-disclosure agreement"]) {
    await expect(main).toContainText(text);
  }
  for (const path of ["/privacy", "/service-agreement", "/terms", "/payment"]) {
    await expect(main.locator(`a[href^="${path}"]`).first()).toBeVisible();
  }
  await expect(main.getByRole("link", { name: /@/ })).toHaveAttribute(
    "href",
    /^mailto:.*subject=Security/,
  );
  // Each standard's card links the section of the Privacy Policy that makes it binding.
  for (const [standard, section, anchor] of [
    ["ISO 27001", "8", "how-we-protect-it"],
    ["GDPR compliant", "9", "your-rights"],
    ["DPDP Act 2023", "10", "grievance-officer"],
  ]) {
    const card = main.locator("li", { hasText: standard }).first();
    await expect(
      card.getByRole("link", { name: `Privacy Policy, section ${section}` }),
    ).toHaveAttribute("href", `/privacy#${anchor}`);
  }
  // The NDA can be asked for, in a contact form already filled in.
  await main.getByRole("link", { name: "Ask for Our Mutual NDA" }).click();
  await expect(page).toHaveURL(/\/contact\?/);
  await expect(page.getByLabel("Subject", { exact: true })).toHaveValue(
    "Mutual NDA before our call",
  );
  await expect(page.getByLabel("Message", { exact: true })).toHaveValue(/mutual NDA to sign/);
});

test.describe("prices in the buyer's currency", () => {
  test("the cost post converts the rate card for a buyer who chose a currency, on a phone too", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const post = "/blog/what-does-an-app-cost-in-india";
    await page.goto(post);
    const table = page.locator(".prose-content table");
    await expect(table.locator('[data-fx="usd"]').first()).toBeHidden();
    // The choice is remembered from any page; here, from the URL.
    await page.goto(`${post}?currency=usd`);
    const usd = foreignCurrencies.find((currency) => currency.id === "usd")!;
    await expect(table.locator('[data-fx="usd"]').first()).toHaveText(
      ` (${formatIndicative(pricingPlans[0]!.price, usd)})`,
    );
    await expect(page.locator('h3 [data-fx="usd"]').first()).toBeVisible();
    await expect(page.getByText("We quote, invoice and take payment in INR")).toBeVisible();
    // The wider cells scroll within the table, never the page sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
  });

  test("INR only by default, the choice in the URL shows it beside INR", async ({ page }) => {
    await page.goto("/pricing");
    const growth = page.getByTestId("plan-card").nth(1);
    await expect(growth.locator('[data-fx="usd"]')).toBeHidden();
    await page.getByTestId("currency-choice").getByRole("link", { name: "USD" }).click();
    await expect(page).toHaveURL(/\/pricing\?currency=usd#currency$/);
    await expect(growth.getByTestId("plan-price")).toHaveText("1,50,000 – 3,00,000 INR");
    await expect(growth.locator('[data-fx="usd"]')).toBeVisible();
    await expect(growth.locator('[data-fx="usd"]')).toHaveText(/^about \$1,\d00 – \$3,\d00$/);
    await expect(growth.locator('[data-fx="eur"]')).toBeHidden();
    await expect(page.getByTestId("currency-choice")).toContainText("invoice");

    // Remembered: a page whose URL names no currency shows it too.
    await page.goto("/services/web-development");
    await expect(page.locator('[data-fx="usd"]').first()).toBeVisible();
    await page.getByTestId("currency-choice").getByRole("link", { name: "INR only" }).click();
    await expect(page.locator('[data-fx="usd"]').first()).toBeHidden();
    await page.goto("/pricing");
    await expect(page.locator('[data-fx="usd"]').first()).toBeHidden();
  });

  test("a case study's discovery-call button converts a currency chosen elsewhere, with its rates", async ({
    page,
  }) => {
    // A case study is where search lands; its close states no price of its own (no choice row
    // there), so the call's fee is the amount a remembered currency must reach.
    const next = page.locator("section[aria-labelledby=next-title]");
    const call = next.getByRole("link", { name: /Discovery Call/ });
    await page.goto("/portfolio/paysetu");
    await expect(call).toHaveAccessibleName(callLabels.discoveryCall);
    await expect(next.locator('[data-fx="any"]')).toBeHidden();
    // Chosen on pricing, remembered here.
    await page.goto("/pricing?currency=usd");
    await page.goto("/portfolio/paysetu");
    await expect(call).toHaveAccessibleName(
      /^Book a Discovery Call \(2,000 INR, about \$\d+, refundable\)$/,
    );
    await expect(next.locator('[data-fx="any"]')).toContainText(
      "We quote, invoice and take payment in INR",
    );
    await expect(next.getByRole("link", { name: callLabels.freeConsultation })).toBeVisible();
    // On a phone the longer label keeps to two lines: the action, then the whole bracket.
    await page.setViewportSize({ width: 390, height: 844 });
    const { height, lineHeight } = await call.evaluate((link) => ({
      height: link.firstElementChild!.getBoundingClientRect().height,
      lineHeight: parseFloat(getComputedStyle(link).lineHeight),
    }));
    expect(height).toBeLessThan(2.5 * lineHeight);
  });

  test("on a phone the estimate's sticky total carries the conversion the result card shows", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const sticky = page.getByTestId("estimate-sticky");
    const stickyUsd = sticky.locator('[data-fx="usd"]');
    const cardUsd = page.locator('#estimate-result > p[data-fx="usd"]');
    await page.goto("/estimate?plan=growth");
    await expect(sticky).toContainText("1,50,000 – 3,00,000 INR");
    await expect(stickyUsd).toBeHidden();
    await page.goto("/estimate?plan=growth&currency=usd");
    await expect(stickyUsd).toBeVisible();
    await expect(stickyUsd).toHaveText(/^about \$1,\d00 – \$3,\d00$/);
    await expect(stickyUsd).toHaveText((await cardUsd.textContent())!);
    // It follows the visitor's choices, as the card does.
    await waitForHydration(page);
    await page.getByRole("checkbox", { name: /AI Features/ }).check();
    await expect(sticky).toContainText("2,00,000 – 4,00,000 INR");
    await expect(stickyUsd).toHaveText((await cardUsd.textContent())!);
    await expect(stickyUsd).not.toHaveText(/^about \$1,\d00 – \$3,\d00$/);
    // An inline conversion breaks only before its bracket, never between its two prices:
    // "(about $560 –" at a line's end read as a price of its own.
    const inline = page.locator('main span[data-fx="usd"]');
    expect(await inline.count()).toBeGreaterThan(5);
    for (const span of await inline.all()) {
      // The lines its text takes from its first visible character: the space before the
      // bracket may end the line above, which is where it should break.
      const boxes = await span.evaluate((el) => {
        const range = document.createRange();
        range.selectNodeContents(el);
        const texts = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
        let first = texts.nextNode();
        while (first && !first.textContent?.trim()) first = texts.nextNode();
        if (first) range.setStart(first, first.textContent?.search(/\S/) ?? 0);
        return new Set([...range.getClientRects()].map((box) => Math.round(box.bottom))).size;
      });
      expect(boxes, `lines of${await span.textContent()}`).toBe(1);
    }
  });

  test("a remembered choice converts the prices on /book, /engagements, the estimate's discovery call and the contact FAQ", async ({
    page,
  }) => {
    test.slow();
    // Before a choice: INR alone, and no rates note.
    await page.goto("/book");
    const discovery = page.getByRole("navigation", { name: "Which call" }).getByRole("link", {
      name: /Discovery call/,
    });
    await expect(discovery).toContainText("2,000 INR");
    await expect(discovery.locator('[data-fx="usd"]')).toBeHidden();

    await page.goto("/pricing?currency=usd");
    await page.goto("/book");
    await expect(discovery.locator('[data-fx="usd"]')).toHaveText(/^ \(about \$\d+\)$/);
    await expect(page.locator('main [data-fx="any"]').first()).toContainText(
      "We quote, invoice and take payment in INR",
    );
    // The request-a-call form's discovery call states the fee the same way.
    const formCall = page.locator("#request-a-call").getByRole("radio", { name: /Discovery call/ });
    await expect(formCall).toHaveAccessibleName(/2,000 INR \(about \$\d+\) · refundable$/);

    await page.goto("/engagements");
    const fixed = page.locator("section#fixed-scope");
    await expect(fixed.locator('[data-fx="usd"]')).toHaveCount(4);
    await expect(fixed.locator('[data-fx="usd"]').first()).toHaveText(
      /^ \(about \$[\d,]+ – \$[\d,]+\)$/,
    );
    await expect(fixed.locator('[data-fx="usd"]').last()).toHaveText(/^ \(about \$\d+ \/ hour\)$/);

    await page.goto("/estimate");
    await expect(page.locator("#estimate-result li", { hasText: "discovery call" })).toContainText(
      /2,000 INR \(about \$\d+\):/,
      { useInnerText: true },
    );

    await page.goto("/contact");
    const cost = page
      .getByTestId("faq")
      .locator("details", { hasText: "How much will my project cost?" });
    await cost.locator("summary").click();
    await expect(cost).toContainText(/75,000 INR \(about \$[\d,]+\) for a Starter app/, {
      useInnerText: true,
    });
    await expect(page.locator('#faq [data-fx="any"]')).toBeVisible();
  });

  test("the estimate's message and share link keep the chosen currency", async ({ page }) => {
    await page.goto("/estimate?plan=growth&currency=eur");
    const send = page.getByRole("link", { name: "Send This Estimate" });
    const href = new URL((await send.getAttribute("href"))!, "http://x");
    const message = href.searchParams.get("message")!;
    expect(message).toMatch(/^Estimate: 1,50,000 – 3,00,000 INR \(about €[\d,]+ – €[\d,]+\)$/m);
    expect(message).toContain("Indicative EUR at 1 EUR = 102.50 INR");
    expect(message).toMatch(/^Link: \S+\/estimate\?plan=growth&currency=eur$/m);
    // Remembered rather than in the URL: the same, once the page has read the choice.
    await page.goto("/estimate?plan=starter");
    await expect(send).toHaveAttribute("href", /currency%3Deur/);
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("?currency= is rendered by the server, on pricing, a service and the estimate", async ({
      page,
    }) => {
      await page.goto("/pricing?currency=gbp");
      await expect(page.getByTestId("plan-card").first().locator('[data-fx="gbp"]')).toHaveText(
        /^about £/,
      );
      // The discovery call's button states its fee converted too.
      await expect(
        page.getByRole("link", {
          name: /^Book a Discovery Call \(2,000 INR, about £\d+, refundable\)$/,
        }),
      ).toHaveCount(2);
      await page.goto("/services/web-development?currency=eur");
      await expect(page.locator('[data-fx="eur"]').first()).toHaveText(/^about €/);
      await page.goto("/estimate?plan=growth&currency=usd");
      await expect(page.locator('#estimate-result [data-fx="usd"]').first()).toBeVisible();
      // The GET form keeps the currency.
      await expect(page.locator('input[type="hidden"][name="currency"]')).toHaveValue("usd");
      await page.goto("/pricing");
      await expect(page.locator('[data-fx="usd"]').first()).toBeHidden();
    });

    test("the choice carries from pricing to the estimate, and app and solution pages offer it", async ({
      page,
    }) => {
      // Eleven page loads: 8 s when the machine is idle, past the default 30 s beside the other worker.
      test.slow();
      await page.goto("/pricing?currency=gbp");
      await page.getByRole("link", { name: "Get an Instant Estimate" }).click();
      await expect(page).toHaveURL(/\/estimate\?currency=gbp$/);
      await page.goto("/pricing?currency=gbp");
      await page.getByRole("link", { name: "Estimate Growth with Add-Ons" }).click();
      await expect(page).toHaveURL(/\/estimate\?plan=growth&currency=gbp$/);
      await expect(page.locator('#estimate-result [data-fx="gbp"]').first()).toBeVisible();
      await page.goto("/pricing?currency=gbp");
      await page.getByRole("link", { name: "Add Up a Plan and Add-Ons" }).click();
      await expect(page).toHaveURL(/\/estimate\?currency=gbp$/);

      for (const path of ["/apps/crypto-nft", "/solutions/enterprise"]) {
        await page.goto(path);
        await expect(page.locator('[data-fx="usd"]').first()).toBeHidden();
        const choice = page.getByTestId("currency-choice");
        await expect(choice, path).toContainText("We quote, invoice and take payment in INR");
        await choice.getByRole("link", { name: "USD" }).click();
        await expect(page).toHaveURL(new RegExp(`${path}\\?currency=usd#currency$`));
        await expect(page.locator('[data-fx="usd"]').first()).toHaveText(/^about \$/);
        await page.getByRole("link", { name: "Estimate Your Project" }).click();
        await expect(page).toHaveURL(/\/estimate\?plan=\w+.*&currency=usd$/);
      }
    });

    test("?currency= converts /book's, /engagements', a case study's and the contact FAQ's prices", async ({
      page,
    }) => {
      await page.goto("/portfolio/shipsure?currency=gbp");
      const close = page.locator("section[aria-labelledby=next-title]");
      await expect(close.locator('[data-fx="gbp"]').first()).toBeVisible();
      await expect(close.getByText("We quote, invoice and take payment in INR")).toBeVisible();
      await expect(close.getByRole("link", { name: "Estimate a Similar Project" })).toHaveAttribute(
        "href",
        /&currency=gbp$/,
      );
      await page.goto("/book?currency=gbp");
      await expect(page.locator('main [data-fx="gbp"]').first()).toHaveText(/^ \(about £\d+\)$/);
      await page.goto("/engagements?currency=usd");
      await expect(page.locator('section#fixed-scope [data-fx="usd"]').first()).toBeVisible();
      await page.goto("/contact?currency=eur");
      await expect(page.locator('#faq [data-fx="eur"]').first()).toHaveText(/^ \(about €/);
      await page.goto("/estimate?plan=growth&currency=usd");
      const href = await page
        .getByRole("link", { name: "Send This Estimate" })
        .getAttribute("href");
      expect(new URL(href!, "http://x").searchParams.get("message")).toContain("(about $");
    });

    test("hours show in IST alone", async ({ page }) => {
      await page.goto("/contact");
      await expect(page.locator("[data-local-time]").first()).toBeHidden();
      await expect(page.getByTestId("business-hours")).toContainText("9:00 AM – 8:00 PM IST");
    });
  });
});

test.describe("hours in the visitor's time zone", () => {
  test.use({ timezoneId: "America/New_York" });

  test("the contact card adds New York time beside IST", async ({ page }) => {
    await page.goto("/contact");
    const hours = page.getByTestId("business-hours");
    await expect(hours).toContainText("9:00 AM – 8:00 PM IST");
    // 9:00 IST is 10:30 PM (EST) or 11:30 PM (EDT) the day before in New York.
    await expect(hours.locator('[data-local-time="hours"]').first()).toHaveText(
      /^1[01]:30 PM the day before – [89]:30 AM your time$/,
    );
    await expect(page.locator('[data-local-time="reply"]').first()).toContainText(
      /expect a reply by \w{3} \d{1,2}:\d\d [AP]M your time \(UTC−[45]\)/,
    );
  });
});

test.describe("call windows against our desk hours", () => {
  test.use({ timezoneId: "Europe/London" });

  test("a visitor in London sees each window in IST on the day they pick, Saturday's short hours included, and India's when they pick it", async ({
    page,
  }) => {
    await page.goto("/book");
    const form = page.locator("#request-a-call");
    await form.scrollIntoViewIfNeeded();
    await expect(form.getByLabel("Your time zone")).toHaveValue("Europe/London");
    const windowChoice = form.getByLabel("Time of day");
    await expect(windowChoice).toHaveAccessibleDescription(
      /Monday – Friday 9:00–20:00 · Saturday 10:00–14:00 · Sunday closed\. For a window outside them, we email you to agree a time\. Your windows on a weekday:/,
    );
    // 28 November onwards London is on GMT: 16:00–20:00 is 21:30–1:30 IST. 2 December is a Wednesday.
    const day = form.getByLabel("Preferred day");
    await day.fill("2026-12-02");
    await day.dispatchEvent("change");
    await expect(windowChoice).toHaveAccessibleDescription(/Your windows on Wednesday 2 December:/);
    await expect(windowChoice).toHaveAccessibleDescription(
      /Evening \(16:00–20:00\) · Wednesday 21:30–1:30 IST, outside our desk hours\./,
    );
    await expect(windowChoice).toHaveAccessibleDescription(
      /Morning \(9:00–12:00\) · Wednesday 14:30–17:30 IST, within our desk hours\./,
    );
    // On Saturday we close at 14:00 IST, before a London morning begins.
    await day.fill("2026-12-05");
    await day.dispatchEvent("change");
    await expect(windowChoice).toHaveAccessibleDescription(
      /Morning \(9:00–12:00\) · Saturday 14:30–17:30 IST, outside our desk hours/,
    );
    await form.getByLabel("Your time zone").selectOption("Asia/Kolkata");
    await expect(windowChoice).toHaveAccessibleDescription(
      /Morning \(9:00–12:00\) · partly outside our desk hours\..*Evening \(16:00–20:00\) · outside our desk hours/,
    );
    await day.fill("2026-12-02");
    await day.dispatchEvent("change");
    await expect(windowChoice).toHaveAccessibleDescription(
      /Evening \(16:00–20:00\) · within our desk hours\./,
    );
  });

  test.describe("in India", () => {
    test.use({ timezoneId: "Asia/Kolkata" });

    test("the form picks India once, by the list's own name, whatever alias the browser uses", async ({
      page,
    }) => {
      await page.goto("/book");
      const zone = page.locator("#request-a-call").getByLabel("Your time zone");
      await zone.scrollIntoViewIfNeeded();
      await expect(zone).toHaveValue("Asia/Kolkata");
      await expect(zone.locator("option", { hasText: "Kolkata" })).toHaveCount(1);
    });
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("the form says which of India's windows are inside our hours", async ({ page }) => {
      await page.goto("/book");
      const windowChoice = page.locator("#request-a-call").getByLabel("Time of day");
      await expect(windowChoice).toHaveAccessibleDescription(
        /Morning \(9:00–12:00\) · within our desk hours\..*Evening \(16:00–20:00\) · within our desk hours\./,
      );
      // The early and late windows are for callers far west of India.
      await expect(windowChoice).toHaveAccessibleDescription(
        /Early morning \(7:00–9:00\) · outside our desk hours\./,
      );
    });
  });
});

test("/engagements tells a buyer abroad how payment, prices, GST, hours and the contract work, and pricing and the FAQ link it", async ({
  page,
}) => {
  await page.goto("/engagements");
  const section = page.locator("section#working-from-abroad");
  await expect(section.getByRole("heading", { level: 2 })).toHaveText(
    "Working with Us from Outside India",
  );
  await expect(section).toContainText("We quote, invoice and take payment in Indian rupees");
  await expect(section).toContainText("international bank transfer (SWIFT)");
  await expect(section).toContainText("zero-rated");
  await expect(section.getByRole("link", { name: "Payment Policy, section 5" })).toHaveAttribute(
    "href",
    "/payment#how-to-pay",
  );
  for (const [name, id] of [
    ["US dollars", "usd"],
    ["Euros", "eur"],
    ["Pounds sterling", "gbp"],
  ]) {
    await expect(section.getByRole("link", { name })).toHaveAttribute(
      "href",
      `/pricing?currency=${id}`,
    );
  }
  await expect(section.getByTestId("business-hours")).toContainText("9:00 AM – 8:00 PM IST");
  // The section's anchors resolve: the payment policy's section 5 is there.
  await page.goto("/payment#how-to-pay");
  await expect(page.locator("#how-to-pay")).toContainText("How to pay");

  await page.goto("/pricing");
  await expect(
    page
      .getByTestId("currency-choice")
      .getByRole("link", { name: "working with us from outside India" }),
  ).toHaveAttribute("href", "/engagements#working-from-abroad");
  await page.goto("/contact");
  const abroad = page.getByTestId("faq").locator("details", {
    hasText: "Do you work with clients outside India?",
  });
  await abroad.locator("summary").click();
  await expect(
    abroad.getByRole("link", { name: "how working with us from outside India works" }),
  ).toHaveAttribute("href", "/engagements#working-from-abroad");
});

test("/payment and /service-agreement link on to /engagements and /trust, after the legal text", async ({
  page,
}) => {
  for (const path of ["/payment", "/service-agreement"]) {
    await page.goto(path);
    const seeAlso = page.getByRole("navigation", { name: "See also" });
    await expect(seeAlso.getByRole("link", { name: "How We Work Together" })).toHaveAttribute(
      "href",
      "/engagements",
    );
    await expect(seeAlso.getByRole("link", { name: "Trust and Security" })).toHaveAttribute(
      "href",
      "/trust",
    );
    await expect(
      seeAlso.getByRole("link", { name: "Working with Us from Outside India" }),
    ).toHaveAttribute("href", "/engagements#working-from-abroad");
    // Not inside the legal text: it follows it.
    expect(await page.locator(".prose-content").getByText("See also").count()).toBe(0);
    const follows = await seeAlso.evaluate(
      (nav) =>
        document.querySelector(".prose-content")!.compareDocumentPosition(nav) &
        Node.DOCUMENT_POSITION_FOLLOWING,
    );
    expect(follows, path).toBeTruthy();
  }
  await page.goto("/privacy");
  await expect(page.getByRole("navigation", { name: "See also" })).toHaveCount(0);
});
