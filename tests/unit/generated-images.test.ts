import { readFileSync } from "node:fs";
import sharp from "sharp";
import * as simpleIcons from "simple-icons";
import { beforeAll, describe, expect, it } from "vitest";
import {
  darkHeroCollage,
  darkImageSetClass,
  darkProductShot,
  darkProductShotLarge,
} from "~/components/artwork/dark-images";
import { caseStudies } from "~/content/case-studies";
import { clientWordmarks } from "~/content/client-wordmarks";
import { caseStudyOfTestimonial } from "~/content/relations";
import { trustedBy } from "~/content/company";
import { portfolioProjects } from "~/content/portfolio";
import { teamMembers } from "~/content/team";
import { quotePortraitSlugs, testimonialPortraits } from "~/content/portraits";
import {
  heroCollageWidths,
  heroScreens,
  productScreens,
  productShotSets,
  productShotWidths,
} from "~/content/product-screens";
import { techGroups } from "~/content/technologies";
import { testimonials } from "~/content/testimonials";
import { formatIndianNumber } from "~/lib/indian-number";
import { generatedImagePaths } from "~/lib/generated-images";
import { aiCrmDemo } from "../../scripts/artwork/clips/ai-crm-demo";
import { heroCollageSvg, productDevice, productShotSvg } from "../../scripts/artwork/products";
import { createTypesetter, type Typesetter } from "../../scripts/artwork/type";
import { imageJobs, type Job } from "../../scripts/vite-plugin-generated-images";

const iconSlugs = new Set(
  Object.values(simpleIcons).flatMap((icon) =>
    typeof icon === "object" && icon !== null && "slug" in icon ? [icon.slug] : [],
  ),
);

const modes = ["light", "dark"] as const;
const formats = ["avif", "webp"] as const;

let t: Typesetter;
let jobs: Job[];
let files: Set<string>;

beforeAll(async () => {
  t = await createTypesetter();
  jobs = await imageJobs();
  files = new Set(jobs.map((job) => job.file));
}, 60_000);

/** Numbers of a path, moved so that its first point is the origin. */
function shapeOf(d: string): number[] {
  const numbers = (d.match(/-?\d+(?:\.\d+)?/g) ?? []).map(Number);
  const [x0 = 0, y0 = 0] = numbers;
  return numbers.map((n, i) => n - (i % 2 === 0 ? x0 : y0));
}

/** Whether `svg` has a path drawing `text` in this style, wherever it is placed. */
function drawsText(
  svg: string,
  text: string,
  style: Parameters<Typesetter["pathData"]>[3],
): boolean {
  const wanted = shapeOf(t.pathData(text, 0, 0, style));
  return [...svg.matchAll(/ d="([^"]+)"/g)].some(([, d]) => {
    const got = shapeOf(d ?? "");
    return (
      got.length === wanted.length && got.every((n, i) => Math.abs(n - (wanted[i] ?? 0)) <= 0.03)
    );
  });
}

/** The SVG sources of the raster jobs (one per drawing, not per width and format). */
function svgSources(): string[] {
  return [
    ...new Set(
      jobs
        .filter((job) => !job.file.endsWith(".svg"))
        .map((job) => job.source.slice(0, job.source.lastIndexOf("\n"))),
    ),
  ];
}

