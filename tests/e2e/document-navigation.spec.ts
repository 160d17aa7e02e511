import { expect, test } from "@playwright/test";
import { caseStudies } from "../../app/content/case-studies";
import { services } from "../../app/content/services";
import { pathTo } from "../../app/route-paths";
import { waitForHydration } from "../support/shell-helpers";

/**
 * Server-rendered pages (docs/decisions/024): the document carries their markup once, and moving
 * between pages is a document navigation made quick by speculation rules and view transitions.
 */

test("a page's static markup is in its document once: no hydration data repeats it", async ({
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

test("links are document navigations: no client router, Back returns to the page", async ({
  page,
}) => {
  const [first, second] = services;
  await page.goto(pathTo("services", { slug: first!.slug }));
  await waitForHydration(page);
  // Marks this document: a client-side navigation would keep it.
  await page.evaluate(
    () => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true),
  );
  await page
    .locator(`main a[href="${pathTo("services", { slug: second!.slug })}"]`)
    .first()
    .click();
  await expect(page).toHaveURL(pathTo("services", { slug: second!.slug }));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(second!.title);
  expect(
    await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument),
  ).toBeUndefined();

  // From a page with an island too: the header's Home link loads home as a document.
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Home" }).click();
  await waitForHydration(page);
  await expect(page.getByTestId("testimonial-strip").locator("figure").first()).toBeVisible();
  await page.goBack();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(second!.title);
});

test("every page asks for speculative prerendering and cross-document view transitions", async ({
  page,
}) => {
  await page.goto(pathTo("pricing"));
  const rules = JSON.parse(
    (await page.locator('script[type="speculationrules"]').textContent()) ?? "{}",
  ) as { prerender?: Array<{ eagerness?: string }> };
  expect(rules.prerender?.[0]?.eagerness).toBe("moderate");
  const viewTransition = await page.evaluate(() =>
    [...document.styleSheets].some((sheet) =>
      [...sheet.cssRules].some((rule) =>
        /@view-transition\s*\{\s*navigation: auto/.test(rule.cssText),
      ),
    ),
  );
  expect(viewTransition).toBe(true);
});
