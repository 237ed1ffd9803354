import type { SymptomItem } from '@sahaj/contract';

/** Matches a search against a symptom's plain name and the other words people use for it. */
export function matchesSymptom(item: SymptomItem, search: string): boolean {
  const words = search.trim().toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const text = [item.Name, ...item.Synonyms].join(' ').toLowerCase();
  return words.every((w) => text.includes(w));
}
