import { describe, expect, it } from "vitest";
import { listedPages } from "~/route-table";
import { nearestPage, nearestPath } from "~/server/http/nearest-path.server";

const paths = listedPages().map((page) => page.path);
const near = (requested: string) => nearestPath(requested, paths);

describe("the page a missing path most likely meant", () => {
  it("is the page itself when only case or an old extension differs", () => {
    expect(near("/Pricing")).toBe("/pricing");
    expect(near("/about.html")).toBe("/about");
    expect(near("/contact.php")).toBe("/contact");
    expect(near("/home")).toBe("/");
    expect(near("/%50ricing")).toBe("/pricing");
  });

  it("is the page a typo misses by a letter or two, a swap included", () => {
    expect(near("/servces")).toBe("/services");
    expect(near("/contcat")).toBe("/contact");
    expect(near("/portfolio/medrise")).toBe("/portfolio/medirise");
    expect(near("/tech-stack/frontend/reactt")).toBe("/tech-stack/frontend/react");
  });

  it("is the page another site's name for it names, with a word or two more", () => {
    expect(near("/about-us")).toBe("/about");
    expect(near("/contact-us")).toBe("/contact");
    expect(near("/privacy-policy")).toBe("/privacy");
    expect(near("/terms-of-service")).toBe("/terms");
    expect(near("/medirise")).toBe("/portfolio/medirise");
    expect(near("/web-development")).toBe("/services/web-development");
  });

  it("is the page matching the most words when several match some", () => {
    // /services/mobile-app-development matches three words, /solutions/mobile one.
    expect(paths).toContain("/solutions/mobile");
    expect(near("/mobile-app-development")).toBe("/services/mobile-app-development");
    expect(near("/mobile-solutions")).toBe("/solutions/mobile");
  });

  it("is none for a path like nothing here, or one two pages are equally near", () => {
    for (const path of [
      "/wp-login.php",
      "/.env",
      "/admin",
      "/no/such/page",
      "/services/no-such-service",
      "/tech-stack/frontend/cobol",
      // Too long to be a typo of ours, though it would read as /contact without its slashes.
      `/contact${"/".repeat(120)}`,
    ]) {
      expect(near(path), path).toBeNull();
    }
    // One edit from both.
    expect(nearestPath("/bxok", ["/book", "/blok"])).toBeNull();
  });

  it("allows fewer edits on a short path: /blog is not two edits from /book", () => {
    expect(near("/blig")).toBe("/blog");
    expect(nearestPath("/bloc", ["/book"])).toBeNull();
  });

  it("names the page itself, label and all, asked again of the same list or a changed one", () => {
    const pages = listedPages();
    const once = nearestPage("/contcat", pages);
    expect(once).toMatchObject({ path: "/contact", label: "Contact" });
    expect(nearestPage("/contcat", pages)).toBe(once);
    expect(nearestPage("/wp-login.php", pages)).toBeNull();
    // Another array is indexed for itself, not answered from an earlier one's paths.
    expect(nearestPage("/bxok", [{ path: "/book" }])).toEqual({ path: "/book" });
    expect(nearestPage("/bxok", [{ path: "/blok" }])).toEqual({ path: "/blok" });
  });
});
