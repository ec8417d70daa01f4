import { MAX_SEARCH_TERMS } from '../limits';

/**
 * Search terms from a search box value (comma-separated) or a list of chips: trimmed,
 * empties dropped, duplicates (ignoring case) removed, first spelling kept.
 */
export function splitSearchTerms(input: string | readonly string[]): string[] {
  const raw: readonly string[] = typeof input === 'string' ? input.split(',') : input;
  const seen = new Set<string>();
  const terms: string[] = [];
  for (const item of raw) {
    const term = item.trim().replace(/\s+/gu, ' ');
    const key = term.toLocaleLowerCase();
    if (term && !seen.has(key)) {
      seen.add(key);
      terms.push(term);
    }
  }
  return terms;
}

/** True when a search holds more terms than the limit of spec §5 allows. */
export function tooManySearchTerms(terms: readonly string[]): boolean {
  return terms.length > MAX_SEARCH_TERMS;
}