describe("generated images", () => {
  it("finds a simple-icons logo for every technology", () => {
    for (const group of techGroups) {
      for (const tech of group.technologies) {
        expect(iconSlugs.has(tech.logo), tech.logo).toBe(true);
      }
    }
  });

  it("draws every project's screen in both themes, at every width and format", () => {
    for (const project of portfolioProjects) {
      expect(productScreens[project.slug], project.slug).toBeDefined();
      for (const mode of modes) {
        for (const width of productShotWidths) {
          for (const format of formats) {
            const file = generatedImagePaths.productShot(project.slug, mode, width, format);
            expect(files.has(file), file).toBe(true);
          }
        }
      }
    }
    for (const mode of modes) {
      for (const width of heroCollageWidths) {
        for (const format of formats) {
          expect(files.has(generatedImagePaths.heroCollage(mode, width, format))).toBe(true);
        }
      }
    }
  });

  it("sets every word as outlines: no <text>, no font lookups, no unfilled values", () => {
    const sources = svgSources();
    expect(sources.length).toBeGreaterThan(portfolioProjects.length * 2);
    for (const svg of sources) {
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
      expect(svg).not.toMatch(/<text[\s>]/);
      expect(svg).not.toMatch(/font-family|<tspan/);
      expect(svg).not.toMatch(/NaN|undefined|Infinity/);
    }
  });

  it("draws a different screen for every project, and a designed dark variant of each", () => {
    const light = portfolioProjects.map((p) => productDevice(t, p.slug, "light").body);
    const dark = portfolioProjects.map((p) => productDevice(t, p.slug, "dark").body);
    expect(new Set(light).size).toBe(portfolioProjects.length);
    expect(new Set(dark).size).toBe(portfolioProjects.length);
    portfolioProjects.forEach((project, i) => {
      expect(dark[i], project.slug).not.toBe(light[i]);
      // The same words in both themes: the text outlines are identical, only colours change.
      const outlines = (svg: string) =>
        svg.match(/<path fill="[^"]+"(?: fill-opacity="[^"]+")? d="[^"]+"/g)?.length;
      expect(outlines(dark[i] ?? ""), project.slug).toBe(outlines(light[i] ?? ""));
    });
    // Stable between builds.
    const first = portfolioProjects[0].slug;
    expect(productShotSvg(t, first, "light")).toBe(productShotSvg(t, first, "light"));
  });

  it("shows the content module's words and amounts on the screens", () => {
    const pay = productScreens.paysetu;
    const balance = `₹${formatIndianNumber(Math.floor(pay.balance))}.50`;
    expect(pay.alt).toContain(balance);
    expect(
      drawsText(productDevice(t, "paysetu", "light").body, balance, {
        size: 36,
        weight: 700,
        tracking: -0.02,
      }),
    ).toBe(true);
    expect(
      drawsText(productDevice(t, "paysetu", "dark").body, balance, {
        size: 36,
        weight: 700,
        tracking: -0.02,
      }),
    ).toBe(true);
    const clinic = productScreens.clinicq;
    expect(
      drawsText(productDevice(t, "clinicq", "light").body, clinic.token, {
        size: 52,
        weight: 780,
        tracking: -0.03,
      }),
    ).toBe(true);
    const cart = productScreens.freshkart;
    const total =
      cart.items.reduce((sum, item) => sum + item.price * item.qty, 0) + cart.deliveryFee;
    expect(cart.alt).toContain(`₹${formatIndianNumber(total)}`);
    expect(
      drawsText(productDevice(t, "freshkart", "light").body, `₹${formatIndianNumber(total)}`, {
        size: 22,
        weight: 750,
        tabular: true,
      }),
    ).toBe(true);
    // A figure that is not in the data is not drawn.
    expect(
      drawsText(productDevice(t, "freshkart", "light").body, "₹820", {
        size: 22,
        weight: 750,
        tabular: true,
      }),
    ).toBe(false);
    for (const project of portfolioProjects) {
      const { alt } = productScreens[project.slug];
      expect(alt.startsWith(clientWordmarks[project.slug].name), project.slug).toBe(true);
    }
  });

  it("draws each product as its client's country would see it", () => {
    // A buyer in the UK read "Manchester, UK hauliers" beside a screen of Mumbai – Delhi in
    // rupees. The currency, address and units of every screen follow the case study's client.
    const currencies: Record<string, string> = {
      India: "₹",
      "United Kingdom": "£",
      "United Arab Emirates": "AED",
    };
    for (const study of caseStudies) {
      const country = study.client.location.split(", ").at(-1) ?? "";
      expect(Object.keys(currencies), study.slug).toContain(country);
      const words = JSON.stringify(productScreens[study.slug]);
      for (const [other, symbol] of Object.entries(currencies)) {
        if (other !== country) expect(words, study.slug).not.toContain(symbol);
      }
      if (country !== "India") expect(words, study.slug).not.toMatch(/\.in\/|\blakh\b|₹/);
    }
    // Places within India too: a Surat grocer's store was in Bengaluru's HSR Layout, an Indore
    // clinic in Pune's Kothrud. No screen names a neighbourhood of another client's city.
    const neighbourhoods: Record<string, readonly string[]> = {
      Ahmedabad: ["Navrangpura", "Satellite", "Maninagar"],
      Pune: ["Kothrud", "Baner", "Hinjewadi", "Viman Nagar"],
      Surat: ["Adajan", "Vesu", "Athwa"],
      Kochi: ["Kakkanad", "Edappally", "Fort Kochi"],
      Bengaluru: ["HSR Layout", "Koramangala", "Indiranagar", "Whitefield"],
      Mumbai: ["Juhu", "Bandra", "Andheri", "Bhiwandi"],
      Indore: ["Vijay Nagar", "Palasia", "Rajwada"],
      Delhi: ["Okhla", "Saket"],
    };
    for (const study of caseStudies) {
      const city = study.client.location.split(", ")[0] ?? "";
      const words = JSON.stringify(productScreens[study.slug]);
      for (const [other, places] of Object.entries(neighbourhoods)) {
        if (other === city) continue;
        for (const place of places) expect(words, `${study.slug}: ${place}`).not.toContain(place);
      }
    }
    const ship = productScreens.shipsure;
    expect(ship.url).toMatch(/^app\.shipsure\.co\.uk\//);
    const words = JSON.stringify(ship);
    expect(words).not.toMatch(/\bkm\b|km\/h/);
    expect(ship.shipment.distance).toMatch(/ miles$/);
    expect(ship.stops.map((stop) => stop.time).join(" ")).toMatch(/\bmph\b/);
    // Times on the 24-hour clock, as a UK depot writes them.
    expect(words).not.toMatch(/\d (?:am|pm)\b/);
    // The alt text tells the same journey as the drawing.
    const current = ship.stops.find((stop) => stop.state === "current");
    expect(ship.alt).toContain(`in transit near ${current?.place ?? "?"}`);
    for (const end of ship.shipment.route.split(" – ")) expect(ship.alt).toContain(end);
    const invoices = ship.stats.find((stat) => stat.label === "Invoices due")?.value ?? "";
    expect(invoices).toMatch(/^£/);
    for (const mode of modes) {
      expect(
        drawsText(productDevice(t, "shipsure", mode).body, invoices, {
          size: 28,
          weight: 740,
          tracking: -0.02,
          tabular: true,
        }),
        mode,
      ).toBe(true);
    }
  });

  it("draws InsightDesk's board, its demo clip and the clip's captions in dirhams", () => {
    // InsightDesk is a Dubai company selling to Gulf sales teams; its board was in lakh rupees.
    const desk = productScreens.insightdesk;
    expect(desk.currency).toBe("AED");
    for (const mode of modes) {
      expect(
        drawsText(productDevice(t, "insightdesk", mode).body, "Forecast AED 6.42M ±8%", {
          size: 13.5,
          weight: 600,
        }),
        mode,
      ).toBe(true);
    }
    const captions = aiCrmDemo.captions().map((cue) => cue.text);
    expect(captions.join(" ")).toContain("the forecast climbs to AED 6.42M");
    expect(captions.join(" ")).not.toContain("₹");
    // The committed clip's captions (scripts/render-demo-video.ts) are the ones its data writes.
    const vtt = readFileSync(
      new URL("../../public/videos/ai-crm-demo.en.vtt", import.meta.url),
      "utf8",
    );
    for (const text of captions) expect(vtt).toContain(text);
  });

  it("composes the hero from three or four existing screens", () => {
    expect(heroScreens.length).toBeGreaterThanOrEqual(3);
    expect(heroScreens.length).toBeLessThanOrEqual(4);
    expect(new Set(heroScreens).size).toBe(heroScreens.length);
    expect(heroCollageSvg(t, "light")).not.toBe(heroCollageSvg(t, "dark"));
  });

  it("has a distinct portrait for every testimonial, every quoted client and the team", () => {
    const people = [
      ...testimonials.map((p) => p.slug),
      ...quotePortraitSlugs,
      ...teamMembers.map((m) => m.slug),
    ];
    for (const person of people) {
      expect(files.has(generatedImagePaths.portrait(person, 112, "webp")), person).toBe(true);
      expect(files.has(generatedImagePaths.portrait(person, 112, "avif")), person).toBe(true);
    }
    const sources = jobs
      .filter((job) => job.file.startsWith("/generated/avatars/") && job.file.endsWith("-112.webp"))
      .map((job) => job.source);
    expect(new Set(sources).size).toBe(people.length);
    expect(Object.keys(testimonialPortraits).sort()).toEqual(
      testimonials.map((p) => p.slug).sort(),
    );
  });

  it("has a wordmark for every client, every Trusted By name and every testimonial", () => {
    const names = Object.values(clientWordmarks).map((w) => w.name);
    expect(Object.keys(clientWordmarks).sort()).toEqual(
      portfolioProjects.map((p) => p.slug).sort(),
    );
    for (const name of trustedBy) expect(names, name).toContain(name);
    for (const person of testimonials) {
      const client = clientWordmarks[caseStudyOfTestimonial(person.slug).slug].name;
      expect(person.role, person.slug).toContain(client);
    }
  });

  it("draws text that shows up when rendered", async () => {
    const d = t.pathData("₹819", 4, 40, { size: 40, weight: 700 });
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="50"><rect width="120" height="50" fill="#fff"/><path fill="#000" d="${d}"/></svg>`;
    const { data } = await sharp(Buffer.from(svg))
      .greyscale()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const ink = data.filter((v) => v < 128).length;
    expect(ink).toBeGreaterThan(400);
    expect(() => t.measure("√", { size: 12 })).toThrow(/no glyph/);
  });

  it("writes each dark-variant class as darkImageSetClass makes it", () => {
    for (const project of portfolioProjects) {
      const file = (w: number, f: "avif" | "webp") =>
        generatedImagePaths.productShot(project.slug, "dark", w, f);
      expect(darkProductShot[project.slug], project.slug).toBe(
        darkImageSetClass(file, ...productShotSets.card),
      );
      expect(darkProductShotLarge[project.slug], project.slug).toBe(
        darkImageSetClass(file, ...productShotSets.large),
      );
    }
    expect(darkHeroCollage).toBe(
      darkImageSetClass(
        (w, f) => generatedImagePaths.heroCollage("dark", w, f),
        Math.min(...heroCollageWidths),
        Math.max(...heroCollageWidths),
      ),
    );
    // Every file a dark class names is generated.
    const classes = [
      ...Object.values(darkProductShot),
      ...Object.values(darkProductShotLarge),
      darkHeroCollage,
    ];
    for (const css of classes) {
      for (const [, url] of css.matchAll(/url\(([^)]+)\)/g)) {
        expect(files.has(url ?? ""), url).toBe(true);
      }
    }
  });

  it("names files the way the components request them", () => {
    expect(generatedImagePaths.productShot("medirise", "dark", 800, "webp")).toBe(
      "/generated/portfolio/medirise-dark-800.webp",
    );
    expect(generatedImagePaths.heroCollage("light", 1120, "avif")).toBe(
      "/generated/hero/collage-light-1120.avif",
    );
    expect(generatedImagePaths.techLogo("react")).toBe("/generated/tech/react.svg");
    expect(generatedImagePaths.portrait("rahul-verma", 112, "webp")).toBe(
      "/generated/avatars/rahul-verma-112.webp",
    );
  });
});
