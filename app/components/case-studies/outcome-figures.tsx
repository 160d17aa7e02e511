import clsx from "clsx";
import type { Outcome } from "~/content/case-studies";
import { IndicativePrice } from "~/components/indicative-price";
import { formatOutcome } from "~/lib/outcome";

/**
 * A project's measured outcomes as large figures with what was measured under each: the proof a
 * buyer looks for first. Used on the case study and in the home page's featured project.
 */
export function OutcomeFigures({
  outcomes,
  className,
  tone = "primary",
}: {
  outcomes: readonly Outcome[];
  className?: string;
  /** `inverse`: on a dark band, where figures take the band's foreground colour. */
  tone?: "primary" | "inverse";
}) {
  return (
    <ul className={clsx("grid gap-10", className)}>
      {outcomes.map((outcome) => {
        const { figure, unit, inline, international, rupees } = formatOutcome(outcome);
        return (
          // Two rows of the list's grid, figure and label, so the labels of a row of figures
          // start on one line however many lines a figure takes ("12 lakh transactions
          // (1.2 million)" beside "2.6 s").
          <li key={outcome.label} className="row-span-2 grid grid-rows-subgrid gap-y-3">
            <p
              className={clsx(
                "text-5xl font-extrabold tracking-tight",
                tone === "primary" ? "text-primary" : "text-white",
              )}
            >
              {figure}
              {/* The spaces are text, not margins: copied, found in the page or read aloud,
                  the figure is "1 day (1.2 million INR)", never "1day(1.2 million INR)". */}
              {unit ? (
                <span className={clsx("text-2xl font-bold", !inline && "block")}>{` ${unit}`}</span>
              ) : null}
              {international ? (
                <span
                  className={clsx(
                    "mt-1 block text-base font-semibold tracking-normal",
                    tone === "primary" ? "text-muted-foreground" : "text-white/75",
                  )}
                >
                  {` (${international}`}
                  {/* A rupee outcome in the buyer's currency too, once they chose one. */}
                  {rupees ? <IndicativePrice price={{ min: rupees }} joined="continued" /> : null})
                </span>
              ) : null}
            </p>
            <p
              className={clsx(
                "text-pretty",
                tone === "primary" ? "text-muted-foreground" : "text-white/75",
              )}
            >
              {outcome.label}
            </p>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * One outcome in a line of small text, its figure in large type: the headline result on a card
 * (a case study in a list, a portfolio project).
 */
export function OutcomeLine({
  outcome,
  className,
  "data-testid": testId,
}: {
  outcome: Outcome;
  className?: string;
  "data-testid"?: string;
}) {
  const { figure, unit, international } = formatOutcome(outcome);
  return (
    <p
      className={clsx("text-sm text-pretty text-muted-foreground", className)}
      data-testid={testId}
    >
      <span className="text-2xl font-bold tracking-tight text-foreground">{figure}</span>
      {/* A real space, not a margin, so the text reads "300 firms", not "300firms". */}
      {unit ? (
        <>
          {" "}
          <span className="font-semibold text-foreground">{unit}</span>
        </>
      ) : null}
      {international ? ` (${international})` : null} {outcome.label}
    </p>
  );
}
