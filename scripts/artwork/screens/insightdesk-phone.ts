/**
 * InsightDesk on a sales rep's phone: the same CRM as the browser screen (insightdesk.ts), laid
 * out by its responsive web app for a phone held upright. The forecast, the stages as tabs with
 * their counts, the deals of one stage, and the assistant's suggestions in a sheet. The video
 * showcase's demo clip (scripts/artwork/clips/ai-crm-demo.ts) animates it through `InsightDeskPhoneMoment`.
 */
import type { InsightDeskScreen } from "../../../app/content/product-screens.ts";
import { phone, statusBar, type Drawing } from "../frames.ts";
import {
  card,
  compactAmount,
  featureCard,
  homeIndicator,
  iconButton,
  initialsAvatar,
  tabBar,
  type Ctx,
} from "../kit.ts";
import { circle, icon, mix, num, path, rect, smoothLine } from "../svg.ts";
import { between, navIcons, ownerColours, scoreColours } from "./insightdesk.ts";

type Stages = InsightDeskScreen["stages"];
type Deal = Stages[number]["deals"][number];

/** A moment of the clip; without one the screen shows the data at rest on its first stage tab. */
export interface InsightDeskPhoneMoment {
  /** The stages before the deal in motion moved: the same deals, one of them elsewhere. */
  from: Stages;
  /** 0 shows `from`, 1 the data's stages; a deal slides into its list, counts change half way. */
  progress: number;
  /** The stage tab shown, by index; a fraction is the switch from one tab to the next. */
  tab: number;
  /** 0–1: the suggestions sheet rising from the bottom. */
  sheet: number;
  /** How many suggestions have arrived in the sheet; a fraction slides the next one in. */
  suggestions: number;
  /** 0–1: the top suggestion opening to its action. */
  focus: number;
}

const { width: W, height: H } = phone.screen;
const side = 20;
const inner = W - side * 2;
const easeOut = (p: number) => 1 - (1 - p) ** 3;

/** One deal as a row of the list: owner, company and amount, and its score (or Won). */
function dealRow(c: Ctx, y: number, deal: Deal, won: boolean, currency: string): string {
  const { t, ui } = c;
  let svg = card(c, side, y, inner, 76, 16);
  svg += initialsAvatar(c, side + 34, y + 38, 18, deal.owner, ownerColours[deal.owner] ?? ui.brand);
  svg += t.text(t.fit(deal.company, 170, { size: 16.5, weight: 680 }), side + 64, y + 33, {
    size: 16.5,
    weight: 680,
    fill: ui.text,
  });
  svg += t.text(compactAmount(deal.value, currency), side + 64, y + 56, {
    size: 14.5,
    weight: 600,
    tabular: true,
    fill: ui.muted,
  });
  const { fill, ink } = won
    ? { fill: ui.successSoft, ink: ui.success }
    : scoreColours(c, deal.score);
  const label = won ? "Won" : String(deal.score);
  const style = { size: 14, weight: 720 };
  const lw = t.measure(label, style) + (won ? 20 : 40);
  const x = side + inner - 16 - lw;
  svg += rect(x, y + 25, lw, 26, 13, { fill });
  svg += icon(won ? "check" : "sparkles", x + 7, y + 30, 16, ink, 2.2);
  return svg + t.text(label, x + lw - 10, y + 43, { ...style, fill: ink }, "end");
}

/** The deals of one stage: the ones that stay, the one arriving (slid in from the left), "+ n more". */
function stageList(
  c: Ctx,
  top: number,
  index: number,
  data: InsightDeskScreen,
  from: Stages,
  p: number,
): string {
  const { t, ui } = c;
  const after = data.stages[index];
  const before = from[index] ?? after;
  if (!after || !before) return "";
  const landed = p >= 0.5;
  const count = landed ? after.count : before.count;
  const rowH = 86;
  const shown = 3;
  let svg = t.text(after.name, side, top, { size: 19, weight: 720, fill: ui.text });
  svg += t.text(
    `${count} deals`,
    side + t.measure(after.name, { size: 19, weight: 720 }) + 10,
    top,
    { size: 14.5, weight: 600, fill: ui.muted },
  );
  svg += t.text(
    compactAmount(between(before.total, after.total, p), data.currency),
    side + inner,
    top,
    { size: 16, weight: 680, tabular: true, fill: ui.text },
    "end",
  );
  const listTop = top + 18;
  const slot = (j: number) => listTop + j * rowH;
  const won = after.name === "Won";
  const e = easeOut(p);
  let arriving = "";
  after.deals.slice(0, shown).forEach((deal, j) => {
    const k = before.deals.findIndex((d) => d.company === deal.company);
    if (k >= 0) {
      svg += dealRow(c, between(slot(k), slot(j), e), deal, won, data.currency);
      return;
    }
    // The deal arriving from the stage before slides in from the left, above the others.
    const row = dealRow(c, slot(j), deal, won && landed, data.currency);
    arriving = `<g opacity="${num(Math.min(1, e * 1.6))}" transform="translate(${num(-(1 - e) * (W * 0.7))} 0)">${row}</g>`;
  });
  const moreBefore = before.count - Math.min(shown, before.deals.length);
  const moreAfter = after.count - Math.min(shown, after.deals.length);
  const more = landed ? moreAfter : moreBefore;
  if (more > 0) {
    const y = between(
      slot(Math.min(shown, before.deals.length)),
      slot(Math.min(shown, after.deals.length)),
      e,
    );
    svg += rect(side, y, inner, 44, 14, {
      fill: "none",
      stroke: ui.border,
      "stroke-width": 1.4,
      "stroke-dasharray": "5 5",
    });
    svg += t.text(
      `+ ${more} more in ${after.name}`,
      W / 2,
      y + 28,
      { size: 14.5, weight: 600, fill: ui.muted },
      "middle",
    );
  }
  return svg + arriving;
}

