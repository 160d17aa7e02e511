import type { PaySetuScreen } from "../../../app/content/product-screens.ts";
import { statusBar, type Drawing } from "../frames.ts";
import type { IconName } from "../icons.ts";
import {
  card,
  featureCard,
  iconButton,
  initialsAvatar,
  rupees,
  sectionTitle,
  tabBar,
  type,
  type Ctx,
} from "../kit.ts";
import { icon, line, mix, rect } from "../svg.ts";

const actionIcons: readonly IconName[] = ["scanLine", "users", "landmark", "split"];
const avatarColours = ["#ea580c", "#0891b2", "#7c3aed", "#16a34a", "#db2777"];

/**
 * A moment of the video showcase's clip (scripts/artwork/clips/paysetu-upi-demo.ts); the card
 * artwork leaves it out and draws the screen at rest.
 */
export interface PaySetuMoment {
  /** How far the newest transaction has slid in at the top of the list, 0–1. */
  arriving: number;
}

/** Home: the UPI balance card, quick actions and recent transactions. */
export function paySetuScreen(data: PaySetuScreen, c: Ctx, moment?: PaySetuMoment): Drawing {
  const { t, ui } = c;
  let body = statusBar(t, ui.text);
  body += initialsAvatar(c, 40, 98, 20, "AS", ui.palette[0]);
  body += t.text(`Hi, ${data.user}`, 70, 93, { ...type.bodyStrong, size: 16, fill: ui.text });
  body += t.text(data.upiId, 70, 112, { ...type.small, fill: ui.muted });
  body += iconButton(c, 298, 98, "qrCode", 21);
  body += iconButton(c, 346, 98, "bell", 21, true);

  const top = 138;
  body += featureCard(c, 20, top, 350, 188);
  body += t.text("PAYSETU BALANCE", 40, top + 36, { ...type.label, fill: "#ffffff", opacity: 0.8 });
  body += rect(302, top + 20, 50, 24, 12, { fill: "#ffffff", "fill-opacity": 0.16 });
  body += t.text(
    "UPI",
    327,
    top + 36.5,
    { size: 12, weight: 750, tracking: 0.06, fill: "#ffffff" },
    "middle",
  );
  body += t.text(rupees(data.balance, true), 40, top + 84, {
    ...type.display,
    size: 36,
    fill: "#ffffff",
  });
  body += t.text(data.balanceNote, 40, top + 108, {
    size: 13,
    weight: 500,
    fill: "#ffffff",
    opacity: 0.8,
  });
  body += rect(40, top + 126, 146, 44, 22, { fill: "#ffffff" });
  const ink = ui.mode === "dark" ? ui.palette[0] : ui.brand;
  body += icon("plus", 62, top + 138, 20, ink, 2.4);
  body += t.text("Add money", 88, top + 153, { size: 15, weight: 650, fill: ink });
  body += rect(196, top + 126, 118, 44, 22, { fill: "#ffffff", "fill-opacity": 0.16 });
  body += icon("send", 216, top + 138, 19, "#ffffff", 2.2);
  body += t.text("Send", 242, top + 153, { size: 15, weight: 650, fill: "#ffffff" });

  // Quick actions.
  const actionsTop = top + 208;
  data.actions.forEach((label, i) => {
    const cx = 20 + 350 * ((i + 0.5) / data.actions.length);
    body += rect(cx - 30, actionsTop, 60, 60, 20, { fill: ui.brandSoft });
    body += icon(actionIcons[i] ?? "wallet", cx - 13, actionsTop + 17, 26, ui.brandText, 2);
    body += t.text(
      label,
      cx,
      actionsTop + 82,
      { size: 12.5, weight: 600, fill: ui.text },
      "middle",
    );
  });

  // Recent transactions, in one card with dividers.
  const listTitle = actionsTop + 128;
  body += sectionTitle(c, listTitle, "Recent transactions", "See all");
  const listTop = listTitle + 16;
  const rowH = 60;
  const shown = 4;
  // While the newest row slides in, the rows below it move down a place and the last one leaves
  // through the bottom of the card.
  const arriving = moment && moment.arriving < 1 ? moment.arriving : undefined;
  const rows = data.transactions.slice(0, arriving === undefined ? shown : shown + 1);
  const shift = arriving === undefined ? 0 : (1 - arriving) * rowH;
  body += card(c, 20, listTop, 350, shown * rowH + 8, 20);
  const listClip = c.id("list");
  if (arriving !== undefined) {
    c.defs.push(
      `<clipPath id="${listClip}">${rect(20, listTop + 1, 350, shown * rowH + 6, 20)}</clipPath>`,
    );
  }
  let list = "";
  rows.forEach((tx, i) => {
    const y = listTop + 4 + i * rowH - shift;
    let row = "";
    const colour = avatarColours[i % avatarColours.length] ?? ui.brand;
    row += initialsAvatar(c, 58, y + rowH / 2, 21, tx.name.slice(0, 1), colour);
    row += t.text(tx.name, 90, y + 26, { ...type.bodyStrong, fill: ui.text });
    row += t.text(tx.note, 90, y + 45, { ...type.small, size: 12.5, fill: ui.muted });
    const credit = tx.kind === "credit";
    row += t.text(
      `${credit ? "+" : "−"}${rupees(tx.amount)}`,
      352,
      y + 36,
      { size: 15.5, weight: 650, tabular: true, fill: credit ? ui.success : ui.text },
      "end",
    );
    if (i < rows.length - 1) {
      row += line(90, y + rowH, 352, y + rowH, { stroke: ui.border });
    }
    list +=
      arriving !== undefined && i === 0 ? `<g opacity="${arriving.toFixed(3)}">${row}</g>` : row;
  });
  body += arriving === undefined ? list : `<g clip-path="url(#${listClip})">${list}</g>`;

  body += tabBar(
    c,
    [
      { icon: "house", label: "Home" },
      { icon: "receipt", label: "History" },
      { icon: "wallet", label: "Wallet" },
      { icon: "user", label: "Profile" },
    ],
    0,
  );
  return { width: 390, height: 844, body, defs: c.defs.join("") };
}

