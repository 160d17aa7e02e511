import { NewsletterForm } from "~/components/forms/newsletter-form";
import { StaticHtml } from "~/components/static-html";
import type { ShellData } from "~/server/site-shell.server";

/**
 * Footer of every page. Its links and details are server-rendered (footer-parts.tsx); only the
 * newsletter form is React, because it submits in place.
 */
export function SiteFooter({ html }: { html: ShellData["footer"] | undefined }) {
  return (
    <footer data-site-footer className="border-t bg-muted/40">
      <div className="mx-auto max-w-7xl px-4 pt-14 pb-8 sm:px-6 lg:px-8">
        {html ? <StaticHtml html={html.main} /> : null}
        <div className="mt-12 flex flex-col gap-6 rounded-2xl border bg-background p-6 sm:flex-row sm:items-center sm:justify-between">
          <p className="max-w-md text-sm text-muted-foreground">
            Practical notes on building web, mobile and AI products, about once a month.
          </p>
          <NewsletterForm />
        </div>
        {html ? <StaticHtml html={html.legal} /> : null}
      </div>
    </footer>
  );
}
