/**
 * One drawing per project: its screen (phone or browser content) and the detail the card
 * artwork enlarges beside the device. Keyed by project slug, like the content module.
 */
import { productScreens, type ProductScreens } from "../../../app/content/product-screens.ts";
import type { ProjectSlug } from "../../../app/content/portfolio.ts";
import type { Drawing } from "../frames.ts";
import type { Ctx } from "../kit.ts";
import { beatWaveCallout, beatWaveScreen } from "./beatwave.ts";
import { clinicQCallout, clinicQScreen } from "./clinicq.ts";
import { fitPulseCallout, fitPulseScreen } from "./fitpulse.ts";
import { freshKartCallout, freshKartScreen } from "./freshkart.ts";
import { insightDeskCallout, insightDeskScreen } from "./insightdesk.ts";
import { learnLoopCallout, learnLoopScreen } from "./learnloop.ts";
import { mediRiseCallout, mediRiseScreen } from "./medirise.ts";
import { paySetuCallout, paySetuScreen } from "./paysetu.ts";
import { shipSureCallout, shipSureScreen } from "./shipsure.ts";
import { stayNestCallout, stayNestScreen } from "./staynest.ts";
import { tiffinTrailCallout, tiffinTrailScreen } from "./tiffintrail.ts";

type Painter<S> = { screen: (data: S, c: Ctx) => Drawing; callout: (data: S, c: Ctx) => Drawing };

const painters: { [K in keyof ProductScreens]: Painter<ProductScreens[K]> } = {
  medirise: { screen: mediRiseScreen, callout: mediRiseCallout },
  paysetu: { screen: paySetuScreen, callout: paySetuCallout },
  freshkart: { screen: freshKartScreen, callout: freshKartCallout },
  learnloop: { screen: learnLoopScreen, callout: learnLoopCallout },
  fitpulse: { screen: fitPulseScreen, callout: fitPulseCallout },
  staynest: { screen: stayNestScreen, callout: stayNestCallout },
  tiffintrail: { screen: tiffinTrailScreen, callout: tiffinTrailCallout },
  beatwave: { screen: beatWaveScreen, callout: beatWaveCallout },
  shipsure: { screen: shipSureScreen, callout: shipSureCallout },
  clinicq: { screen: clinicQScreen, callout: clinicQCallout },
  insightdesk: { screen: insightDeskScreen, callout: insightDeskCallout },
};

const screens: ProductScreens = productScreens;

function paint<K extends ProjectSlug>(slug: K, part: "screen" | "callout", c: Ctx): Drawing {
  const painter: Painter<ProductScreens[K]> = painters[slug];
  return painter[part](screens[slug], c);
}

export const drawScreen = (slug: ProjectSlug, c: Ctx) => paint(slug, "screen", c);
export const drawCallout = (slug: ProjectSlug, c: Ctx) => paint(slug, "callout", c);
