/** The value below which `fraction` of the times fall (nearest rank); NaN for no times. */
export function percentile(times: number[], fraction: number): number {
  const sorted = [...times].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? Number.NaN;
}
