/**
 * Illustrated portraits from `app/content/portraits.ts`: head and shoulders in flat shapes on the
 * person's palette. Drawn in a 200-unit square; the site shows them in a circle.
 */
import type { PortraitSpec } from "../../app/content/portraits.ts";
import { circle, mix, num, path, rect, svgDocument } from "./svg.ts";

const size = 200;

function hairBack(spec: PortraitSpec): string {
  const c = spec.hair.colour;
  switch (spec.hair.style) {
    case "long":
      return path(
        "M57 100C52 54 78 36 100 36C124 36 150 54 143 100L151 178C126 190 74 190 49 178Z",
        { fill: c },
      );
    case "wavy":
      return path(
        "M56 100C50 54 78 36 100 36C124 36 150 54 144 100C150 120 142 132 150 150C156 164 146 176 138 178C128 186 114 180 104 184C90 188 76 180 64 180C50 176 44 162 52 148C58 134 50 120 56 100Z",
        { fill: c },
      );
    case "bob":
      return path(
        "M58 100C52 56 78 38 100 38C122 38 148 56 142 100L146 134C136 142 124 140 118 132L82 132C76 140 64 142 54 134Z",
        { fill: c },
      );
    case "bun":
      return circle(100, 40, 18, { fill: c });
    case "ponytail":
      return path(
        "M118 62C150 66 160 110 150 150C146 162 138 170 132 172C136 150 136 120 122 98Z",
        { fill: c },
      );
    case "curly": {
      let curls = "";
      for (let i = 0; i <= 10; i++) {
        const angle = Math.PI * (1.05 + (i / 10) * 0.9);
        curls += circle(100 + Math.cos(angle) * 40, 86 + Math.sin(angle) * 40, 15, { fill: c });
      }
      return curls;
    }
    default:
      return "";
  }
}

function hairFront(spec: PortraitSpec): string {
  const c = spec.hair.colour;
  const sheen = mix(c, "#ffffff", 0.18);
  switch (spec.hair.style) {
    case "crop":
      return (
        path(
          "M64 98C58 62 78 44 100 44C124 44 144 60 136 98C134 82 128 72 121 68C108 74 90 75 77 70C70 78 66 88 64 98Z",
          { fill: c },
        ) +
        path("M84 54C94 50 110 50 120 56", {
          fill: "none",
          stroke: sheen,
          "stroke-width": 2,
          "stroke-linecap": "round",
          "stroke-opacity": 0.6,
        })
      );
    case "side-part":
      return (
        path(
          "M64 100C56 58 80 40 104 42C130 44 144 62 136 98C133 82 126 72 116 67C104 62 88 66 80 76C72 84 67 92 64 100Z",
          { fill: c },
        ) +
        path("M90 46C104 50 114 56 118 66", {
          fill: "none",
          stroke: sheen,
          "stroke-width": 2.2,
          "stroke-linecap": "round",
          "stroke-opacity": 0.55,
        })
      );
    case "buzz":
      return path(
        "M66 94C66 64 80 52 100 52C120 52 134 64 134 94C130 78 118 68 100 68C82 68 70 78 66 94Z",
        { fill: c, "fill-opacity": 0.92 },
      );
    case "curly": {
      let curls = "";
      for (let i = 0; i <= 6; i++) {
        const x = 70 + i * 10;
        curls += circle(x, 64 - Math.sin((i / 6) * Math.PI) * 8, 10, { fill: c });
      }
      return (
        curls +
        path("M66 94C64 70 74 60 84 58L80 80Z", { fill: c }) +
        path("M134 94C136 70 126 60 116 58L120 80Z", { fill: c })
      );
    }
    case "long":
    case "wavy":
      return path(
        "M64 100C60 60 84 44 104 44C126 44 142 62 137 98C128 78 112 66 95 61C86 74 75 86 64 100Z",
        { fill: c },
      );
    case "bob":
      return path(
        "M64 96C60 60 82 44 100 44C120 44 140 60 136 96C128 82 120 72 104 70C90 70 82 76 76 70C70 78 66 86 64 96Z",
        { fill: c },
      );
    case "bun":
    case "ponytail":
      return (
        path(
          "M65 96C63 62 80 48 100 48C120 48 137 62 135 96C130 78 118 66 100 66C84 66 70 76 65 96Z",
          { fill: c },
        ) +
        path("M82 56C92 52 108 52 118 57", {
          fill: "none",
          stroke: sheen,
          "stroke-width": 2,
          "stroke-linecap": "round",
          "stroke-opacity": 0.6,
        })
      );
  }
}

