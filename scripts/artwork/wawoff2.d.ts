/** Types for `wawoff2` (WOFF2 ⇄ TTF in WebAssembly), which ships none. */
declare module "wawoff2" {
  export function decompress(woff2: Uint8Array): Promise<Uint8Array>;
  export function compress(sfnt: Uint8Array): Promise<Uint8Array>;
}
