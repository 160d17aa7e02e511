import { useActionData } from "react-router";
import type { Route } from "./+types/newsletter";
import { NewsletterForm } from "~/components/forms/newsletter-form";
import { PageHeader } from "~/components/sections/page-header";
import { formPageMeta } from "~/forms/page-meta";
import { newsletterAction } from "~/server/form-actions.server";
import { formPostHeaders } from "~/server/form-post.server";
import { pageRef } from "~/route-paths";

export const meta = () =>
  formPageMeta({
    title: "Newsletter",
    description:
      "One email a month with what we build and learn. Double opt-in, unsubscribe any time.",
    page: pageRef("newsletter"),
  });

/** A plain (no-JS) post's answer carries the action's Retry-After. */
export const headers = formPostHeaders;

export async function action({ request, context }: Route.ActionArgs) {
  return newsletterAction(request, context);
}

/** Where the newsletter box posts; without JavaScript this page shows the result. */
export default function NewsletterPage() {
  const serverResult = useActionData();
  return (
    <>
      <PageHeader
        title="Newsletter"
        lead="One email a month with what we build and learn. We send a confirmation link first; you can unsubscribe any time."
      />
      <div className="mx-auto flex max-w-4xl justify-center px-4 pb-24">
        <NewsletterForm idPrefix="newsletter-page" serverResult={serverResult} />
      </div>
    </>
  );
}
