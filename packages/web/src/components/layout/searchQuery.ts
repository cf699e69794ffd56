/**
 * Query values a header search keeps. The spec keeps category and subCategory; topic and
 * collectionId are kept too because they say which list (explores, collection-explore) is searched.
 * Everything else (page, price filters) resets, as a new search starts from page 1.
 */
export const KEPT_ON_SEARCH = ['category', 'subCategory', 'topic', 'collectionId'] as const;

export function withSearch(current: URLSearchParams, search: string): URLSearchParams {
  const next = new URLSearchParams();
  for (const key of KEPT_ON_SEARCH) {
    const value = current.get(key);
    if (value) next.set(key, value);
  }
  const text = search.trim();
  if (text) next.set('search', text);
  return next;
}
