/**
 * Keyword hiding (spec §4): a university lists words (contact apps, usually) that must not reach
 * prospects. Matching ignores case and word boundaries on purpose: "WhatsApp me" and
 * "whatsapp.com" both hide, and over-hiding is the safe mistake.
 */

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function cleaned(keywords: readonly string[]): string[] {
  return [...new Set(keywords.map((word) => word.trim().toLowerCase()).filter(Boolean))];
}

/** The university's keywords that occur in a text, lowercased. */
export function findHiddenKeywords(text: string, keywords: readonly string[]): string[] {
  const lower = text.toLowerCase();
  return cleaned(keywords).filter((word) => lower.includes(word));
}

/** The text with every occurrence of the keywords replaced by asterisks of the same length. */
export function maskKeywords(text: string, keywords: readonly string[]): string {
  const words = cleaned(keywords).sort((a, b) => b.length - a.length);
  if (words.length === 0) return text;
  const pattern = new RegExp(words.map(escapeRegExp).join('|'), 'gi');
  return text.replace(pattern, (match) => '*'.repeat(match.length));
}
