import { expect, test } from "@playwright/test";
import { bookPagePath } from "../../app/content/call-request";
import { caseStudies } from "../../app/content/case-studies";
import { callLabels, companyFacts } from "../../app/content/facts";
import { portfolioProjects } from "../../app/content/portfolio";
import { caseStudyBySlug, estimateHref, headlineOutcome } from "../../app/content/relations";
import { formatContentDate, formatContentMonth } from "../../app/lib/content/dates";
import { formatInr } from "../../app/lib/inr";
import { formatOutcome } from "../../app/lib/outcome";
import { pathTo } from "../../app/route-paths";
import { siteConfig } from "../../app/site.config";
import { validateJsonLd } from "../support/json-ld";

test("the portfolio shows 11 cards of one height, each opening its case study or live site", async ({
  page,
}) => {
  await page.goto("/portfolio");
  await expect(page).toHaveTitle(/^Portfolio \|/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
  const cards = page.getByTestId("portfolio-card");
  await expect(cards).toHaveCount(11);
  for (const [i, project] of portfolioProjects.entries()) {
    const card = cards.nth(i);
    await expect(card.getByRole("heading", { name: project.title })).toBeVisible();
    await expect(card.getByText(project.category, { exact: true })).toBeVisible();
    // One heading and one link a card: the proof added to it is text, not another stop.
    await expect(card.getByRole("heading")).toHaveCount(1);
    await expect(card.getByRole("link")).toHaveCount(1);
    const link = card.getByRole("link", { name: /^View Project/ });
    await expect(link).toContainText("View Project");
    if ("liveUrl" in project && project.liveUrl) {
      // A real public site opens in a new tab, without opener or referrer.
      await expect(link).toHaveAttribute("href", project.liveUrl);
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", "noopener noreferrer");
    } else {
      await expect(link).toHaveAttribute("href", pathTo("case-study", { slug: project.slug }));
      await expect(link).not.toHaveAttribute("target", /.+/);
    }
  }
  // Every card is as tall as the tallest, at least the spec's 480 px, at each layout (one, two
  // and three columns), and its own text is never cut off.
  for (const width of [390, 768, 1024, 1280, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    const heights = await cards.evaluateAll((els) =>
      els.map((e) => e.getBoundingClientRect().height),
    );
    expect(Math.min(...heights), `${width} px`).toBeGreaterThanOrEqual(
      siteConfig.ui.portfolioCardHeightPx,
    );
    if (width >= 768) expect(new Set(heights).size, `${width} px`).toBe(1);
    const clipped = await cards.evaluateAll((els) =>
      els.flatMap((card) =>
        [...card.querySelectorAll("p, h3, a")]
          .filter(
            (el) =>
              el.scrollHeight > el.clientHeight + 1 ||
              el.getBoundingClientRect().bottom > card.getBoundingClientRect().bottom,
          )
          .map((el) => el.textContent),
      ),
    );
    expect(clipped, `${width} px`).toEqual([]);
  }
});

test("each portfolio card shows where its client is and its headline outcome", async ({ page }) => {
  // A buyer comparing agencies looks for proof and for a client like them (a UK buyer for a UK
  // client): both come from the case study, never typed into the card.
  await page.goto("/portfolio");
  const cards = page.getByTestId("portfolio-card");
  for (const [i, project] of portfolioProjects.entries()) {
    const study = caseStudyBySlug(project.slug)!;
    const card = cards.nth(i);
    const location = card.getByTestId("client-location");
    await expect(location).toBeVisible();
    await expect(location).toHaveText(`Client in ${study.client.location}`);
    const outcome = headlineOutcome(study)!;
    const { figure, unit } = formatOutcome(outcome);
    const line = card.getByTestId("headline-outcome");
    await expect(line).toBeVisible();
    await expect(line).toContainText(`${figure}${unit ? ` ${unit}` : ""}`);
    await expect(line).toContainText(outcome.label);
    // Under the description, above the button.
    const [description, proof, button] = await Promise.all([
      card.getByText(project.description).boundingBox(),
      line.boundingBox(),
      card.getByRole("link", { name: /^View Project/ }).boundingBox(),
    ]);
    expect(proof!.y).toBeGreaterThan(description!.y + description!.height - 1);
    expect(button!.y).toBeGreaterThan(proof!.y + proof!.height - 1);
    // The year it launched, under the proof with the button: a buyer asks how recent it is.
    const launched = card.getByTestId("launch-year");
    await expect(launched).toHaveText(`Launched ${study.launched.slice(0, 4)}`);
    await expect(launched.locator("time")).toHaveAttribute("datetime", study.launched);
    expect((await launched.boundingBox())!.y).toBeGreaterThan(proof!.y + proof!.height - 1);
  }
  await expect(cards.filter({ hasText: "ShipSure" }).getByTestId("client-location")).toContainText(
    "Manchester, United Kingdom",
  );
});

test("View Project opens the case study, which reads without JavaScript", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  try {
    await page.goto("/portfolio");
    await page
      .getByTestId("portfolio-card")
      .filter({ hasText: "PaySetu" })
      .getByRole("link", { name: /^View Project/ })
      .click();
    await expect(page).toHaveURL(/\/portfolio\/paysetu$/);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("bank audit");
    for (const section of [
      "What Changed",
      "The Problem",
      "What We Did",
      "Team and Timeline",
      "Built with",
    ]) {
      await expect(page.getByRole("heading", { name: section })).toBeVisible();
    }
    // The stack links to the technologies' own pages.
    await expect(page.getByRole("link", { name: "PostgreSQL", exact: true })).toHaveAttribute(
      "href",
      pathTo("tech-stack", { group: "backend", tech: "postgresql" }),
    );
    await expect(page.getByText("Rahul Verma")).toBeVisible();
  } finally {
    await context.close();
  }
});

test("every case study says when its product launched and when it was published, as its Article and the sitemap do", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  try {
    const sitemap = await (await page.request.get("/sitemap.xml")).text();
    for (const study of caseStudies) {
      const path = pathTo("case-study", { slug: study.slug });
      await page.goto(path);
      // Beside the client, where and how long: the facts under the headline.
      const launched = page.locator("header dl > div").filter({ hasText: "Launched" });
      await expect(launched.locator("dd"), study.slug).toHaveText(
        formatContentMonth(study.launched),
      );
      await expect(launched.locator("time")).toHaveAttribute("datetime", study.launched);
      const published = page.getByTestId("study-published");
      await expect(published).toHaveText(
        `Case study published ${formatContentDate(study.published)}`,
      );
      await expect(published.locator("time")).toHaveAttribute("datetime", study.published);
      const blocks = await page
        .locator('script[type="application/ld+json"]')
        .evaluateAll((scripts) =>
          scripts.map((s) => JSON.parse(s.textContent ?? "null") as unknown),
        );
      const article = blocks
        .flatMap((b) => (Array.isArray(b) ? b : [b]))
        .find((b) => (b as { "@type"?: unknown })["@type"] === "Article");
      expect(validateJsonLd(article)).toEqual([]);
      expect(article, study.slug).toMatchObject({
        datePublished: study.published,
        dateModified: study.published,
      });
      expect(sitemap).toContain(`${path}</loc><lastmod>${study.published}</lastmod>`);
    }
  } finally {
    await context.close();
  }
});

