/** Company statistics (spec section 3), from the one module of company facts. */
import { companyFacts } from "./facts";

export interface Statistic {
  value: number;
  suffix: string;
  label: string;
  /** What the figure measures, where the label alone does not say ("Success Rate %"). */
  definition?: string;
}

export const statistics: readonly Statistic[] = [
  companyFacts.clients,
  companyFacts.projects,
  companyFacts.awards,
  companyFacts.successRatePercent,
].map((fact) => ({
  value: fact.count,
  suffix: "+",
  label: fact.label,
  ...("definition" in fact ? { definition: fact.definition } : {}),
}));

export function formatStatistic(stat: Statistic): string {
  return `${stat.value}${stat.suffix}`;
}
