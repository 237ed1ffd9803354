/** Counts how often each status code (or any value) occurs: { 200: 1, 429: 89 }. */
export function tally<T extends string | number>(values: readonly T[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const v of values) counts[String(v)] = (counts[String(v)] ?? 0) + 1;
  return counts;
}
