import type { InsightDeskScreen } from "../../../app/content/product-screens.ts";
import type { Drawing } from "../frames.ts";
import type { IconName } from "../icons.ts";
import { card, compactAmount, initialsAvatar, wrap, type Ctx } from "../kit.ts";
import { circle, icon, line, mix, path, rect, smoothLine } from "../svg.ts";

export const navIcons: readonly IconName[] = [
  "chartColumn",
  "users",
  "building",
  "trendingUp",
  "mail",
];
export const ownerColours: Record<string, string> = {
  AK: "#0891b2",
  SM: "#db2777",
  RP: "#ea580c",
  DO: "#7c3aed",
};

export function scoreColours(c: Ctx, score: number) {
  const { ui } = c;
  if (score >= 85) return { fill: ui.successSoft, ink: ui.success };
  if (score >= 70) return { fill: ui.brandSoft, ink: ui.brandText };
  return { fill: ui.warningSoft, ink: ui.warning };
}

/** `a` at 0, `b` at 1 (the phone screen's moments, insightdesk-phone.ts). */
export function between(a: number, b: number, p: number): number {
  if (p <= 0) return a;
  if (p >= 1) return b;
  return a + (b - a) * p;
}

type Deal = InsightDeskScreen["stages"][number]["deals"][number];

/** One deal on the board. */
function dealCard(
  c: Ctx,
  x: number,
  y: number,
  colW: number,
  deal: Deal,
  stage: string,
  currency: string,
) {
  const { t, ui } = c;
  const won = stage === "Won";
  let svg = card(c, x + 8, y, colW - 16, 90, 12);
  svg += t.text(t.fit(deal.company, colW - 44, { size: 14, weight: 650 }), x + 22, y + 26, {
    size: 14,
    weight: 650,
    fill: ui.text,
  });
  svg += t.text(compactAmount(deal.value, currency), x + 22, y + 48, {
    size: 13,
    weight: 600,
    tabular: true,
    fill: ui.muted,
  });
  svg += initialsAvatar(c, x + 34, y + 70, 12, deal.owner, ownerColours[deal.owner] ?? ui.brand);
  const { fill, ink } = scoreColours(c, deal.score);
  const label = won ? "Won" : `${deal.score}`;
  const lw = t.measure(label, { size: 11.5, weight: 700 }) + (won ? 16 : 34);
  const cx = x + colW - 22 - lw;
  svg += rect(cx, y + 60, lw, 20, 10, { fill });
  if (!won) svg += icon("sparkles", cx + 6, y + 63.5, 13, ink, 2);
  svg += t.text(label, cx + lw - 8, y + 74.5, { size: 11.5, weight: 700, fill: ink }, "end");
  return svg;
}

