import type { Page } from "@playwright/test";
import sharp from "sharp";

/**
 * Text contrast measured from the rendered pixels, for the text axe cannot decide: text on a
 * gradient, over an image, or partly covered by another element (axe reports those as
 * "incomplete", neither passing nor failing).
 *
 * The element is captured twice, once as it is and once with its text made transparent. The
 * pixels that differ are where the glyphs are drawn; at each of them the text colour (resolved by
 * the browser, so oklch() and translucent colours count as drawn) is compared with the background
 * captured without the text. The lowest ratio over those pixels is the element's contrast: the
 * glyph that sits on the worst part of the gradient decides.
 */
export interface PixelContrast {
  ratio: number;
  /** WCAG 1.4.3: 3:1 for large text (24 px, or 18.66 px bold), else 4.5:1. */
  required: number;
  /** How many glyph pixels were compared; 0 means no text was visible to measure. */
  glyphPixels: number;
}

type Rgba = [number, number, number, number];

export async function measureTextContrast(page: Page, selector: string): Promise<PixelContrast> {
  const element = page.locator(selector).first();
  // Centred, so the fixed header cannot cover it.
  await element.evaluate((node) => node.scrollIntoView({ block: "center", behavior: "instant" }));
  // A colour set just before (as the self-test does) reaches the computed style only after the
  // reduced-motion rule's 0.01 ms transition has run: let two frames pass first.
  await element.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  const text = await element.evaluate((node) => {
    const style = getComputedStyle(node);
    // The canvas resolves any CSS colour syntax to sRGB bytes.
    const context = document.createElement("canvas").getContext("2d", { willReadFrequently: true });
    if (!context) throw new Error("no 2D canvas to resolve the text colour");
    context.fillStyle = style.color;
    context.fillRect(0, 0, 1, 1);
    const [r = 0, g = 0, b = 0, a = 0] = context.getImageData(0, 0, 1, 1).data;
    const size = parseFloat(style.fontSize);
    const bold = Number(style.fontWeight) >= 700;
    return { color: [r, g, b, a] as Rgba, large: size >= 24 || (bold && size >= 18.66) };
  });
  const withText = await element.screenshot({ animations: "disabled" });
  // Hidden through the CSSOM (which the style CSP allows). Only what inherits the element's
  // colour disappears, so a child drawn in another colour is not measured against this one.
  const inline = await element.evaluate((node) => {
    if (!(node instanceof HTMLElement)) throw new Error("contrast is measured on HTML elements");
    const before = {
      value: node.style.getPropertyValue("color"),
      priority: node.style.getPropertyPriority("color"),
    };
    node.style.setProperty("color", "transparent", "important");
    return before;
  });
  const withoutText = await element.screenshot({ animations: "disabled" });
  await element.evaluate((node, { value, priority }) => {
    (node as HTMLElement).style.setProperty("color", value, priority);
  }, inline);

  const [shown, background] = await Promise.all([rgbaPixels(withText), rgbaPixels(withoutText)]);
  if (shown.length !== background.length) throw new Error(`${selector}: the element moved`);
  let ratio = Infinity;
  let glyphPixels = 0;
  for (let i = 0; i < shown.length; i += 4) {
    const differs =
      Math.abs(shown[i]! - background[i]!) +
        Math.abs(shown[i + 1]! - background[i + 1]!) +
        Math.abs(shown[i + 2]! - background[i + 2]!) >
      24;
    if (!differs) continue;
    glyphPixels++;
    const under: Rgba = [background[i]!, background[i + 1]!, background[i + 2]!, 255];
    ratio = Math.min(ratio, contrastRatio(over(text.color, under), under));
  }
  return { ratio, required: text.large ? 3 : 4.5, glyphPixels };
}

async function rgbaPixels(png: Buffer): Promise<Uint8Array> {
  const { data } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return new Uint8Array(data);
}

/** A translucent text colour as drawn over the background. */
function over([r, g, b, a]: Rgba, [br, bg, bb]: Rgba): Rgba {
  const alpha = a / 255;
  return [
    r * alpha + br * (1 - alpha),
    g * alpha + bg * (1 - alpha),
    b * alpha + bb * (1 - alpha),
    255,
  ];
}

function luminance([r, g, b]: Rgba): number {
  const linear = (channel: number) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

function contrastRatio(a: Rgba, b: Rgba): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}
