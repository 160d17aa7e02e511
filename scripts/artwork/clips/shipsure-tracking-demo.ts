/**
 * The video showcase's web demo: ShipSure's office dashboard (screens/shipsure.ts) in the shared
 * browser frame, landscape, on the project's stage. One SVG per frame, like every clip.
 *
 * The story, in the order the captions tell it: shipment SS-48213's truck drives the leg from the
 * Birmingham hub towards Stafford while its route progress climbs; then a driver's proof of
 * delivery reaches the office, and another shipment's row turns Delivered, "Signed · photo", as
 * the case study describes (the office sees it within seconds of the phone reconnecting). The
 * screen ends exactly as app/content/product-screens.ts describes it.
 */
import { productScreens, type ShipSureScreen } from "../../../app/content/product-screens.ts";
import { place, stageBackground } from "../compose.ts";
import { browser, browserFrame, type Drawing } from "../frames.ts";
import { card, createCtx, iconTile, type Ctx } from "../kit.ts";
import { projectPalette } from "../products.ts";
import { shipSureCallout, shipSureScreen } from "../screens/shipsure.ts";
import { group, svgDocument } from "../svg.ts";
import { uiTheme, type Mode, type UiTheme } from "../theme.ts";
import type { Typesetter } from "../type.ts";
import { clipLift, deviceOnStage, easeInOut, easeOut, share, type DemoClip } from "./clip.ts";

const data = productScreens.shipsure;
type Row = ShipSureScreen["rows"][number];

/** Dark, like the player around it and the other clips. */
const clipMode: Mode = "dark";
const size = { width: 1280, height: 720 } as const;
const fps = 25;
const seconds = 6;

/** The row whose proof of delivery arrives: the one the data shows delivered. */
const delivered = data.rows.find((r) => r.status === "Delivered");
if (!delivered) throw new Error("ShipSure's table has no delivered shipment");
/** Before its proof arrived, it was on the road like the others. */
const awaiting: Row = { ...delivered, status: "In transit", pod: "Awaiting" };

/** What happens when, in seconds; the captions are written from the same beats. */
const beats = {
  /** The truck drives the last leg; route progress climbs from `from` to the data's own. */
  drive: { from: 0.4, to: 3, progress: 0.58 },
  /** The delivered row lights up, its status changes at `flip`, and the light fades. */
  row: { from: 3.2, flip: 3.45, hold: 4.6, to: 5.4 },
  /** The notification slides in over the header. */
  toast: { from: 3.4, to: 3.9 },
} as const;

/**
 * The notification of the proof of delivery, in window coordinates: it slides in from the
 * window's right edge (clipped by the window) and settles over the header's two buttons.
 */
function toast(c: Ctx, appear: number, windowClip: string): string {
  const { t, ui } = c;
  if (appear <= 0) return "";
  const w = 376;
  const h = 62;
  const x = browser.width - 24 - w + (1 - appear) * (w + 40);
  const y = browser.bar + 39;
  let body = card(c, 0, 0, w, h, 14);
  body += iconTile(c, 12, 11, 40, "fileCheck", ui.successSoft, ui.success);
  body += t.text("Proof of delivery received", 64, 27, { size: 14.5, weight: 700, fill: ui.text });
  body += t.text(`${delivered?.id ?? ""} · ${delivered?.route ?? ""}`, 64, 47, {
    size: 12.5,
    weight: 550,
    fill: ui.muted,
  });
  return group(group(body, { transform: `translate(${x} ${y})` }), {
    "clip-path": `url(#${windowClip})`,
  });
}

/** ShipSure in its browser window at `time` seconds into the clip. */
function windowAt(t: Typesetter, ui: UiTheme, time: number, prefix: string): Drawing {
  const drive = easeInOut(share(time, beats.drive.from, beats.drive.to));
  const { row } = beats;
  const glow =
    time < row.hold ? easeOut(share(time, row.from, row.flip)) : 1 - share(time, row.hold, row.to);
  const frameData: ShipSureScreen = {
    ...data,
    shipment: {
      ...data.shipment,
      progress: beats.drive.progress + (data.shipment.progress - beats.drive.progress) * drive,
    },
    rows: data.rows.map((r) => (r === delivered && time < row.flip ? awaiting : r)),
  };
  const c = createCtx(t, ui, prefix);
  const screen = shipSureScreen(frameData, c, { drive, lit: { id: awaiting.id, glow } });
  const frame = browserFrame(screen, ui, t, data.url, c.id);
  const note = toast(
    createCtx(t, ui, `${prefix}-toast`),
    easeOut(share(time, beats.toast.from, beats.toast.to)),
    c.id("window-clip"),
  );
  return { ...frame, body: frame.body + note };
}

/** One frame: the window, large, centred on the stage. */
function frameSvg(t: Typesetter, time: number): string {
  const ui = uiTheme(projectPalette("shipsure"), clipMode);
  return deviceOnStage(ui, size, windowAt(t, ui, time, "ship"), browser, 0.84, "ship");
}

/**
 * The tall poster, for the 9:16 card on a phone: the window does not fit an upright frame at a
 * readable size, so the truck's live status sits above the window at rest, on the same stage.
 */
function portraitPosterSvg(t: Typesetter): string {
  const ui = uiTheme(projectPalette("shipsure"), clipMode);
  const width = 720;
  const height = 1280;
  const stage = stageBackground(ui, width, height, "ship-portrait-stage");
  const shadow = "ship-portrait-lift";
  const c = createCtx(t, ui, "ship-portrait");
  const device = browserFrame(shipSureScreen(data, c), ui, t, data.url, c.id);
  const callout = shipSureCallout(data, createCtx(t, ui, "ship-portrait-callout"));
  const windowScale = (width - 56) / browser.width;
  const calloutScale = 1.7;
  const gap = 56;
  const total = callout.height * calloutScale + gap + browser.height * windowScale;
  const top = (height - total) / 2;
  const body =
    stage.body +
    place(callout, ui, {
      x: (width - callout.width * calloutScale) / 2,
      y: top,
      scale: calloutScale,
      shadow,
      radius: 22,
    }) +
    place(device, ui, {
      x: 28,
      y: top + callout.height * calloutScale + gap,
      scale: windowScale,
      shadow,
      radius: browser.radius,
    });
  return svgDocument(
    width,
    height,
    body,
    stage.defs + device.defs + callout.defs + clipLift(ui, shadow),
  );
}

function captions() {
  const current = data.stops.find((s) => s.state === "current");
  const s = data.shipment;
  return [
    {
      from: 0,
      to: beats.row.from,
      text: `[No audio] ShipSure's dashboard: shipment ${s.id}, ${s.route}, nears ${current?.place ?? ""}; route progress reaches ${Math.round(s.progress * 100)}%.`,
    },
    {
      from: beats.row.from,
      to: seconds,
      text: `Proof of delivery arrives: ${awaiting.id} is ${delivered?.status ?? ""}, ${(delivered?.pod ?? "").replace(" · ", ", with a ").toLowerCase()}.`,
    },
  ];
}

/** ShipSure's office dashboard in a browser, landscape, 6 s. */
export const shipSureTrackingDemo: DemoClip = {
  size,
  fps,
  seconds,
  frameSvg,
  // The wide poster is the clip's last frame: the screen as the product data describes it.
  poster: { size, svg: (t) => frameSvg(t, seconds) },
  portraitPoster: { size: { width: 720, height: 1280 }, svg: portraitPosterSvg },
  captions,
};
