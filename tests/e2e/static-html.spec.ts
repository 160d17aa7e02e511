import { expect, test } from "@playwright/test";
import { caseStudies } from "../../app/content/case-studies";
import { services } from "../../app/content/services";
import { pathTo } from "../../app/route-paths";
import { waitForHydration } from "../support/shell-helpers";

/**
 * Server-rendered `<StaticHtml>` blocks (docs/decisions/011): the document carries their markup
 * once, hydration keeps it, and a client-side navigation fetches the next page's blocks.
 */

test("a page's static markup is in its document once, not again in the hydration data", async ({
  request,
}) => {
  const study = caseStudies[0]!;
  const html = await (await request.get(pathTo("case-study", { slug: study.slug }))).text();
  // A sentence of the problem section is nowhere else (not in meta tags or JSON-LD).
  const sentence = study.problem[0]!.slice(0, 60);
  const escaped = sentence.replace(/'/g, "&#x27;").replace(/"/g, "&quot;");
  const occurrences = html.split(escaped).length - 1 + (html.split(sentence).length - 1);
  expect(occurrences).toBe(1);
});

test("client-side navigation shows the next page's static blocks, and Back the previous", async ({
  page,
}) => {
  const [first, second] = services;
  await page.goto(pathTo("services", { slug: first!.slug }));
  await waitForHydration(page);
  // Marks this document: a full reload would lose it.
  await page.evaluate(
    () => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true),
  );
  const heading = page.getByRole("heading", { level: 1 });
  await expect(heading).toHaveText(first!.title);

  // Same route, other slug: the block is replaced in place.
  await page
    .locator(`main a[href="${pathTo("services", { slug: second!.slug })}"]`)
    .first()
    .click();
  await expect(page).toHaveURL(pathTo("services", { slug: second!.slug }));
  await expect(heading).toHaveText(second!.title);

  // Another route: its blocks arrive with its data.
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Home" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "We design and build software that grows your business",
  );
  await expect(page.getByTestId("testimonial-strip").locator("figure").first()).toBeVisible();

  await page.goBack();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(second!.title);
  expect(
    await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument),
  ).toBe(true);
});
