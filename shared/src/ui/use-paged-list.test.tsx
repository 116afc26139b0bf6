import { act, renderHook, waitFor } from '@testing-library/react';
import type { Page } from '@colleghi/api-contract';
import type { ApiErrorBody, ApiResult } from '../http/api-result';
import { usePagedList } from './use-paged-list';

interface Item {
  id: number;
}

type Answer = ApiResult<Page<Item>>;

const items = (n: number, from = 1): Item[] =>
  Array.from({ length: n }, (_, i) => ({ id: from + i }));

const ok = (results: Item[], more: boolean): Answer => ({
  data: { count: 0, next: more ? 'http://x/?page=2' : null, previous: null, results },
  error: null,
  error500: false,
  status: 200,
});

const failed = (detail: string): Answer => ({
  data: null,
  error: { detail },
  error500: false,
  status: 400,
});

const errorMessage = (error: ApiErrorBody | null) => error?.detail ?? 'Errore';

/** A fetchPage whose answers the test releases one by one. */
function deferredPages() {
  const pending: Array<{ page: number; resolve: (answer: Answer) => void }> = [];
  const fetchPage = jest.fn(
    (page: number) => new Promise<Answer>((resolve) => pending.push({ page, resolve })),
  );
  const answer = async (index: number, value: Answer) => {
    await act(async () => {
      pending[index].resolve(value);
    });
  };
  return { fetchPage, pending, answer };
}

