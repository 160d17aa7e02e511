/**
 * The environment's on/off switches, apart from app/server/env.server.ts because the build reads
 * one of them too: vite.config.ts loads this file in plain Node, where the `~` alias does not
 * resolve, so it imports nothing from the app.
 */
import { z } from "zod";

/** "on"/"off" switches; also accepts true/false, 1/0 and yes/no, case-insensitively. */
export const onOff = (fallback: boolean) =>
  z
    .string()
    .trim()
    .toLowerCase()
    .pipe(z.enum(["on", "off", "true", "false", "1", "0", "yes", "no"]))
    .transform((value) => value === "on" || value === "true" || value === "1" || value === "yes")
    .optional()
    .transform((value) => value ?? fallback);

/** ALLOW_INDEXING: on unless turned off (staging). */
export const indexingSwitch = onOff(true);

/**
 * ALLOW_INDEXING read the server's way, for the build, which bakes it into the prerendered pages'
 * robots tag and robots.txt: "off" or "no" must not leave a staging site's pages indexable while
 * its server sends noindex. A value that is neither stops the build.
 */
export function indexingAllowedBy(source: Record<string, string | undefined>): boolean {
  const parsed = indexingSwitch.safeParse(source.ALLOW_INDEXING);
  if (parsed.success) return parsed.data;
  throw new Error(
    `ALLOW_INDEXING must be on or off (true/false, yes/no, 1/0); got "${source.ALLOW_INDEXING}"`,
  );
}
