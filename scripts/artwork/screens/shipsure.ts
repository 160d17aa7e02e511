import type { ShipSureScreen } from "../../../app/content/product-screens.ts";
import type { Drawing } from "../frames.ts";
import type { IconName } from "../icons.ts";
import { card, iconTile, initials, initialsAvatar, progress, type Ctx } from "../kit.ts";
import { circle, icon, line, path, rect, smoothLine } from "../svg.ts";
import type { UiTheme } from "../theme.ts";

const navIcons: readonly IconName[] = [
  "layoutDashboard",
  "package",
  "truck",
  "fileCheck",
  "receipt",
  "chartColumn",
];

function statusColours(ui: UiTheme, status: ShipSureScreen["rows"][number]["status"]) {
  switch (status) {
    case "Delivered":
      return { fill: ui.successSoft, ink: ui.success };
    case "Delayed":
      return { fill: ui.dangerSoft, ink: ui.danger };
    case "Loading":
      return { fill: ui.warningSoft, ink: ui.warning };
    default:
      return { fill: ui.brandSoft, ink: ui.brandText };
  }
}

function statusChip(
  c: Ctx,
  x: number,
  y: number,
  status: ShipSureScreen["rows"][number]["status"],
  size = 12,
) {
  const { t, ui } = c;
  const { fill, ink } = statusColours(ui, status);
  const style = { size, weight: 650 };
  const w = t.measure(status, style) + 26;
  return {
    svg:
      rect(x, y, w, size + 12, (size + 12) / 2, { fill }) +
      circle(x + 11, y + (size + 12) / 2, 3, { fill: ink }) +
      t.text(status, x + 18, y + size + 4.5, { ...style, fill: ink }),
    width: w,
  };
}

/**
 * A moment of the video showcase's clip (scripts/artwork/clips/shipsure-tracking-demo.ts); the
 * card artwork leaves it out and draws the screen at rest.
 */
export interface ShipSureMoment {
  /** How far the truck has come from the last stop passed to the current one, 0–1. */
  drive: number;
  /** A table row lit up (its id) and how strongly, 0–1, as its status changes. */
  lit?: { id: string; glow: number };
}

/** The point `p` (0–1) of the way along a cubic Bézier, and the curve up to it. */
type Point = [number, number];

function cubicUpTo(
  [a, b, c, d]: readonly [Point, Point, Point, Point],
  p: number,
): { at: [number, number]; path: string } {
  const lerp = (u: [number, number], v: [number, number]): [number, number] => [
    u[0] + (v[0] - u[0]) * p,
    u[1] + (v[1] - u[1]) * p,
  ];
  const ab = lerp(a, b);
  const bc = lerp(b, c);
  const cd = lerp(c, d);
  const abc = lerp(ab, bc);
  const bcd = lerp(bc, cd);
  const at = lerp(abc, bcd);
  const n = (v: number) => Math.round(v * 100) / 100;
  return {
    at,
    path: `M${n(a[0])} ${n(a[1])}C${n(ab[0])} ${n(ab[1])} ${n(abc[0])} ${n(abc[1])} ${n(at[0])} ${n(at[1])}`,
  };
}

