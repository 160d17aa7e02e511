import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  useMatches,
  type LinksFunction,
} from "react-router";
import type { Route } from "./+types/root";
import appStylesHref from "./app.css?url";
import interCoreWoff2 from "./fonts/inter-core-wght.woff2?url";
import { NotFoundScreen } from "~/components/layout/not-found-screen";
import { SiteShell } from "~/components/layout/site-shell";
import { brandMarkSvg } from "~/lib/brand-mark";
import { useCspNonce } from "~/hooks/use-csp-nonce";
import { islandOf } from "~/lib/islands";
import { currencyBootScript, localTimeBootScript } from "~/lib/locale-boot";
import { themeBootScript } from "~/lib/theme";
import browserModules from "virtual:browser-modules";
import { isDeskRoute, pathTo } from "~/route-paths";
import { siteConfig } from "~/site.config";

export const links: LinksFunction = () => [
  // The core Inter face (app.css) covers every page's text; fetch it with the HTML.
  {
    rel: "preload",
    href: interCoreWoff2,
    as: "font",
    type: "font/woff2",
    crossOrigin: "anonymous",
  },
  // The blog's feed, for readers and crawlers that look for it in the head of any page.
  {
    rel: "alternate",
    type: "application/rss+xml",
    title: `${siteConfig.brandName} blog`,
    href: pathTo("blog-rss"),
  },
];

/**
 * Speculation rules: prerender a same-site page when the pointer rests on its link ("moderate"),
 * except pages whose visit does something, links that open the booking dialog, and files.
 */
const notPrerendered = [
  // Loads the scheduling provider's calendar: a hover must not open it.
  pathTo("book"),
  // A GET that confirms or ends a subscription, or mints a form token.
  `${pathTo("newsletter")}/*`,
  pathTo("form-token"),
  // Feeds and files, not pages.
  "/*.xml",
  "/*.txt",
];
const speculationRules = JSON.stringify({
  prerender: [
    {
      where: {
        and: [
          { href_matches: "/*" },
          { not: { href_matches: notPrerendered } },
          { not: { selector_matches: "[data-booking], [target], [download]" } },
        ],
      },
      eagerness: "moderate",
    },
  ],
});

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useCspNonce();
  // React in the browser only where a matched route has an island (app/lib/islands.ts).
  const matches = useMatches();
  const island = islandOf(matches);
  // The desk's pages are the team's: the desk's own bar, no visitor's menus, booking or footer.
  const desk = matches.some((match) => isDeskRoute(match.id));
  // /book is the booking page itself: a floating "Book Appointment" there would only cover it.
  const bookingPage = matches.some((match) => match.id === "book");
  return (
    <html lang={siteConfig.defaultLocale} data-islands={island ? "" : undefined}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* The boot scripts run once, before the first paint (app/lib/theme.ts and locale-boot.ts). */}
        <script
          nonce={nonce}
          dangerouslySetInnerHTML={{
            __html: `${themeBootScript};${currencyBootScript};${localTimeBootScript}`,
          }}
        />
        {/*
          Instant navigation without a client router: same-site pages are prerendered when the
          pointer rests on a link (docs/first-load.md); cross-document view transitions are in
          app.css.
        */}
        <script
          type="speculationrules"
          nonce={nonce}
          dangerouslySetInnerHTML={{ __html: speculationRules }}
        />
        {/* The shell's behaviour on every page, React or not (app/shell/shell.ts). */}
        <script type="module" src={browserModules.shell} nonce={nonce} />
        {/*
          The desk's own behaviour, on its pages only (app/shell/desk.ts): a lead's unsaved note
          and the keyboard shortcuts. After the shell, so it runs after it.
        */}
        {desk ? <script type="module" src={browserModules.desk} nonce={nonce} /> : null}
        <Meta />
        {/*
          With a precedence, React hoists the stylesheet into the head once, ahead of the links the
          page's routes add.
        */}
        <link rel="stylesheet" href={appStylesHref} precedence="default" />
        <Links />
        {/*
          The tab icon is inline, so a phone's first paint does not share its few connections
          with a favicon request. Browsers fetch the touch icon only for a home screen; search
          engines, which skip data: URLs, take it as the site's icon (decision 032).
        */}
        <link
          rel="icon"
          type="image/svg+xml"
          href={`data:image/svg+xml,${encodeURIComponent(brandMarkSvg())}`}
        />
        <link rel="apple-touch-icon" href={pathTo("apple-touch-icon")} />
      </head>
      <body className="min-h-screen bg-background text-foreground antialiased">
        <SiteShell desk={desk} floatingBooking={!bookingPage}>
          {children}
        </SiteShell>
        {/*
          The island's entry, which hydrates it with React DOM (app/islands/), imported by an
          inline module at the end of the body: without preloads, so React arrives after the
          page's own resources (decision 025), and async, so DOMContentLoaded does not wait for
          it. The shell keeps clicks made before the island has hydrated.
        */}
        {island ? (
          <script
            type="module"
            async
            nonce={nonce}
            dangerouslySetInnerHTML={{ __html: browserModules.islandScripts[island] }}
          />
        ) : null}
        {/* Real-user Core Web Vitals, only while switched on in site config. */}
        {siteConfig.webVitals.enabled ? (
          <script type="module" src={browserModules.webVitals} nonce={nonce} />
        ) : null}
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) {
    return <NotFoundScreen />;
  }
  let details = "Something went wrong while loading this page.";
  let stack: string | undefined;
  if (isRouteErrorResponse(error)) {
    details = `${error.status} ${error.statusText || "Error"}`;
  } else if (error instanceof Error) {
    details = error.message;
    // Stack traces are for developers only; production visitors never see them.
    if (import.meta.env.DEV) stack = error.stack;
  }
  return (
    <section className="mx-auto max-w-3xl px-4 pt-32 pb-24">
      <title>Unexpected Application Error!</title>
      <h1 className="text-3xl font-extrabold">Unexpected Application Error!</h1>
      <p className="mt-4 text-lg text-muted-foreground">{details}</p>
      {stack ? (
        <pre className="mt-6 overflow-x-auto rounded-lg bg-muted p-4 text-sm">
          <code>{stack}</code>
        </pre>
      ) : null}
      <a href={pathTo("home")} className="mt-8 inline-block font-semibold text-primary underline">
        Return to Home
      </a>
    </section>
  );
}
