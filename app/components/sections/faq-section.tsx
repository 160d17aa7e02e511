import * as Accordion from "@radix-ui/react-accordion";
import { ChevronDown } from "lucide-react";
import { faqs } from "~/content/faq";
import { SectionHeading } from "./section-heading";

/** The eight frequently asked questions as an accessible accordion (Radix). */
export function FaqSection() {
  return (
    <section
      id="faq"
      aria-labelledby="faq-title"
      className="mx-auto max-w-3xl scroll-mt-20 px-4 py-20"
    >
      <SectionHeading
        id="faq-title"
        eyebrow="FAQ"
        title="Frequently Asked Questions"
        lead="Quick answers about timelines, pricing, ownership and support."
      />
      <Accordion.Root type="single" collapsible className="space-y-3" data-testid="faq">
        {faqs.map((faq, index) => (
          <Accordion.Item
            key={faq.question}
            value={`faq-${index}`}
            className="rounded-2xl border bg-card text-card-foreground shadow-sm"
          >
            <Accordion.Header asChild>
              <h3>
                <Accordion.Trigger className="group flex w-full items-center justify-between gap-4 rounded-2xl p-5 text-left font-semibold">
                  {faq.question}
                  <ChevronDown
                    aria-hidden="true"
                    className="size-5 shrink-0 transition-transform group-data-[state=open]:rotate-180"
                  />
                </Accordion.Trigger>
              </h3>
            </Accordion.Header>
            <Accordion.Content className="px-5 pb-5 text-muted-foreground">
              {faq.answer}
            </Accordion.Content>
          </Accordion.Item>
        ))}
      </Accordion.Root>
    </section>
  );
}
