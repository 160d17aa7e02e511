import { Mail, Phone } from "lucide-react";
import { siteConfig } from "~/site.config";

const { contact } = siteConfig;

/**
 * The agency's email and phone as links: the way to reach a person when a form or the calendar
 * is not what the visitor wants.
 */
export function ContactLinks({ className = "" }: { className?: string }) {
  return (
    <ul className={`flex flex-wrap gap-x-6 gap-y-2 ${className}`}>
      <li>
        <a
          href={`mailto:${contact.email}`}
          className="inline-flex items-center gap-2 font-medium underline-offset-4 hover:underline"
        >
          <Mail aria-hidden="true" className="size-4 shrink-0 text-primary" />
          {contact.email}
        </a>
      </li>
      <li>
        <a
          href={`tel:${contact.phone}`}
          className="inline-flex items-center gap-2 font-medium underline-offset-4 hover:underline"
        >
          <Phone aria-hidden="true" className="size-4 shrink-0 text-primary" />
          {contact.phoneDisplay}
        </a>
      </li>
    </ul>
  );
}
