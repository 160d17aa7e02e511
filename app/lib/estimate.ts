/**
 * The instant estimate's arithmetic and its URL, on any rate card (the site's is in
 * app/content/pricing.ts). Pure and small: the /estimate page computes live in the browser with it,
 * and the server renders the same result for a shared link.
 *
 * A project's one-off range is the sum of the lower bounds to the sum of the upper bounds of its
 * plan and one-off add-ons; an open upper end (Enterprise 7,00,000+) makes the whole range open.
 * Monthly add-ons (maintenance) are summed apart.
 */
import type { InrPrice } from "./inr";

export interface RateCardItem {
  id: string;
  name: string;
  price: InrPrice;
}

export interface InrRange {
  min: number;
  max: number;
  /** The upper end is "and up". */
  openEnded: boolean;
}

export interface Estimate {
  /** Everything paid once: the plan and one-off add-ons. */
  oneOff: InrRange;
  /** Recurring add-ons, per month; null when none is chosen. */
  monthly: InrRange | null;
}

function rangeOf(price: InrPrice): InrRange {
  return { min: price.min, max: price.max ?? price.min, openEnded: price.openEnded === true };
}

function sum(ranges: readonly InrRange[]): InrRange {
  return ranges.reduce(
    (total, range) => ({
      min: total.min + range.min,
      max: total.max + range.max,
      openEnded: total.openEnded || range.openEnded,
    }),
    { min: 0, max: 0, openEnded: false },
  );
}

/** The estimate of a plan with add-ons. */
export function estimate(plan: RateCardItem, addOns: readonly RateCardItem[]): Estimate {
  const monthly = addOns
    .filter((addOn) => addOn.price.per === "month")
    .map((a) => rangeOf(a.price));
  const oneOff = addOns
    .filter((addOn) => addOn.price.per === undefined)
    .map((a) => rangeOf(a.price));
  return {
    oneOff: sum([rangeOf(plan.price), ...oneOff]),
    monthly: monthly.length > 0 ? sum(monthly) : null,
  };
}

/** The from-price of a plan with add-ons: the one-off lower bound. */
export function fromPrice(plan: RateCardItem, addOns: readonly RateCardItem[]): number {
  return estimate(plan, addOns).oneOff.min;
}

/** The estimate's URL parameters: `plan=growth&addon=ai-features&addon=admin-dashboard`. */
export const estimateParams = { plan: "plan", addOn: "addon" } as const;

export interface EstimateSelection<PlanId extends string, AddOnId extends string> {
  plan: PlanId | null;
  /** In rate-card order, each once. */
  addOns: AddOnId[];
  /** What was ignored and why, for a short note on the page (values cut to 40 characters). */
  notes: string[];
}

/** A visitor's value as a note may show it: trimmed, shortened, never longer than 40 chars. */
function shown(value: string): string {
  const trimmed = value.trim();
  return trimmed.length > 40 ? `${trimmed.slice(0, 39)}…` : trimmed;
}

/** The rate card's id that a URL value names, its case and surrounding spaces aside. */
function knownId<Id extends string>(ids: readonly Id[], value: string): Id | undefined {
  const wanted = value.trim().toLowerCase();
  return ids.find((id) => id.toLowerCase() === wanted);
}

/**
 * Reads `plan` and repeated `addon` from a query string, ids in any case (as `?currency=` is).
 * Unknown values, a second plan and repeated add-ons are ignored with a note, each note once;
 * nothing else in the query matters.
 */
export function parseEstimateQuery<PlanId extends string, AddOnId extends string>(
  query: URLSearchParams,
  planIds: readonly PlanId[],
  addOnIds: readonly AddOnId[],
): EstimateSelection<PlanId, AddOnId> {
  // A set: the same unknown value twice is one mistake, and the page keys its notes by their text.
  const notes = new Set<string>();
  const plans = query.getAll(estimateParams.plan);
  let plan: PlanId | null = null;
  for (const value of plans) {
    const known = knownId(planIds, value);
    if (!known) notes.add(`Unknown plan “${shown(value)}” ignored.`);
    else if (plan === null) plan = known;
    else if (known !== plan) notes.add(`Only one plan at a time: “${shown(value)}” ignored.`);
  }
  const chosen = new Set<AddOnId>();
  const repeated = new Set<string>();
  for (const value of query.getAll(estimateParams.addOn)) {
    const known = knownId(addOnIds, value);
    if (!known) notes.add(`Unknown add-on “${shown(value)}” ignored.`);
    else if (chosen.has(known)) repeated.add(known);
    else chosen.add(known);
  }
  for (const id of repeated) notes.add(`Add-on “${id}” was listed more than once; counted once.`);
  return { plan, addOns: addOnIds.filter((id) => chosen.has(id)), notes: [...notes] };
}

/** The query string of a selection, in the canonical order: plan, then add-ons in card order. */
export function estimateQuery(plan: string | null, addOns: readonly string[]): URLSearchParams {
  const query = new URLSearchParams();
  if (plan) query.append(estimateParams.plan, plan);
  for (const id of addOns) query.append(estimateParams.addOn, id);
  return query;
}

/** A range as the INR formatter takes it: one amount when both ends are equal. */
export function rangeAsPrice(range: InrRange, per?: "month"): InrPrice {
  return {
    min: range.min,
    ...(range.max !== range.min ? { max: range.max } : {}),
    ...(range.openEnded ? { openEnded: true } : {}),
    ...(per ? { per } : {}),
  };
}
