import type { Route } from "./+types/newsletter-unsubscribe";
import { TokenActionPage } from "~/components/forms/token-action-page";
import { formPageMeta } from "~/forms/page-meta";
import { newsletterTokenAction } from "~/server/form-actions.server";
import { formPostHeaders } from "~/server/form-post.server";
import { pageRef } from "~/route-paths";

export const meta = () =>
  formPageMeta({
    title: "Unsubscribe",
    description: "Unsubscribe from our newsletter.",
    page: pageRef("newsletter-unsubscribe"),
  });

/** A plain (no-JS) post's answer carries the action's Retry-After. */
export const headers = formPostHeaders;

/** Also answers one-click unsubscribe posts from mail clients (RFC 8058, token in the URL). */
export async function action({ request, context }: Route.ActionArgs) {
  return newsletterTokenAction(request, context, "unsubscribe");
}

export default function NewsletterUnsubscribePage() {
  return (
    <TokenActionPage
      title="Unsubscribe"
      lead="Stop receiving our newsletter? One click and you are off the list."
      buttonLabel="Unsubscribe"
      doneMessage="You are unsubscribed and will receive no more newsletters from us."
      invalidMessage="This unsubscribe link is not valid. If you still receive our newsletter, reply to it and we will remove you."
    />
  );
}
