import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { InfiniteList } from './infinite-list';

type ObserverCallback = (entries: Array<{ isIntersecting: boolean }>) => void;

// jsdom has no IntersectionObserver: this one lets the test say when the sentinel shows.
class FakeObserver {
  static instances: FakeObserver[] = [];
  observed: Element[] = [];
  disconnected = false;
  constructor(readonly callback: ObserverCallback) {
    FakeObserver.instances.push(this);
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  disconnect() {
    this.disconnected = true;
  }
  unobserve() {}
  takeRecords() {
    return [];
  }
}

function setSentinelVisible(isIntersecting: boolean) {
  const observer = FakeObserver.instances[FakeObserver.instances.length - 1];
  act(() => observer.callback([{ isIntersecting }]));
}

interface Item {
  id: number;
  name: string;
}

const items = (n: number, from = 1): Item[] =>
  Array.from({ length: n }, (_, i) => ({ id: from + i, name: `Richiesta ${from + i}` }));

function renderList(props: Partial<Parameters<typeof InfiniteList<Item>>[0]> = {}) {
  const all = {
    items: items(2),
    renderItem: (item: Item) => <span>{item.name}</span>,
    hasMore: true,
    loading: false,
    onLoadMore: jest.fn(),
    emptyText: 'Nessuna richiesta',
    ariaLabel: 'Le mie richieste',
    ...props,
  };
  const view = render(<InfiniteList<Item> {...all} />);
  const rerender = (next: Partial<typeof all>) =>
    view.rerender(<InfiniteList<Item> {...all} {...next} />);
  return { ...view, onLoadMore: all.onLoadMore, rerender };
}

describe('InfiniteList', () => {
  const original = globalThis.IntersectionObserver;
  beforeEach(() => {
    FakeObserver.instances = [];
    globalThis.IntersectionObserver = FakeObserver as unknown as typeof IntersectionObserver;
  });
  afterEach(() => {
    globalThis.IntersectionObserver = original;
  });

  it('renders a labelled list of items', () => {
    renderList();
    const list = screen.getByRole('list', { name: 'Le mie richieste' });
    expect(list).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Richiesta 1',
      'Richiesta 2',
    ]);
  });

  it('observes the sentinel at the bottom and loads once per arrival', () => {
    const { onLoadMore } = renderList();
    const sentinel = screen.getByTestId('infinite-list-sentinel');
    expect(FakeObserver.instances[0].observed).toEqual([sentinel]);
    expect(screen.getByRole('list').compareDocumentPosition(sentinel)).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );

    setSentinelVisible(true);
    expect(onLoadMore).toHaveBeenCalledTimes(1);
    setSentinelVisible(true);
    expect(onLoadMore).toHaveBeenCalledTimes(1);

    setSentinelVisible(false);
    setSentinelVisible(true);
    expect(onLoadMore).toHaveBeenCalledTimes(2);
  });

  it('does not load while loading or when there is nothing more', () => {
    const whileLoading = jest.fn();
    const { unmount } = renderList({ loading: true, onLoadMore: whileLoading });
    setSentinelVisible(true);
    expect(whileLoading).not.toHaveBeenCalled();
    unmount();

    const atTheEnd = jest.fn();
    renderList({ hasMore: false, onLoadMore: atTheEnd });
    setSentinelVisible(true);
    expect(atTheEnd).not.toHaveBeenCalled();
  });

  it('loads the next page when one arrives while the sentinel is still visible', () => {
    const { onLoadMore, rerender } = renderList();
    setSentinelVisible(true);
    expect(onLoadMore).toHaveBeenCalledTimes(1);

    rerender({ loading: true });
    rerender({ loading: false, items: items(4) });
    expect(onLoadMore).toHaveBeenCalledTimes(2);
  });

  it('does not retry in a loop after a failed load (no new items)', () => {
    const { onLoadMore, rerender } = renderList();
    setSentinelVisible(true);
    rerender({ loading: true });
    rerender({ loading: false });
    expect(onLoadMore).toHaveBeenCalledTimes(1);
  });

  it('offers Carica altri for keyboard users', async () => {
    const user = userEvent.setup();
    const { onLoadMore } = renderList();
    const button = screen.getByRole('button', { name: 'Carica altri' });

    await user.tab();
    expect(button).toHaveFocus();
    await user.keyboard('{Enter}');

    expect(onLoadMore).toHaveBeenCalledTimes(1);
  });

  it('keeps Carica altri, focused, while its page loads; hides it at the end', async () => {
    const user = userEvent.setup();
    const { onLoadMore, rerender } = renderList();
    await user.tab();
    await user.keyboard('{Enter}');
    rerender({ loading: true });
    const button = screen.getByRole('button', { name: 'Carica altri' });
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute('aria-disabled', 'true');
    // Pressed again while loading: nothing more is asked.
    await user.keyboard('{Enter}');
    expect(onLoadMore).toHaveBeenCalledTimes(1);
    rerender({ loading: false, items: items(4) });
    expect(button).toHaveFocus();
    expect(button).not.toHaveAttribute('aria-disabled');
    rerender({ loading: false, hasMore: false });
    expect(screen.queryByRole('button', { name: 'Carica altri' })).not.toBeInTheDocument();
  });

  it('works without IntersectionObserver through the button', async () => {
    // @ts-expect-error: simulating a browser without the API
    delete globalThis.IntersectionObserver;
    const user = userEvent.setup();
    const { onLoadMore } = renderList();

    await user.click(screen.getByRole('button', { name: 'Carica altri' }));

    expect(onLoadMore).toHaveBeenCalledTimes(1);
  });

  it('shows the delayed loader while loading', () => {
    jest.useFakeTimers();
    try {
      renderList({ loading: true });
      expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
      act(() => jest.advanceTimersByTime(500));
      expect(screen.getByRole('progressbar', { name: 'Caricamento in corso' })).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it('shows the empty text only when there is nothing and nothing loading', () => {
    const { rerender } = renderList({ items: [], hasMore: false, loading: true });
    expect(screen.queryByText('Nessuna richiesta')).not.toBeInTheDocument();

    rerender({ items: [], hasMore: false, loading: false });
    expect(screen.getByRole('status')).toHaveTextContent('Nessuna richiesta');
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('disconnects the observer on unmount', () => {
    const { unmount } = renderList();
    unmount();
    expect(FakeObserver.instances[0].disconnected).toBe(true);
  });

  it('keys items by a custom key', () => {
    renderList({ getKey: (item) => `k${item.id}` });
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });
});
