/**
 * The video showcase's demo clip and its posters, drawn with the same system as every other
 * product image: InsightDesk's pipeline (screens/insightdesk.ts) in the shared browser frame on
 * the project's stage, with the AI suggestion card of its portfolio artwork. One SVG per frame;
 * scripts/render-demo-video.ts rasterises them and encodes the clip.
 *
 * The story, in the order the captions tell it: a deal moves from Proposal to Negotiation, another
 * is won, stage counts, totals and the forecast climb; then the assistant's suggestions arrive and
 * the top one comes forward as a card. The board ends exactly as app/content/product-screens.ts
 * describes it, so the last frame (the poster) is the product as the portfolio shows it.
 */
import { productScreens, type InsightDeskScreen } from "../../app/content/product-screens.ts";
import { place, shadowFilter, stageBackground } from "./compose.ts";
import { browser, browserFrame, type Drawing } from "./frames.ts";
import { card, compactAmount, createCtx, type Ctx } from "./kit.ts";
import { projectPalette } from "./products.ts";
import { insightDeskCallout, insightDeskScreen } from "./screens/insightdesk.ts";
import { icon, mix, num, rect, svgDocument } from "./svg.ts";
import { uiTheme, type Mode } from "./theme.ts";
import type { Typesetter } from "./type.ts";

const data = productScreens.insightdesk;
type Stages = InsightDeskScreen["stages"];
type Deal = Stages[number]["deals"][number];

/** The clip's look: dark, like the player around it; the posters use the same. */
export const clipMode: Mode = "dark";

export const clip = { width: 1280, height: 720, fps: 25, seconds: 6 } as const;
export const portraitPoster = { width: 720, height: 1280 } as const;

/** `company` taken out of its stage and put into `stage` at `slot`; counts and totals follow. */
function moveDeal(
  stages: Stages,
  company: string,
  stage: string,
  slot: number,
  patch: Partial<Deal> = {},
): Stages {
  const deal = stages.flatMap((s) => s.deals).find((d) => d.company === company);
  if (!deal) throw new Error(`No deal "${company}" on the board`);
  const moved = { ...deal, ...patch };
  return stages.map((s) => {
    if (s.name === stage) {
      const deals = [...s.deals];
      deals.splice(slot, 0, moved);
      return { ...s, count: s.count + 1, total: s.total + deal.value, deals };
    }
    if (s.deals.includes(deal)) {
      return {
        ...s,
        count: s.count - 1,
        total: s.total - deal.value,
        deals: s.deals.filter((d) => d !== deal),
      };
    }
    return s;
  });
}

/** The two moves, worked backwards from the board as the product data has it. */
const [negotiated, won] = ["Peak Steel", "Oasis Dates"] as const;
const afterMoveOne = moveDeal(data.stages, won, "Negotiation", 1, { score: 96 });
const start = moveDeal(afterMoveOne, negotiated, "Proposal", 0);

/** What happens when, in seconds; the captions are written from the same beats. */
export const beats = {
  moveOne: { from: 0.5, to: 1.5, stages: [start, afterMoveOne], forecast: [5_930_000, 6_180_000] },
  moveTwo: {
    from: 1.8,
    to: 2.8,
    stages: [afterMoveOne, data.stages],
    forecast: [6_180_000, data.forecast.value],
  },
  /** Suggestions arrive one after another, each `step` seconds after the last. */
  suggestions: { from: 3, step: 0.35 },
  callout: { from: 4.3, to: 4.9 },
} as const;

const clamp01 = (v: number) => Math.min(1, Math.max(0, v));
const easeInOut = (p: number) => (p < 0.5 ? 4 * p ** 3 : 1 - (-2 * p + 2) ** 3 / 2);
const easeOut = (p: number) => 1 - (1 - p) ** 3;
const share = (time: number, from: number, to: number) => clamp01((time - from) / (to - from));

/** The InsightDesk window at `time` seconds into the clip. */
function windowAt(t: Typesetter, time: number, ui: ReturnType<typeof uiTheme>): Drawing {
  const beat = time < beats.moveTwo.from ? beats.moveOne : beats.moveTwo;
  const p = easeInOut(share(time, beat.from, beat.to));
  const [before, after] = beat.stages;
  const [forecastFrom, forecastTo] = beat.forecast;
  const moment = {
    from: before,
    progress: p,
    suggestions: Math.max(0, (time - beats.suggestions.from) / beats.suggestions.step),
  };
  const frameData: InsightDeskScreen = {
    ...data,
    stages: after,
    forecast: { ...data.forecast, value: forecastFrom + (forecastTo - forecastFrom) * p },
  };
  const c = createCtx(t, ui, "demo");
  return browserFrame(insightDeskScreen(frameData, c, moment), ui, t, data.url, c.id);
}

