import type { Route } from "./+types/og-image";
import { ogImageSvg } from "~/lib/og-image";
import { ogImagePages } from "~/route-table";

/**
 * /og/{name}.png, named by `ogImageName(path)` (app/route-paths.ts): a page's Open Graph image,
 * rendered from SVG with sharp. Prerendered for every page during `npm run build` (so production
 * serves static PNGs from build/client/og); sharp is a build-time dependency and is only imported
 * when an image is actually rendered.
 */
export async function loader({ params }: Route.LoaderArgs) {
  const name = params.image.replace(/\.png$/, "");
  const page = ogImagePages().find((p) => p.imageName === name);
  if (!page || !params.image.endsWith(".png")) return new Response(null, { status: 404 });
  const { default: sharp } = await import("sharp");
  const png = await sharp(Buffer.from(ogImageSvg(page)))
    .png({ compressionLevel: 9, palette: true })
    .toBuffer();
  return new Response(new Uint8Array(png), {
    headers: { "Content-Type": "image/png", "Cache-Control": "public, max-age=86400" },
  });
}