describe('usePagedList', () => {
  it('loads page 1, then appends the next page on loadMore', async () => {
    const { fetchPage, pending, answer } = deferredPages();
    const { result } = renderHook(() =>
      usePagedList({ queryKey: ['items'], fetchPage, errorMessage }),
    );

    expect(result.current.loading).toBe(true);
    await answer(0, ok(items(2), true));
    expect(result.current.items).toEqual(items(2));
    expect(result.current.hasMore).toBe(true);
    expect(result.current.loading).toBe(false);

    act(() => result.current.loadMore());
    expect(pending[1].page).toBe(2);
    await answer(1, ok(items(2, 3), false));
    expect(result.current.items).toEqual(items(4));
    expect(result.current.page).toBe(2);
    expect(result.current.hasMore).toBe(false);

    // Nothing more to ask for.
    act(() => result.current.loadMore());
    expect(fetchPage).toHaveBeenCalledTimes(2);
  });

  it('reloads the first page on demand, keeping the items shown until it arrives', async () => {
    const { fetchPage, pending, answer } = deferredPages();
    const keyOf = (item: Item) => item.id;
    const { result } = renderHook(() =>
      usePagedList({ queryKey: ['items'], fetchPage, errorMessage, keyOf }),
    );
    await answer(0, ok(items(2), true));
    act(() => result.current.loadMore());
    await answer(1, ok(items(2, 3), false));
    expect(result.current.items).toEqual(items(4));

    act(() => result.current.reload());
    expect(pending[2].page).toBe(1);
    expect(result.current.loading).toBe(true);
    expect(result.current.items).toEqual(items(4));
    // The server's first page now: item 2 changed, item 1 is gone.
    await answer(2, ok([{ id: 2 }, { id: 9 }], true));
    expect(result.current.items).toEqual([{ id: 2 }, { id: 9 }]);
    expect(result.current.page).toBe(1);
    expect(result.current.hasMore).toBe(true);
    expect(result.current.loading).toBe(false);
  });

  it('keeps no message of its own for a failure the global modal reported, but can retry', async () => {
    const { fetchPage, pending, answer } = deferredPages();
    const { result } = renderHook(() =>
      usePagedList({ queryKey: ['items'], fetchPage, errorMessage }),
    );
    await answer(0, { ...failed('Errore interno del server.'), error500: true, reported: true });
    expect(result.current.error).toBeNull();
    expect(result.current.failed).toBe(true);
    act(() => result.current.retry());
    expect(pending[1].page).toBe(1);
    await answer(1, ok(items(1), false));
    expect(result.current.failed).toBe(false);
    expect(result.current.items).toEqual(items(1));
  });

  it('says a 5xx of a background call itself: no modal told about it', async () => {
    const { fetchPage, answer } = deferredPages();
    const { result } = renderHook(() =>
      usePagedList({ queryKey: ['items'], fetchPage, errorMessage }),
    );
    await answer(0, { ...failed('Errore interno del server.'), error500: true, reported: false });
    expect(result.current.error).toBe('Errore interno del server.');
    expect(result.current.failed).toBe(true);
  });

  it('restarts from page 1 when the query changes', async () => {
    const first = deferredPages();
    const second = deferredPages();
    const { result, rerender } = renderHook(
      ({ fetchPage, list }) => usePagedList({ queryKey: ['items', list], fetchPage, errorMessage }),
      { initialProps: { fetchPage: first.fetchPage, list: 'first' } },
    );
    await first.answer(0, ok(items(2), true));
    expect(result.current.items).toEqual(items(2));

    rerender({ fetchPage: second.fetchPage, list: 'second' });
    expect(result.current.items).toEqual([]);
    expect(result.current.loading).toBe(true);
    expect(second.pending[0].page).toBe(1);
    await second.answer(0, ok(items(1, 10), false));
    expect(result.current.items).toEqual(items(1, 10));
  });

  it('ignores a late answer for an older query', async () => {
    const first = deferredPages();
    const second = deferredPages();
    const { result, rerender } = renderHook(
      ({ fetchPage, list }) => usePagedList({ queryKey: ['items', list], fetchPage, errorMessage }),
      { initialProps: { fetchPage: first.fetchPage, list: 'first' } },
    );
    rerender({ fetchPage: second.fetchPage, list: 'second' });
    await second.answer(0, ok(items(1, 10), false));
    await first.answer(0, ok(items(3), true));

    expect(result.current.items).toEqual(items(1, 10));
    expect(result.current.hasMore).toBe(false);
  });

  it('shows the error and retries the page that failed', async () => {
    const { fetchPage, pending, answer } = deferredPages();
    const { result } = renderHook(() =>
      usePagedList({ queryKey: ['items'], fetchPage, errorMessage }),
    );
    await answer(0, ok(items(2), true));

    act(() => result.current.loadMore());
    await answer(1, failed('Servizio non disponibile'));
    expect(result.current.error).toBe('Servizio non disponibile');
    expect(result.current.items).toEqual(items(2));
    expect(result.current.loading).toBe(false);

    act(() => result.current.retry());
    expect(pending[2].page).toBe(2);
    expect(result.current.error).toBeNull();
    await answer(2, ok(items(1, 3), false));
    await waitFor(() => expect(result.current.items).toEqual(items(3)));
    expect(result.current.error).toBeNull();
  });

  it('lets the caller edit the items; with keyOf a page adds only the items not shown', async () => {
    const { fetchPage, answer } = deferredPages();
    const keyOf = (item: Item) => item.id;
    const { result } = renderHook(() =>
      usePagedList({ queryKey: ['items'], fetchPage, errorMessage, keyOf }),
    );
    await answer(0, ok(items(2), true));

    act(() => result.current.updateItems((list) => list.filter((item) => item.id !== 1)));
    expect(result.current.items).toEqual([{ id: 2 }]);

    act(() => result.current.loadMore());
    await answer(1, ok(items(2, 2), false));
    expect(result.current.items).toEqual([{ id: 2 }, { id: 3 }]);
  });

  describe('with keyOf', () => {
    const keyOf = (item: Item) => item.id;

    it('asks again for the last page after an item was taken out, so none is skipped', async () => {
      const { fetchPage, pending, answer } = deferredPages();
      const { result } = renderHook(() =>
        usePagedList({ queryKey: ['items'], fetchPage, errorMessage, keyOf }),
      );
      await answer(0, ok(items(3), true));
      act(() => result.current.loadMore());
      await answer(1, ok(items(3, 4), true));
      expect(result.current.items.map(keyOf)).toEqual([1, 2, 3, 4, 5, 6]);

      // Item 2 leaves the list (say, a candidacy refused): on the server 7 is now on page 2.
      act(() => result.current.updateItems((list) => list.filter((item) => item.id !== 2)));
      act(() => result.current.loadMore());
      expect(pending[2].page).toBe(2);
      await answer(2, ok(items(3, 5), true));
      expect(result.current.loading).toBe(true);
      expect(pending[3].page).toBe(3);
      await answer(3, ok(items(3, 8), false));
      expect(result.current.items.map(keyOf)).toEqual([1, 3, 4, 5, 6, 7, 8, 9, 10]);
      expect(result.current.loading).toBe(false);
      expect(result.current.page).toBe(3);
      expect(result.current.hasMore).toBe(false);
    });

    it('goes back as many pages as the items taken out fill', async () => {
      const { fetchPage, pending, answer } = deferredPages();
      const { result } = renderHook(() =>
        usePagedList({ queryKey: ['items'], fetchPage, errorMessage, keyOf }),
      );
      await answer(0, ok(items(2), true));
      act(() => result.current.loadMore());
      await answer(1, ok(items(2, 3), true));
      act(() => result.current.loadMore());
      await answer(2, ok(items(2, 5), true));
      // Three of six gone: the first unseen item (7) now sits at place 4, on page 2.
      act(() => result.current.updateItems((list) => list.filter((item) => item.id % 2 === 0)));
      act(() => result.current.loadMore());
      expect(pending.slice(3).map((call) => call.page)).toEqual([2]);
      await answer(3, ok([{ id: 6 }, { id: 7 }], true));
      await answer(4, ok([{ id: 8 }, { id: 9 }], true));
      await answer(5, ok([{ id: 10 }, { id: 11 }], true));
      expect(pending.slice(3).map((call) => call.page)).toEqual([2, 3, 4]);
      expect(result.current.items.map(keyOf)).toEqual([2, 4, 6, 7, 8, 9, 10, 11]);
    });

    it('asks for the next page only when nothing was taken out, and shows an item once', async () => {
      const { fetchPage, pending, answer } = deferredPages();
      const { result } = renderHook(() =>
        usePagedList({ queryKey: ['items'], fetchPage, errorMessage, keyOf }),
      );
      await answer(0, ok(items(2), true));
      // Edited in place: nothing moved on the server.
      act(() => result.current.updateItems((list) => list.map((item) => ({ ...item }))));
      act(() => result.current.loadMore());
      expect(pending.map((call) => call.page)).toEqual([1, 2]);
      // An item added at the top meanwhile pushed 2 onto page 2: it is not shown twice.
      await answer(1, ok([{ id: 2 }, { id: 3 }], false));
      expect(result.current.items.map(keyOf)).toEqual([1, 2, 3]);
    });
  });
});
