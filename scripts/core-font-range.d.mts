// Types for core-font-range.mjs, which the TypeScript tests import.
export function coreUnicodeRange(css: string): string;
export function codePointsOf(unicodeRange: string): number[];
