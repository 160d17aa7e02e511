/**
 * The video showcase's second phone demo: PaySetu's UPI wallet (screens/paysetu.ts) in the shared
 * phone frame, upright, on the project's stage. One SVG per frame, like every clip.
 *
 * The story, in the order the captions tell it: Arjun pays Tandoor House (the newest transaction
 * of the product data) from the home screen; the payment sheet rises, the UPI payment goes
 * through and is confirmed; the sheet lowers, the payment slides in at the top of recent
 * transactions and the balance counts down to its figure. The last frame (the tall poster) is the
 * home screen exactly as app/content/product-screens.ts describes it.
 */
import { productScreens, type PaySetuScreen } from "../../../app/content/product-screens.ts";
import { place, stageBackground } from "../compose.ts";
import { phone, phoneFrame, type Drawing } from "../frames.ts";
import { createCtx, initialsAvatar, rupees, type Ctx } from "../kit.ts";
import { projectPalette } from "../products.ts";
import { paySetuCallout, paySetuScreen } from "../screens/paysetu.ts";
import { circle, group, icon, rect, svgDocument } from "../svg.ts";
import { uiTheme, type Mode, type UiTheme } from "../theme.ts";
import type { Typesetter } from "../type.ts";
import { clipLift, deviceOnStage, easeInOut, easeOut, share, type DemoClip } from "./clip.ts";

const data = productScreens.paysetu;
const [payment] = data.transactions;
if (payment?.kind !== "debit") throw new Error("PaySetu's newest transaction is not a payment");
const paid = payment;

/** Dark, like the player around it and the other clips. */
const clipMode: Mode = "dark";
const size = { width: 720, height: 1280 } as const;
const fps = 25;
const seconds = 6;

/** What happens when, in seconds; the captions are written from the same beats. */
const beats = {
  /** The payment sheet rises over the home screen, and lowers once the payment is confirmed. */
  sheetUp: { from: 0.5, to: 1 },
  /** The UPI payment is processed (the bar fills), then confirmed (the tick). */
  paying: { from: 1.1, to: 2.5 },
  done: { from: 2.5, to: 2.9 },
  sheetDown: { from: 3.7, to: 4.1 },
  /** The payment slides into the list and the balance counts down to the product's figure. */
  arrive: { from: 4, to: 4.9 },
} as const;

/** The payment sheet, in screen coordinates, `rise` of the way up (0–1). */
function sheet(c: Ctx, rise: number, paying: number, done: number): string {
  const { t, ui } = c;
  if (rise <= 0) return "";
  const s = phone.screen;
  const h = 372;
  const y = s.height - h * rise;
  let body = rect(0, 0, s.width, s.height, 0, { fill: "#000000", "fill-opacity": 0.5 * rise });
  let panel = rect(0, 0, s.width, h + 40, 32, { fill: ui.surface, stroke: ui.border });
  panel += rect(s.width / 2 - 22, 10, 44, 5, 2.5, { fill: ui.faint, "fill-opacity": 0.6 });
  const cx = s.width / 2;
  panel += initialsAvatar(c, cx, 66, 30, paid.name.slice(0, 1), "#ea580c");
  panel += t.text(
    `Paying ${paid.name}`,
    cx,
    124,
    { size: 16, weight: 650, fill: ui.text },
    "middle",
  );
  panel += t.text(
    rupees(paid.amount),
    cx,
    176,
    { size: 40, weight: 750, tracking: -0.02, tabular: true, fill: ui.text },
    "middle",
  );
  panel += t.text(
    `From ${data.upiId}`,
    cx,
    204,
    { size: 13, weight: 550, fill: ui.muted },
    "middle",
  );
  // The status: a bar while the payment is processed, then the tick of a confirmed payment.
  const statusY = 250;
  if (done <= 0) {
    panel += rect(60, statusY, s.width - 120, 6, 3, { fill: ui.subtle });
    panel += rect(60, statusY, Math.max(6, (s.width - 120) * paying), 6, 3, { fill: ui.brand });
    panel += t.text(
      "Paying via UPI…",
      cx,
      statusY + 34,
      { size: 14, weight: 600, fill: ui.muted },
      "middle",
    );
  } else {
    const r = 20 * (0.6 + 0.4 * done);
    panel += group(
      circle(cx - 84, statusY + 6, r, { fill: ui.successSoft }) +
        icon("check", cx - 84 - 11, statusY + 6 - 11, 22, ui.success, 3),
      { opacity: done },
    );
    panel += t.text("Payment successful", cx - 54, statusY + 12, {
      size: 16,
      weight: 700,
      fill: ui.success,
      opacity: done,
    });
    panel += t.text(
      payment?.note ?? "",
      cx,
      statusY + 50,
      { size: 13, weight: 550, fill: ui.muted, opacity: done },
      "middle",
    );
  }
  body += group(panel, { transform: `translate(0 ${y})` });
  return body;
}

