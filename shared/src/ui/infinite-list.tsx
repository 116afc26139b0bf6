import type { Key, ReactNode } from 'react';
import { useEffect, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { DelayedLoader } from './delayed-loader';

export const LOAD_MORE_LABEL = 'Carica altri';

export interface InfiniteListProps<T> {
  items: readonly T[];
  renderItem: (item: T, index: number) => ReactNode;
  /** React key of an item; defaults to its `id` when it has one, else its index. */
  getKey?: (item: T, index: number) => Key;
  hasMore: boolean;
  loading: boolean;
  onLoadMore: () => void;
  emptyText: string;
  ariaLabel: string;
}

/**
 * A list that asks for the next page when its bottom scrolls into view. The observer fires once
 * per arrival of the sentinel; it re-arms when the sentinel leaves and comes back, or when a page
 * arrives while it is still visible (a short page). A failed load (no new items) does not retry
 * in a loop: the 'Carica altri' button is there for that, for keyboard users and for browsers
 * without IntersectionObserver.
 */
export function InfiniteList<T>({
  items,
  renderItem,
  getKey = defaultKey,
  hasMore,
  loading,
  onLoadMore,
  emptyText,
  ariaLabel,
}: InfiniteListProps<T>) {
  const sentinel = useRef<HTMLDivElement | null>(null);
  const [visible, setVisible] = useState(false);
  const armed = useRef(false);
  const latest = useRef({ hasMore, loading, onLoadMore });
  latest.current = { hasMore, loading, onLoadMore };

  useEffect(() => {
    const node = sentinel.current;
    if (!node || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver((entries) => {
      const entry = entries[entries.length - 1];
      if (!entry) return;
      setVisible((was) => {
        if (entry.isIntersecting && !was) armed.current = true;
        return entry.isIntersecting;
      });
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, []);

  // A new page while the sentinel is still on screen earns one more automatic request.
  useEffect(() => {
    armed.current = true;
  }, [items.length]);

  useEffect(() => {
    const current = latest.current;
    if (visible && armed.current && current.hasMore && !current.loading) {
      armed.current = false;
      current.onLoadMore();
    }
  }, [visible, hasMore, loading, items.length]);

  const empty = items.length === 0 && !loading;

  return (
    <Box>
      {empty ? (
        <Typography role="status" color="text.secondary" sx={{ p: 3, textAlign: 'center' }}>
          {emptyText}
        </Typography>
      ) : (
        <List aria-label={ariaLabel} disablePadding>
          {items.map((item, index) => (
            <ListItem key={getKey(item, index)} disableGutters sx={{ display: 'block' }}>
              {renderItem(item, index)}
            </ListItem>
          ))}
        </List>
      )}
      {loading && <DelayedLoader />}
      {hasMore && (
        <Box sx={{ display: 'flex', justifyContent: 'center', p: 2 }}>
          {/* Stays (and keeps the keyboard focus) while its page loads; a click then waits. */}
          <Button
            variant="text"
            onClick={loading ? undefined : onLoadMore}
            aria-disabled={loading || undefined}
          >
            {LOAD_MORE_LABEL}
          </Button>
        </Box>
      )}
      <div ref={sentinel} data-testid="infinite-list-sentinel" aria-hidden="true" />
    </Box>
  );
}

function defaultKey<T>(item: T, index: number): Key {
  if (item && typeof item === 'object' && 'id' in item) {
    const { id } = item as { id: unknown };
    if (typeof id === 'string' || typeof id === 'number') return id;
  }
  return index;
}
