import type { StayNestScreen } from "../../../app/content/product-screens.ts";
import { statusBar, type Drawing } from "../frames.ts";
import { card, chip, iconButton, rupees, tabBar, type, type Ctx } from "../kit.ts";
import { circle, icon, mix, path, rect } from "../svg.ts";

/** A city map: blocks, a park, a lake, main and side roads. Colours per mode. */
function cityMap(c: Ctx, w: number, h: number): string {
  const dark = c.ui.mode === "dark";
  const ground = dark ? "#161b22" : "#eef0ec";
  const road = dark ? "#262d38" : "#ffffff";
  const mainRoad = dark ? "#323a47" : "#fdf6e3";
  const edge = dark ? "#1d232c" : "#dfe2dc";
  const park = dark ? "#15301f" : "#cfe8d2";
  const water = dark ? "#12283d" : "#c7dff5";
  let svg = rect(0, 0, w, h, 0, { fill: ground });
  svg += path(
    `M-20 ${h * 0.62}C${w * 0.2} ${h * 0.55} ${w * 0.3} ${h * 0.86} ${w * 0.1} ${h + 20}L-20 ${h + 20}z`,
    { fill: water },
  );
  svg += path(`M${w * 0.6} ${h * 0.06}h${w * 0.3}l-${w * 0.05} ${h * 0.2}h-${w * 0.28}z`, {
    fill: park,
  });
  svg += circle(w * 0.68, h * 0.14, 10, { fill: dark ? "#1c4029" : "#b6dcbb" });
  svg += circle(w * 0.78, h * 0.2, 8, { fill: dark ? "#1c4029" : "#b6dcbb" });
  const minor = [
    `M0 ${h * 0.18}L${w} ${h * 0.1}`,
    `M0 ${h * 0.42}L${w} ${h * 0.36}`,
    `M0 ${h * 0.84}L${w} ${h * 0.8}`,
    `M${w * 0.14} 0L${w * 0.2} ${h}`,
    `M${w * 0.42} 0L${w * 0.4} ${h}`,
    `M${w * 0.92} 0L${w * 0.86} ${h}`,
  ];
  for (const d of minor) {
    svg += path(d, { fill: "none", stroke: edge, "stroke-width": 12 });
    svg += path(d, { fill: "none", stroke: road, "stroke-width": 9 });
  }
  const main = [
    `M0 ${h * 0.6}C${w * 0.3} ${h * 0.58} ${w * 0.6} ${h * 0.66} ${w} ${h * 0.56}`,
    `M${w * 0.66} 0C${w * 0.62} ${h * 0.4} ${w * 0.7} ${h * 0.7} ${w * 0.64} ${h}`,
  ];
  for (const d of main) {
    svg += path(d, { fill: "none", stroke: edge, "stroke-width": 20 });
    svg += path(d, { fill: "none", stroke: mainRoad, "stroke-width": 16 });
  }
  return svg;
}

/** A price pin: a bubble with a pointer; the selected one in the brand colour. */
function pin(c: Ctx, x: number, y: number, label: string, selected: boolean): string {
  const { t, ui } = c;
  const style = { size: 13, weight: 700 };
  const w = t.measure(label, style) + 20;
  const fill = selected ? ui.brand : ui.surface;
  const ink = selected ? ui.onBrand : ui.text;
  return (
    rect(x - w / 2, y - 36, w, 28, 14, { fill, stroke: selected ? fill : ui.border }) +
    path(`M${x - 6} ${y - 9}l6 7 6-7z`, { fill }) +
    t.text(label, x, y - 17.5, { ...style, fill: ink }, "middle") +
    (selected ? circle(x, y + 4, 6, { fill: ui.brand, stroke: ui.surface, "stroke-width": 3 }) : "")
  );
}

/** A flat picture of an apartment block for the listing card. */
function building(c: Ctx, x: number, y: number, w: number, h: number): string {
  const [deep, light] = c.ui.palette;
  const dark = c.ui.mode === "dark";
  const clip = c.id("listing-photo");
  c.defs.push(`<clipPath id="${clip}">${rect(x, y, w, h, 14)}</clipPath>`);
  let art = rect(x, y, w, h, 0, {
    fill: dark ? mix(deep, "#000000", 0.3) : mix(light, "#ffffff", 0.45),
  });
  art += circle(x + w * 0.8, y + h * 0.2, 12, {
    fill: dark ? "#fde68a" : "#fbbf24",
    "fill-opacity": 0.9,
  });
  art += rect(x + 16, y + 26, 58, h, 4, { fill: dark ? "#cbd5e1" : "#ffffff" });
  art += rect(x + 60, y + 44, 44, h, 4, {
    fill: dark ? light : deep,
    "fill-opacity": dark ? 0.8 : 0.85,
  });
  for (let row = 0; row < 5; row++) {
    for (let col = 0; col < 3; col++) {
      art += rect(x + 24 + col * 15, y + 36 + row * 17, 9, 10, 1.5, {
        fill: dark ? "#64748b" : light,
      });
    }
    art += rect(x + 68, y + 54 + row * 17, 28, 8, 1.5, { fill: "#ffffff", "fill-opacity": 0.5 });
  }
  art += rect(x, y + h - 14, w, 14, 0, { fill: dark ? "#14532d" : "#86efac" });
  return `<g clip-path="url(#${clip})">${art}</g>`;
}

