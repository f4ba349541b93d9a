// Text helpers of spec 5: shortening, the required-field message and fuzzy search.

import { SHORTEN_KEEP_CHARS } from './constants';

/**
 * R-TXT-1: first `keep` + '...' + last `keep` characters when the text is longer than
 * 2 × keep; otherwise unchanged. Counts code points, so emoji are never split.
 */
export function shorten(s: string, keep = SHORTEN_KEEP_CHARS): string {
  const chars = Array.from(s);
  const n = Math.max(0, Math.floor(keep));
  if (chars.length <= n * 2) return s;
  return `${chars.slice(0, n).join('')}...${n === 0 ? '' : chars.slice(-n).join('')}`;
}

/** R-TXT-2: '{field} is required'. */
export function requiredMessage(field: string): string {
  return `${field} is required`;
}

/** Query parts: split on whitespace or '/', empties dropped, lower-cased. */
export function searchTerms(query: string): string[] {
  return query
    .toLowerCase()
    .split(/[\s/]+/u)
    .filter((part) => part !== '');
}

/** True when the characters of `part` appear in `text` in order (not necessarily adjacent). */
function isSubsequence(part: string, text: string): boolean {
  let from = 0;
  for (const ch of part) {
    const at = text.indexOf(ch, from);
    if (at === -1) return false;
    from = at + ch.length;
  }
  return true;
}

/**
 * R-TXT-3: case-insensitive fuzzy match. The query is split on spaces or '/', and every part
 * must appear in the text in order. An empty query matches everything.
 */
export function fuzzyMatch(text: string, query: string): boolean {
  const haystack = text.toLowerCase();
  return searchTerms(query).every((part) => isSubsequence(part, haystack));
}

/** The items whose key (a property or a getter) fuzzy-matches the query, order kept. */
export function fuzzySearch<T>(
  items: readonly T[],
  query: string,
  key: keyof T | ((item: T) => string),
): T[] {
  if (searchTerms(query).length === 0) return [...items];
  const textOf = (item: T): string => {
    const value = typeof key === 'function' ? key(item) : item[key];
    return value === null || value === undefined ? '' : String(value);
  };
  return items.filter((item) => fuzzyMatch(textOf(item), query));
}
