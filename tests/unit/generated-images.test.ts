import { describe, expect, it } from "vitest";
import * as simpleIcons from "simple-icons";
import { portfolioProjects } from "~/content/portfolio";
import { techGroups } from "~/content/technologies";
import { testimonials } from "~/content/testimonials";
import { generatedImagePaths } from "~/lib/generated-images";
import { avatarSvg, portfolioArtworkSvg } from "../../scripts/vite-plugin-generated-images";

const iconSlugs = new Set(
  Object.values(simpleIcons).flatMap((icon) =>
    typeof icon === "object" && icon !== null && "slug" in icon ? [icon.slug] : [],
  ),
);

describe("generated images", () => {
  it("finds a simple-icons logo for every technology", () => {
    for (const group of techGroups) {
      for (const tech of group.technologies) {
        expect(iconSlugs.has(tech.logo), tech.logo).toBe(true);
      }
    }
  });

  it("draws stable, distinct artwork for every project and avatar", () => {
    const art = portfolioProjects.map((p) => portfolioArtworkSvg(p.slug, p.artwork));
    expect(new Set(art).size).toBe(portfolioProjects.length);
    const first = portfolioProjects[0];
    expect(portfolioArtworkSvg(first.slug, first.artwork)).toBe(art[0]);
    for (const svg of art) {
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
      expect(svg).not.toContain("NaN");
    }
    const avatars = testimonials.map((t) => avatarSvg(t.slug, t.avatar.palette));
    expect(new Set(avatars).size).toBe(testimonials.length);
  });

  it("names files the way the components request them", () => {
    expect(generatedImagePaths.portfolio("medirise", 400, "avif")).toBe(
      "/generated/portfolio/medirise-400.avif",
    );
    expect(generatedImagePaths.techLogo("react")).toBe("/generated/tech/react.svg");
    expect(generatedImagePaths.avatar("rahul-verma")).toBe("/generated/avatars/rahul-verma.webp");
  });
});
