import type { Route } from "./+types/site-icon";
import { brandMarkSvg } from "~/lib/brand-mark";
import { icoFile, siteIcons, type SiteIconId } from "~/lib/site-icons";
import { pathTo } from "~/route-paths";

/**
 * The site's icon files (app/lib/site-icons.ts says which and why), prerendered during
 * `npm run build` like the share images; sharp is a build-time dependency, imported only when a
 * raster icon is rendered.
 */
export async function loader({ url }: Pick<Route.LoaderArgs, "url">) {
  const id = (Object.keys(siteIcons) as SiteIconId[]).find((key) => pathTo(key) === url.pathname);
  if (!id) return new Response(null, { status: 404 });
  const icon = siteIcons[id];
  const svg = brandMarkSvg(icon.corners);
  if (icon.format === "svg") return iconResponse(svg, "image/svg+xml");
  const { default: sharp } = await import("sharp");
  const frames = await Promise.all(
    icon.sizes.map(async (size) => ({
      size,
      // The density renders the 32-unit drawing sharply at the size asked for, not scaled up.
      png: await sharp(Buffer.from(svg), { density: (72 * size) / 32 })
        .resize(size, size)
        .png({ compressionLevel: 9 })
        .toBuffer(),
    })),
  );
  if (icon.format === "ico") return iconResponse(icoFile(frames), "image/x-icon");
  return iconResponse(new Uint8Array(frames[0]?.png ?? []), "image/png");
}

function iconResponse(body: string | Uint8Array<ArrayBuffer>, contentType: string): Response {
  return new Response(body, {
    headers: { "Content-Type": contentType, "Cache-Control": "public, max-age=86400" },
  });
}
