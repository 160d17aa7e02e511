import { ArrowRight, FileText, Mail, ShieldCheck } from "lucide-react";
import { PageHeader } from "~/components/sections/page-header";
import { TextParts } from "~/components/text-parts";
import { companyFacts } from "~/content/facts";
import { plainText } from "~/content/text-parts";
import { trustDocuments, trustSections, trustStandards, type TrustClaim } from "~/content/trust";
import { loaderMeta } from "~/lib/loader-meta";
import { mailtoHref } from "~/lib/mailto";
import { pageMeta } from "~/lib/seo";
import { pageRef, pathTo } from "~/route-paths";
import { contentHeadingClasses } from "~/components/sections/section-heading";

export const loader = () => ({
  meta: pageMeta({
    title: "Trust and Security",
    description:
      "NDA before the first call on request, code ownership on full payment, ISO 27001, GDPR and India's DPDP Act 2023: the data we keep, where, how long, who sees it.",
    page: pageRef("trust"),
  }),
});

export const meta = loaderMeta;

export default function TrustPage() {
  return <TrustBody />;
}

function TrustBody() {
  const { security } = companyFacts.trust;
  return (
    <>
      <PageHeader
        eyebrow="Trust"
        title="What protects you, your code and your data"
        lead="The commitments a buyer asks about before the first call, each with the clause that makes it binding."
      />
      <section aria-labelledby="standards-title" className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <h2 id="standards-title" className="sr-only">
          Standards We Follow
        </h2>
        <ul className="grid gap-4 md:grid-cols-3">
          {trustStandards.map((standard) => (
            <li key={standard.name} className="rounded-2xl border bg-card p-6">
              <p className="flex items-center gap-2 text-lg font-semibold">
                <ShieldCheck aria-hidden="true" className="size-5 text-primary" />
                {standard.name}
              </p>
              <p className="mt-2 text-sm text-pretty text-muted-foreground">{standard.meaning}</p>
              {standard.source ? (
                <a
                  href={standard.source.href}
                  className="mt-2 inline-block text-sm font-medium text-primary underline-offset-4 hover:underline"
                >
                  {standard.source.label}
                </a>
              ) : null}
            </li>
          ))}
        </ul>
      </section>
      {trustSections.map((section) => (
        <section
          key={section.id}
          id={section.id}
          aria-labelledby={`${section.id}-title`}
          className="mx-auto max-w-7xl scroll-mt-24 px-4 py-12 sm:px-6 lg:px-8"
        >
          <div className="grid gap-6 border-t pt-10 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:gap-16">
            <h2 id={`${section.id}-title`} className={`${contentHeadingClasses} text-balance`}>
              {section.title}
            </h2>
            <ul className="space-y-6">
              {section.claims.map((claim: TrustClaim) => (
                <li key={plainText(claim.text)} className="border-l-2 border-primary/40 pl-4">
                  <p className="text-pretty">
                    <TextParts text={claim.text} />
                  </p>
                  {claim.source ? (
                    <a
                      href={claim.source.href}
                      className="mt-1 inline-flex items-center gap-1 text-sm font-medium text-primary underline-offset-4 hover:underline"
                    >
                      {claim.source.label}
                      <ArrowRight aria-hidden="true" className="size-3.5" />
                    </a>
                  ) : null}
                  {claim.ask ? (
                    <a
                      href={claim.ask.href}
                      className="mt-1 inline-flex items-center gap-1 text-sm font-medium text-primary underline-offset-4 hover:underline"
                    >
                      <FileText aria-hidden="true" className="size-3.5" />
                      {claim.ask.label}
                    </a>
                  ) : null}
                </li>
              ))}
            </ul>
          </div>
        </section>
      ))}
      <section
        id="security-contact"
        aria-labelledby="security-contact-title"
        className="mx-auto max-w-7xl scroll-mt-24 px-4 py-12 sm:px-6 lg:px-8"
      >
        <div className="grid gap-6 rounded-3xl border bg-card p-6 sm:p-10 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:gap-16">
          <h2 id="security-contact-title" className="text-2xl font-bold tracking-tight">
            Found a security problem?
          </h2>
          <div>
            <p className="text-pretty">
              Write to us with &ldquo;{security.subject}&rdquo; in the subject: a vulnerability in
              this site or in something we built for you, or a suspected incident. We reply within{" "}
              {companyFacts.replyWithin}, and a personal-data complaint reaches our grievance
              officer.
            </p>
            <p className="mt-4">
              <a
                href={mailtoHref(security.email, { subject: security.subject })}
                className="inline-flex items-center gap-2 font-semibold text-primary underline-offset-4 hover:underline"
              >
                <Mail aria-hidden="true" className="size-4" />
                {security.email}
              </a>
            </p>
          </div>
        </div>
      </section>
      <section
        aria-labelledby="documents-title"
        className="mx-auto max-w-7xl px-4 pt-4 pb-24 sm:px-6 lg:px-8"
      >
        <h2 id="documents-title" className="text-2xl font-bold tracking-tight">
          The Documents in Full
        </h2>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {trustDocuments.map((doc) => (
            <li key={doc.href}>
              <a
                href={doc.href}
                className="flex h-full flex-col rounded-2xl border bg-card p-5 hover:border-primary"
              >
                <span className="flex items-center gap-2 font-semibold">
                  <FileText aria-hidden="true" className="size-4 text-primary" />
                  {doc.label}
                </span>
                <span className="mt-2 text-sm text-muted-foreground">{doc.about}</span>
              </a>
            </li>
          ))}
        </ul>
        <p className="mt-8 text-sm text-muted-foreground">
          How an engagement is billed and run:{" "}
          <a href={pathTo("engagements")} className="font-medium text-primary underline">
            how we work together
          </a>
          .
        </p>
      </section>
    </>
  );
}
