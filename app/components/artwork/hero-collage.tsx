import { heroCollageAlt, heroCollageAspect, heroCollageWidths } from "~/content/product-screens";
import { generatedImagePaths, type ImageFormat } from "~/lib/generated-images";
import { darkHeroCollage } from "./dark-images";
import { ThemeImage } from "./theme-image";

const largest = Math.max(...heroCollageWidths);
const smallest = Math.min(...heroCollageWidths);

function srcSet(mode: "light" | "dark", format: ImageFormat) {
  return heroCollageWidths
    .map((w) => `${generatedImagePaths.heroCollage(mode, w, format)} ${w}w`)
    .join(", ");
}

/**
 * The home hero's collage of product screens, light or dark with the theme: 38–42rem wide beside
 * the hero text from `lg` up, narrower on phones where it sits under the text.
 */
export function HeroCollage({
  priority = false,
  className,
}: {
  priority?: boolean;
  className?: string;
}) {
  return (
    <ThemeImage
      light={{
        avif: srcSet("light", "avif"),
        webp: srcSet("light", "webp"),
        src: generatedImagePaths.heroCollage("light", largest, "webp"),
      }}
      darkClassName={darkHeroCollage}
      darkPreload={{
        href: generatedImagePaths.heroCollage("dark", smallest, "avif"),
        imageSrcSet: `${generatedImagePaths.heroCollage("dark", smallest, "avif")} 1x, ${generatedImagePaths.heroCollage("dark", largest, "avif")} 2x`,
      }}
      width={largest}
      height={(largest * heroCollageAspect.height) / heroCollageAspect.width}
      sizes="(min-width: 1280px) 42rem, (min-width: 1024px) 30rem, (min-width: 640px) 32rem, 92vw"
      alt={heroCollageAlt}
      priority={priority}
      className={className}
    />
  );
}
