import { clsx } from "clsx";
import { preload } from "react-dom";

export interface ThemeImageProps {
  /** The light variant: AVIF and WebP `srcset`s and the WebP fallback `src`. */
  light: { avif: string; webp: string; src: string };
  /** A class from ./dark-images.ts that names the dark variant, painted in the dark theme. */
  darkClassName: string;
  /** The dark variant's AVIF candidates, preloaded for priority images (see below). */
  darkPreload?: { href: string; imageSrcSet: string };
  /** Intrinsic size of the image files, for the aspect ratio. */
  width: number;
  height: number;
  sizes: string;
  /** What the image shows; empty when the text beside it says the same. */
  alt: string;
  /** The one image that may be above the fold: eager, high fetch priority. */
  priority?: boolean;
  /** Above the fold but not the most important: eager, default priority. */
  eager?: boolean;
  /** Size and shape of the frame (for example `h-52 w-full`): the image fills it. */
  className?: string;
}

/**
 * An artwork with a light and a designed dark variant, of which a page downloads only the one
 * its theme shows (the theme is a class on <html>, so <picture> media queries cannot choose):
 * - light: an <img> hidden in the dark theme; when lazy, Chromium does not fetch it while hidden;
 * - dark: a background image painted only in the dark theme, so the light theme never requests it.
 * The dark variant is a background rather than a second <img> because a portfolio card holds
 * exactly one <img> (its e2e test counts them). A background cannot be lazy, so in the dark
 * theme a page fetches its dark artwork with the page, at the low priority browsers give
 * backgrounds; a `content-visibility: auto` box would defer it but also leaves it unpainted in
 * full-page captures, which the screenshot script and visual checks rely on.
 * An eager image's light file is fetched in either theme; a priority image's dark file is also
 * preloaded for visitors whose system is dark, the theme they most likely see.
 */
export function ThemeImage({
  light,
  darkClassName,
  darkPreload,
  width,
  height,
  sizes,
  alt,
  priority = false,
  eager = priority,
  className,
}: ThemeImageProps) {
  if (priority && darkPreload) {
    preload(darkPreload.href, {
      as: "image",
      type: "image/avif",
      imageSrcSet: darkPreload.imageSrcSet,
      fetchPriority: "high",
      media: "(prefers-color-scheme: dark)",
    });
  }
  return (
    <span className={clsx("relative block overflow-hidden", className)}>
      <picture className="block size-full dark:hidden">
        <source type="image/avif" srcSet={light.avif} sizes={sizes} />
        <source type="image/webp" srcSet={light.webp} sizes={sizes} />
        <img
          src={light.src}
          width={width}
          height={height}
          alt={alt}
          loading={eager ? "eager" : "lazy"}
          fetchPriority={priority ? "high" : undefined}
          decoding="async"
          className="block size-full object-cover dark:hidden"
        />
      </picture>
      <span
        role={alt ? "img" : undefined}
        aria-label={alt || undefined}
        aria-hidden={alt ? undefined : true}
        className={clsx(
          "hidden size-full bg-cover bg-center bg-no-repeat dark:block dark:bg-(image:--dark-art)",
          darkClassName,
        )}
      />
    </span>
  );
}
