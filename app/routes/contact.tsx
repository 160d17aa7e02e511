import type { Route } from "./+types/contact";
import { CurrencyScope, RatesNote } from "~/components/indicative-price";
import { ContactSection } from "~/components/sections/contact-section";
import { currencyParam, parseCurrency } from "~/lib/currency";
import { loaderMeta } from "~/lib/loader-meta";
import { FaqSection } from "~/components/sections/faq-section";
import { PageHeader } from "~/components/sections/page-header";
import { faqAnswerText, faqs } from "~/content/faq";
import { pricingPlans } from "~/content/pricing";
import { contactLimits } from "~/forms/fields";
import { formatInr } from "~/lib/inr";
import { pageMeta } from "~/lib/seo";
import { faqPageJsonLd } from "~/lib/structured-data";
import { contactAction } from "~/server/form-actions.server";
import { formPostHeaders } from "~/server/form-post.server";
import { siteConfig } from "~/site.config";
import { pageRef, pathTo } from "~/route-paths";

export function loader({ url }: Route.LoaderArgs) {
  return {
    meta: pageMeta({
      title: "Contact Us",
      description: `Talk to our team about your project. We reply within ${siteConfig.contact.replyWithin}, Monday to Saturday.`,
      page: pageRef("contact"),
      jsonLd: [
        faqPageJsonLd(
          faqs.map((faq) => ({ question: faq.question, answer: faqAnswerText(faq) })),
          pathTo("contact"),
        ),
      ],
    }),
    // Prerendered without a query; a URL with one is rendered by the server (route table).
    prefill: contactPrefill(url.searchParams),
    // ?currency=usd|eur|gbp: the FAQ's prices with their conversions (docs/decisions/019).
    currency: parseCurrency(url.searchParams.get(currencyParam)),
  };
}

export const meta = loaderMeta;

/** A plain (no-JS) post's answer carries the action's Retry-After. */
export const headers = formPostHeaders;

/** The contact form posts here (stored as a lead; see app/server/form-actions.server.ts). */
export async function action({ request, context }: Route.ActionArgs) {
  return contactAction(request, context);
}

/**
 * What the form starts with: `?plan=growth` (the pricing page's plan buttons) fills in a subject
 * and an opening line; `?subject=&message=` (an estimate's "Send this estimate") fills in its
 * own, cut to the form's limits. React escapes whatever arrives.
 */
function contactPrefill(query: URLSearchParams): Partial<Record<"subject" | "message", string>> {
  const plan = pricingPlans.find((p) => p.id === query.get("plan"));
  const subject = query.get("subject") ?? (plan ? `${plan.name} plan: project enquiry` : null);
  const message =
    query.get("message") ??
    (plan
      ? `We are interested in the ${plan.name} plan (${formatInr(plan.price)}). Our project: `
      : null);
  return {
    ...(subject ? { subject: subject.slice(0, contactLimits.subjectMax) } : {}),
    ...(message ? { message: message.slice(0, contactLimits.messageMax) } : {}),
  };
}

export default function ContactPage({ loaderData }: Route.ComponentProps) {
  return (
    <CurrencyScope currency={loaderData.currency}>
      <PageHeader
        eyebrow="Contact"
        title="Get in Touch"
        lead={`Tell us about your project. We reply within ${siteConfig.contact.replyWithin}, Monday to Saturday.`}
      />
      <ContactSection headingHidden prefill={loaderData.prefill} />
      <FaqSection>
        <RatesNote whenConverted className="mt-6 text-xs text-muted-foreground" />
      </FaqSection>
    </CurrencyScope>
  );
}
