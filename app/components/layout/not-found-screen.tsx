import { ArrowRight } from "lucide-react";
import { buttonClasses } from "~/components/ui/button";
import { formatTitle } from "~/lib/page-title";
import { pageLabel } from "~/lib/seo";
import { pathTo } from "~/route-paths";

/** Where a lost visitor most often wants to go next: what we do, what we did, what it costs. */
const onwardPaths = [
  pathTo("services"),
  pathTo("portfolio"),
  pathTo("pricing"),
  pathTo("estimate"),
  pathTo("contact"),
];

/**
 * The not-found screen (spec section 8). The HTTP 404 status is set by whoever renders it; the
 * shell module logs the path to the console (spec), as the page loads no React. `nearest` is the
 * page the missing path most likely meant (app/server/http/nearest-path.server.ts), if any.
 */
export function NotFoundScreen({ nearest }: { nearest?: { path: string; label: string } | null }) {
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
      <p className="mt-3 max-w-md text-pretty text-muted-foreground">
        The page you are looking for may have moved or never existed.
      </p>
      {nearest ? (
        <p className="mt-6 text-lg" data-testid="nearest-page">
          Did you mean{" "}
          <a
            href={nearest.path}
            className="font-semibold text-primary underline underline-offset-4"
          >
            {nearest.label}
          </a>
          ?
        </p>
      ) : null}
      <a href={pathTo("home")} className={buttonClasses({ size: "lg", className: "mt-8" })}>
        Return to Home
      </a>
      <nav aria-labelledby="onward-title" className="mt-12">
        <h2 id="onward-title" className="text-sm font-medium text-muted-foreground">
          Or go straight to
        </h2>
        <ul className="mt-3 flex max-w-3xl flex-wrap justify-center gap-x-6 gap-y-3">
          {onwardPaths.map((path) => (
            <li key={path}>
              <a
                href={path}
                className="inline-flex items-center gap-1 font-medium underline-offset-4 hover:underline"
              >
                {pageLabel(path)}
                <ArrowRight aria-hidden="true" className="size-3.5" />
              </a>
            </li>
          ))}
        </ul>
      </nav>
    </section>
  );
}
