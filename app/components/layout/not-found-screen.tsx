import { formatTitle } from "~/lib/page-title";
import { buttonClasses } from "~/components/ui/button";

/**
 * The not-found screen (spec section 8). The HTTP 404 status is set by whoever renders it; the
 * shell module logs the path to the console (spec), as the page loads no React.
 */
export function NotFoundScreen() {
  return (
    <section
      data-not-found=""
      className="flex min-h-[70vh] flex-col items-center justify-center px-4 pt-24 pb-16 text-center"
    >
      <title>{formatTitle("Page not found")}</title>
      <meta name="robots" content="noindex" />
      <p className="text-7xl font-extrabold tracking-tight text-primary" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-2xl font-bold sm:text-3xl sm:font-extrabold">
        <span className="sr-only">404 – </span>Oops! Page not found
      </h1>
      <p className="mt-3 max-w-md text-muted-foreground">
        The page you are looking for may have moved or never existed.
      </p>
      <a href="/" className={buttonClasses({ size: "lg", className: "mt-8" })}>
        Return to Home
      </a>
    </section>
  );
}