test("every case study closes with both calls and a similar estimate, and no plan floor as its price", async ({
  browser,
}) => {
  // A buyer review read "an Enterprise project … starts from 3,75,000 INR" under "24 weeks,
  // 9 people" as bait: the close says such a product is quoted after a discovery call.
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  try {
    for (const study of caseStudies) {
      await page.goto(`/portfolio/${study.slug}`);
      const close = page.locator("section[aria-labelledby=next-title]");
      await expect(close, study.slug).toContainText("quoted after a discovery call");
      // The one amount left is the discovery call's fee, in its button.
      expect((await close.innerText()).match(/\d[\d,]* INR/g), study.slug).toEqual([
        formatInr({ min: companyFacts.calls.discoveryCall.priceInr }),
      ]);
      await expect(close.getByRole("link", { name: callLabels.freeConsultation })).toHaveAttribute(
        "href",
        bookPagePath("freeConsultation"),
      );
      await expect(close.getByRole("link", { name: callLabels.discoveryCall })).toHaveAttribute(
        "href",
        bookPagePath("discoveryCall"),
      );
      await expect(close.getByRole("link", { name: "Estimate a Similar Project" })).toHaveAttribute(
        "href",
        estimateHref(study.estimate),
      );
    }
  } finally {
    await context.close();
  }
});

test("portfolio images are the site's own, sized, lazy below the fold, the first one prioritised", async ({
  page,
}) => {
  await page.goto("/portfolio");
  const images = page.getByTestId("portfolio-card").locator("img");
  await expect(images).toHaveCount(11);
  const first = images.first();
  await expect(first).toHaveAttribute("fetchpriority", "high");
  await expect(first).toHaveAttribute("loading", "eager");
  await expect(images.last()).toHaveAttribute("loading", "lazy");
  for (const img of await images.all()) {
    expect(await img.getAttribute("src")).toMatch(/^\/generated\/portfolio\/[a-z0-9-]+-\d+\.webp$/);
    expect(Number(await img.getAttribute("width"))).toBeGreaterThan(0);
    expect(Number(await img.getAttribute("height"))).toBeGreaterThan(0);
  }
  const avif = page.getByTestId("portfolio-card").first().locator('source[type="image/avif"]');
  await expect(avif).toHaveAttribute("srcset", /\.avif 400w, .*\.avif 800w$/);
  await expect
    .poll(() => first.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);
  const response = await page.request.get(
    await first.evaluate((img: HTMLImageElement) => img.currentSrc),
  );
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toMatch(/image\/(avif|webp)/);
});
