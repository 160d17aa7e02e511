import { Link } from "react-router";
import { footerColumns } from "~/content/navigation";
import { siteConfig } from "~/site.config";

/** Footer of every page. (Foundation version; the newsletter box comes with the shell issue.) */
export function SiteFooter() {
  return (
    <footer className="border-t bg-muted/40">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4">
        {footerColumns.map((column) => (
          <nav key={column.heading} aria-label={column.heading}>
            <h2 className="text-sm font-semibold">{column.heading}</h2>
            <ul className="mt-3 space-y-2 text-sm text-muted-foreground">
              {column.links.map((link) =>
                "href" in link ? (
                  <li key={link.href}>
                    <Link to={link.href} className="hover:text-foreground">
                      {link.label}
                    </Link>
                  </li>
                ) : null,
              )}
            </ul>
          </nav>
        ))}
      </div>
      <p className="pb-8 text-center text-sm text-muted-foreground">
        © {new Date().getFullYear()} {siteConfig.brandName}. {siteConfig.contact.location.summary}.
      </p>
    </footer>
  );
}