/** Map search: the search bar and filters over the map, price pins, and the selected listing. */
export function stayNestScreen(data: StayNestScreen, c: Ctx): Drawing {
  const { t, ui } = c;
  const mapH = 500;
  let body = cityMap(c, 390, mapH);
  for (const p of data.pins) {
    body += pin(c, p.x * 390, 184 + p.y * (mapH - 250), p.label, p.selected === true);
  }
  body += rect(0, 0, 390, 50, 0, { fill: ui.bg, "fill-opacity": 0.7 });
  body += statusBar(t, ui.text);
  // Search bar.
  body += card(c, 20, 58, 350, 52, 26);
  body += icon("search", 38, 74, 20, ui.muted, 2);
  body += t.text(data.search, 68, 89, { ...type.bodyStrong, fill: ui.text });
  body += circle(344, 84, 18, { fill: ui.brand });
  body += icon("slidersHorizontal", 335, 75, 18, ui.onBrand, 2.2);
  let x = 20;
  data.filters.forEach((label, i) => {
    const made = chip(c, x, 122, label, {
      selected: i === 0,
      icon: i === 2 ? "shieldCheck" : undefined,
    });
    body += made.svg;
    x += made.width + 8;
  });
  body += iconButton(c, 346, 432, "navigation", 22);

  // Bottom sheet.
  const sheet = 470;
  body += rect(0, sheet, 390, 844 - sheet, 28, { fill: ui.surface });
  if (ui.mode === "dark")
    body += path(`M0 ${sheet + 28}a28 28 0 0 1 28-28h334a28 28 0 0 1 28 28`, {
      fill: "none",
      stroke: ui.border,
    });
  body += rect(175, sheet + 10, 40, 5, 2.5, { fill: ui.faint, "fill-opacity": 0.6 });
  body += t.text(`${data.count} homes in this area`, 20, sheet + 48, {
    ...type.heading,
    fill: ui.text,
  });
  body += t.text(
    "Sort: nearest",
    370,
    sheet + 48,
    { size: 13.5, weight: 600, fill: ui.brandText },
    "end",
  );

  const l = data.listing;
  const top = sheet + 64;
  body += building(c, 20, top, 116, 136);
  body += rect(28, top + 8, 72, 22, 11, { fill: "#ffffff", "fill-opacity": 0.92 });
  body += icon("shieldCheck", 34, top + 12, 14, "#15803d", 2.2);
  body += t.text("Verified", 51, top + 23.5, { size: 11, weight: 700, fill: "#15803d" });
  body += t.text(`${rupees(l.rent)}`, 150, top + 24, {
    size: 21,
    weight: 750,
    tracking: -0.01,
    fill: ui.text,
  });
  const rentW = t.measure(rupees(l.rent), { size: 21, weight: 750, tracking: -0.01 });
  body += t.text("/month", 154 + rentW, top + 24, { size: 13, weight: 550, fill: ui.muted });
  body += t.text(l.title, 150, top + 48, { ...type.bodyStrong, fill: ui.text });
  body += t.text(l.locality, 150, top + 67, { ...type.small, fill: ui.muted });
  const facts: [Parameters<typeof icon>[0], string][] = [
    ["bed", String(l.beds)],
    ["bath", String(l.baths)],
    ["maximize", l.area],
  ];
  let fx = 150;
  for (const [name, text] of facts) {
    body += icon(name, fx, top + 80, 16, ui.muted, 2);
    body += t.text(text, fx + 21, top + 93, { size: 12.5, weight: 600, fill: ui.text });
    fx += 21 + t.measure(text, { size: 12.5, weight: 600 }) + 14;
  }
  body += rect(150, top + 108, 220, 30, 15, { fill: ui.brandSoft });
  body += icon("calendar", 162, top + 115, 16, ui.brandText, 2);
  body += t.text(`Visit ${l.visit.toLowerCase()}`, 184, top + 127.5, {
    size: 12.5,
    weight: 650,
    fill: ui.brandText,
  });
  body += icon("heart", 344, top + 6, 22, ui.danger, 2);
  body += rect(20, top + 152, 350, 48, 16, { fill: ui.brand });
  body += t.text(
    "Book site visit",
    195,
    top + 182,
    { size: 16, weight: 680, fill: ui.onBrand },
    "middle",
  );

  body += tabBar(
    c,
    [
      { icon: "search", label: "Explore" },
      { icon: "heart", label: "Saved" },
      { icon: "calendar", label: "Visits" },
      { icon: "user", label: "Profile" },
    ],
    0,
  );
  return { width: 390, height: 844, body, defs: c.defs.join("") };
}

/** The booked site visit, beside the phone in the card artwork. */
export function stayNestCallout(data: StayNestScreen, c: Ctx): Drawing {
  const { t, ui } = c;
  const w = 318;
  const h = 96;
  let body = card(c, 0, 0, w, h, 22);
  body += rect(18, 20, 56, 56, 16, { fill: ui.successSoft });
  body += icon("circleCheck", 32, 34, 28, ui.success, 2.2);
  body += t.text("Site visit booked", 88, 42, { size: 16, weight: 700, fill: ui.text });
  body += t.text(`${data.listing.visit} · ${rupees(data.listing.rent)}/mo`, 88, 65, {
    size: 13,
    weight: 500,
    fill: ui.muted,
  });
  return { width: w, height: h, body, defs: c.defs.join("") };
}
