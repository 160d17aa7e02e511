/**
 * Text for the generated artwork, set in Inter and converted to SVG paths at build time, so an
 * image renders the same on any machine: librsvg never looks for a system font (see
 * docs/decisions/004-artwork-text-as-paths.md).
 *
 * The font files are the ones the site itself serves (`@fontsource-variable/inter`, latin and
 * latin-ext, variable weight), decompressed from WOFF2 with `wawoff2` and shaped with HarfBuzz
 * (`harfbuzzjs`): kerning, any weight from 100 to 900 and tabular figures, like the browser does.
 */
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import * as hb from "harfbuzzjs";
import { decompress } from "wawoff2";

export interface TextStyle {
  /** Font size in SVG user units. */
  size: number;
  /** 100–900; default 400. */
  weight?: number;
  fill: string;
  /** Letter spacing in em. */
  tracking?: number;
  /** Tabular figures, for amounts in columns. */
  tabular?: boolean;
  opacity?: number;
}

export type Anchor = "start" | "middle" | "end";

type Metrics = Pick<TextStyle, "size" | "weight" | "tracking" | "tabular">;

export interface Typesetter {
  /** Advance width of `text` in user units. */
  measure(text: string, style: Metrics): number;
  /** `text` cut with an ellipsis so that it fits `maxWidth`. */
  fit(text: string, maxWidth: number, style: Metrics): string;
  /** The outline of `text` with its baseline at `y`, as path data. */
  pathData(text: string, x: number, y: number, style: Metrics, anchor?: Anchor): string;
  /** A `<path>` element drawing `text` with its baseline at `y`. */
  text(text: string, x: number, y: number, style: TextStyle, anchor?: Anchor): string;
}

/** Rounds to two decimals and drops trailing zeros: "12.5", "-3", "0.25". */
export function num(value: number): string {
  const rounded = Math.round(value * 100) / 100;
  return Object.is(rounded, -0) ? "0" : String(rounded);
}

type Command = { op: string; points: number[] };

interface LoadedFont {
  face: hb.Face;
  upem: number;
  covers: Set<number>;
  byWeight: Map<number, hb.Font>;
  glyphs: Map<string, Command[]>;
}

const fontFiles = ["inter-latin-wght-normal.woff2", "inter-latin-ext-wght-normal.woff2"];

async function loadFonts(): Promise<LoadedFont[]> {
  const require = createRequire(import.meta.url);
  const dir = require
    .resolve("@fontsource-variable/inter/package.json")
    .replace(/package\.json$/, "");
  return Promise.all(
    fontFiles.map(async (file) => {
      const sfnt = await decompress(await readFile(`${dir}files/${file}`));
      const face = new hb.Face(new hb.Blob(sfnt));
      return {
        face,
        upem: face.upem,
        covers: new Set(face.collectUnicodes()),
        byWeight: new Map(),
        glyphs: new Map(),
      };
    }),
  );
}

function fontAt(font: LoadedFont, weight: number): hb.Font {
  let instance = font.byWeight.get(weight);
  if (!instance) {
    instance = new hb.Font(font.face);
    instance.setVariations([new hb.Variation("wght", weight)]);
    font.byWeight.set(weight, instance);
  }
  return instance;
}

/** HarfBuzz's SVG path of one glyph (font units, y up), parsed into commands. */
function glyphCommands(font: LoadedFont, weight: number, glyph: number): Command[] {
  const key = `${weight}:${glyph}`;
  let commands = font.glyphs.get(key);
  if (!commands) {
    commands = [];
    const data = fontAt(font, weight).glyphToPath(glyph);
    for (const match of data.matchAll(/([MLQCZ])([^MLQCZ]*)/g)) {
      const points = (match[2] ?? "").split(/[ ,]+/).filter(Boolean).map(Number);
      commands.push({ op: match[1] ?? "Z", points });
    }
    font.glyphs.set(key, commands);
  }
  return commands;
}

interface PlacedGlyph {
  font: LoadedFont;
  glyph: number;
  /** Pen position in font units of the run's font, before tracking. */
  x: number;
  y: number;
}

interface Shaped {
  glyphs: PlacedGlyph[];
  /** Width in user units, tracking included. */
  width: number;
}