/** This month's spend by week, beside the phone in the card artwork. */
export function paySetuCallout(data: PaySetuScreen, c: Ctx): Drawing {
  const { t, ui } = c;
  const w = 300;
  const h = 178;
  let body = card(c, 0, 0, w, h, 22);
  body += t.text(`${data.monthSpend.month} spend`, 20, 34, {
    size: 13,
    weight: 600,
    fill: ui.muted,
  });
  body += t.text(rupees(data.monthSpend.total), 20, 64, {
    size: 26,
    weight: 700,
    tracking: -0.015,
    fill: ui.text,
  });
  const changeWidth = t.measure(data.monthSpend.change, { size: 12.5, weight: 650 }) + 20;
  body += rect(w - 18 - changeWidth, 18, changeWidth, 24, 12, { fill: ui.successSoft });
  body += t.text(
    data.monthSpend.change,
    w - 18 - changeWidth / 2,
    34.5,
    { size: 12.5, weight: 650, fill: ui.success },
    "middle",
  );
  const max = Math.max(...data.monthSpend.weeks);
  const base = 150;
  data.monthSpend.weeks.forEach((v, i) => {
    const bh = (v / max) * 64;
    const x = 22 + i * 68;
    const on = i === 1;
    body += rect(x, base - bh, 52, bh, 8, { fill: on ? ui.brand : mix(ui.brand, ui.surface, 0.7) });
    body += t.text(
      `W${i + 1}`,
      x + 26,
      base + 18,
      { size: 11.5, weight: 600, fill: ui.faint },
      "middle",
    );
  });
  return { width: w, height: h, body, defs: c.defs.join("") };
}