function clothing(spec: PortraitSpec): string {
  const { style, colour } = spec.clothing;
  const inner = spec.clothing.inner ?? mix(colour, "#ffffff", 0.7);
  const shade = mix(colour, "#000000", 0.18);
  let svg = path("M26 200C28 170 52 152 86 149L114 149C148 152 172 170 174 200Z", { fill: colour });
  switch (style) {
    case "tee":
      svg += path("M86 149Q100 166 114 149", {
        fill: "none",
        stroke: shade,
        "stroke-width": 3,
        "stroke-linecap": "round",
      });
      break;
    case "shirt":
      svg += path("M100 160V200", { stroke: shade, "stroke-width": 1.5 });
      svg += circle(100, 174, 1.8, { fill: shade }) + circle(100, 188, 1.8, { fill: shade });
      svg += path("M86 146L100 162L91 170L80 152Z", {
        fill: mix(colour, "#ffffff", 0.4),
        stroke: shade,
        "stroke-width": 1,
      });
      svg += path("M114 146L100 162L109 170L120 152Z", {
        fill: mix(colour, "#ffffff", 0.4),
        stroke: shade,
        "stroke-width": 1,
      });
      break;
    case "blazer":
      svg += path("M86 149L100 184L114 149Z", { fill: inner });
      svg += path("M86 148L100 186L84 172L76 156Z", { fill: shade });
      svg += path("M114 148L100 186L116 172L124 156Z", { fill: shade });
      break;
    case "coat":
      svg += path("M86 149L100 180L114 149Z", { fill: inner });
      svg += path("M86 148L100 182L86 176L78 156Z", { fill: "#e5e7eb" });
      svg += path("M114 148L100 182L114 176L122 156Z", { fill: "#e5e7eb" });
      svg += rect(128, 176, 22, 5, 2, { fill: "#cbd5e1" });
      break;
    case "kurta":
      svg += path("M86 148Q100 158 114 148L114 153Q100 163 86 153Z", { fill: shade });
      svg += path("M100 158V200", { stroke: shade, "stroke-width": 1.6 });
      for (let i = 0; i < 7; i++) {
        const angle = Math.PI * (0.15 + (i / 6) * 0.7);
        svg += circle(100 - Math.cos(angle) * 18, 152 + Math.sin(angle) * 10, 1.4, {
          fill: "#fde68a",
        });
      }
      break;
  }
  return svg;
}

/** A portrait placed inside another drawing: `size` units square with its corner at (x, y). */
export function portraitInset(
  spec: PortraitSpec,
  palette: readonly [string, string],
  id: string,
  x: number,
  y: number,
  size: number,
): string {
  return portraitSvg(spec, palette, id).replace(
    /^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="200" height="200"/,
    `<svg x="${num(x)}" y="${num(y)}" width="${num(size)}" height="${num(size)}"`,
  );
}

