import type { Route } from "./+types/newsletter-confirm";
import { TokenActionPage } from "~/components/forms/token-action-page";
import { formPageMeta } from "~/forms/page-meta";
import { newsletterTokenAction } from "~/server/form-actions.server";
import { formPostHeaders } from "~/server/form-post.server";
import { pageRef, pathTo } from "~/route-paths";

export const meta = () =>
  formPageMeta({
    title: "Confirm Your Subscription",
    description: "Confirm your newsletter subscription.",
    page: pageRef("newsletter-confirm"),
  });

/** A plain (no-JS) post's answer carries the action's Retry-After. */
export const headers = formPostHeaders;

export async function action({ request, context }: Route.ActionArgs) {
  return newsletterTokenAction(request, context, "confirm");
}

export default function NewsletterConfirmPage() {
  return (
    <TokenActionPage
      title="Confirm Your Subscription"
      lead="One more step: confirm that you want to receive our newsletter."
      buttonLabel="Confirm Subscription"
      doneMessage="You are subscribed. Welcome aboard! We have sent you a welcome email."
      alreadyMessage="You are already subscribed: this link confirmed your subscription before. There is nothing more to do."
      invalidMessage="This confirmation link has expired or was already used. Subscribe again to get a new one."
      invalidNext={{ href: pathTo("newsletter"), label: "Subscribe Again" }}
    />
  );
}
