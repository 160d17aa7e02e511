// Types for static-reference.mjs, which a TypeScript test imports.
export function withoutScripts(html: string): string;
export function startStaticReference(
  upstreamOrigin: string,
): Promise<{ origin: string; stop: () => Promise<void> }>;
