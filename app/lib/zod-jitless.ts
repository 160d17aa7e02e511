/**
 * What `import … from "zod"` resolves to in the Vite builds (see vite.config.ts): zod itself,
 * switched to jitless parsing before any schema is built. Otherwise every z.object() probes
 * `new Function("")` to decide whether it may compile a faster parser; the site's CSP forbids
 * eval, so browsers would report a CSP violation on every page that loads a form schema.
 */
import { config } from "zod/v4";

config({ jitless: true });

export * from "zod/v4";
export { default } from "zod/v4";
