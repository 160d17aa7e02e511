/** Company statistics (spec section 3), from the one module of company facts. */
import { companyFacts } from "./facts";

export interface Statistic {
  value: number;
  suffix: string;
  label: string;
}

export const statistics: readonly Statistic[] = [
  companyFacts.clients,
  companyFacts.projects,
  companyFacts.awards,
  companyFacts.successRatePercent,
].map((fact) => ({ value: fact.count, suffix: "+", label: fact.label }));

export function formatStatistic(stat: Statistic): string {
  return `${stat.value}${stat.suffix}`;
}