/** The assistant's sheet over the pipeline: suggestions arriving, the top one opened. */
function suggestionsSheet(c: Ctx, data: InsightDeskScreen, moment: InsightDeskPhoneMoment) {
  const { t, ui } = c;
  const rise = easeOut(Math.min(1, Math.max(0, moment.sheet)));
  if (rise <= 0) return "";
  const focus = easeOut(Math.min(1, Math.max(0, moment.focus)));
  const rowH = 74;
  const open = 60 * focus;
  const sheetH = 92 + data.suggestions.length * (rowH + 10) + open + 24;
  const top = H - sheetH * rise;
  let svg = rect(0, 0, W, H, 0, { fill: "#000000", "fill-opacity": 0.42 * rise });
  svg += rect(0, top, W, sheetH + 40, 28, { fill: ui.surface, stroke: ui.border });
  svg += rect(W / 2 - 20, top + 9, 40, 5, 2.5, { fill: ui.faint, "fill-opacity": 0.6 });
  svg += rect(side, top + 30, 38, 38, 11, { fill: ui.brandSoft });
  svg += icon("sparkles", side + 8, top + 38, 22, ui.brandText, 2.1);
  svg += t.text("AI suggestions", side + 50, top + 56, { size: 18.5, weight: 720, fill: ui.text });
  const shown = Math.min(data.suggestions.length, Math.max(0, moment.suggestions));
  svg += t.text(
    shown > 0 ? `${Math.ceil(shown)} new` : "Checking…",
    side + inner,
    top + 56,
    { size: 14.5, weight: 680, fill: ui.brandText },
    "end",
  );
  let y = top + 88;
  data.suggestions.forEach((s, i) => {
    const share = Math.min(1, shown - i);
    const h = rowH + (i === 0 ? open : 0);
    if (share > 0) {
      const first = i === 0;
      let row = rect(side, y, inner, h, 16, {
        fill: first ? mix(ui.subtle, ui.brandSoft, focus) : ui.subtle,
        stroke: first && focus > 0 ? ui.brand : "none",
        "stroke-opacity": focus,
        "stroke-width": 1.6,
      });
      row += t.text(t.fit(s.title, inner - 56, { size: 16.5, weight: 720 }), side + 16, y + 31, {
        size: 16.5,
        weight: 720,
        fill: ui.text,
      });
      row += t.text(t.fit(s.detail, inner - 56, { size: 14, weight: 520 }), side + 16, y + 55, {
        size: 14,
        weight: 520,
        fill: ui.muted,
      });
      row += icon("chevronRight", side + inner - 34, y + 26, 20, ui.faint, 2);
      if (first && focus > 0) {
        // The action the suggestion comes with, shown as the row opens.
        const style = { size: 15, weight: 680 };
        const bw = t.measure(s.action, style) + 58;
        let action = rect(side + 16, y + 72, bw, 40, 20, { fill: ui.brand });
        action += icon("phone", side + 30, y + 83, 18, ui.onBrand, 2.2);
        action += t.text(s.action, side + 54, y + 97, { ...style, fill: ui.onBrand });
        action += t.text("Dismiss", side + 32 + bw, y + 97, { ...style, fill: ui.muted });
        row += `<g opacity="${num(focus)}">${action}</g>`;
      }
      if (share < 1) {
        const e = easeOut(share);
        row = `<g opacity="${num(e)}" transform="translate(0 ${num((1 - e) * 24)})">${row}</g>`;
      }
      svg += row;
    }
    y += h + 10;
  });
  svg += homeIndicator(c);
  return svg;
}

