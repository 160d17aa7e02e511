import { data } from "react-router";
import type { Route } from "./+types/legal";
import { PageHeader } from "~/components/sections/page-header";
import { pageMeta } from "~/lib/seo";

// One module serves every legal page; the request path picks the document.
const documents: Record<string, { title: string; description: string; path: string }> = {
  privacy: {
    title: "Privacy Policy",
    description: "How we collect, use and protect personal data, in line with GDPR and ISO 27001.",
    path: "/privacy",
  },
  terms: {
    title: "Terms of Service",
    description: "The terms that govern use of our website and services.",
    path: "/terms",
  },
  "service-agreement": {
    title: "Service Agreement",
    description: "Inputs, approvals, revisions, progress reporting, termination and ownership.",
    path: "/service-agreement",
  },
  payment: {
    title: "Payment Policy",
    description: "Advance, milestones, invoices, late fees, payment methods and refunds.",
    path: "/payment",
  },
  disclaimer: {
    title: "Disclaimer",
    description: "The limits of the information published on this website.",
    path: "/disclaimer",
  },
};

function documentFor(routeId: string) {
  const doc = documents[routeId];
  if (!doc) throw data(null, { status: 404 });
  return doc;
}

export function loader({ request }: Route.LoaderArgs) {
  const path = new URL(request.url).pathname;
  const id = Object.keys(documents).find((key) => documents[key]?.path === path);
  return { doc: documentFor(id ?? "") };
}

export const meta = ({ loaderData }: Route.MetaArgs) =>
  loaderData ? pageMeta(loaderData.doc) : [];

export default function LegalPage({ loaderData }: Route.ComponentProps) {
  return <PageHeader title={loaderData.doc.title} lead={loaderData.doc.description} />;
}
