/**
 * The video showcase's demo clip and its posters, drawn with the same system as every other
 * product image: InsightDesk's CRM as its sales reps use it between meetings, the responsive web
 * app on a phone (screens/insightdesk-phone.ts), in the shared phone frame on the project's stage.
 * One SVG per frame; scripts/render-demo-video.ts rasterises them and encodes the clip.
 *
 * The story, in the order the captions tell it: a deal slides into Negotiation; the Won tab opens
 * and another deal lands there while stage counts and the forecast climb; then the assistant's
 * sheet rises, its suggestions arrive and the top one opens to its action. The board ends exactly
 * as app/content/product-screens.ts describes it, so the last frame (the tall poster) shows the
 * product's own figures.
 */
import { productScreens, type InsightDeskScreen } from "../../../app/content/product-screens.ts";
import { place, stageBackground } from "../compose.ts";
import { phone, phoneFrame, type Drawing } from "../frames.ts";
import { card, compactAmount, createCtx, type Ctx } from "../kit.ts";
import { projectPalette } from "../products.ts";
import { insightDeskCallout } from "../screens/insightdesk.ts";
import {
  insightDeskPhoneScreen,
  type InsightDeskPhoneMoment,
} from "../screens/insightdesk-phone.ts";
import { icon, rect, svgDocument } from "../svg.ts";
import { uiTheme, type Mode } from "../theme.ts";
import type { Typesetter } from "../type.ts";
import { clipLift, deviceOnStage, easeInOut, share, type DemoClip } from "./clip.ts";

const data = productScreens.insightdesk;
type Stages = InsightDeskScreen["stages"];
type Deal = Stages[number]["deals"][number];

/** The clip's look: dark, like the player around it; the posters use the same. */
const clipMode: Mode = "dark";

/** Upright, like the phone it shows; the tall poster is its last frame. */
const clip = { width: 720, height: 1280, fps: 25, seconds: 6 } as const;
/** The wide poster, for the 16:9 cards of wider windows: the phone beside two cards. */
const landscapePoster = { width: 1280, height: 720 } as const;

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

const stageIndex = (name: string) => data.stages.findIndex((s) => s.name === name);

/** What happens when, in seconds; the captions are written from the same beats. */
const beats = {
  moveOne: { from: 0.5, to: 1.5, stages: [start, afterMoveOne], forecast: [5_930_000, 6_180_000] },
  /** The list switches from the Negotiation tab to the Won tab. */
  tab: { from: 1.55, to: 1.85, tabs: [stageIndex("Negotiation"), stageIndex("Won")] },
  moveTwo: {
    from: 1.9,
    to: 2.8,
    stages: [afterMoveOne, data.stages],
    forecast: [6_180_000, data.forecast.value],
  },
  /** The assistant's sheet rises over the pipeline. */
  sheet: { from: 3, to: 3.45 },
  /** Suggestions arrive one after another, each `step` seconds after the last. */
  suggestions: { from: 3.2, step: 0.3 },
  /** The top suggestion opens to its action. */
  callout: { from: 4.3, to: 4.9 },
} as const;

/** InsightDesk on the rep's phone at `time` seconds into the clip. */
function phoneAt(t: Typesetter, time: number, ui: ReturnType<typeof uiTheme>, prefix: string) {
  const beat = time < beats.moveTwo.from ? beats.moveOne : beats.moveTwo;
  const p = easeInOut(share(time, beat.from, beat.to));
  const [before, after] = beat.stages;
  const [forecastFrom, forecastTo] = beat.forecast;
  const [tabFrom, tabTo] = beats.tab.tabs;
  const moment: InsightDeskPhoneMoment = {
    from: before,
    progress: p,
    tab: tabFrom + (tabTo - tabFrom) * easeInOut(share(time, beats.tab.from, beats.tab.to)),
    sheet: share(time, beats.sheet.from, beats.sheet.to),
    suggestions: Math.max(0, (time - beats.suggestions.from) / beats.suggestions.step),
    focus: share(time, beats.callout.from, beats.callout.to),
  };
  const frameData: InsightDeskScreen = {
    ...data,
    stages: after,
    forecast: { ...data.forecast, value: forecastFrom + (forecastTo - forecastFrom) * p },
  };
  const c = createCtx(t, ui, prefix);
  return phoneFrame(insightDeskPhoneScreen(frameData, c, moment), ui, c.id);
}