/** The pipeline on the phone, at rest or at a moment of the demo clip. */
export function insightDeskPhoneScreen(
  data: InsightDeskScreen,
  c: Ctx,
  moment?: InsightDeskPhoneMoment,
): Drawing {
  const { t, ui } = c;
  const [deep, light] = ui.palette;
  const from = moment?.from ?? data.stages;
  const p = moment?.progress ?? 1;
  const tab = moment?.tab ?? 0;

  let body = statusBar(t, ui.text);
  // Header: the product's mark, the page and its quarter, search and notifications.
  body += rect(side, 62, 42, 42, 12, { fill: light });
  body += icon("sparkles", side + 10, 72, 22, mix(deep, "#000000", 0.3), 2.2);
  body += t.text("Pipeline", side + 54, 84, {
    size: 24,
    weight: 740,
    tracking: -0.015,
    fill: ui.text,
  });
  body += t.text(`InsightDesk · ${data.quarter}`, side + 54, 103, {
    size: 13.5,
    weight: 600,
    fill: ui.muted,
  });
  body += iconButton(c, 300, 83, "search", 21);
  body += iconButton(c, 348, 83, "bell", 21, true);

  // The forecast, the figure a rep checks first.
  const fy = 124;
  body += featureCard(c, side, fy, inner, 142, 22, "forecast");
  body += t.text(`${data.quarter.split(" ")[0]} FORECAST`, side + 20, fy + 34, {
    size: 12.5,
    weight: 700,
    tracking: 0.08,
    fill: "#ffffff",
    opacity: 0.82,
  });
  const amount = compactAmount(data.forecast.value, data.currency);
  const amountStyle = { size: 36, weight: 750, tracking: -0.02, tabular: true };
  body += t.text(amount, side + 20, fy + 80, { ...amountStyle, fill: "#ffffff" });
  const rx = side + 20 + t.measure(amount, amountStyle) + 10;
  body += rect(rx, fy + 56, 48, 26, 13, { fill: "#ffffff", "fill-opacity": 0.16 });
  body += t.text(
    data.forecast.range,
    rx + 24,
    fy + 74,
    { size: 13.5, weight: 700, fill: "#ffffff" },
    "middle",
  );
  body += t.text("Weighted by each deal's AI win chance", side + 20, fy + 116, {
    size: 13.5,
    weight: 550,
    fill: "#ffffff",
    opacity: 0.82,
  });
  const trend = data.forecast.trend;
  const peak = Math.max(...trend);
  const spark = trend.map((v, i): [number, number] => [
    side + inner - 80 + (i * 60) / (trend.length - 1),
    fy + 56 - (v / peak) * 28,
  ]);
  body += path(smoothLine(spark), {
    fill: "none",
    stroke: "#ffffff",
    "stroke-opacity": 0.9,
    "stroke-width": 2.6,
    "stroke-linecap": "round",
  });
  const end = spark.at(-1);
  if (end) body += circle(end[0], end[1], 4.2, { fill: "#ffffff" });

  // The stages as tabs with their counts; the highlight slides to the tab shown.
  const ty = 286;
  const segW = inner / data.stages.length;
  body += rect(side, ty, inner, 66, 18, { fill: ui.subtle });
  body += rect(side + 4 + tab * segW, ty + 4, segW - 8, 58, 14, {
    fill: ui.surface,
    stroke: ui.border,
  });
  data.stages.forEach((stage, i) => {
    const was = from[i] ?? stage;
    const count = p >= 0.5 ? stage.count : was.count;
    const on = 1 - Math.min(1, Math.abs(tab - i));
    const cx = side + segW * (i + 0.5);
    body += t.text(
      String(count),
      cx,
      ty + 31,
      { size: 20, weight: 750, tabular: true, fill: on > 0.5 ? ui.brandText : ui.text },
      "middle",
    );
    body += t.text(
      stage.name,
      cx,
      ty + 51,
      { size: 12, weight: on > 0.5 ? 700 : 600, fill: on > 0.5 ? ui.text : ui.muted },
      "middle",
    );
  });

  // The list of the tab shown; switching tabs, the next list pushes the last one out to the left.
  const listTop = 392;
  const left = Math.floor(tab);
  const shift = tab - left;
  const clip = c.id("list-clip");
  c.defs.push(
    `<clipPath id="${clip}">${rect(0, listTop - 30, W, H - 88 - listTop + 30, 0)}</clipPath>`,
  );
  let lists = "";
  if (shift === 0) lists = stageList(c, listTop, left, data, from, p);
  else {
    const e = easeOut(shift);
    lists += `<g transform="translate(${num(-e * W)} 0)">${stageList(c, listTop, left, data, from, p)}</g>`;
    lists += `<g transform="translate(${num((1 - e) * W)} 0)">${stageList(c, listTop, left + 1, data, from, p)}</g>`;
  }
  body += `<g clip-path="url(#${clip})">${lists}</g>`;

  body += tabBar(
    c,
    data.nav.map((label, i) => ({ icon: navIcons[i] ?? "users", label })),
    0,
  );
  if (moment) body += suggestionsSheet(c, data, moment);
  return { width: W, height: H, body, defs: c.defs.join("") };
}
