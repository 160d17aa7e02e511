import { expect, test } from "@playwright/test";
import { productScreens } from "../../app/content/product-screens";
import { caseStudiesForTech, projectOf } from "../../app/content/relations";
import { techGroups } from "../../app/content/technologies";

test("the tech stack shows three groups of five with self-hosted logos", async ({ page }) => {
  await page.goto("/tech-stack");
  await expect(page).toHaveTitle(/^Our Tech Stack \|/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Our Tech Stack");
  const groups = page.getByTestId("tech-group");
  await expect(groups).toHaveCount(3);
  for (const [i, group] of techGroups.entries()) {
    await expect(groups.nth(i).getByRole("heading", { name: group.title })).toBeVisible();
    await expect(groups.nth(i).getByText(group.description)).toBeVisible();
    await expect(groups.nth(i).getByTestId("tech-item")).toHaveText(
      group.technologies.map((t) => t.name),
    );
  }
  const logos = page.getByTestId("tech-item").locator("img");
  await expect(logos).toHaveCount(15);
  for (const logo of await logos.all()) {
    const src = await logo.getAttribute("src");
    expect(src).toMatch(/^\/generated\/tech\/[a-z0-9]+\.svg$/);
    const res = await page.request.get(src!);
    expect(res.status()).toBe(200);
    expect(await res.text()).toContain("<path");
  }
});

test("a technology page opens with its technology, then the stack with it marked", async ({
  page,
}) => {
  await page.goto("/tech-stack/mobile-ai/pytorch");
  await expect(page).toHaveTitle(/^PyTorch Development \|/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("PyTorch Development");
  const current = page.locator('[aria-current="page"]');
  await expect(current).toHaveCount(1);
  await expect(current).toHaveText("PyTorch");
  await expect(current).toHaveAttribute("href", "/tech-stack/mobile-ai/pytorch");
  await expect(page.getByRole("heading", { name: "What We Build with PyTorch" })).toBeVisible();
  await expect(page.getByTestId("tech-item")).toHaveCount(15);
});

test("a technology page opens with work built with it, or its logo when no case study used it yet", async ({
  page,
}) => {
  await page.goto("/tech-stack/frontend/react");
  const hero = page.locator("header figure");
  // The first case study whose stack lists React, with the screen, the logo and a link to it.
  const study = caseStudiesForTech("react")[0]!;
  await expect(hero.getByRole("img", { name: "React logo" })).toBeVisible();
  await expect(hero.getByRole("img", { name: productScreens[study.slug].alt })).toBeVisible();
  await expect(hero.locator("figcaption")).toContainText("Built with React:");
  await expect(hero.getByRole("link", { name: projectOf(study).title })).toHaveAttribute(
    "href",
    `/portfolio/${study.slug}`,
  );

  expect(caseStudiesForTech("vuejs")).toHaveLength(0);
  await page.goto("/tech-stack/frontend/vuejs");
  await expect(page.locator("header figure")).toHaveCount(0);
  await expect(page.getByRole("img", { name: "Vue.js logo" })).toBeVisible();
  // Not a logo alone: the technologies it is usually paired with sit around it.
  await expect(
    page
      .locator("header")
      .getByRole("list", { name: "Usually paired with Vue.js" })
      .getByRole("listitem"),
  ).toHaveText(["TypeScript", "Tailwind CSS", "Django"]);
});

test("a group's own address, a shortened technology URL, leads to its section of the stack", async ({
  request,
}) => {
  const response = await request.get("/tech-stack/backend", { maxRedirects: 0 });
  expect(response.status()).toBe(301);
  expect(response.headers().location).toBe("/tech-stack#backend");
  // An unknown group is still not a page.
  expect((await request.get("/tech-stack/cobol")).status()).toBe(404);
});