/** One frame of the clip, as a complete SVG document: the phone, large, on the stage. */
export function clipFrameSvg(t: Typesetter, time: number): string {
  const ui = uiTheme(projectPalette("insightdesk"), clipMode);
  return deviceOnStage(ui, clip, phoneAt(t, time, ui, "demo"), phone, 1.42, "demo");
}

/** The tall poster: the clip's last frame. */
export function portraitPosterSvg(t: Typesetter): string {
  return clipFrameSvg(t, clip.seconds);
}

/** The stages in numbers, a card beside the phone on the wide poster. */
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
 * The wide poster, laid out for the 16:9 card rather than cropped from the tall clip: the phone
 * at rest on the Negotiation tab, the board as the product data has it, between the top AI
 * suggestion and the stages in numbers, on the same stage and in the same frame as the clip.
 */
export function posterSvg(t: Typesetter): string {
  const ui = uiTheme(projectPalette("insightdesk"), clipMode);
  const { width, height } = landscapePoster;
  const stage = stageBackground(ui, width, height, "demo-poster-stage");
  const shadow = "demo-poster-lift";
  const c = createCtx(t, ui, "demo-poster");
  const rest: InsightDeskPhoneMoment = {
    from: data.stages,
    progress: 1,
    tab: beats.tab.tabs[0],
    sheet: 0,
    suggestions: 0,
    focus: 0,
  };
  const device = phoneFrame(insightDeskPhoneScreen(data, c, rest), ui, c.id);
  const callout = insightDeskCallout(data, createCtx(t, ui, "demo-poster-callout"));
  const stages = stagesCard(createCtx(t, ui, "demo-poster-stages"));
  // The phone in the middle, under the card's play button, as the clip opens; the two cards on
  // either side, each at a readable size.
  const cardScale = 1.2;
  const phoneScale = 0.76;
  const phoneX = (width - phone.width * phoneScale) / 2;
  const gap = 40;
  const body =
    stage.body +
    place(callout, ui, {
      x: phoneX - gap - callout.width * cardScale,
      y: (height - stages.height * cardScale) / 2,
      scale: cardScale,
      shadow,
      radius: 22,
    }) +
    place(device, ui, {
      x: phoneX,
      y: (height - phone.height * phoneScale) / 2,
      scale: phoneScale,
      shadow,
      radius: phone.radius,
    }) +
    place(stages, ui, {
      x: phoneX + phone.width * phoneScale + gap,
      y: (height - stages.height * cardScale) / 2,
      scale: cardScale,
      shadow,
      radius: 22,
    });
  const defs = stage.defs + device.defs + callout.defs + stages.defs + clipLift(ui, shadow);
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
      text: `[No audio] InsightDesk on a rep's phone: ${negotiated} moves to Negotiation.`,
    },
    {
      from: between,
      to: beats.sheet.from,
      text: `On the Won tab, ${won} lands; the forecast climbs to ${compactAmount(data.forecast.value, data.currency)}.`,
    },
    {
      from: beats.sheet.from,
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

/** InsightDesk's pipeline on a rep's phone, upright, 6 s. */
export const aiCrmDemo: DemoClip = {
  size: { width: clip.width, height: clip.height },
  fps: clip.fps,
  seconds: clip.seconds,
  frameSvg: clipFrameSvg,
  poster: { size: landscapePoster, svg: posterSvg },
  portraitPoster: { size: { width: clip.width, height: clip.height }, svg: portraitPosterSvg },
  captions: clipCaptions,
};
