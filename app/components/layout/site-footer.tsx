import { NewsletterForm } from "~/components/forms/newsletter-form";
import { StaticHtml } from "~/components/static-html";
import { FooterLegal, FooterMain } from "./footer-parts";

/**
 * Footer of every page. Its links and details are server-rendered (footer-parts.tsx); only the
 * newsletter form is React, because it submits in place.
 */
export function SiteFooter() {
  return (
    <footer data-site-footer className="border-t bg-muted/40">
      <div className="mx-auto max-w-7xl px-4 pt-14 pb-8 sm:px-6 lg:px-8">
        <StaticHtml id="footer-main">{import.meta.env.SSR && <FooterMain />}</StaticHtml>
        <div className="mt-12 flex flex-col gap-6 rounded-2xl border bg-background p-6 sm:flex-row sm:items-center sm:justify-between">
          <p className="max-w-md text-sm text-muted-foreground">
            Practical notes on building web, mobile and AI products, about once a month.
          </p>
          <NewsletterForm />
        </div>
        <StaticHtml id="footer-legal">{import.meta.env.SSR && <FooterLegal />}</StaticHtml>
      </div>
    </footer>
  );
}
