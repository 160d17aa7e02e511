import { useActionData, useSearchParams } from "react-router";
import { PageHeader } from "~/components/sections/page-header";
import { buttonClasses } from "~/components/ui/button";
import { pathTo } from "~/route-paths";

interface TokenActionPageProps {
  title: string;
  lead: string;
  buttonLabel: string;
  doneMessage: string;
  /** When the link did its work before (a second click on a confirmation link). */
  alreadyMessage?: string;
  invalidMessage: string;
  /** Where a visitor with a dead link goes next ("Subscribe again"), beside `invalidMessage`. */
  invalidNext?: { href: string; label: string };
}

const outcomes = ["done", "already", "invalid", "refused"] as const;

function outcomeOf(value: unknown): (typeof outcomes)[number] | undefined {
  if (!value || typeof value !== "object" || !("status" in value)) return undefined;
  return outcomes.find((outcome) => outcome === value.status);
}

/**
 * Confirm and unsubscribe pages: the link from the email opens this page, and a button posts
 * the token. (A plain GET never changes anything, so mail scanners that open links cannot
 * confirm or unsubscribe on a visitor's behalf.) A plain form: the answer is this page again.
 */
export function TokenActionPage({
  title,
  lead,
  buttonLabel,
  doneMessage,
  alreadyMessage = doneMessage,
  invalidMessage,
  invalidNext,
}: TokenActionPageProps) {
  const [searchParams] = useSearchParams();
  const answer = useActionData();
  const outcome = outcomeOf(answer);
  const token = searchParams.get("token") ?? "";
  const message =
    outcome === "done"
      ? doneMessage
      : outcome === "already"
        ? alreadyMessage
        : outcome === "invalid"
          ? invalidMessage
          : outcome === "refused" &&
              answer &&
              typeof answer === "object" &&
              "message" in answer &&
              typeof answer.message === "string"
            ? answer.message
            : "";
  return (
    <>
      {/* The lead invites the action: not beside an outcome, nor on a link without a token. */}
      <PageHeader title={title} lead={outcome || !token ? undefined : lead} />
      <div className="mx-auto max-w-xl px-4 pb-24 text-center">
        <p role="status" aria-live="polite" className="text-lg font-medium">
          {message}
        </p>
        {outcome === "done" || outcome === "already" ? (
          <a
            href={pathTo("home")}
            className="mt-6 inline-block font-semibold text-primary underline"
          >
            Back to the home page
          </a>
        ) : token && outcome !== "invalid" ? (
          <form method="post" className="mt-6">
            <input type="hidden" name="token" value={token} />
            <button type="submit" className={buttonClasses({ size: "lg" })}>
              {buttonLabel}
            </button>
          </form>
        ) : (
          // A dead link: no button to press again, and the way on.
          <>
            {outcome === "invalid" ? null : <p className="mt-6">{invalidMessage}</p>}
            {invalidNext ? (
              <a href={invalidNext.href} className={`mt-6 ${buttonClasses({ size: "lg" })}`}>
                {invalidNext.label}
              </a>
            ) : null}
          </>
        )}
      </div>
    </>
  );
}
