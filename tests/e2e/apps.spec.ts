import { expect, test, type Page } from "@playwright/test";
import { appCategories, solutionAreas } from "../../app/content/apps";
import { pathTo } from "../../app/route-paths";
import { distinctTags } from "../../app/lib/app-filter";
import { expectNoA11yViolations, useTheme } from "../support/fixtures";
import { waitForHydration } from "../support/shell-helpers";

const viewports = [
  { name: "desktop", viewport: { width: 1280, height: 800 } },
  { name: "phone portrait", viewport: { width: 390, height: 844 } },
] as const;

const cardTitles = (page: Page) => page.getByTestId("app-grid").locator("article h3");
const searchBox = (page: Page) => page.getByRole("searchbox", { name: "Search apps" });
const chip = (page: Page, name: string) =>
  page.getByRole("group", { name: "Filter by tag" }).getByRole("button", { name, exact: true });

/** Waits until React has hydrated, so typed input reaches the live filter. */
async function hydrated(page: Page) {
  await page.locator('form[role="search"][data-hydrated="true"]').waitFor();
}

for (const { name, viewport } of viewports) {
  test.describe(`apps screen (${name})`, () => {
    test.use({ viewport });

    test("shows the title, the search box, sorted chips and all 14 cards", async ({ page }) => {
      await page.goto("/apps");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Our App Solutions");
      await expect(searchBox(page)).toHaveAttribute("placeholder", "Search apps...");
      const chips = page.getByRole("group", { name: "Filter by tag" }).getByRole("button");
      await expect(chips).toHaveText(["All", ...distinctTags(appCategories)]);
      await expect(chip(page, "All")).toHaveAttribute("aria-pressed", "true");
      await expect(cardTitles(page)).toHaveCount(14);
      await expect(cardTitles(page)).toHaveText(appCategories.map((c) => c.title));
    });

    test("search matches title and description, ignoring case, and clears", async ({ page }) => {
      await page.goto("/apps");
      await hydrated(page);
      await searchBox(page).fill("CRYPTO");
      await expect(cardTitles(page)).toHaveText(["Crypto & NFT"]);
      await expect(page).toHaveURL(/\/apps\?q=CRYPTO$/);
      await searchBox(page).fill("telemedicine");
      await expect(cardTitles(page)).toHaveText(["Doctor & Pharmacy"]);
      await searchBox(page).fill("no such app anywhere");
      await expect(page.getByText("No apps found matching your criteria.")).toBeVisible();
      await expect(cardTitles(page)).toHaveCount(0);
      // Not a dead end: the search becomes the subject of a brief.
      await expect(page.getByRole("link", { name: "Tell Us Your Idea" })).toHaveAttribute(
        "href",
        "/contact?subject=App+idea%3A+no+such+app+anywhere#contact-form-title",
      );
      await page.getByRole("button", { name: "Clear search" }).click();
      await expect(searchBox(page)).toHaveValue("");
      await expect(searchBox(page)).toBeFocused();
      await expect(cardTitles(page)).toHaveCount(14);
      await expect(page).toHaveURL(/\/apps$/);
    });

    test("a tag chip filters, combines with search and is a single choice", async ({ page }) => {
      await page.goto("/apps");
      await hydrated(page);
      await chip(page, "Fintech").click();
      await expect(chip(page, "Fintech")).toHaveAttribute("aria-pressed", "true");
      await expect(chip(page, "All")).toHaveAttribute("aria-pressed", "false");
      await expect(cardTitles(page)).toHaveText(["Crypto & NFT", "Payment & Banking"]);
      await searchBox(page).fill("upi");
      await expect(cardTitles(page)).toHaveText(["Payment & Banking"]);
      await expect(page).toHaveURL(/[?&]tag=Fintech/);
      // Keyboard: the chips are buttons, so Enter/Space choose them.
      await chip(page, "Video").focus();
      await page.keyboard.press("Enter");
      await expect(chip(page, "Video")).toHaveAttribute("aria-pressed", "true");
      await expect(chip(page, "Fintech")).toHaveAttribute("aria-pressed", "false");
      await expect(page.getByText("No apps found matching your criteria.")).toBeVisible();
      await chip(page, "All").press("Space");
      await expect(cardTitles(page)).toHaveText(["Payment & Banking"]);
    });

    test("the server renders the filtered result for a shared URL", async ({ page, request }) => {
      const page_ = await (await request.get("/apps?q=music&tag=Streaming")).text();
      // The page's own content: the header's Solutions panel lists every category on every page.
      const html = page_.slice(page_.indexOf("<main"), page_.indexOf("</main>"));
      expect(html).toContain("OTT &amp; Music");
      expect(html).not.toContain("Crypto &amp; NFT</a>");
      const errors: string[] = [];
      page.on("console", (m) => {
        if (m.type() === "error") errors.push(m.text());
      });
      await page.goto("/apps?q=music&tag=Streaming");
      await hydrated(page);
      await expect(cardTitles(page)).toHaveText(["OTT & Music"]);
      await expect(searchBox(page)).toHaveValue("music");
      await expect(chip(page, "Streaming")).toHaveAttribute("aria-pressed", "true");
      expect(errors.filter((e) => /hydrat/i.test(e))).toEqual([]);
    });

    test("the back button restores the previous filter", async ({ page }) => {
      await page.goto("/apps");
      await hydrated(page);
      await chip(page, "Education").click();
      await expect(cardTitles(page)).toHaveText(["Online Classes"]);
      await searchBox(page).fill("zzz");
      await expect(cardTitles(page)).toHaveCount(0);
      await page.goBack();
      await expect(searchBox(page)).toHaveValue("");
      await expect(cardTitles(page)).toHaveText(["Online Classes"]);
      await page.goBack();
      await expect(cardTitles(page)).toHaveCount(14);
      await expect(chip(page, "All")).toHaveAttribute("aria-pressed", "true");
    });

    test("slug and solution pages lead with their own category or area", async ({ page }) => {
      await page.goto("/apps/payment-banking");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        "Payment & Banking App Development",
      );
      await expect(page).toHaveTitle(/^Payment & Banking App Development \|/);
      await expect(cardTitles(page).first()).toHaveText("Payment & Banking");
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        "href",
        /\/apps\/payment-banking$/,
      );

      await page.goto("/solutions/ecommerce");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("eCommerce Solutions");
      await expect(page).toHaveTitle(/^eCommerce Solutions \|/);
      await expect(cardTitles(page).nth(0)).toHaveText("eCommerce, Grocery & Laundry");
      await expect(cardTitles(page).nth(1)).toHaveText("Food & Restaurant");

      await page.goto(`/apps?category=${encodeURIComponent("Fitness & Workout")}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        "Fitness & Workout App Development",
      );
      await expect(cardTitles(page).first()).toHaveText("Fitness & Workout");
    });
  });
}

test("filtering keeps the page's own path: a slug page, /apps?category=…", async ({ page }) => {
  // A slug page ignores a stray ?category=; the filter stays on the slug's page.
  await page.goto(`/apps/payment-banking?category=${encodeURIComponent("Food & Restaurant")}`);
  await hydrated(page);
  await searchBox(page).fill("upi");
  await expect(page).toHaveURL(/\/apps\/payment-banking\?q=upi$/);
  // /apps?category=… stays on /apps and carries the parameter.
  await page.goto(`/apps?category=${encodeURIComponent("Fitness & Workout")}`);
  await hydrated(page);
  await chip(page, "Health").click();
  await expect(page).toHaveURL(/\/apps\?category=Fitness\+%26\+Workout&tag=Health$/);
});

test("a modified click on Clear filters keeps the browser's meaning", async ({ page, context }) => {
  await page.goto("/apps?q=food");
  await hydrated(page);
  const opened = context.waitForEvent("page");
  await page.getByRole("link", { name: "Clear filters" }).click({ modifiers: ["ControlOrMeta"] });
  await (await opened).close();
  // The page itself kept its filter.
  await expect(searchBox(page)).toHaveValue("food");
  await expect(page).toHaveURL(/\/apps\?q=food$/);
  await page.getByRole("link", { name: "Clear filters" }).click();
  await expect(searchBox(page)).toHaveValue("");
  await expect(page).toHaveURL(/\/apps$/);
  await expect(cardTitles(page)).toHaveCount(14);
  // The link went with the filters: focus is in the box, where a new search starts.
  await expect(searchBox(page)).toBeFocused();
});

test("a search keeps the chosen tag and the page's currency, and so does Clear filters", async ({
  page,
}) => {
  const usd = page.locator('[data-fx="usd"]').first();
  await page.goto("/apps/payment-banking?tag=Fintech&currency=usd");
  await hydrated(page);
  await searchBox(page).fill("upi");
  await expect(page).toHaveURL(/\/apps\/payment-banking\?q=upi&tag=Fintech&currency=usd$/);
  await searchBox(page).press("Enter");
  await expect(page).toHaveURL(/\/apps\/payment-banking\?q=upi&tag=Fintech&currency=usd$/);
  await chip(page, "All").click();
  await expect(page).toHaveURL(/\/apps\/payment-banking\?q=upi&currency=usd$/);
  await page.getByRole("link", { name: "Clear filters" }).click();
  await expect(page).toHaveURL(/\/apps\/payment-banking\?currency=usd$/);
  await expect(searchBox(page)).toBeFocused();
  await page.reload();
  await expect(usd).toHaveText(/^about \$/);
});

test("a chip answers in the tap's frame, URL included; typing at once keeps both", async ({
  page,
}) => {
  await page.goto("/apps");
  await hydrated(page);
  // What the first frame after the click paints: read in the animation frame that shows it.
  await page.evaluate(() => {
    (window as unknown as { firstFrame: Promise<unknown> }).firstFrame = new Promise((resolve) => {
      const check = () => {
        const pressed = document.querySelector('button[name="tag"][aria-pressed="true"]');
        if (pressed?.getAttribute("value") !== "Health") return requestAnimationFrame(check);
        resolve({
          cards: document.querySelectorAll('[data-testid="app-grid"] article').length,
          search: location.search,
        });
      };
      requestAnimationFrame(check);
    });
  });
  await chip(page, "Health").click();
  expect(
    await page.evaluate(() => (window as unknown as { firstFrame: Promise<unknown> }).firstFrame),
  ).toEqual({ cards: 2, search: "?tag=Health" });

  // A search typed right after a chip's tap, before React has rendered the tap: the URL carries
  // both, and each is a step Back undoes.
  await page.evaluate(() => {
    document.querySelector<HTMLButtonElement>('button[name="tag"][value="Fintech"]')!.click();
    queueMicrotask(() => {
      const input = document.querySelector<HTMLInputElement>('input[name="q"]')!;
      const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")!.set!;
      setValue.call(input, "upi");
      input.dispatchEvent(new Event("input", { bubbles: true }));
    });
  });
  await expect(page).toHaveURL(/\/apps\?q=upi&tag=Fintech$/);
  await expect(searchBox(page)).toHaveValue("upi");
  await expect(cardTitles(page)).toHaveText(["Payment & Banking"]);
  await page.goBack();
  await expect(page).toHaveURL(/\/apps\?tag=Fintech$/);
  await expect(searchBox(page)).toHaveValue("");
  await page.goBack();
  await expect(page).toHaveURL(/\/apps\?tag=Health$/);
  await expect(cardTitles(page)).toHaveText(["Doctor & Pharmacy", "Fitness & Workout"]);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the search box and the chips work as a GET form", async ({ page }) => {
    await page.goto("/apps");
    await searchBox(page).fill("streaming");
    await searchBox(page).press("Enter");
    await expect(page).toHaveURL(/\/apps\?q=streaming/);
    await expect(cardTitles(page)).toHaveText(["OTT & Music"]);
    await chip(page, "Entertainment").click();
    await expect(page).toHaveURL(/q=streaming&tag=Entertainment/);
    await expect(cardTitles(page)).toHaveText(["OTT & Music"]);
    await expect(chip(page, "Entertainment")).toHaveAttribute("aria-pressed", "true");
    // The box's clear button needs JavaScript, so it is not offered; Clear filters is a link.
    await expect(page.getByRole("button", { name: "Clear search" })).toHaveCount(0);
    await page.getByRole("link", { name: "Clear filters" }).click();
    await expect(page).toHaveURL(/\/apps$/);
  });

  test("Enter in the search box keeps the chosen tag", async ({ page }) => {
    await page.goto("/apps?tag=Fintech");
    await searchBox(page).fill("app");
    await searchBox(page).press("Enter");
    await expect(page).toHaveURL(/\/apps\?tag=Fintech&q=app$/);
    await expect(chip(page, "Fintech")).toHaveAttribute("aria-pressed", "true");
    await expect(cardTitles(page)).toHaveText(["Payment & Banking"]);
  });

  test("the search, the chips and Clear filters keep the page's currency", async ({ page }) => {
    const usd = page.locator('[data-fx="usd"]').first();
    await page.goto("/apps/payment-banking?currency=usd");
    await expect(usd).toHaveText(/^about \$/);
    await searchBox(page).fill("upi");
    await searchBox(page).press("Enter");
    await expect(page).toHaveURL(/\/apps\/payment-banking\?q=upi&currency=usd$/);
    await expect(usd).toHaveText(/^about \$/);
    await chip(page, "Fintech").click();
    await expect(page).toHaveURL(/\/apps\/payment-banking\?q=upi&tag=Fintech&currency=usd$/);
    await expect(usd).toHaveText(/^about \$/);
    await page.getByRole("link", { name: "Clear filters" }).click();
    await expect(page).toHaveURL(/\/apps\/payment-banking\?currency=usd$/);
    await expect(usd).toHaveText(/^about \$/);
  });
});

test("on a phone, a link to a tag shows its chip pressed within the row", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const last = distinctTags(appCategories).at(-1)!;
  await page.goto(`/apps?tag=${encodeURIComponent(last)}`);
  await waitForHydration(page);
  const pressed = chip(page, last);
  await expect(pressed).toHaveAttribute("aria-pressed", "true");
  await expect(pressed).toBeInViewport({ ratio: 1 });
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});

// The prerendered finder pages (/apps, every /apps/{slug} and /solutions/{area}) are audited by
// a11y-all-routes.spec.ts in both themes; the empty result exists only as a rendered answer.
for (const theme of ["light", "dark"] as const) {
  test(`/apps?q=zzz (no results) has no axe violations (${theme})`, async ({ page }) => {
    await useTheme(page, theme);
    await page.goto("/apps?q=zzz");
    await expectNoA11yViolations(page);
  });
}

test("a category without a page of its own leads to a brief, not nowhere", async ({ page }) => {
  await page.goto("/apps");
  const card = page.getByTestId("app-grid").locator("article", { hasText: "Other Popular Apps" });
  // (Chromium puts a space before the visually hidden part of the name.)
  await expect(card.getByRole("link")).toHaveAccessibleName(
    /^Tell Us Your Idea ?: Other Popular Apps$/,
  );
  await expect(card.getByRole("link")).toHaveAttribute(
    "href",
    "/contact?subject=App+idea%3A+Other+Popular+Apps#contact-form-title",
  );
  await card.getByRole("link").click();
  await expect(page.getByLabel("Subject", { exact: true })).toHaveValue(
    "App idea: Other Popular Apps",
  );
});

test("a category with a page is one target: its cue, its tags and its title all open the page", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto("/apps");
  const grid = page.getByTestId("app-grid");
  const card = grid.locator("article", { hasText: "Food & Restaurant" });
  // One link per card for a screen reader (the title); the cue is what a sighted visitor reads.
  await expect(card.getByRole("link")).toHaveCount(1);
  await expect(card.getByText("See what we build")).toBeVisible();
  // Every card ends on its next step, so the tags of a row end on one line: the third row (four
  // cards at 1440 px) holds Community & Religious, whose next step is a brief, among cards
  // with pages of their own.
  const row = [8, 9, 10, 11].map((n) => grid.getByRole("article").nth(n));
  await expect(row[3]!).toContainText("Tell Us Your Idea");
  const tagBottoms = await Promise.all(
    row.map(async (article) => {
      const box = (await article.getByRole("list", { name: "Tags" }).boundingBox())!;
      return box.y + box.height;
    }),
  );
  expect(Math.max(...tagBottoms) - Math.min(...tagBottoms)).toBeLessThan(2);
  // A click on the tags lands on the card's link, stretched over them (so not a locator click,
  // which refuses a target another element covers).
  await card.scrollIntoViewIfNeeded();
  const tags = (await card.getByRole("list", { name: "Tags" }).boundingBox())!;
  await page.mouse.click(tags.x + tags.width / 2, tags.y + tags.height / 2);
  await expect(page).toHaveURL(/\/apps\/food-restaurant$/);
  // Its one case study takes the row, the screen beside the text, rather than a third of it.
  const studies = page.locator("section", {
    has: page.getByRole("heading", { name: "Apps of This Kind We Have Built" }),
  });
  const only = studies.getByRole("article");
  await expect(only).toHaveCount(1);
  const [list, cardBox] = [
    (await studies.getByRole("list").boundingBox())!,
    (await only.boundingBox())!,
  ];
  expect(cardBox.width).toBeGreaterThan(list.width - 2);
  expect(cardBox.height).toBeLessThan(cardBox.width / 2);
});

test("/apps and every business area link the business areas, which the navbar does not list", async ({
  page,
}) => {
  const areaLinks = () =>
    page.getByRole("navigation", { name: "Solutions by business area" }).getByRole("link");
  const pathOf = (area: (typeof solutionAreas)[number]) => pathTo("solutions", { area: area.slug });
  await page.goto(pathTo("apps"));
  await expect(areaLinks()).toHaveCount(solutionAreas.length);
  for (const area of solutionAreas) {
    await expect(areaLinks().filter({ hasText: area.title })).toHaveAttribute("href", pathOf(area));
  }
  for (const area of solutionAreas) {
    await page.goto(pathOf(area));
    const others = solutionAreas.filter((other) => other.slug !== area.slug);
    await expect(areaLinks(), area.slug).toHaveText(others.map((other) => other.title));
  }
});
