import { expect, test } from "@playwright/test";
import { callLabels } from "../../app/content/facts";
import { serviceHighlights, services } from "../../app/content/services";
import { siteConfig } from "../../app/site.config";

test("the services screen shows 3 highlights and 8 service cards with category and Learn More", async ({
  page,
}) => {
  await page.goto("/services");
  await expect(page).toHaveTitle(/^Our Services \|/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Our Services");
  for (const h of serviceHighlights) {
    await expect(page.getByRole("heading", { level: 3, name: h.title })).toBeVisible();
  }
  const cards = page.getByTestId("service-grid").locator("> li");
  await expect(cards).toHaveCount(8);
  for (const [i, service] of services.entries()) {
    const card = cards.nth(i);
    await expect(card.getByRole("link", { name: service.title })).toHaveAttribute(
      "href",
      `/services/${service.slug}`,
    );
    await expect(card.getByText(service.category, { exact: true })).toBeVisible();
    await expect(card.getByText("Learn More")).toBeVisible();
  }
});

test("the services list ends with a way on: a free consultation or the estimate", async ({
  page,
}) => {
  await page.goto("/services");
  const next = page.getByRole("region", { name: "Not sure which of these you need?" });
  await expect(next.getByRole("link", { name: "Estimate Your Project" })).toHaveAttribute(
    "href",
    "/estimate",
  );
  await next.getByRole("link", { name: callLabels.freeConsultation }).click();
  await expect(
    page.getByRole("dialog", { name: siteConfig.scheduling.events.freeConsultation.label }),
  ).toBeVisible();
});

test("service cards are four across at 1280 px and fewer on narrow screens", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/services");
  const tops = async () =>
    page
      .getByTestId("service-grid")
      .locator("> li")
      .evaluateAll((els) => els.map((e) => Math.round(e.getBoundingClientRect().top)));
  let rows = await tops();
  expect(new Set(rows.slice(0, 4)).size).toBe(1);
  expect(rows[4]).toBeGreaterThan(rows[0]!);
  await page.setViewportSize({ width: 1000, height: 900 });
  rows = await tops();
  expect(rows[3]).toBeGreaterThan(rows[0]!);
});

test("a service page opens with its service, then the same cards with it marked", async ({
  page,
}) => {
  const service = services[6];
  await page.goto(`/services/${service.slug}`);
  await expect(page).toHaveTitle(new RegExp(`^${service.title} Services \\|`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(service.title);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    "content",
    service.description,
  );
  await expect(page.getByTestId("service-grid").locator("> li")).toHaveCount(8);
  const current = page.locator('[aria-current="page"]', { hasText: service.title });
  await expect(current).toHaveCount(1);
  await expect(page.locator(`#service-${service.slug}`)).toHaveAttribute("data-selected", "true");
  // The page opens at its own story, not scrolled down to the card.
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  // Only the chosen service is marked.
  await expect(page.getByTestId("service-grid").locator('[aria-current="page"]')).toHaveCount(1);
  // The trail above the title is the one its BreadcrumbList states, up to the page itself.
  const trail = page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link");
  await expect(trail).toHaveText(["Home", "All Services"]);
  await expect(trail.nth(1)).toHaveAttribute("href", "/services");
  const listed = await page.locator('script[type="application/ld+json"]').evaluateAll((blocks) =>
    blocks
      .map(
        (block) =>
          JSON.parse(block.textContent ?? "{}") as {
            "@type"?: string;
            itemListElement?: { name: string }[];
          },
      )
      .find((block) => block["@type"] === "BreadcrumbList")
      ?.itemListElement?.map((item) => item.name),
  );
  expect(listed).toEqual(["Home", "All Services", service.title]);
});

test("titled cards leave no row with an empty cell: five as three and two, four as two and two", async ({
  page,
}) => {
  /** Each row of the list: how many cards, and how far the last one stops from the right edge. */
  const rows = () =>
    page.locator("#deliverables-title, #modules-title").evaluate((heading) => {
      const list = heading.closest("section")!.querySelector("ul")!;
      const right = list.getBoundingClientRect().right;
      const byTop = new Map<number, DOMRect[]>();
      for (const card of list.children) {
        const box = card.getBoundingClientRect();
        byTop.set(Math.round(box.top), [...(byTop.get(Math.round(box.top)) ?? []), box]);
      }
      return [...byTop.values()].map((boxes) => ({
        cards: boxes.length,
        gap: Math.round(right - boxes.at(-1)!.right),
      }));
    });
  const cases = [
    ["/services/web-development", 1280, [3, 2]],
    ["/services/web-development", 768, [2, 2, 1]],
    ["/services/ui-ux-design", 1280, [3, 3]],
    ["/apps/crypto-nft", 1280, [2, 2]],
  ] as const;
  for (const [path, width, counts] of cases) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(path);
    const measured = await rows();
    expect(
      measured.map((row) => row.cards),
      `${path} at ${width} px`,
    ).toEqual(counts);
    for (const row of measured) expect(row.gap, `${path} at ${width} px`).toBe(0);
  }
});