/** The CRM pipeline: stages as columns of scored deals, and the assistant's suggestions. */
export function insightDeskScreen(data: InsightDeskScreen, c: Ctx): Drawing {
  const { t, ui } = c;
  const h = 754;
  const dark = ui.mode === "dark";
  const [deep, light] = ui.palette;
  // Sidebar in the brand's deep colour (light) or a raised surface (dark).
  const side = dark ? ui.surface : deep;
  const sideInk = dark ? ui.text : "#ffffff";
  let body = rect(0, 0, 220, h, 0, { fill: side });
  if (dark) body += line(220, 0, 220, h, { stroke: ui.border });
  body += rect(22, 24, 32, 32, 9, { fill: light });
  body += icon("sparkles", 28, 30, 20, mix(deep, "#000000", 0.3), 2.2);
  body += t.text("InsightDesk", 64, 46, { size: 17, weight: 720, tracking: -0.01, fill: sideInk });
  data.nav.forEach((label, i) => {
    const y = 90 + i * 44;
    const on = i === 0;
    if (on)
      body += rect(12, y, 196, 38, 10, { fill: "#ffffff", "fill-opacity": dark ? 0.08 : 0.14 });
    body += icon(navIcons[i] ?? "users", 26, y + 10, 18, sideInk, 2);
    body += t.text(label, 56, y + 24, {
      size: 14,
      weight: on ? 650 : 520,
      fill: sideInk,
      opacity: on ? 1 : 0.78,
    });
  });

  // Header.
  const x0 = 244;
  const boardRight = 972;
  body += t.text("Pipeline", x0, 62, { size: 26, weight: 720, tracking: -0.015, fill: ui.text });
  const titleW = t.measure("Pipeline", { size: 26, weight: 720, tracking: -0.015 });
  body += rect(x0 + titleW + 12, 42, 76, 26, 13, { fill: ui.subtle });
  body += t.text(
    data.quarter,
    x0 + titleW + 50,
    59.5,
    { size: 12.5, weight: 650, fill: ui.muted },
    "middle",
  );
  body += t.text(
    `Forecast ${compactAmount(data.forecast.value, data.currency)} ${data.forecast.range}`,
    x0,
    90,
    {
      size: 13.5,
      weight: 600,
      fill: ui.muted,
    },
  );
  const trend = data.forecast.trend;
  const top = Math.max(...trend);
  const spark = trend.map((v, i): [number, number] => [
    boardRight - 330 + (i * 182) / (trend.length - 1),
    74 - (v / top) * 30,
  ]);
  body += path(smoothLine(spark), {
    fill: "none",
    stroke: ui.brand,
    "stroke-width": 2.4,
    "stroke-linecap": "round",
  });
  const end = spark.at(-1);
  if (end) body += circle(end[0], end[1], 4, { fill: ui.brand });
  body += rect(boardRight - 116, 40, 116, 38, 10, { fill: ui.brand });
  body += icon("plus", boardRight - 102, 50, 18, ui.onBrand, 2.4);
  body += t.text("New deal", boardRight - 78, 64, { size: 13.5, weight: 650, fill: ui.onBrand });

  // Board.
  const colGap = 12;
  const colW = (boardRight - x0 - colGap * (data.stages.length - 1)) / data.stages.length;
  const boardTop = 116;
  const colX = (i: number) => x0 + i * (colW + colGap);
  const slotY = (j: number) => boardTop + 62 + j * 100;
  data.stages.forEach((stage, i) => {
    const x = colX(i);
    body += rect(x, boardTop, colW, h - boardTop - 20, 14, { fill: ui.subtle });
    body += t.text(stage.name, x + 14, boardTop + 28, { size: 14, weight: 700, fill: ui.text });
    body += rect(x + colW - 38, boardTop + 13, 26, 20, 10, { fill: ui.surface });
    body += t.text(
      String(stage.count),
      x + colW - 25,
      boardTop + 27.5,
      { size: 11.5, weight: 700, fill: ui.muted },
      "middle",
    );
    body += t.text(compactAmount(stage.total, data.currency), x + 14, boardTop + 48, {
      size: 12.5,
      weight: 600,
      fill: ui.muted,
    });
    stage.deals.forEach((deal, j) => {
      body += dealCard(c, x, slotY(j), colW, deal, stage.name, data.currency);
    });
    const more = stage.count - stage.deals.length;
    if (more > 0) {
      const y = slotY(stage.deals.length);
      body += rect(x + 8, y, colW - 16, 36, 10, {
        fill: "none",
        stroke: ui.border,
        "stroke-dasharray": "4 4",
      });
      body += t.text(
        `+ ${more} more`,
        x + colW / 2,
        y + 23,
        { size: 12.5, weight: 600, fill: ui.muted },
        "middle",
      );
    }
  });

  // Assistant panel.
  const px = boardRight + 16;
  const pw = 1280 - px - 16;
  body += card(c, px, 20, pw, h - 40, 16);
  body += rect(px + 16, 38, 30, 30, 9, { fill: ui.brandSoft });
  body += icon("sparkles", px + 22, 44, 18, ui.brandText, 2);
  body += t.text("AI suggestions", px + 56, 59, { size: 15.5, weight: 700, fill: ui.text });
  body += t.text(
    `${data.suggestions.length} new`,
    px + pw - 18,
    59,
    { size: 12.5, weight: 650, fill: ui.brandText },
    "end",
  );
  data.suggestions.forEach((s, i) => {
    const y = 88 + i * 142;
    body += rect(px + 14, y, pw - 28, 130, 12, { fill: i === 0 ? ui.brandSoft : ui.subtle });
    body += t.text(t.fit(s.title, pw - 60, { size: 14, weight: 700 }), px + 28, y + 30, {
      size: 14,
      weight: 700,
      fill: ui.text,
    });
    wrap(t, s.detail, pw - 56, { size: 12.5 }).forEach((text, k) => {
      body += t.text(text, px + 28, y + 52 + k * 18, { size: 12.5, weight: 500, fill: ui.muted });
    });
    const aw = t.measure(s.action, { size: 12.5, weight: 650 }) + 28;
    body += rect(px + 28, y + 84, aw, 32, 10, {
      fill: i === 0 ? ui.brand : ui.surface,
      stroke: i === 0 ? "none" : ui.border,
    });
    body += t.text(
      s.action,
      px + 28 + aw / 2,
      y + 104.5,
      { size: 12.5, weight: 650, fill: i === 0 ? ui.onBrand : ui.text },
      "middle",
    );
    body += t.text("Dismiss", px + 40 + aw, y + 104.5, { size: 12.5, weight: 600, fill: ui.faint });
  });
  // Forecast by month.
  const fy = 88 + data.suggestions.length * 142 + 6;
  body += t.text("Likely to close", px + 18, fy + 20, { size: 13, weight: 650, fill: ui.muted });
  const peak = Math.max(...data.forecast.months.map((m) => m.value));
  data.forecast.months.forEach((m, i) => {
    const bw = (pw - 36 - 24) / 3;
    const bx = px + 18 + i * (bw + 12);
    const bh = (m.value / peak) * 70;
    body += rect(bx, fy + 110 - bh, bw, bh, 8, { fill: i === 0 ? ui.brand : ui.brandSoft });
    body += t.text(
      compactAmount(m.value, data.currency),
      bx + bw / 2,
      fy + 104 - bh,
      { size: 11.5, weight: 650, fill: ui.text },
      "middle",
    );
    body += t.text(
      m.month,
      bx + bw / 2,
      fy + 128,
      { size: 11.5, weight: 600, fill: ui.faint },
      "middle",
    );
  });
  return { width: 1280, height: h, body, defs: c.defs.join("") };
}

/** The top suggestion, beside the window in the card artwork. */
export function insightDeskCallout(data: InsightDeskScreen, c: Ctx): Drawing {
  const { t, ui } = c;
  const s = data.suggestions[0];
  const w = 336;
  const h = 132;
  let body = card(c, 0, 0, w, h, 22);
  body += rect(18, 18, 34, 34, 10, { fill: ui.brandSoft });
  body += icon("sparkles", 25, 25, 20, ui.brandText, 2);
  body += t.text("AI suggestion", 62, 40, { size: 12.5, weight: 650, fill: ui.brandText });
  body += t.text(s?.title ?? "", 18, 80, { size: 17, weight: 700, fill: ui.text });
  body += t.text(s?.detail ?? "", 18, 104, { size: 13, weight: 500, fill: ui.muted });
  return { width: w, height: h, body, defs: c.defs.join("") };
}
