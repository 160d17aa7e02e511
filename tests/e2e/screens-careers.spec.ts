import { expect, test } from "@playwright/test";
import { jobOpenings } from "../../app/content/careers";
import { siteConfig } from "../../app/site.config";

test("careers shows a card per opening with its facts and three of each list", async ({ page }) => {
  await page.goto("/careers");
  await expect(page).toHaveTitle(/^Careers \|/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
  const cards = page.getByTestId("job-card");
  await expect(cards).toHaveCount(jobOpenings.length);
  const job = jobOpenings[0];
  const card = cards.first();
  await expect(card.getByRole("heading", { name: job.title })).toBeVisible();
  // A remote role says where applicants may live, as its JobPosting data does.
  const where = `Remote (${siteConfig.contact.location.country})`;
  expect(job.location).toBe("Remote");
  for (const fact of [job.department, where, job.type, job.salary]) {
    await expect(card.getByText(fact, { exact: true }).first()).toBeVisible();
  }
  await expect(card.getByTestId("job-requirements").locator("li")).toHaveText(
    job.requirements.slice(0, 3),
  );
  await expect(card.getByTestId("job-responsibilities").locator("li")).toHaveText(
    job.responsibilities.slice(0, 3),
  );
  // The rest of each list is one tap away, not only in the page's structured data.
  const more = card.getByText(`${job.requirements.length - 3} more requirements`);
  const hidden = job.requirements.at(-1)!;
  await expect(card.getByText(hidden, { exact: true })).toBeHidden();
  await more.click();
  await expect(card.getByText(hidden, { exact: true })).toBeVisible();
});

test("Apply Now is a mailto link with the encoded subject and a greeting", async ({ page }) => {
  await page.goto("/careers");
  const job = jobOpenings[0];
  const href = await page.getByRole("link", { name: /^Apply Now/ }).getAttribute("href");
  expect(href).not.toBeNull();
  expect(href).not.toMatch(/\s/);
  const [address, query] = href!.replace(/^mailto:/, "").split("?");
  expect(address).toBe(siteConfig.contact.careersEmail);
  const params = new URLSearchParams(query);
  expect(params.get("subject")).toBe(`Application for ${job.title} Position`);
  expect(params.get("body")).toContain(`Dear ${siteConfig.brandName} Hiring Team`);
  expect(href).toContain("subject=Application%20for%20UI%2FUX%20Graphic%20Designer%20Position");
});

test("each opening has a page of its own with the whole role, reached from its card", async ({
  page,
}) => {
  const job = jobOpenings[0];
  await page.goto("/careers");
  // The title is the link, and a button says where it leads.
  await expect(
    page
      .getByTestId("job-card")
      .first()
      .getByRole("link", { name: /^The Full Role/ }),
  ).toHaveAttribute("href", `/careers/${job.id}`);
  await page
    .getByTestId("job-card")
    .first()
    .getByRole("link", { name: job.title, exact: true })
    .click();
  await expect(page).toHaveURL(new RegExp(`/careers/${job.id}$`));
  expect((await page.title()).startsWith(`${job.title} (`)).toBe(true);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(job.title);
  const trail = page.getByRole("navigation", { name: "Breadcrumb" });
  await expect(trail.getByRole("link", { name: "Careers" })).toHaveAttribute("href", "/careers");
  // Every requirement and responsibility in view, none behind a disclosure.
  for (const [heading, items] of [
    ["Requirements", job.requirements],
    ["Responsibilities", job.responsibilities],
  ] as const) {
    const list = page.getByRole("region", { name: heading }).getByRole("listitem");
    await expect(list).toHaveText([...items]);
    for (const item of items) await expect(page.getByText(item, { exact: true })).toBeVisible();
  }
  const apply = page.getByRole("link", { name: /^Apply Now/ });
  await expect(apply).toHaveAttribute("href", /^mailto:/);
  await page.getByRole("link", { name: "All Open Positions" }).click();
  await expect(page).toHaveURL(/\/careers#openings$/);
});

test("an opening that does not exist answers 404", async ({ request }) => {
  expect((await request.get("/careers/not-a-job")).status()).toBe(404);
});
