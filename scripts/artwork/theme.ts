/**
 * The colours of a product's interface, derived from its two-colour palette, in a light and a
 * designed dark variant: dark surfaces in steps, borders instead of shadows, the palette's light
 * colour as the accent so it reads on dark.
 */
import { mix } from "./svg.ts";

export type Mode = "light" | "dark";

export interface UiTheme {
  mode: Mode;
  /** The palette: deep colour first, light colour second. */
  palette: readonly [string, string];
  bg: string;
  surface: string;
  /** Fills inside a surface: chips, inputs, tracks. */
  subtle: string;
  border: string;
  text: string;
  muted: string;
  faint: string;
  brand: string;
  onBrand: string;
  /** Brand-coloured text on a surface. */
  brandText: string;
  /** A brand tint behind brand text or icons. */
  brandSoft: string;
  success: string;
  successSoft: string;
  warning: string;
  warningSoft: string;
  danger: string;
  dangerSoft: string;
  /** Device and window chrome. */
  chrome: string;
  chromeEdge: string;
}

export function uiTheme(palette: readonly [string, string], mode: Mode): UiTheme {
  const [deep, light] = palette;
  if (mode === "light") {
    return {
      mode,
      palette,
      bg: mix("#f5f6f8", deep, 0.035),
      surface: "#ffffff",
      subtle: mix("#f0f2f5", deep, 0.045),
      border: mix("#e3e6eb", deep, 0.06),
      text: mix("#0e1116", deep, 0.12),
      muted: mix("#5a6270", deep, 0.1),
      faint: mix("#9aa2ae", deep, 0.08),
      brand: deep,
      onBrand: "#ffffff",
      brandText: deep,
      brandSoft: mix("#ffffff", light, 0.28),
      success: "#15803d",
      successSoft: "#dcfce7",
      warning: "#b45309",
      warningSoft: "#fef3c7",
      danger: "#be123c",
      dangerSoft: "#ffe4e6",
      chrome: "#1b1d22",
      chromeEdge: "#3d414b",
    };
  }
  const surface = mix("#15181e", deep, 0.16);
  return {
    mode,
    palette,
    bg: mix("#0b0d11", deep, 0.14),
    surface,
    subtle: mix("#1e222a", deep, 0.18),
    border: mix("#2b303a", light, 0.1),
    text: "#eef0f4",
    muted: mix("#a2aab6", light, 0.08),
    faint: mix("#6c7482", light, 0.08),
    brand: light,
    onBrand: mix(deep, "#000000", 0.55),
    brandText: light,
    brandSoft: mix(surface, deep, 0.55),
    success: "#4ade80",
    successSoft: "#123522",
    warning: "#fbbf24",
    warningSoft: "#3a2a0c",
    danger: "#fb7185",
    dangerSoft: "#3d1420",
    chrome: "#0a0b0e",
    chromeEdge: "#424755",
  };
}
