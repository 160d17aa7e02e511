import { Mail, MapPin, Phone } from "lucide-react";
import { footerColumns } from "~/content/navigation";
import { siteConfig } from "~/site.config";
import { Reveal } from "~/components/ui/reveal";
import { NavLinkItem } from "./nav-link-item";
import { BrandMark } from "./brand-mark";

const { contact } = siteConfig;

/** The footer's brand, contact details, social links and link columns (rendered on the server). */
export function FooterMain() {
  // The links take the wider share: at 1.3 to 2, "Mobile App Development" and "How We Work
  // Together" wrapped at 1440 px beside a brand column with room to spare.
  return (
    <Reveal className="grid gap-10 lg:grid-cols-[1fr_2fr]" data-testid="footer-main">
      <div>
        <a href="/" className="inline-flex items-center gap-2 rounded-lg text-base font-bold">
          <BrandMark />
          {siteConfig.brandName}
        </a>
        <p className="mt-3 max-w-sm text-sm leading-relaxed text-muted-foreground">
          {siteConfig.tagline}
        </p>
        <address className="mt-3 grid text-sm text-muted-foreground not-italic sm:mt-5 sm:gap-2.5">
          <a
            href={`mailto:${contact.email}`}
            className="inline-flex items-center gap-2 py-2.5 hover:text-foreground sm:py-0"
          >
            <Mail aria-hidden="true" className="size-4 shrink-0" />
            {contact.email}
          </a>
          <a
            href={`tel:${contact.phone}`}
            className="inline-flex items-center gap-2 py-2.5 hover:text-foreground sm:py-0"
          >
            <Phone aria-hidden="true" className="size-4 shrink-0" />
            {contact.phoneDisplay}
          </a>
          <span className="inline-flex items-center gap-2 py-2.5 sm:py-0">
            <MapPin aria-hidden="true" className="size-4 shrink-0" />
            {/* The location's summary closes the footer, below: not said twice. */}
            {contact.location.city}, {contact.location.country}
          </span>
        </address>
        {siteConfig.social.length > 0 ? (
          <ul aria-label="Social media" className="mt-5 flex flex-wrap gap-2">
            {siteConfig.social.map((social) => (
              <li key={social.name}>
                <a
                  href={social.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex rounded-full border bg-background px-3 py-1.5 text-xs font-semibold text-muted-foreground transition-colors hover:border-foreground/30 hover:text-foreground"
                >
                  {social.name}
                  <span className="sr-only"> (opens in a new tab)</span>
                </a>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      <div className="grid grid-cols-2 gap-x-6 gap-y-8 sm:grid-cols-4">
        {footerColumns.map((column) => (
          <nav key={column.heading} aria-label={`Footer: ${column.heading}`}>
            <h2 className="text-sm font-semibold">{column.heading}</h2>
            {/* On a phone each link is a 40 px row for a thumb; from sm, 28 px apart for a pointer. */}
            <ul className="mt-1 grid text-sm text-muted-foreground sm:mt-3 sm:gap-2">
              {column.links.map((link) => (
                <li key={link.label}>
                  <NavLinkItem link={link} className="block py-2.5 hover:text-foreground sm:py-0" />
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
    </Reveal>
  );
}

/** The copyright line. The year is the build's (pages are prerendered), as on most sites. */
export function FooterLegal() {
  return (
    <div className="mt-10 flex flex-col gap-2 border-t pt-6 text-sm text-muted-foreground sm:flex-row sm:justify-between">
      <p>
        © {new Date().getFullYear()} {siteConfig.brandName}. All rights reserved.
      </p>
      <p>{contact.location.summary}.</p>
    </div>
  );
}
