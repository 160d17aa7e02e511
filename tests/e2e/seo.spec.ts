import { expect, test } from "@playwright/test";
import { listedPages, routeTable } from "../../app/route-table";
import { siteConfig } from "../../app/site.config";
import { validateJsonLd } from "../support/json-ld";

/** Every concrete HTML page of the route table. */
const pagePaths = routeTable
  .filter((e) => e.kind === "page")
  .flatMap((e) => e.paths.map((p) => p.path));

function attr(html: string, pattern: RegExp): string | undefined {
  return pattern.exec(html)?.[1];
}

function decodeEntities(text: string): string {
  return text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
}

test("every page has a unique title, description and canonical URL, share tags and valid JSON-LD", async ({
  request,
}) => {
  const titles = new Map<string, string>();
  const descriptions = new Map<string, string>();
  const images = new Set<string>();
  const faviconFile = (await (await request.get("/favicon.svg")).text()).trim();
  for (const path of pagePaths) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    const html = await response.text();
    const title = attr(html, /<title>([^<]*)<\/title>/);
    const description = attr(html, /<meta name="description" content="([^"]*)"/);
    expect(title, path).toBeTruthy();
    expect(description, path).toBeTruthy();
    expect(titles.get(title ?? ""), `${path} repeats the title of`).toBeUndefined();
    expect(
      descriptions.get(description ?? ""),
      `${path} repeats the description of`,
    ).toBeUndefined();
    titles.set(title ?? "", path);
    descriptions.set(description ?? "", path);
    const canonical = attr(html, /<link rel="canonical" href="([^"]*)"/);
    expect(canonical, path).toBe(`${siteConfig.siteUrl}${path}`);
    expect(html, path).toContain('<meta name="robots" content="index, follow');
    // The icon travels inline (no request beside the first paint's) and is /favicon.svg's picture.
    const icon = attr(
      html,
      /<link rel="icon" type="image\/svg\+xml" href="data:image\/svg\+xml,([^"]*)"/,
    );
    expect(decodeURIComponent(icon ?? ""), `${path} icon`).toBe(faviconFile);
    // One language everywhere: the document's, og:locale's and the JSON-LD's (en-IN).
    expect(html, `${path} lang`).toMatch(new RegExp(`<html lang="${siteConfig.defaultLocale}"`));
    // The blog's feed is discoverable from any page's head.
    expect(html, `${path} feed`).toMatch(
      /<link rel="alternate" type="application\/rss\+xml" title="[^"]+" href="\/blog\/rss\.xml"/,
    );
    // Search results show about 60 characters; home leads with the brand by design.
    if (path !== "/") {
      expect(decodeEntities(title ?? "").length, `${path} title`).toBeLessThanOrEqual(60);
    }
    const image = attr(html, /<meta property="og:image" content="([^"]*)"/);
    expect(image, path).toMatch(new RegExp(`^${siteConfig.siteUrl}/og/[a-z0-9-]+\\.png$`));
    images.add(new URL(image ?? "").pathname);
    expect(attr(html, /<meta name="twitter:image" content="([^"]*)"/), path).toBe(image);
    for (const property of ["og:title", "og:description", "og:url", "og:type"]) {
      expect(html, `${path} ${property}`).toContain(`<meta property="${property}"`);
    }
    const blocks = [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)];
    const nested = path.split("/").filter(Boolean).length > 1;
    if (nested || path === "/") expect(blocks.length, `${path} JSON-LD`).toBeGreaterThan(0);
    for (const [, json] of blocks) {
      // React Router escapes <, > and & as \u003c… so content can never close the script.
      const block: unknown = JSON.parse(json ?? "");
      expect(validateJsonLd(block), `${path}: ${json}`).toEqual([]);
    }
  }
  for (const image of images) {
    const response = await request.get(image);
    expect(response.status(), image).toBe(200);
    expect(response.headers()["content-type"], image).toBe("image/png");
    const body = await response.body();
    // PNG signature, then the IHDR width and height of an Open Graph image.
    expect(body.subarray(1, 4).toString("latin1"), image).toBe("PNG");
    expect(body.readUInt32BE(16), image).toBe(siteConfig.seo.ogImage.width);
    expect(body.readUInt32BE(20), image).toBe(siteConfig.seo.ogImage.height);
  }
  expect(decodeEntities([...titles.keys()][0] ?? "")).toContain(siteConfig.brandName);
});

