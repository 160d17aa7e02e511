/**
 * Illustrated portraits, one per person quoted on the site: the six testimonials (by their slug)
 * and the client quotes of five case studies (by project slug). Pure data: what each portrait
 * looks like; `scripts/artwork/portraits.ts` draws it on the person's or project's palette.
 * Illustrations, never photos, and never a silhouette.
 */
import type { ProjectSlug } from "./portfolio";
import type { TeamSlug } from "./team";
import type { TestimonialSlug } from "./testimonials";

export type HairStyle =
  "crop" | "side-part" | "curly" | "buzz" | "long" | "wavy" | "bob" | "bun" | "ponytail";

export interface PortraitSpec {
  /** Skin tone, hex. */
  skin: string;
  hair: { style: HairStyle; colour: string };
  facialHair?: "stubble" | "beard" | "moustache";
  glasses?: "round" | "square";
  clothing: {
    style: "blazer" | "shirt" | "kurta" | "tee" | "coat";
    colour: string;
    inner?: string;
  };
  earrings?: boolean;
  bindi?: boolean;
  stethoscope?: boolean;
}

export const testimonialPortraits = {
  "ananya-mehta": {
    skin: "#c68e62",
    hair: { style: "wavy", colour: "#2b1a12" },
    clothing: { style: "kurta", colour: "#f4c152" },
    earrings: true,
  },
  "rahul-verma": {
    skin: "#a8714a",
    hair: { style: "side-part", colour: "#17110d" },
    facialHair: "stubble",
    glasses: "square",
    clothing: { style: "shirt", colour: "#dbe7f6" },
  },
  "sarah-collins": {
    skin: "#f2cdb0",
    hair: { style: "bob", colour: "#9a4a22" },
    clothing: { style: "blazer", colour: "#1f2a44", inner: "#f8fafc" },
    earrings: true,
  },
  "vikram-shah": {
    skin: "#b27a52",
    hair: { style: "crop", colour: "#4a4440" },
    facialHair: "moustache",
    clothing: { style: "tee", colour: "#f8fafc" },
  },
  "priya-nair": {
    skin: "#8d5a3b",
    hair: { style: "bun", colour: "#1b120e" },
    glasses: "round",
    clothing: { style: "kurta", colour: "#9f1239" },
    bindi: true,
  },
  "daniel-okafor": {
    skin: "#5f3b28",
    hair: { style: "buzz", colour: "#140d0a" },
    facialHair: "beard",
    clothing: { style: "blazer", colour: "#3f4656", inner: "#e2e8f0" },
  },
} as const satisfies Record<TestimonialSlug, PortraitSpec>;

/** Case-study client quotes without a testimonial, keyed by project slug. */
export const quotePortraitSlugs = [
  "fitpulse",
  "staynest",
  "tiffintrail",
  "beatwave",
  "clinicq",
] as const satisfies readonly ProjectSlug[];

export type QuotePortraitSlug = (typeof quotePortraitSlugs)[number];

export const quotePortraits = {
  fitpulse: {
    skin: "#c99068",
    hair: { style: "crop", colour: "#1d1410" },
    facialHair: "stubble",
    clothing: { style: "tee", colour: "#111827" },
  },
  staynest: {
    skin: "#a06a45",
    hair: { style: "side-part", colour: "#77706b" },
    glasses: "round",
    clothing: { style: "kurta", colour: "#1e3a5f" },
  },
  tiffintrail: {
    skin: "#8a5738",
    hair: { style: "long", colour: "#120c09" },
    clothing: { style: "kurta", colour: "#0f766e" },
    earrings: true,
    bindi: true,
  },
  beatwave: {
    skin: "#b98260",
    hair: { style: "curly", colour: "#2a1c14" },
    facialHair: "beard",
    clothing: { style: "tee", colour: "#fde047" },
  },
  clinicq: {
    skin: "#d9a47c",
    hair: { style: "ponytail", colour: "#2d1c14" },
    glasses: "square",
    clothing: { style: "coat", colour: "#ffffff", inner: "#c4b5fd" },
    stethoscope: true,
  },
} as const satisfies Record<QuotePortraitSlug, PortraitSpec>;

/** The agency's people (/team), keyed by their slug. */
export const teamPortraits = {
  "aarav-desai": {
    skin: "#b07850",
    hair: { style: "side-part", colour: "#2a201b" },
    facialHair: "beard",
    clothing: { style: "blazer", colour: "#0f172a", inner: "#e0f2fe" },
  },
  "meera-iyer": {
    skin: "#9a6442",
    hair: { style: "long", colour: "#161010" },
    glasses: "square",
    clothing: { style: "blazer", colour: "#4c1d95", inner: "#f5f3ff" },
    earrings: true,
  },
  "kabir-shah": {
    skin: "#c48a5f",
    hair: { style: "curly", colour: "#1f1712" },
    glasses: "round",
    clothing: { style: "tee", colour: "#0f766e" },
  },
  "nisha-patel": {
    skin: "#d29a70",
    hair: { style: "ponytail", colour: "#3b2416" },
    clothing: { style: "tee", colour: "#ea580c" },
    earrings: true,
  },
  "rohan-mehta": {
    skin: "#8f5b3a",
    hair: { style: "crop", colour: "#0f0b09" },
    facialHair: "stubble",
    clothing: { style: "shirt", colour: "#d1fae5" },
  },
  "sana-qureshi": {
    skin: "#e0ac85",
    hair: { style: "bob", colour: "#251611" },
    glasses: "round",
    clothing: { style: "shirt", colour: "#fce7f3" },
  },
  "ishita-rao": {
    skin: "#7a4a2e",
    hair: { style: "bun", colour: "#120b08" },
    clothing: { style: "kurta", colour: "#b45309" },
    earrings: true,
    bindi: true,
  },
  "dev-malhotra": {
    skin: "#c9926a",
    hair: { style: "side-part", colour: "#3d2a1e" },
    facialHair: "moustache",
    clothing: { style: "tee", colour: "#312e81" },
  },
  "farhan-ali": {
    skin: "#a36d47",
    hair: { style: "buzz", colour: "#1a1411" },
    facialHair: "beard",
    glasses: "square",
    clothing: { style: "shirt", colour: "#bae6fd" },
  },
  "lakshmi-menon": {
    skin: "#6e4128",
    hair: { style: "curly", colour: "#0d0907" },
    clothing: { style: "kurta", colour: "#4d7c0f" },
    earrings: true,
    bindi: true,
  },
} as const satisfies Record<TeamSlug, PortraitSpec>;

/** Widths (px) portraits are rendered at: twice the 56 px testimonial avatar, and a larger one. */
export const portraitWidths = [112, 192] as const;