/** PaySetu on Arjun's phone at `time` seconds into the clip. */
function phoneAt(t: Typesetter, ui: UiTheme, time: number, prefix: string): Drawing {
  const arriving = easeInOut(share(time, beats.arrive.from, beats.arrive.to));
  // Whole rupees while it counts, so the paise stay as the balance has them.
  const frameData: PaySetuScreen = {
    ...data,
    balance: data.balance + Math.round(paid.amount * (1 - arriving)),
  };
  const c = createCtx(t, ui, prefix);
  const screen = paySetuScreen(frameData, c, { arriving });
  const rise =
    time < beats.sheetDown.from
      ? easeOut(share(time, beats.sheetUp.from, beats.sheetUp.to))
      : 1 - easeInOut(share(time, beats.sheetDown.from, beats.sheetDown.to));
  const overlay = sheet(
    createCtx(t, ui, `${prefix}-sheet`),
    rise,
    easeInOut(share(time, beats.paying.from, beats.paying.to)),
    easeOut(share(time, beats.done.from, beats.done.to)),
  );
  return phoneFrame({ ...screen, body: screen.body + overlay }, ui, c.id);
}

/** One frame: the phone, large, on the stage (as the CRM clip frames its phone). */
function frameSvg(t: Typesetter, time: number): string {
  const ui = uiTheme(projectPalette("paysetu"), clipMode);
  return deviceOnStage(ui, size, phoneAt(t, ui, time, "pay"), phone, 1.42, "pay");
}

/**
 * The wide poster, laid out for the 16:9 card rather than cropped from the tall clip: the phone
 * at rest, with the month's spend beside it, on the same stage.
 */
function posterSvg(t: Typesetter): string {
  const ui = uiTheme(projectPalette("paysetu"), clipMode);
  const width = 1280;
  const height = 720;
  const stage = stageBackground(ui, width, height, "pay-poster-stage");
  const shadow = "pay-poster-lift";
  const c = createCtx(t, ui, "pay-poster");
  const device = phoneFrame(paySetuScreen(data, c), ui, c.id);
  const callout = paySetuCallout(data, createCtx(t, ui, "pay-poster-callout"));
  const phoneScale = 0.76;
  const cardScale = 1.3;
  const gap = 56;
  // The phone and the card side by side, the pair centred on the stage.
  const phoneX = (width - phone.width * phoneScale - gap - callout.width * cardScale) / 2;
  const body =
    stage.body +
    place(device, ui, {
      x: phoneX,
      y: (height - phone.height * phoneScale) / 2,
      scale: phoneScale,
      shadow,
      radius: phone.radius,
    }) +
    place(callout, ui, {
      x: phoneX + phone.width * phoneScale + gap,
      y: (height - callout.height * cardScale) / 2,
      scale: cardScale,
      shadow,
      radius: 22,
    });
  return svgDocument(
    width,
    height,
    body,
    stage.defs + device.defs + callout.defs + clipLift(ui, shadow),
  );
}

function captions() {
  return [
    {
      from: 0,
      to: beats.sheetDown.from,
      text: `[No audio] PaySetu on ${data.user}'s phone: a UPI payment of ${rupees(paid.amount)} to ${paid.name} goes through.`,
    },
    {
      from: beats.sheetDown.from,
      to: seconds,
      text: `It tops the recent transactions, and the balance updates to ${rupees(data.balance, true)}.`,
    },
  ];
}

/** PaySetu's UPI wallet on a phone, upright, 6 s. */
export const paySetuUpiDemo: DemoClip = {
  size,
  fps,
  seconds,
  frameSvg,
  poster: { size: { width: 1280, height: 720 }, svg: posterSvg },
  // The tall poster is the clip's last frame: the home screen as the product data describes it.
  portraitPoster: { size, svg: (t) => frameSvg(t, seconds) },
  captions,
};