test("search engines find the site's icon and logo as files they can fetch", async ({
  request,
}) => {
  const home = await (await request.get("/")).text();
  // Google reads rel="apple-touch-icon" for the icon beside our results; it skips data: URLs.
  const touchIcon = attr(home, /<link rel="apple-touch-icon" href="([^"]*)"/);
  const organization = [...home.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)]
    .map(([, json]) => JSON.parse(json ?? "") as { "@type"?: string; logo?: string })
    .find((block) => block["@type"] === "ProfessionalService");
  const logo = new URL(organization?.logo ?? "").pathname;
  for (const [path, type, minimumSize] of [
    [touchIcon ?? "", "image/png", 180],
    [logo, "image/png", 112],
    ["/favicon.ico", "image/x-icon", 0],
  ] as const) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(response.headers()["content-type"], path).toBe(type);
    const body = await response.body();
    if (type === "image/png") {
      expect(body.readUInt32BE(16), `${path} width`).toBeGreaterThanOrEqual(minimumSize);
      expect(body.readUInt32BE(20), `${path} height`).toBe(body.readUInt32BE(16));
    } else {
      // An ICO header: reserved 0, type 1 (icon), then at least one frame.
      expect([body.readUInt16LE(0), body.readUInt16LE(2)], path).toEqual([0, 1]);
      expect(body.readUInt16LE(4), path).toBeGreaterThan(0);
    }
  }
});

test("sitemap.xml lists every listed page and robots.txt names it", async ({ request }) => {
  const sitemap = await request.get("/sitemap.xml");
  expect(sitemap.status()).toBe(200);
  expect(sitemap.headers()["content-type"]).toContain("xml");
  const xml = await sitemap.text();
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
  expect(locs.sort()).toEqual(
    listedPages()
      .map((p) => `${siteConfig.siteUrl}${p.path}`)
      .sort(),
  );
  const robots = await request.get("/robots.txt");
  expect(robots.status()).toBe(200);
  expect(await robots.text()).toContain(`Sitemap: ${siteConfig.siteUrl}/sitemap.xml`);
});

test("the core Inter subset is preloaded and Inter renders the page", async ({ page }) => {
  await page.goto("/");
  const preload = page.locator('link[rel="preload"][as="font"]');
  await expect(preload).toHaveCount(1);
  await expect(preload).toHaveAttribute("href", /inter-core-wght-[\w-]+\.woff2$/);
  await expect(preload).toHaveAttribute("crossorigin", "anonymous");
  // The core face is loaded and the full fontsource faces behind it never are (the page needs
  // no character outside the core range).
  const faces = await page.evaluate(async () => {
    await document.fonts.ready;
    return [...document.fonts]
      .filter((face) => face.family.replace(/"/g, "") === "Inter Variable")
      .map((face) => ({ core: face.unicodeRange.startsWith("U+20-7E"), status: face.status }));
  });
  expect(faces.filter((face) => face.core)).toEqual([{ core: true, status: "loaded" }]);
  expect(faces.filter((face) => !face.core).map((face) => face.status)).toEqual([
    "unloaded",
    "unloaded",
  ]);
  // And the browser really draws the heading with it (the file's own family name is "Inter";
  // the fallback would be Arial or Liberation Sans).
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("DOM.enable");
  await cdp.send("CSS.enable");
  const { root } = await cdp.send("DOM.getDocument");
  const { nodeId } = await cdp.send("DOM.querySelector", { nodeId: root.nodeId, selector: "h1" });
  const { fonts } = await cdp.send("CSS.getPlatformFontsForNode", { nodeId });
  expect(fonts.map((font) => [font.familyName, font.isCustomFont])).toEqual([["Inter", true]]);
});

test("the metric-matched fallback keeps text in place when Inter swaps in", async ({ page }) => {
  await page.goto("/");
  await page.evaluate(() => document.fonts.ready);
  // The same paragraph in Inter and in the fallback must wrap to the same box.
  const boxes = await page.evaluate(() => {
    const text =
      "We design and build software that grows your business: web, mobile, AI and custom software for clients worldwide.";
    return ["Inter Variable", "Inter Fallback"].map((family) => {
      const p = document.createElement("p");
      p.textContent = text;
      p.style.cssText = `font-family:"${family}";font-size:18px;line-height:normal;width:320px;position:absolute;visibility:hidden`;
      document.body.append(p);
      const { width, height } = p.getBoundingClientRect();
      const range = document.createRange();
      range.selectNodeContents(p);
      const lastLine = [...range.getClientRects()].at(-1)?.width ?? 0;
      p.remove();
      return { width, height, lastLine };
    });
  });
  const [inter, fallback] = boxes;
  expect(fallback?.height).toBe(inter?.height);
  // The last line's length differs by less than 5% of the column: the swap does not reflow.
  expect(Math.abs((fallback?.lastLine ?? 0) - (inter?.lastLine ?? 0))).toBeLessThan(16);
});
