import { useEffect, useRef, useState } from 'react';
import { keepPreviousData, useQuery, type QueryKey } from '@tanstack/react-query';

export interface SearchSuggestions<T> {
  /** The answer to the latest settled search (the previous one while the next loads). */
  options: T[];
  /** A search is waiting for the typing to pause, or is on its way. */
  loading: boolean;
}

/**
 * The server's suggestions for what is typed in an open field, through the page's query cache:
 * `[...queryKey, search]` once the typing has paused for `debounceMs`. A search typed again is
 * answered from the cache, a newer search wins over an older answer (each has its own key), and
 * a closed field searches nothing. A failed search shows no suggestions.
 */
export function useSearchSuggestions<T>(
  queryKey: QueryKey,
  search: (text: string) => Promise<T[]>,
  text: string,
  open: boolean,
  debounceMs: number,
): SearchSuggestions<T> {
  // Parents usually pass an inline arrow: the latest one answers, a new one is not a new search.
  const latestSearch = useRef(search);
  useEffect(() => {
    latestSearch.current = search;
  });
  // The text the user settled on: null while the field is closed (nothing to search yet).
  const [settled, setSettled] = useState<string | null>(null);
  useEffect(() => {
    if (!open) {
      setSettled(null);
      return undefined;
    }
    const timer = setTimeout(() => setSettled(text), debounceMs);
    return () => clearTimeout(timer);
  }, [open, text, debounceMs]);

  const query = useQuery({
    queryKey: [...queryKey, settled],
    queryFn: () => latestSearch.current(settled ?? ''),
    enabled: open && settled !== null,
    placeholderData: keepPreviousData,
  });
  const waiting = open && settled !== text;
  return {
    options: query.isError ? [] : (query.data ?? []),
    loading: open && (waiting || query.isFetching),
  };
}