function createTypesetterFrom(fonts: LoadedFont[]): Typesetter {
  const cache = new Map<string, Shaped>();

  /** Splits text into runs that one font covers (latin first, then latin-ext for ₹ and more). */
  function runs(text: string): { font: LoadedFont; text: string }[] {
    const result: { font: LoadedFont; text: string }[] = [];
    for (const char of text) {
      const code = char.codePointAt(0) ?? 0;
      const font = fonts.find((f) => f.covers.has(code));
      if (!font) throw new Error(`Inter has no glyph for "${char}" (U+${code.toString(16)})`);
      const last = result.at(-1);
      if (last && last.font === font) last.text += char;
      else result.push({ font, text: char });
    }
    return result;
  }

  function shape(text: string, style: Metrics): Shaped {
    const weight = style.weight ?? 400;
    const key = `${text}\u0000${style.size}\u0000${weight}\u0000${style.tracking ?? 0}\u0000${style.tabular ? 1 : 0}`;
    const cached = cache.get(key);
    if (cached) return cached;
    const glyphs: PlacedGlyph[] = [];
    const tracking = (style.tracking ?? 0) * style.size;
    let width = 0;
    let count = 0;
    for (const run of runs(text)) {
      const scale = style.size / run.font.upem;
      const buffer = new hb.Buffer();
      buffer.addText(run.text);
      buffer.guessSegmentProperties();
      hb.shape(
        fontAt(run.font, weight),
        buffer,
        style.tabular ? [new hb.Feature("tnum", 1)] : undefined,
      );
      const positions = buffer.getGlyphPositions();
      for (const [i, info] of buffer.getGlyphInfos().entries()) {
        const pos = positions[i];
        if (!pos) continue;
        // The pen position is kept in user units (`width`) and converted back per glyph, so runs
        // in fonts of different sizes per em still line up.
        glyphs.push({
          font: run.font,
          glyph: info.codepoint,
          x: (width + count * tracking) / scale + pos.xOffset,
          y: pos.yOffset,
        });
        width += pos.xAdvance * scale;
        count++;
      }
    }
    const shaped = { glyphs, width: width + Math.max(0, count - 1) * tracking };
    cache.set(key, shaped);
    return shaped;
  }

  function pathData(text: string, x: number, y: number, style: Metrics, anchor: Anchor = "start") {
    const shaped = shape(text, style);
    const weight = style.weight ?? 400;
    const left =
      anchor === "start" ? x : anchor === "middle" ? x - shaped.width / 2 : x - shaped.width;
    const parts: string[] = [];
    for (const placed of shaped.glyphs) {
      const scale = style.size / placed.font.upem;
      const ox = left + placed.x * scale;
      const oy = y - placed.y * scale;
      for (const { op, points } of glyphCommands(placed.font, weight, placed.glyph)) {
        let out = op;
        for (let i = 0; i + 1 < points.length; i += 2) {
          out += `${i ? " " : ""}${num(ox + (points[i] ?? 0) * scale)} ${num(oy - (points[i + 1] ?? 0) * scale)}`;
        }
        parts.push(out);
      }
    }
    return parts.join("");
  }

  return {
    measure: (text, style) => shape(text, style).width,
    fit(text, maxWidth, style) {
      if (shape(text, style).width <= maxWidth) return text;
      let cut = text;
      while (cut.length > 1 && shape(`${cut.trimEnd()}…`, style).width > maxWidth) {
        cut = cut.slice(0, -1);
      }
      return `${cut.trimEnd()}…`;
    },
    pathData,
    text(text, x, y, style, anchor) {
      const d = pathData(text, x, y, style, anchor);
      const opacity = style.opacity === undefined ? "" : ` fill-opacity="${num(style.opacity)}"`;
      return d ? `<path fill="${style.fill}"${opacity} d="${d}"/>` : "";
    },
  };
}

let shared: Promise<Typesetter> | undefined;

/** The typesetter, loaded once per process (fonts decompressed, HarfBuzz started). */
export function createTypesetter(): Promise<Typesetter> {
  shared ??= loadFonts().then(createTypesetterFrom);
  return shared;
}