/** One frame of the clip, as a complete SVG document. */
export function clipFrameSvg(t: Typesetter, time: number): string {
  const ui = uiTheme(projectPalette("insightdesk"), clipMode);
  const { width, height } = clip;
  const stage = stageBackground(ui, width, height, "demo-stage");
  const shadow = "demo-lift";
  const device = windowAt(t, time, ui);
  const callout = insightDeskCallout(data, createCtx(t, ui, "demo-callout"));
  const defs =
    stage.defs +
    device.defs +
    callout.defs +
    shadowFilter(shadow, mix(ui.palette[0], "#000000", 0.35), 0.28, 26, 20);
  // The window rises from the bottom edge, its sidebar and assistant panel both whole.
  let body =
    stage.body + place(device, ui, { x: 77, y: 44, scale: 0.88, shadow, radius: browser.radius });
  const arrived = easeOut(share(time, beats.callout.from, beats.callout.to));
  if (arrived > 0) {
    const card = place(callout, ui, { x: 44, y: 514, scale: 1.3, shadow, radius: 22 });
    body += `<g opacity="${num(arrived)}" transform="translate(0 ${num((1 - arrived) * 36)})">${card}</g>`;
  }
  return svgDocument(width, height, body, defs);
}

/** The landscape poster: the clip's last frame. */
export function posterSvg(t: Typesetter): string {
  return clipFrameSvg(t, clip.seconds);
}

/** The stages in numbers, a card for the tall poster where the window is too small to read. */
function stagesCard(c: Ctx): Drawing {
  const { t, ui } = c;
  const w = 336;
  const rowH = 50;
  const h = 78 + data.stages.length * rowH + 8;
  let body = card(c, 0, 0, w, h, 22);
  body += rect(18, 18, 34, 34, 10, { fill: ui.brandSoft });
  body += icon("chartColumn", 25, 25, 20, ui.brandText, 2);
  body += t.text(`Pipeline · ${data.quarter}`, 62, 40, {
    size: 12.5,
    weight: 650,
    fill: ui.brandText,
  });
  body += t.text(
    `Forecast ${compactAmount(data.forecast.value, data.currency)}`,
    w - 18,
    40,
    { size: 12.5, weight: 650, fill: ui.muted },
    "end",
  );
  const peak = Math.max(...data.stages.map((s) => s.total));
  data.stages.forEach((s, i) => {
    const y = 78 + i * rowH;
    body += t.text(s.name, 18, y + 14, { size: 15, weight: 650, fill: ui.text });
    body += t.text(
      `${s.count} deals`,
      18 + t.measure(s.name, { size: 15, weight: 650 }) + 10,
      y + 14,
      { size: 13, weight: 550, fill: ui.muted },
    );
    body += t.text(
      compactAmount(s.total, data.currency),
      w - 18,
      y + 14,
      { size: 15, weight: 650, tabular: true, fill: ui.text },
      "end",
    );
    const track = w - 36;
    body += rect(18, y + 24, track, 6, 3, { fill: ui.subtle });
    body += rect(18, y + 24, (track * s.total) / peak, 6, 3, {
      fill: s.name === "Won" ? ui.success : ui.brand,
    });
  });
  return { width: w, height: h, body, defs: c.defs.join("") };
}

/**
 * The 9:16 poster, laid out for the tall card rather than cropped from the wide one: the AI
 * suggestion on top, the window in the middle (where the card's play button sits), and the
 * stages in numbers below, all on the same stage and in the same frame as the clip.
 */
export function portraitPosterSvg(t: Typesetter): string {
  const ui = uiTheme(projectPalette("insightdesk"), clipMode);
  const { width, height } = portraitPoster;
  const stage = stageBackground(ui, width, height, "demo-portrait-stage");
  const shadow = "demo-portrait-lift";
  const c = createCtx(t, ui, "demo-portrait");
  const device = browserFrame(insightDeskScreen(data, c), ui, t, data.url, c.id);
  const callout = insightDeskCallout(data, createCtx(t, ui, "demo-portrait-callout"));
  const stages = stagesCard(createCtx(t, ui, "demo-portrait-stages"));
  const defs =
    stage.defs +
    device.defs +
    callout.defs +
    stages.defs +
    shadowFilter(shadow, mix(ui.palette[0], "#000000", 0.35), 0.28, 26, 20);
  const cardScale = 1.6;
  const cardX = (width - 336 * cardScale) / 2;
  const windowScale = 0.52;
  const body =
    stage.body +
    place(device, ui, {
      x: (width - browser.width * windowScale) / 2,
      y: 306,
      scale: windowScale,
      shadow,
      radius: browser.radius,
    }) +
    place(callout, ui, { x: cardX, y: 72, scale: cardScale, shadow, radius: 22 }) +
    place(stages, ui, { x: cardX, y: 758, scale: cardScale, shadow, radius: 22 });
  return svgDocument(width, height, body, defs);
}

/**
 * The captions: the clip is silent, so they say what is on screen while it is there, in the
 * screen's own words, short enough to read in the second or two each beat lasts.
 */
export function clipCaptions(): { from: number; to: number; text: string }[] {
  const [top] = data.suggestions;
  const between = (beats.moveOne.to + beats.moveTwo.from) / 2;
  return [
    {
      from: 0,
      to: between,
      text: `[No audio] InsightDesk, ${data.quarter} pipeline: ${negotiated} moves to Negotiation.`,
    },
    {
      from: between,
      to: beats.suggestions.from,
      text: `${won} is won; the forecast climbs to ${compactAmount(data.forecast.value, data.currency)}.`,
    },
    {
      from: beats.suggestions.from,
      to: beats.callout.from,
      text: `${data.suggestions.length} new AI suggestions arrive.`,
    },
    {
      from: beats.callout.from,
      to: clip.seconds,
      text: `AI suggestion: ${top?.title ?? ""}. ${top?.detail ?? ""}.`,
    },
  ];
}
