import { ChevronDown } from "lucide-react";
import { TextParts } from "~/components/text-parts";
import { faqs as generalFaqs, type FaqEntry } from "~/content/faq";
import { SectionHeading, contentHeadingClasses } from "./section-heading";

interface FaqSectionProps {
  /** The section's id, also the group name that keeps one answer open at a time. */
  id?: string;
  title?: string;
  lead?: string;
  eyebrow?: string;
  entries?: readonly FaqEntry[];
  /** "center" for the contact page's FAQ, "start" beside other reading sections. */
  align?: "center" | "start";
  /** A note under the questions (the contact page's rates note for converted prices). */
  children?: React.ReactNode;
}

/**
 * Frequently asked questions (the contact page's eight by default) as an accordion of native
 * disclosure widgets. Sharing one `name`, at most one answer is open at a time; they open and
 * close without JavaScript, and the answers stay findable by the browser's find-in-page.
 */
export function FaqSection({
  id = "faq",
  title = "Frequently Asked Questions",
  lead = "Quick answers about timelines, pricing, ownership and support.",
  eyebrow = "FAQ",
  entries = generalFaqs,
  align = "center",
  children,
}: FaqSectionProps) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className={`mx-auto scroll-mt-20 px-4 ${align === "center" ? "max-w-3xl py-14 sm:py-20" : "max-w-7xl py-16 sm:px-6 lg:px-8"}`}
    >
      {align === "center" ? (
        <SectionHeading id={`${id}-title`} eyebrow={eyebrow} title={title} lead={lead} />
      ) : (
        <h2 id={`${id}-title`} className={contentHeadingClasses}>
          {title}
        </h2>
      )}
      {/* Arrow keys move between the questions (`installAccordionKeys`, app/shell/shell.ts). */}
      <div
        className={`space-y-3 ${align === "start" ? "mt-8 max-w-3xl" : ""}`}
        data-testid={id}
        data-accordion=""
      >
        {entries.map((faq) => (
          <details
            key={faq.question}
            name={id}
            className="group rounded-2xl border bg-card text-card-foreground shadow-sm"
          >
            <summary className="flex w-full cursor-pointer list-none items-center justify-between gap-4 rounded-2xl p-5 text-left font-semibold [&::-webkit-details-marker]:hidden">
              {faq.question}
              <ChevronDown
                aria-hidden="true"
                className="size-5 shrink-0 transition-transform group-open:rotate-180"
              />
            </summary>
            <p className="px-5 pb-5 text-muted-foreground">
              <TextParts text={faq.answer} />
            </p>
          </details>
        ))}
      </div>
      {children}
    </section>
  );
}
