/** Company statistics (spec section 3). Pure data. */
export interface Statistic {
  value: number;
  suffix: string;
  label: string;
}

export const statistics = [
  { value: 300, suffix: "+", label: "Happy Clients" },
  { value: 500, suffix: "+", label: "Projects Delivered" },
  { value: 5, suffix: "+", label: "Industry Awards" },
  { value: 90, suffix: "+", label: "Success Rate %" },
] as const satisfies readonly Statistic[];

export function formatStatistic(stat: Statistic): string {
  return `${stat.value}${stat.suffix}`;
}
