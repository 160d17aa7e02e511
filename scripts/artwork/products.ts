/**
 * A project's product, drawn: its screen in the shared device frame, and the portfolio card
 * composed from it, in either mode.
 */
import { portfolioProjects, type ProjectSlug } from "../../app/content/portfolio.ts";
import {
  heroCollageAspect,
  heroScreens,
  productScreens,
} from "../../app/content/product-screens.ts";
import { cardShot, place, shadowFilter } from "./compose.ts";
import { browser, browserFrame, phone, phoneFrame, type Drawing } from "./frames.ts";
import { mix, svgDocument } from "./svg.ts";
import { createCtx } from "./kit.ts";
import { drawCallout, drawScreen } from "./screens/index.ts";
import { uiTheme, type Mode } from "./theme.ts";
import type { Typesetter } from "./type.ts";

export function projectPalette(slug: ProjectSlug): readonly [string, string] {
  const project = portfolioProjects.find((p) => p.slug === slug);
  if (!project) throw new Error(`No portfolio project "${slug}"`);
  return project.palette;
}

/** The project's screen inside its phone or browser frame. */
export function productDevice(
  t: Typesetter,
  slug: ProjectSlug,
  mode: Mode,
  prefix = `${slug}-${mode}`,
): Drawing {
  const ui = uiTheme(projectPalette(slug), mode);
  const c = createCtx(t, ui, prefix);
  const screen = drawScreen(slug, c);
  const data = productScreens[slug];
  return data.device === "phone"
    ? phoneFrame(screen, ui, c.id)
    : browserFrame(screen, ui, t, data.url, c.id);
}

/** The portfolio card's artwork for one project and mode, as a complete SVG document. */
export function productShotSvg(t: Typesetter, slug: ProjectSlug, mode: Mode): string {
  const ui = uiTheme(projectPalette(slug), mode);
  const device = productDevice(t, slug, mode);
  const callout = drawCallout(slug, createCtx(t, ui, `${slug}-${mode}-callout`));
  const data: { device: "phone" | "browser"; focus?: "start" | "end" } = productScreens[slug];
  return cardShot(device, data.device, callout, ui, `${slug}-${mode}`, data.focus);
}

/**
 * The home page hero: the products of `heroScreens` layered on a transparent ground, so the
 * page's own background shows around them in either theme. Back to front: a web app's window,
 * two phones turned slightly towards each other, and one enlarged detail.
 */
export function heroCollageSvg(t: Typesetter, mode: Mode): string {
  const [windowSlug, leftSlug, rightSlug, detailSlug] = heroScreens;
  const width = 1120;
  const height = (width * heroCollageAspect.height) / heroCollageAspect.width;
  const defs: string[] = [];
  let body = "";
  if (mode === "dark") {
    // A faint glow of the products' colours behind the devices, so dark screens separate from a
    // dark page; the rest of the image stays transparent.
    const glow = `hero-${mode}-glow`;
    defs.push(
      `<radialGradient id="${glow}"><stop offset="0" stop-color="#6366f1" stop-opacity="0.28"/><stop offset="0.55" stop-color="#8b5cf6" stop-opacity="0.1"/><stop offset="1" stop-color="#8b5cf6" stop-opacity="0"/></radialGradient>`,
    );
    body += `<ellipse cx="${width * 0.52}" cy="${height * 0.5}" rx="${width * 0.5}" ry="${height * 0.46}" fill="url(#${glow})"/>`;
  }
  const lift = (slug: ProjectSlug) => {
    const ui = uiTheme(projectPalette(slug), mode);
    const id = `hero-${mode}-${slug}-lift`;
    defs.push(shadowFilter(id, mix(ui.palette[0], "#000000", 0.45), 0.26, 26, 22));
    return { ui, id };
  };
  {
    const { ui, id } = lift(windowSlug);
    const d = productDevice(t, windowSlug, mode, `hero-${mode}-${windowSlug}`);
    defs.push(d.defs);
    body += place(d, ui, { x: 250, y: 40, scale: 0.66, shadow: id, radius: browser.radius });
  }
  {
    const { ui, id } = lift(rightSlug);
    const d = productDevice(t, rightSlug, mode, `hero-${mode}-${rightSlug}`);
    defs.push(d.defs);
    body += place(d, ui, {
      x: 760,
      y: 300,
      scale: 0.68,
      rotate: 5,
      shadow: id,
      radius: phone.radius,
    });
  }
  {
    const { ui, id } = lift(leftSlug);
    const d = productDevice(t, leftSlug, mode, `hero-${mode}-${leftSlug}`);
    defs.push(d.defs);
    body += place(d, ui, {
      x: 36,
      y: 250,
      scale: 0.8,
      rotate: -4,
      shadow: id,
      radius: phone.radius,
    });
  }
  {
    const { ui, id } = lift(detailSlug);
    const d = drawCallout(detailSlug, createCtx(t, ui, `hero-${mode}-${detailSlug}-callout`));
    defs.push(d.defs);
    body += place(d, ui, { x: 420, y: 800, scale: 1.2, shadow: id, radius: 22 });
  }
  return svgDocument(width, height, body, defs.join(""));
}
