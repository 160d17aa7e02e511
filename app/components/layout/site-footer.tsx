import { NewsletterForm } from "~/components/forms/newsletter-form";
import { FooterLegal, FooterMain } from "./footer-parts";

/**
 * Footer of every visitor's page, server-rendered. The newsletter form posts in place through
 * the shell module (app/shell/forms.ts), and as a plain form without it.
 */
export function SiteFooter() {
  return (
    <footer data-site-footer className="border-t bg-muted/40">
      <div className="mx-auto max-w-7xl px-4 pt-14 pb-8 sm:px-6 lg:px-8">
        <FooterMain />
        <div className="mt-12 flex flex-col gap-6 rounded-2xl border bg-background p-6 sm:flex-row sm:items-center sm:justify-between">
          <div className="max-w-md">
            <p className="font-semibold text-balance">
              Practical notes on building web, mobile and AI products
            </p>
            <p className="mt-1 text-sm text-muted-foreground">
              About once a month, from the people who build them.
            </p>
          </div>
          <NewsletterForm />
        </div>
        <FooterLegal />
      </div>
    </footer>
  );
}