/** One portrait as a complete SVG document on `palette` (deep colour, light colour). */
export function portraitSvg(
  spec: PortraitSpec,
  palette: readonly [string, string],
  id: string,
): string {
  const [deep, light] = palette;
  const skin = spec.skin;
  const skinShade = mix(skin, "#3b1d10", 0.22);
  const ink = mix(spec.hair.colour, "#000000", 0.3);
  const gid = `${id}-bg`;
  const defs = `<linearGradient id="${gid}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${mix(light, "#ffffff", 0.25)}"/><stop offset="1" stop-color="${mix(light, deep, 0.45)}"/></linearGradient>`;
  let body = rect(0, 0, size, size, 0, { fill: `url(#${gid})` });
  body += circle(150, 40, 70, { fill: "#ffffff", "fill-opacity": 0.16 });
  body += circle(30, 190, 60, { fill: deep, "fill-opacity": 0.12 });
  // The figure, drawn at 200 units and enlarged so the face fills the circle it is shown in.
  let figure = hairBack(spec);
  // Neck and the shadow under the jaw.
  figure += path("M87 118L87 152Q100 162 113 152L113 118Z", { fill: skin });
  figure += path("M87 128Q100 144 113 128L113 138Q100 150 87 138Z", {
    fill: skinShade,
    "fill-opacity": 0.6,
  });
  figure += clothing(spec);
  if (spec.stethoscope) {
    figure += path("M84 150C78 172 90 186 100 186C110 186 122 172 116 150", {
      fill: "none",
      stroke: "#334155",
      "stroke-width": 3,
      "stroke-linecap": "round",
    });
    figure += circle(100, 188, 6, { fill: "#94a3b8", stroke: "#334155", "stroke-width": 2 });
  }
  // Ears and face.
  figure += circle(66, 101, 8, { fill: skin }) + circle(134, 101, 8, { fill: skin });
  figure +=
    circle(66, 102, 4, { fill: skinShade, "fill-opacity": 0.5 }) +
    circle(134, 102, 4, { fill: skinShade, "fill-opacity": 0.5 });
  if (spec.earrings) {
    figure += circle(65, 114, 3.4, { fill: "#f5c542", stroke: "#b7791f", "stroke-width": 0.8 });
    figure += circle(135, 114, 3.4, { fill: "#f5c542", stroke: "#b7791f", "stroke-width": 0.8 });
  }
  figure += path(
    "M66 92C66 66 80 54 100 54C120 54 134 66 134 92L134 100C134 123 119 139 100 139C81 139 66 123 66 100Z",
    { fill: skin },
  );
  // Facial hair under the features.
  if (spec.facialHair === "stubble") {
    figure += path(
      "M67 102C68 126 83 141 100 141C117 141 132 126 133 102C127 118 115 124 100 124C85 124 73 118 67 102Z",
      { fill: spec.hair.colour, "fill-opacity": 0.2 },
    );
  } else if (spec.facialHair === "beard") {
    figure += path(
      "M66 98C65 130 82 148 100 148C118 148 135 130 134 98C130 112 120 118 112 117C106 114 94 114 88 117C80 118 70 112 66 98Z",
      { fill: spec.hair.colour },
    );
  }
  // Cheeks, brows, eyes, nose, mouth.
  figure +=
    circle(80, 115, 7, { fill: "#e2615a", "fill-opacity": 0.14 }) +
    circle(120, 115, 7, { fill: "#e2615a", "fill-opacity": 0.14 });
  const brow = { fill: "none", stroke: ink, "stroke-width": 3, "stroke-linecap": "round" };
  figure += path("M79 89Q87 85 94 88", brow) + path("M106 88Q113 85 121 89", brow);
  figure += `<ellipse cx="87" cy="100" rx="3.3" ry="3.9" fill="#1c130f"/><ellipse cx="113" cy="100" rx="3.3" ry="3.9" fill="#1c130f"/>`;
  figure +=
    circle(88.2, 98.6, 1, { fill: "#ffffff", "fill-opacity": 0.8 }) +
    circle(114.2, 98.6, 1, { fill: "#ffffff", "fill-opacity": 0.8 });
  figure += path("M100 103Q96 112 100.5 114", {
    fill: "none",
    stroke: skinShade,
    "stroke-width": 2,
    "stroke-linecap": "round",
  });
  if (spec.facialHair === "moustache" || spec.facialHair === "beard") {
    figure += path("M86 119Q100 111 114 119Q100 116 86 119Z", {
      fill: spec.hair.colour,
      stroke: spec.hair.colour,
      "stroke-width": 2,
      "stroke-linejoin": "round",
    });
  }
  const lips = spec.facialHair === "beard" ? "#f3d2c4" : mix(skin, "#7a2318", 0.55);
  figure += path("M90 122Q100 130 110 122", {
    fill: "none",
    stroke: lips,
    "stroke-width": 2.6,
    "stroke-linecap": "round",
  });
  if (spec.bindi) figure += circle(100, 84, 2.4, { fill: "#b91c1c" });
  figure += hairFront(spec);
  if (spec.glasses) {
    const frame = { fill: "#ffffff", "fill-opacity": 0.12, stroke: "#1f2937", "stroke-width": 2.4 };
    figure +=
      spec.glasses === "round"
        ? circle(87, 100, 10.5, frame) + circle(113, 100, 10.5, frame)
        : rect(75, 92, 23, 16, 4.5, frame) + rect(102, 92, 23, 16, 4.5, frame);
    figure += path("M97.5 99Q100 96.5 102.5 99", {
      fill: "none",
      stroke: "#1f2937",
      "stroke-width": 2.2,
    });
  }
  body += `<g transform="translate(100 112) scale(1.2) translate(-100 -112)">${figure}</g>`;
  return svgDocument(size, size, body, defs);
}
