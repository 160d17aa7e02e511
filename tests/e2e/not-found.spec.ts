import { expect, test } from "@playwright/test";

test("an unknown path answers 404 with the not-found screen and logs the path", async ({
  page,
}) => {
  const logged: string[] = [];
  page.on("console", (message) => logged.push(message.text()));
  const response = await page.goto("/this/page/does-not-exist");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Oops! Page not found");
  await expect(page.getByText("404", { exact: true })).toBeVisible();
  const home = page.getByRole("link", { name: "Return to Home" });
  await expect(home).toHaveAttribute("href", "/");
  await expect
    .poll(() => logged.some((line) => line.includes("/this/page/does-not-exist")))
    .toBe(true);
});

test("a mistyped path's not-found page names the page it meant and the usual next steps", async ({
  page,
}) => {
  const response = await page.goto("/servces");
  expect(response?.status()).toBe(404);
  const nearest = page.getByTestId("nearest-page");
  await expect(nearest).toHaveText("Did you mean All Services?");
  await nearest.getByRole("link", { name: "All Services" }).click();
  await expect(page).toHaveURL(/\/services$/);
  await page.goto("/this/page/does-not-exist");
  await expect(page.getByTestId("nearest-page")).toHaveCount(0);
  const onward = page.getByRole("navigation", { name: "Or go straight to" });
  for (const [name, href] of [
    ["All Services", "/services"],
    ["Portfolio", "/portfolio"],
    ["Pricing Plans", "/pricing"],
    ["Instant Estimate", "/estimate"],
    ["Contact", "/contact"],
  ]) {
    await expect(onward.getByRole("link", { name })).toHaveAttribute("href", href!);
  }
});

test("an unknown slug under a known screen is a 404 too", async ({ request }) => {
  for (const path of [
    "/services/not-a-service",
    "/apps/not-an-app",
    "/tech-stack/frontend/cobol",
  ]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(404);
  }
});
