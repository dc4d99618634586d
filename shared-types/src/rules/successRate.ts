/** Completed collaborations over all collaborations, as a percentage to one decimal. */
export function successRate(completed: number, total: number): number {
  if (total <= 0) return 0;
  return Math.round((completed / total) * 1000) / 10;
}