/** A web dashboard: sidebar, the shipment's route on a map, its stops, fleet figures, a table. */
export function shipSureScreen(data: ShipSureScreen, c: Ctx, moment?: ShipSureMoment): Drawing {
  const { t, ui } = c;
  const h = 754;
  // Sidebar.
  let body = rect(0, 0, 236, h, 0, { fill: ui.surface });
  body += line(236, 0, 236, h, { stroke: ui.border });
  body += rect(22, 24, 34, 34, 10, { fill: ui.brand });
  body += icon("truck", 29, 31, 20, ui.onBrand, 2.2);
  body += t.text("ShipSure", 66, 47, { size: 18, weight: 750, tracking: -0.01, fill: ui.text });
  data.nav.forEach((label, i) => {
    const y = 92 + i * 44;
    const on = i === 1;
    if (on) body += rect(14, y, 208, 38, 10, { fill: ui.brandSoft });
    body += icon(navIcons[i] ?? "package", 28, y + 10, 18, on ? ui.brandText : ui.muted, 2);
    body += t.text(label, 58, y + 24, {
      size: 14,
      weight: on ? 650 : 550,
      fill: on ? ui.brandText : ui.text,
    });
  });
  body += line(22, h - 76, 214, h - 76, { stroke: ui.border });
  body += initialsAvatar(c, 44, h - 40, 18, initials(data.user.name), ui.palette[0]);
  body += t.text(data.user.name, 72, h - 44, { size: 13.5, weight: 650, fill: ui.text });
  body += t.text(data.user.role, 72, h - 26, { size: 12, weight: 500, fill: ui.muted });

  // Header.
  const x0 = 264;
  const right = 1252;
  const s = data.shipment;
  body += t.text(`Shipments  /  ${s.id}`, x0, 44, { size: 13, weight: 550, fill: ui.muted });
  body += t.text(`Shipment ${s.id}`, x0, 80, {
    size: 26,
    weight: 720,
    tracking: -0.015,
    fill: ui.text,
  });
  const titleW = t.measure(`Shipment ${s.id}`, { size: 26, weight: 720, tracking: -0.015 });
  body += statusChip(c, x0 + titleW + 14, 60, "In transit", 13).svg;
  body += rect(right - 356, 52, 188, 40, 10, { fill: ui.surface, stroke: ui.border });
  body += icon("send", right - 340, 63, 18, ui.text, 2);
  body += t.text("Share tracking link", right - 314, 77, {
    size: 13.5,
    weight: 600,
    fill: ui.text,
  });
  body += rect(right - 156, 52, 156, 40, 10, { fill: ui.brand });
  body += icon("download", right - 140, 63, 18, ui.onBrand, 2.2);
  body += t.text("Download POD", right - 114, 77, { size: 13.5, weight: 650, fill: ui.onBrand });

  // Stats.
  const statW = (right - x0 - 32) / 3;
  data.stats.forEach((stat, i) => {
    const x = x0 + i * (statW + 16);
    body += card(c, x, 110, statW, 88, 14);
    body += t.text(stat.label, x + 20, 140, { size: 13, weight: 600, fill: ui.muted });
    body += t.text(stat.value, x + 20, 178, {
      size: 28,
      weight: 740,
      tracking: -0.02,
      tabular: true,
      fill: ui.text,
    });
    const chipW = t.measure(stat.change, { size: 12, weight: 650 }) + 18;
    body += rect(x + statW - 20 - chipW, 156, chipW, 24, 12, {
      fill: i === 2 ? ui.subtle : ui.successSoft,
    });
    body += t.text(
      stat.change,
      x + statW - 20 - chipW / 2,
      172.5,
      { size: 12, weight: 650, fill: i === 2 ? ui.muted : ui.success },
      "middle",
    );
  });

  // Map card.
  const mapTop = 216;
  const mapW = 600;
  const mapH = 296;
  const mapClip = c.id("map");
  c.defs.push(`<clipPath id="${mapClip}">${rect(x0, mapTop, mapW, mapH, 14)}</clipPath>`);
  let map = rect(x0, mapTop, mapW, mapH, 0, { fill: ui.mode === "dark" ? "#12161d" : "#f2f5f7" });
  for (let gx = 0; gx < mapW; gx += 18) {
    for (let gy = 0; gy < mapH; gy += 18) {
      const inside =
        Math.hypot((gx - mapW * 0.48) / 1.35, gy - mapH * 0.52) < 178 + Math.sin(gx / 40) * 16;
      if (inside)
        map += circle(x0 + gx + 9, mapTop + gy + 9, 2.1, { fill: ui.faint, "fill-opacity": 0.35 });
    }
  }
  const pts: [number, number][] = [
    [x0 + 150, mapTop + 250],
    [x0 + 176, mapTop + 196],
    [x0 + 270, mapTop + 140],
    [x0 + 392, mapTop + 78],
  ];
  const currentIndex = data.stops.findIndex((stop) => stop.state === "current");
  // On the way to the current stop (the clip), the solid line ends at the truck.
  const driving = moment && moment.drive < 1 && currentIndex > 0 ? moment.drive : undefined;
  let truckAt: [number, number] | undefined;
  let done = smoothLine(pts.slice(0, 3));
  if (driving !== undefined) {
    // The last leg of the drawn route as smoothLine curves it (its neighbours clamped).
    const k = currentIndex;
    const p = (i: number) => pts[Math.max(0, Math.min(k, i))] ?? [0, 0];
    const [ax, ay] = p(k - 2);
    const [bx, by] = p(k - 1);
    const [cx, cy] = p(k);
    const curve: [Point, Point, Point, Point] = [
      [bx, by],
      [bx + (cx - ax) / 6, by + (cy - ay) / 6],
      [cx - (cx - bx) / 6, cy - (cy - by) / 6],
      [cx, cy],
    ];
    const leg = cubicUpTo(curve, driving);
    truckAt = leg.at;
    // The route up to the last stop passed, as drawn at rest, then the leg as far as the truck.
    const before = smoothLine(pts.slice(0, k + 1));
    done = before.slice(0, before.lastIndexOf("C")) + leg.path.slice(leg.path.indexOf("C"));
    // The leg still to drive, dotted like the rest of the route.
    map += path(cubicUpTo(curve, 1).path, {
      fill: "none",
      stroke: ui.brand,
      "stroke-width": 3,
      "stroke-dasharray": "2 9",
      "stroke-linecap": "round",
    });
  }
  const rest = smoothLine(pts.slice(2));
  map += path(done, {
    fill: "none",
    stroke: ui.brand,
    "stroke-width": 4.5,
    "stroke-linecap": "round",
  });
  map += path(rest, {
    fill: "none",
    stroke: ui.brand,
    "stroke-width": 3,
    "stroke-dasharray": "2 9",
    "stroke-linecap": "round",
  });
  data.stops.forEach((stop, i) => {
    const [px, py] = pts[i] ?? [0, 0];
    if (stop.state === "current" && truckAt) {
      map += circle(px, py, 7, { fill: ui.surface, stroke: ui.brand, "stroke-width": 3 });
    } else if (stop.state === "current") {
      map += circle(px, py, 22, { fill: ui.brand, "fill-opacity": 0.16 });
      map += circle(px, py, 15, { fill: ui.brand });
      map += icon("truck", px - 9, py - 9, 18, ui.onBrand, 2.2);
    } else {
      map += circle(px, py, 7, {
        fill: stop.state === "done" ? ui.brand : ui.surface,
        stroke: ui.brand,
        "stroke-width": 3,
      });
    }
    map += t.text(
      stop.place.replace(/ hub$|,.*$/, ""),
      px + (stop.state === "current" ? 26 : 14),
      py + 5,
      { size: 13, weight: 650, fill: ui.text },
    );
  });
  if (truckAt) {
    const [px, py] = truckAt;
    map += circle(px, py, 22, { fill: ui.brand, "fill-opacity": 0.16 });
    map += circle(px, py, 15, { fill: ui.brand });
    map += icon("truck", px - 9, py - 9, 18, ui.onBrand, 2.2);
  }
  body += `<g clip-path="url(#${mapClip})">${map}</g>`;
  body += rect(x0 + 0.5, mapTop + 0.5, mapW - 1, mapH - 1, 14, { fill: "none", stroke: ui.border });
  body += card(c, x0 + 16, mapTop + 16, 236, 58, 12);
  body += t.text(s.route, x0 + 32, mapTop + 40, { size: 15, weight: 700, fill: ui.text });
  body += t.text(`${s.distance} · ${s.truck}`, x0 + 32, mapTop + 60, {
    size: 12.5,
    weight: 550,
    fill: ui.muted,
  });
  body += card(c, x0 + mapW - 232, mapTop + mapH - 64, 216, 48, 12);
  body += icon("clock", x0 + mapW - 218, mapTop + mapH - 50, 18, ui.brandText, 2);
  body += t.text(s.eta, x0 + mapW - 192, mapTop + mapH - 35.5, {
    size: 13,
    weight: 650,
    fill: ui.text,
  });

  // Stops.
  const tlX = x0 + mapW + 16;
  const tlW = right - tlX;
  body += card(c, tlX, mapTop, tlW, mapH, 14);
  body += t.text("Route progress", tlX + 20, mapTop + 36, {
    size: 15.5,
    weight: 700,
    fill: ui.text,
  });
  body += t.text(
    `${Math.round(s.progress * 100)}%`,
    tlX + tlW - 20,
    mapTop + 36,
    { size: 14, weight: 700, fill: ui.brandText },
    "end",
  );
  body += progress(c, tlX + 20, mapTop + 50, tlW - 40, s.progress, ui.brand, 5);
  data.stops.forEach((stop, i) => {
    const y = mapTop + 86 + i * 42;
    if (i < data.stops.length - 1) {
      body += line(tlX + 30, y + 8, tlX + 30, y + 36, {
        stroke: stop.state === "done" ? ui.brand : ui.border,
        "stroke-width": 2,
        "stroke-dasharray": stop.state === "done" ? undefined : "3 4",
      });
    }
    if (stop.state === "done") {
      body += circle(tlX + 30, y, 8, { fill: ui.brand });
      body += icon("check", tlX + 25, y - 5, 10, ui.onBrand, 3.4);
    } else if (stop.state === "current") {
      body += circle(tlX + 30, y, 10, { fill: ui.brand, "fill-opacity": 0.2 });
      body += circle(tlX + 30, y, 5.5, { fill: ui.brand });
    } else {
      body += circle(tlX + 30, y, 7, { fill: ui.surface, stroke: ui.faint, "stroke-width": 2 });
    }
    body += t.text(stop.place, tlX + 50, y + 5, { size: 14, weight: 650, fill: ui.text });
    body += t.text(
      stop.time,
      tlX + tlW - 20,
      y + 5,
      { size: 12.5, weight: 550, fill: stop.state === "current" ? ui.brandText : ui.muted },
      "end",
    );
  });
  body += line(tlX + 20, mapTop + mapH - 62, tlX + tlW - 20, mapTop + mapH - 62, {
    stroke: ui.border,
  });
  body += initialsAvatar(c, tlX + 38, mapTop + mapH - 31, 17, initials(s.driver), "#0f766e");
  body += t.text(s.driver, tlX + 64, mapTop + mapH - 35, {
    size: 13.5,
    weight: 650,
    fill: ui.text,
  });
  body += t.text(s.driverNote, tlX + 64, mapTop + mapH - 17, {
    size: 12,
    weight: 500,
    fill: ui.muted,
  });
  body += circle(tlX + tlW - 38, mapTop + mapH - 31, 17, { fill: ui.brandSoft });
  body += icon("phone", tlX + tlW - 46, mapTop + mapH - 39, 16, ui.brandText, 2);

  // Table.
  const tableTop = mapTop + mapH + 18;
  const rows = data.rows.slice(0, 4);
  body += card(c, x0, tableTop, right - x0, 40 + rows.length * 42, 14);
  const cols = [x0 + 20, x0 + 190, x0 + 470, x0 + 640, x0 + 820];
  ["Shipment", "Route", "ETA", "Status", "Proof of delivery"].forEach((label, i) => {
    body += t.text(label.toUpperCase(), cols[i] ?? 0, tableTop + 26, {
      size: 11,
      weight: 650,
      tracking: 0.06,
      fill: ui.faint,
    });
  });
  rows.forEach((row, i) => {
    const y = tableTop + 40 + i * 42;
    if (moment?.lit?.id === row.id && moment.lit.glow > 0) {
      body += rect(x0 + 1, y, right - x0 - 2, 42, 0, {
        fill: ui.brandSoft,
        "fill-opacity": Math.min(1, moment.lit.glow),
      });
    }
    body += line(x0, y, right, y, { stroke: ui.border });
    body += t.text(row.id, cols[0] ?? 0, y + 26, {
      size: 13.5,
      weight: 650,
      tabular: true,
      fill: ui.text,
    });
    body += t.text(row.route, cols[1] ?? 0, y + 26, { size: 13.5, weight: 500, fill: ui.text });
    body += t.text(row.eta, cols[2] ?? 0, y + 26, { size: 13.5, weight: 500, fill: ui.muted });
    body += statusChip(c, cols[3] ?? 0, y + 9, row.status).svg;
    body += t.text(row.pod, cols[4] ?? 0, y + 26, {
      size: 13,
      weight: 550,
      fill: row.status === "Delivered" ? ui.success : ui.faint,
    });
  });
  return { width: 1280, height: h, body, defs: c.defs.join("") };
}

/** The truck's live status, beside the window in the card artwork. */
export function shipSureCallout(data: ShipSureScreen, c: Ctx): Drawing {
  const { t, ui } = c;
  const w = 340;
  const h = 120;
  const current = data.stops.find((s) => s.state === "current");
  let body = card(c, 0, 0, w, h, 22);
  body += iconTile(c, 18, 18, 52, "truck", ui.brandSoft, ui.brandText);
  body += t.text(data.shipment.id, 84, 38, {
    size: 13,
    weight: 650,
    tabular: true,
    fill: ui.muted,
  });
  body += t.text(`In transit near ${current?.place ?? ""}`, 84, 62, {
    size: 16,
    weight: 700,
    fill: ui.text,
  });
  body += progress(c, 18, 90, w - 36, data.shipment.progress, ui.brand, 7);
  return { width: w, height: h, body, defs: c.defs.join("") };
}
